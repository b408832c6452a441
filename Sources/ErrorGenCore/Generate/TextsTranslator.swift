/// `// MARK: - Texts`: the `LocalizedError` texts, in the current locale or a given one.
///
/// Every text is compiled in: a case with one translation returns it; a case with several
/// switches over the resolved locale, with the default locale's text as `default`, which also
/// serves a locale the text lacks.
struct TextsTranslator {
  var context: ErrorTypeContext

  /// The three localized texts of a case, by member name.
  private enum Text: String, CaseIterable {
    case errorDescription, failureReason, recoverySuggestion

    /// This text of `errorCase`.
    func of(_ errorCase: CasePlan) -> TextPlan? {
      switch self {
      case .errorDescription: errorCase.message
      case .failureReason: errorCase.reason
      case .recoverySuggestion: errorCase.suggestion
      }
    }
  }

  /// Each text's property and function, then the help anchor and the locale helpers.
  func members() -> [Declaration] {
    Text.allCases.flatMap { [currentLocaleProperty($0.rawValue)] + localeFunction($0) }
      + [helpAnchor()] + localeHelpers()
  }

  /// `currentLocale` and `resolvedLocale(_:)`.
  private func localeHelpers() -> [Declaration] {
    var members: [Declaration] = []
    members.append(
      .computed(
        .private, "currentLocale", .string, isStatic: true,
        [
          .expression(
            .method(
              .identifier("ErrorLocalization"), "currentLocale",
              ArgumentDescription("in", .identifier("locales")),
              ArgumentDescription("defaultLocale", .identifier("defaultLocale"))))
        ]
      ).documented("The catalog locale to show texts in now."))
    // With one locale, no text switches over it.
    let locales = context.plan.locales
    guard locales.count > 1 else { return members }
    let resolve = Expression.method(
      .identifier("ErrorLocalization"), "resolve", .value(.identifier("locale")),
      ArgumentDescription("in", .identifier("locales")),
      ArgumentDescription("defaultLocale", .identifier("defaultLocale")))
    // `resolve` answers one of `locales` as written; the default locale is the rest.
    var cases: [SwitchCaseDescription] = locales.dropFirst().map { locale in
      .returns([.expression(.string(locale))], .member(nil, Self.localeCaseName(locale)))
    }
    cases.append(.otherwise(.return(.member(nil, Self.localeCaseName(locales[0])))))
    members.append(
      .method(
        .private, "resolvedLocale",
        [ParameterDescription(label: "_", name: "locale", type: .string)], isStatic: true,
        returns: .named(Self.localeTypeName), [.switching(resolve, cases)]
      ).documented("The catalog locale that a caller's locale identifier resolves to."))
    members.append(
      .enumeration(
        EnumDescription(
          access: .private, name: Self.localeTypeName,
          members: locales.map { .enumCase(EnumCaseDescription(name: Self.localeCaseName($0))) })
      ).documented(
        "The catalog's locales, the default locale first, as the texts switch over them."))
    return members
  }

  /// The private enum of the catalog's locales.
  static let localeTypeName = "CatalogLocale"

  /// The case of `CatalogLocale` for a locale: `de`, `ptBR`, `zhHans`, `es419`. The parts of a
  /// locale identifier have fixed lengths, so different locales get different names; a catalog
  /// spells each locale one way (`invalid_locale`).
  static func localeCaseName(_ locale: String) -> String {
    let parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" })
    guard let first = parts.first else { return "_" }
    return first.lowercased()
      + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
  }

  /// `var errorDescription: String?`: the text in the current locale; composed cases forward.
  private func currentLocaleProperty(_ name: String) -> Declaration {
    let ownCall = Expression.call(
      .identifier(name), [ArgumentDescription("locale", context.staticMember("currentLocale"))])
    guard !context.composed.isEmpty else {
      return .computed(context.access, name, .optional(.string), [.expression(ownCall)])
    }
    var cases = context.composed.map {
      context.forwarding($0, .expression(.dot(.identifier("error"), name)))
    }
    if !context.cases.isEmpty { cases.append(.otherwise(.expression(ownCall))) }
    return .computed(context.access, name, .optional(.string), [.returning(.selfValue, cases)])
  }

