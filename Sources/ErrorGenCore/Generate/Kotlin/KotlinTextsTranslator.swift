/// Texts: `message(locale)`, `reason(locale)`, `suggestion(locale)`, `Exception.message` in the
/// current language, `helpAnchor`; in the companion, the locale resolution they share.
struct KotlinTextsTranslator {
  var context: KotlinTypeContext

  func members() -> [KotlinDeclaration] {
    let locale = KotlinParameter(name: "locale", type: .named("String"))
    let forwardText = { (name: String) in
      { (_: ComposedCase) in
        KotlinExpression.methodCall(context.wrapped, name, [KotlinArgument(.identifier("locale"))])
      }
    }
    let message = context.whenThis(
      forwarding: forwardText("message"), { text($0.message) }, otherwise: .string(""))
    let reason = context.whenThis(
      forwarding: forwardText("reason"), { $0.reason.map(text) }, otherwise: .null)
    let suggestion = context.whenThis(
      forwarding: forwardText("suggestion"), { $0.suggestion.map(text) }, otherwise: .null)
    let current = KotlinExpression.call(
      .identifier("message"), [KotlinArgument(context.companionMember("currentLocale"))])
    let currentMessage =
      context.composed.isEmpty
      ? current
      : context.whenThis(
        forwarding: { _ in .member(context.wrapped, "message") }, readsParams: false, { _ in nil },
        otherwise: current)
    let help = context.whenThis(
      forwarding: { _ in .member(context.wrapped, "helpAnchor") }, readsParams: false,
      { $0.help.map { .string($0) } }, otherwise: .null)
    let overridesHelp = overridden("helpAnchor")
    // A text function whose texts have one locale only never reads `locale`.
    let unused = { (texts: (CatalogCase) -> LocalizedText?) -> [KotlinAnnotation] in
      context.composed.isEmpty && !context.cases.contains { texts($0).map(isTranslated) ?? false }
        ? [KotlinAnnotation(name: "Suppress", stringArguments: ["UNUSED_PARAMETER"])] : []
    }
    return [
      .function(
        KotlinFunction(
          doc: KotlinDoc("The message in the catalog locale that `locale` resolves to."),
          annotations: unused(\.message), name: "message", parameters: [locale],
          returnType: .named("String"), body: message)),
      .function(
        KotlinFunction(
          doc: KotlinDoc("What went wrong, in the catalog locale that `locale` resolves to."),
          annotations: unused(\.reason), name: "reason", parameters: [locale],
          returnType: .nullable(.named("String")), body: reason)),
      .function(
        KotlinFunction(
          doc: KotlinDoc("What the user can do, in the catalog locale that `locale` resolves to."),
          annotations: unused(\.suggestion), name: "suggestion", parameters: [locale],
          returnType: .nullable(.named("String")),
          body: suggestion)),
      .property(
        KotlinProperty(
          doc: KotlinDoc(
            "The message in the current language (`ErrorLocalization.preferredLanguages`)."),
          modifiers: ["override"], name: "message", type: .nullable(.named("String")),
          value: .getter(currentMessage))),
      .property(
        KotlinProperty(
          doc: KotlinDoc("The catalog's `help`: a help anchor or URL."),
          modifiers: overridesHelp ? ["open"] : [], name: "helpAnchor",
          type: .nullable(.named("String")), value: .getter(help))),
    ]
  }

  /// Whether some case has a param that overrides member `name`.
  private func overridden(_ name: String) -> Bool {
    context.cases.contains { errorCase in
      errorCase.params.contains {
        $0.name.value == name
          && KotlinNames.overrides(
            param: name, type: KotlinNames.spelling($0.type.value),
            after: errorCase.retry.after?.value)
      }
    }
  }

  /// Whether the text has a translation in a locale other than the default one, so that its
  /// `when` reads the locale.
  private func isTranslated(_ text: LocalizedText) -> Bool {
    let defaultLocale = context.catalog.defaultLocale.value
    return text.translations.contains { $0.locale.value != defaultLocale }
  }

  /// The text in the resolved locale: a `when` over the catalog's other locales that it has,
  /// else the default locale's text.
  private func text(_ text: LocalizedText) -> KotlinExpression {
    let defaultLocale = context.catalog.defaultLocale.value
    let fallback = text.translation(for: defaultLocale) ?? text.translations.first
    let fallbackValue = fallback.map(value) ?? .string("")
    let others = context.catalog.locales.dropFirst().compactMap { locale -> KotlinWhenBranch? in
      guard let translation = text.translation(for: locale) else { return nil }
      return KotlinWhenBranch(conditions: [.value(.string(locale))], value: value(translation))
    }
    guard !others.isEmpty else { return fallbackValue }
    let resolved = KotlinExpression.call(
      context.companionMember("resolvedLocale"), [KotlinArgument(.identifier("locale"))])
    return .when(subject: resolved, others, otherwise: fallbackValue)
  }

  /// A translation with its placeholders filled: a plain string, or a template whose values
  /// go through `ErrorLocalization.placeholder`, which writes them as Swift does.
  private func value(_ translation: Translation) -> KotlinExpression {
    let segments = translation.segments
    guard segments.contains(where: { if case .placeholder = $0 { true } else { false } }) else {
      return .string(segments.map { if case .literal(let text) = $0 { text } else { "" } }.joined())
    }
    return .template(
      segments.map { segment in
        switch segment {
        case .literal(let text): return .text(text)
        case .placeholder(let name):
          return .value(
            .methodCall(
              .typeName("ErrorLocalization"), "placeholder", [KotlinArgument(context.param(name))]))
        }
      })
  }

  /// The companion's private helpers: the current locale and the resolution of a given one.
  func companionMembers() -> [KotlinDeclaration] {
    let arguments = [
      KotlinArgument(.identifier("locales")), KotlinArgument(.identifier("defaultLocale")),
    ]
    return [
      .property(
        KotlinProperty(
          doc: KotlinDoc("The catalog locale to show texts in now."), modifiers: ["internal"],
          name: "currentLocale", type: .named("String"),
          value: .getter(.methodCall(.typeName("ErrorLocalization"), "currentLocale", arguments)))),
      .function(
        KotlinFunction(
          doc: KotlinDoc("The catalog locale that a caller's locale identifier resolves to."),
          modifiers: ["internal"], name: "resolvedLocale",
          parameters: [KotlinParameter(name: "locale", type: .named("String"))],
          returnType: .named("String"),
          body: .methodCall(
            .typeName("ErrorLocalization"), "resolve",
            [KotlinArgument(.identifier("locale"))] + arguments))),
    ]
  }
}
