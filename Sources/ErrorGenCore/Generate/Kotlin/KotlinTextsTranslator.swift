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
      forwarding: forwardText("message"), { text($0.message, in: $0) }, otherwise: .string(""))
    let reason = context.whenThis(
      forwarding: forwardText("reason"), { errorCase in errorCase.reason.map { text($0, in: errorCase) } }, otherwise: .null)
    let suggestion = context.whenThis(
      forwarding: forwardText("suggestion"), { errorCase in errorCase.suggestion.map { text($0, in: errorCase) } }, otherwise: .null)
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
    let first = text.translations.first?.locale.value
    return text.translations.contains { $0.locale.value != first }
  }

  /// The text in the resolved locale, chosen as the Swift side chooses it
  /// (`TextsTranslator.localizedReturn`): a `when` over the text's locales other than the
  /// default one, each branch also taking the catalog locales that the text lacks and that
  /// resolve to it (a text with `de` serves `de-CH`), else the default locale's text.
  private func text(_ text: LocalizedText, in errorCase: CatalogCase) -> KotlinExpression {
    let defaultLocale = context.catalog.defaultLocale.value
    // Each locale's translations (one, or one per plural category), in the order written.
    var order: [String] = []
    var byLocale: [String: [Translation]] = [:]
    for translation in text.translations {
      let locale = translation.locale.value
      if byLocale[locale] == nil { order.append(locale) }
      byLocale[locale, default: []].append(translation)
    }
    guard let fallback = order.contains(defaultLocale) ? defaultLocale : order.first else {
      return .string("")
    }
    let plural = text.hasPluralVariants ? errorCase.pluralParamName : nil
    let body = { (locale: String) in
      self.localeValue(byLocale[locale] ?? [], locale: locale, plural: plural)
    }
    let extra = TextsTranslator.fallbackLocales(
      textLocales: order, fallback: fallback, locales: context.locales)
    let others = order.filter { $0 != fallback }.map { locale in
      KotlinWhenBranch(
        conditions: ([locale] + (extra[locale] ?? [])).map { .value(.string($0)) },
        value: body(locale))
    }
    guard !others.isEmpty else { return body(fallback) }
    let resolved = KotlinExpression.call(
      context.companionMember("resolvedLocale"), [KotlinArgument(.identifier("locale"))])
    return .when(subject: resolved, others, otherwise: body(fallback))
  }

  /// One locale's value: its text, or a `when` over the plural category of the case's plural
  /// param, `other` (else the first variant) as the fallback, as in Swift
  /// (`TextsTranslator+Plurals`).
  private func localeValue(_ translations: [Translation], locale: String, plural: String?)
    -> KotlinExpression
  {
    guard let first = translations.first else { return .string("") }
    // Variants without a param to choose by are a lint error; the first keeps this total.
    guard let plural, first.category != nil else { return value(first) }
    let other = translations.first { $0.category?.value == "other" } ?? first
    var seen: Set<String> = ["other"]
    var branches: [KotlinWhenBranch] = []
    for translation in translations {
      guard let category = translation.category?.value,
        PluralCategories.isCategory(category), seen.insert(category).inserted
      else { continue }
      branches.append(
        KotlinWhenBranch(
          conditions: [.value(KotlinTypeContext.runtimeConstant("PluralCategory", category))],
          value: value(translation)))
    }
    guard !branches.isEmpty else { return value(other) }
    let category = KotlinExpression.methodCall(
      .typeName("ErrorLocalization"), "pluralCategory",
      [KotlinArgument(context.param(plural)), KotlinArgument(.string(locale))])
    return .when(subject: category, branches, otherwise: value(other))
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