  /// `func errorDescription(locale: String) -> String`.
  private func localeFunction(_ text: Text) -> [Declaration] {
    let name = text.rawValue
    let optional = text != .errorDescription
    let resultType: TypeDescription = optional ? .optional(.string) : .string
    let parameters = [ParameterDescription(name: "locale", type: .string)]
    let forwarded = context.composed.map {
      context.forwarding(
        $0,
        .return(
          .method(.identifier("error"), name, ArgumentDescription("locale", .identifier("locale"))))
      )
    }
    let described = context.cases.contains { text.of($0) != nil }
    var helpers: [Declaration] = []
    let body: [CodeBlockItem]
    if forwarded.isEmpty && !described {
      body = [.expression(optional ? .nil : .string(""))]
    } else {
      body = [.switching(.selfValue, localeCases(text, after: forwarded, helpers: &helpers))]
    }
    let function = Declaration.method(context.access, name, parameters, returns: resultType, body)
    guard !helpers.isEmpty else { return [function] }
    return [
      function,
      .enumeration(
        EnumDescription(access: .private, name: Self.helperTypeName(text), members: helpers)
      ).documented("Each case's `\(name)(locale:)` of a large catalog, a function of its own."),
    ]
  }

  /// The type that holds a large catalog's per-case text functions (`LargeEnumLowering`).
  private static func helperTypeName(_ text: Text) -> String {
    text.rawValue.prefix(1).uppercased() + text.rawValue.dropFirst() + "Texts"
  }

  /// The names of the types that `helperTypeName` gives, which catalog names must not take.
  static let helperTypeNames = Text.allCases.map { helperTypeName($0) }

  /// The cases of the switch of `localeFunction(text)`: `forwarded`, then one per catalog case
  /// with the text, then, when a case lacks it, a default that returns no text.
  ///
  /// In a large catalog, an arm that switches over locales calls a function of its own instead
  /// (in `helpers`): the compiler's mandatory passes take time that grows with the square of a
  /// function's size, and one function holding every case's switch over every locale more than
  /// doubled the compile time of a catalog of 800 cases in 24 locales (docs/PERFORMANCE.md).
  private func localeCases(
    _ text: Text, after forwarded: [SwitchCaseDescription], helpers: inout [Declaration]
  ) -> [SwitchCaseDescription] {
    let splits = LargeEnumLowering.applies(caseCount: context.cases.count + context.composed.count)
    let owner = Expression.identifier(context.typeName)
    var cases = forwarded
    for errorCase in context.cases {
      guard let localized = text.of(errorCase) else { continue }
      // The function's `locale` parameter is used in the arm: a param of that name is bound
      // under another name.
      // A text with plural variants also reads the param that chooses them.
      let plural = localized.hasPluralVariants ? errorCase.pluralParam : nil
      let binds = { (param: ParamPlan) in
        localized.mentions(placeholder: param.name) || param.name == plural
      }
      let pattern = context.pattern(errorCase, hiding: "locale", binding: binds)
      let resolver: Expression = splits ? owner : .keyword("Self")
      let body = localizedReturn(localized, params: errorCase.params, resolver: resolver)
      // A helper's parameters are the bound names; one that swift-format would not take as a
      // parameter name (not lowerCamelCase) keeps the arm inline.
      let plainNames = errorCase.params.filter(binds).allSatisfy {
        $0.name.first.map { $0.isASCII && $0.isLowercase } == true
          && !$0.name.contains("_")
      }
      guard splits, plainNames, body.count == 1, case .switch = body[0] else {
        cases.append(SwitchCaseDescription(label: .patterns([pattern]), body: body))
        continue
      }
      // The bound params, under their bound names, are the helper's parameters.
      let bound = errorCase.params.filter(binds).map { param in
        let name = param.name
        let local = name == "locale" ? ErrorTypeContext.boundName(name, among: errorCase.params) : name
        return (param, local)
      }
      let parameters =
        bound.map { ParameterDescription(name: $0.1, type: ErrorTypeTranslator.type(of: $0.0)) }
        + [ParameterDescription(name: "locale", type: .string)]
      helpers.append(
        .method(
          .internal, errorCase.name, parameters, isStatic: true, returns: .string, body))
      let arguments =
        bound.map {
          ArgumentDescription(
            $0.1, ErrorTypeContext.reference($0.1, namesArePlain: context.namesArePlain))
        } + [ArgumentDescription("locale", .identifier("locale"))]
      let call = Expression.call(
        .member(.identifier(Self.helperTypeName(text)), errorCase.name), arguments)
      cases.append(SwitchCaseDescription(label: .patterns([pattern]), body: [.return(call)]))
    }
    if context.cases.contains(where: { text.of($0) == nil }) {
      cases.append(.otherwise(.return(text == .errorDescription ? .string("") : .nil)))
    }
    return cases
  }

