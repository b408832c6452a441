/// Texts: `message(locale)`, `reason(locale)`, `suggestion(locale)`, `Exception.message` in the
/// current language, `helpAnchor`; in the companion, the locale resolution they share.
struct KotlinTextsTranslator {
  var context: KotlinTypeContext

  /// Whether each case's texts are members of its own class (`caseMembers`), which
  /// `message(locale)` and its siblings leave to them.
  ///
  /// Why: a large catalog's texts in one `when` made one function of the sealed class hold
  /// every case's texts in every locale. At 1,700 cases in 24 locales, kotlinc ran out of memory
  /// on that expression, and the JVM's limits (64 KiB of code per method, 65,535 constants per
  /// class) are nearer still. In its case's class, each case's texts are a small function.
  /// Same threshold as the Swift side's `LargeEnumLowering`.
  var textsArePerCase: Bool {
    LargeEnumLowering.applies(caseCount: context.cases.count + context.composed.count)
  }

  func members() -> [KotlinDeclaration] {
    let locale = KotlinParameter(name: "locale", type: .named("String"))
    let forwardText = { (name: String) in
      { (_: ComposedCasePlan) in
        KotlinExpression.methodCall(context.wrapped, name, [KotlinArgument(.identifier("locale"))])
      }
    }
    let perCase = textsArePerCase
    let message = context.whenThis(
      forwarding: forwardText("message"), { perCase ? nil : text($0.message, in: $0) },
      otherwise: .string(""))
    let reason = context.whenThis(
      forwarding: forwardText("reason"),
      { errorCase in perCase ? nil : errorCase.reason.map { text($0, in: errorCase) } },
      otherwise: .null)
    let suggestion = context.whenThis(
      forwarding: forwardText("suggestion"),
      { errorCase in perCase ? nil : errorCase.suggestion.map { text($0, in: errorCase) } },
      otherwise: .null)
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
    let overridesHelp = context.isOverridden("helpAnchor")
    // A text function whose texts have one locale only never reads `locale`, nor does one
    // that leaves every text to the cases' own functions.
    let unused = { (texts: (CasePlan) -> TextPlan?) -> [KotlinAnnotation] in
      context.composed.isEmpty
        && (perCase || !context.cases.contains { texts($0).map(isTranslated) ?? false })
        ? [KotlinAnnotation(name: "Suppress", stringArguments: ["UNUSED_PARAMETER"])] : []
    }
    let modifiers = perCase ? ["open"] : []
    return [
      .function(
        KotlinFunction(
          doc: KotlinDoc("The message in the catalog locale that `locale` resolves to."),
          annotations: unused(\.message), modifiers: modifiers, name: "message",
          parameters: [locale],
          returnType: .named("String"), body: message)),
      .function(
        KotlinFunction(
          doc: KotlinDoc("What went wrong, in the catalog locale that `locale` resolves to."),
          annotations: unused(\.reason), modifiers: modifiers, name: "reason",
          parameters: [locale],
          returnType: .nullable(.named("String")), body: reason)),
      .function(
        KotlinFunction(
          doc: KotlinDoc("What the user can do, in the catalog locale that `locale` resolves to."),
          annotations: unused(\.suggestion), modifiers: modifiers, name: "suggestion",
          parameters: [locale],
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

  /// The members of `errorCase`'s own class when `textsArePerCase`: `message(locale)`, and
  /// `reason(locale)` and `suggestion(locale)` when it has them, overriding the sealed class's.
  func caseMembers(_ errorCase: CasePlan) -> [KotlinDeclaration] {
    guard textsArePerCase else { return [] }
    let locale = KotlinParameter(name: "locale", type: .named("String"))
    let texts: [(String, TextPlan?, KotlinType)] = [
      ("message", errorCase.message, .named("String")),
      ("reason", errorCase.reason, .nullable(.named("String"))),
      ("suggestion", errorCase.suggestion, .nullable(.named("String"))),
    ]
    return texts.compactMap { name, localized, type in
      localized.map {
        .function(
          KotlinFunction(
            modifiers: ["override"], name: name, parameters: [locale], returnType: type,
            body: text($0, in: errorCase)))
      }
    }
  }

  /// Whether the text has a translation in a locale other than the default one, so that its
  /// `when` reads the locale.
  private func isTranslated(_ text: TextPlan) -> Bool { text.locales.count > 1 }

  /// The text in the resolved locale, chosen as the Swift side chooses it
  /// (`TextsTranslator.localizedReturn`): a `when` over the text's locales other than the
  /// default one, each branch also taking the catalog locales that the text lacks and that
  /// resolve to it (a text with `de` serves `de-CH`), else the default locale's text.
  private func text(_ text: TextPlan, in errorCase: CasePlan) -> KotlinExpression {
    guard let fallback = text.fallback else { return .string("") }
    // Locales whose texts are equal share a branch (`"de", "de-AT" -> ...`), so that each
    // text is written once. (One equal to the fallback's keeps its branch: without any, the
    // function would not read `locale`, which Kotlin warns about.)
    let fallbackValue = localeValue(fallback)
    var others: [KotlinWhenBranch] = []
    for locale in text.otherLocales {
      let value = localeValue(locale)
      let conditions = ([locale.locale] + (text.servedLocales[locale.locale] ?? [])).map {
        KotlinWhenBranch.Condition.value(.string($0))
      }
      if let index = others.firstIndex(where: { $0.value == value }) {
        others[index].conditions += conditions
      } else {
        others.append(KotlinWhenBranch(conditions: conditions, value: value))
      }
    }
    guard !others.isEmpty else { return fallbackValue }
    let resolved = KotlinExpression.call(
      context.companionMember("resolvedLocale"), [KotlinArgument(.identifier("locale"))])
    return .when(subject: resolved, others, otherwise: fallbackValue)
  }

  /// One locale's value: its text, or a `when` over the plural category of the case's plural
  /// param, `other` as the fallback, as in Swift (`TextsTranslator+Plurals`).
  private func localeValue(_ locale: LocaleText) -> KotlinExpression {
    switch locale.choice {
    case .text(let template):
      return value(template)
    case .plural(let plural, let variants, let other):
      let branches = variants.map { variant in
        KotlinWhenBranch(
          conditions: [
            .value(KotlinTypeContext.runtimeConstant("PluralCategory", variant.category))
          ],
          value: value(variant.template))
      }
      let category = KotlinExpression.methodCall(
        .typeName("ErrorLocalization"), "pluralCategory",
        [KotlinArgument(context.param(plural)), KotlinArgument(.string(locale.locale))])
      return .when(subject: category, branches, otherwise: value(other))
    }
  }

  /// A text with its placeholders filled: a plain string, or a template whose values go
  /// through `ErrorLocalization.placeholder`, which writes them as Swift does.
  private func value(_ template: TextTemplate) -> KotlinExpression {
    guard template.hasPlaceholders else { return .string(template.literal) }
    return .template(
      template.segments.map { segment in
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