  /// `var helpAnchor: String?`: the case's `help`, not localized.
  private func helpAnchor() -> Declaration {
    var cases = context.composed.map {
      context.forwarding($0, .expression(.dot(.identifier("error"), "helpAnchor")))
    }
    let helped = context.cases.filter { $0.help != nil }
    cases += helped.map { .returns([context.pattern($0)], .string($0.help ?? "")) }
    guard !cases.isEmpty else {
      return .computed(context.access, "helpAnchor", .optional(.string), [.expression(.nil)])
    }
    if helped.count < context.cases.count { cases.append(.otherwise(.expression(.nil))) }
    return .computed(
      context.access, "helpAnchor", .optional(.string), [.returning(.selfValue, cases)])
  }

  /// `return "text"`, or a switch over the resolved locale that returns each translation.
  ///
  /// `resolver` is the type whose `resolvedLocale(_:)` resolves the `locale` parameter;
  /// `plural` names the param that chooses plural variants, when the text has them. With
  /// `redacting`, a sensitive param's placeholder shows `ErrorLogging.redacted`.
  func localizedReturn(
    _ text: TextPlan, params: [ParamPlan], resolver: Expression, redacting: Bool = false
  ) -> [CodeBlockItem] {
    guard let fallback = text.fallback else { return [.return(.string(""))] }
    // Without plural variants, each locale's value is one text.
    guard text.hasPluralVariants else {
      let value = { (locale: LocaleText) -> Expression in
        guard case .text(let template) = locale.choice else { return .string("") }
        return Self.expression(
          template, params: params, namesArePlain: context.namesArePlain, redacting: redacting)
      }
      let fallbackText = Self.firstText(fallback)
      // A text is written once however many locales share it (`de`, `de-AT` and `de-CH` often
      // do): their locales share one arm, and a locale with the default locale's text needs no
      // arm at all, since the default returns that text.
      var arms: [(locale: LocaleText, patterns: [Pattern])] = []
      // By bytes: texts that are only canonically equivalent are written as they are.
      var armOfText: [[UInt8]: Int] = [:]
      for locale in text.otherLocales {
        let bytes = Array(Self.firstText(locale).utf8)
        guard !bytes.elementsEqual(fallbackText.utf8) else { continue }
        let patterns = localePatterns(locale.locale, text.servedLocales)
        if let arm = armOfText[bytes] {
          arms[arm].patterns += patterns
        } else {
          armOfText[bytes] = arms.count
          arms.append((locale, patterns))
        }
      }
      let cases = arms.map { SwitchCaseDescription.returns($0.patterns, value($0.locale)) }
      guard !cases.isEmpty else { return [.return(value(fallback))] }
      let resolved = Expression.call(
        .member(resolver, "resolvedLocale"), [.value(.identifier("locale"))])
      return [.switching(resolved, cases + [.otherwise(.return(value(fallback)))])]
    }
    return pluralReturn(text, params: params, resolver: resolver, redacting: redacting)
  }

  /// The text a locale shows when it has no plural variants, as written.
  private static func firstText(_ locale: LocaleText) -> String {
    locale.written.first?.template.text ?? ""
  }

  /// A text as a string literal, its placeholders interpolated with
  /// `ErrorLocalization.placeholder(_:)`. A placeholder that names no param stays as text.
  static func expression(
    _ template: TextTemplate, params: [ParamPlan], namesArePlain: Bool,
    redacting: Bool = false
  ) -> Expression {
    let segments = template.segments
    var parts: [InterpolationPart] = []
    var interpolates = false
    for segment in segments {
      switch segment {
      case .literal(let text):
        parts.append(.text(text))
      case .placeholder(let name):
        if redacting, params.contains(where: { $0.name == name && $0.sensitive }) {
          parts.append(.value(.qualifiedName("ErrorLogging.redacted")))
          interpolates = true
        } else if params.contains(where: { $0.name == name }) {
          // Bound under another name, as `localeFunction` binds it.
          let bound = name == "locale" ? ErrorTypeContext.boundName(name, among: params) : name
          let value = ErrorTypeContext.reference(bound, namesArePlain: namesArePlain)
          parts.append(
            .value(
              .call(.qualifiedName("ErrorLocalization.placeholder"), [.value(value)])))
          interpolates = true
        } else {
          parts.append(.text("{" + name + "}"))
        }
      }
    }
    guard interpolates else {
      return .string(parts.map { if case .text(let text) = $0 { text } else { "" } }.joined())
    }
    return .interpolatedString(parts)
  }
}
