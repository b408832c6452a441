/// `// MARK: - Texts`: the `LocalizedError` texts, in the current locale or a given one.
///
/// Every text is compiled in: a case with one translation returns it; a case with several
/// switches over the resolved locale, with the default locale's text as `default`, which also
/// serves a locale the text lacks.
struct TextsTranslator: Sendable {
  var context: ErrorTypeContext

  /// The three localized texts of a case, by member name.
  private enum Text: String, CaseIterable {
    case errorDescription, failureReason, recoverySuggestion

    /// This text of `errorCase` (read in place: the case is not copied).
    func of(_ errorCase: borrowing CatalogCase) -> LocalizedText? {
      switch self {
      case .errorDescription: errorCase.message
      case .failureReason: errorCase.reason
      case .recoverySuggestion: errorCase.suggestion
      }
    }
  }

  func members() -> [Declaration] {
    memberGroups().flatMap { $0() }
  }

  /// The members in groups that can be described apart, in order: each text's property and
  /// function, then the help anchor and the locale helpers.
  func memberGroups() -> [@Sendable () -> [Declaration]] {
    let translator = self
    let groups: [@Sendable () -> [Declaration]] = Text.allCases.map { text in
      {
        [
          translator.currentLocaleProperty(text.rawValue),
          translator.localeFunction(text),
        ]
      }
    }
    return groups + [{ [translator.helpAnchor()] + translator.localeHelpers() }]
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
    let locales = context.catalog.locales
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
  private func localeFunction(_ text: Text) -> Declaration {
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
    // Whether any case has the text, and whether any lacks it (then a default returns none).
    var described = false
    var lacking = false
    for errorCase in context.cases where !(described && lacking) {
      if text.of(errorCase) == nil { lacking = true } else { described = true }
    }
    let body: [CodeBlockItem]
    if forwarded.isEmpty && !described {
      body = [.expression(optional ? .nil : .string(""))]
    } else {
      let (translator, lacking) = (self, lacking)
      body = [
        .switching(.selfValue, generating: context.lowersSwitches, everyCaseReturns: true) {
          translator.localeCases(text, after: forwarded, lacking: lacking)
        }
      ]
    }
    return .method(context.access, name, parameters, returns: resultType, body)
  }

  /// The cases of the switch of `localeFunction(text)`, made one at a time: `forwarded`, then
  /// one per catalog case with the text, then, when a case is `lacking` it, a default that
  /// returns no text.
  private func localeCases(
    _ text: Text, after forwarded: [SwitchCaseDescription], lacking: Bool
  ) -> AnyIterator<SwitchCaseDescription> {
    var switching = LocaleSwitching(
      resolver: .keyword("Self"), namesArePlain: context.namesArePlain)
    let none = SwitchCaseDescription.otherwise(
      .return(text == .errorDescription ? .string("") : .nil))
    return GeneratedCases.iterator(
      leading: forwarded, context.cases, trailing: lacking ? [none] : []
    ) { errorCase in
      guard let localized = text.of(errorCase) else { return nil }
      // The function's `locale` parameter is used in the arm: a param of that name is bound
      // under another name.
      let pattern = context.pattern(errorCase, hiding: "locale") {
        localized.mentions(placeholder: $0.name.value)
      }
      return SwitchCaseDescription(
        label: .patterns([pattern]),
        body: localizedReturn(localized, params: errorCase.params, switching: &switching))
    }
  }

  /// `var helpAnchor: String?`: the case's `help`, not localized.
  private func helpAnchor() -> Declaration {
    if let body = context.constantBody("helpAnchor") {
      return .computed(context.access, "helpAnchor", .optional(.string), body)
    }
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

  /// The parts that every locale switch of one member shares, made once and shared by all
  /// the member's cases (descriptions are values: sharing costs nothing, while a member of a
  /// large catalog would otherwise allocate them once per case).
  struct LocaleSwitching {
    /// `Resolver.resolvedLocale(locale)`.
    var resolved: Expression
    /// The pattern of each locale's case.
    private var patterns = SharedValues<String, Pattern>()
    /// `ErrorLocalization.placeholder(name)` for each param name: the translations of a case,
    /// and cases with params of the same name, share it.
    private var placeholders = SharedValues<String, InterpolationPart>()

    /// Whether the params' names are plain (`ErrorTypeContext.namesArePlain`).
    private let namesArePlain: Bool

    /// `resolver` is the type whose `resolvedLocale(_:)` resolves the `locale` parameter.
    init(resolver: Expression, namesArePlain: Bool) {
      resolved = .call(
        .member(resolver, "resolvedLocale", nameIsPlain: true), [.value(.qualifiedName("locale"))])
      self.namesArePlain = namesArePlain
    }

    /// `.de`
    mutating func pattern(_ locale: String) -> Pattern {
      patterns.value(for: locale) {
        // Checked once here, not at each of the member's cases.
        let name = TextsTranslator.localeCaseName(locale)
        return .expression(.member(nil, name, nameIsPlain: SwiftLexicon.isPlainName(name)))
      }
    }

    /// `\(ErrorLocalization.placeholder(name))`
    mutating func placeholder(_ name: String) -> InterpolationPart {
      placeholders.value(for: name) {
        let value: Expression = namesArePlain ? .qualifiedName(name) : .identifier(name)
        return .value(.call(TextsTranslator.placeholderFunction, [.value(value)]))
      }
    }
  }

  /// `return "text"`, or a switch over the resolved locale that returns each translation.
  ///
  /// `resolver` is the type whose `resolvedLocale(_:)` resolves the `locale` parameter.
  func localizedReturn(
    _ text: LocalizedText, params: [CatalogParam], resolver: Expression
  ) -> [CodeBlockItem] {
    var switching = LocaleSwitching(resolver: resolver, namesArePlain: context.namesArePlain)
    return localizedReturn(text, params: params, switching: &switching)
  }

  /// `localizedReturn(_:params:resolver:)` with the shared parts of `switching`.
  func localizedReturn(
    _ text: LocalizedText, params: [CatalogParam], switching: inout LocaleSwitching
  ) -> [CodeBlockItem] {
    let defaultLocale = context.catalog.defaultLocale.value
    let translations = text.translations
    guard
      let fallback = translations.firstIndex(where: { $0.locale.value == defaultLocale })
        ?? translations.indices.first
    else {
      return [.return(.string(""))]
    }
    let fallbackLocale = translations[fallback].locale.value
    // The other locales, each once (the first translation of a locale written twice).
    var arms: [ReturnSwitch.Arm] = []
    arms.reserveCapacity(translations.count)
    for index in translations.indices {
      let locale = translations[index].locale.value
      guard locale != fallbackLocale,
        !translations[..<index].contains(where: { $0.locale.value == locale })
      else { continue }
      arms.append(
        ReturnSwitch.Arm(
          pattern: switching.pattern(locale),
          value: Self.expression(
            translations, at: index, params: params, switching: &switching)))
    }
    let fallbackValue = Self.expression(
      translations, at: fallback, params: params, switching: &switching)
    guard !arms.isEmpty else { return [.return(fallbackValue)] }
    return [
      .returnSwitch(ReturnSwitch(subject: switching.resolved, arms: arms, fallback: fallbackValue))
    ]
  }

  /// `ErrorLocalization.placeholder`, shared by every interpolated placeholder.
  static let placeholderFunction = Expression.qualifiedName("ErrorLocalization.placeholder")

  /// A translation as a string literal, its placeholders interpolated with
  /// `ErrorLocalization.placeholder(_:)`. A placeholder that names no param stays as text.
  /// Placeholders are shared through `switching`.
  ///
  /// The translation is read in place, at `index` of `translations`: passed as a value, each
  /// of a large catalog's translations was copied, its four references retained and released.
  static func expression(
    _ translations: [Translation], at index: Int, params: [CatalogParam],
    switching: inout LocaleSwitching
  ) -> Expression {
    // Most texts are one literal run, or none.
    if let text = translations[index].literalText { return .string(text) }
    let segments = translations[index].segments
    if segments.count <= 1 {
      if segments.isEmpty { return .string("") }
      if case .literal(let text) = segments[0] { return .string(text) }
    }
    var parts: [InterpolationPart] = []
    parts.reserveCapacity(segments.count)
    var interpolates = false
    // Segments and params are read in place: copies of them cost a retain and a release each,
    // for each placeholder of each translation.
    for index in segments.indices {
      switch segments[index] {
      case .literal(let text):
        parts.append(.text(text))
      case .placeholder(let name):
        if params.indices.contains(where: { params[$0].name.value == name }) {
          // Bound under another name, as `localeFunction` binds it.
          let bound = name == "locale" ? ErrorTypeContext.boundName(name, among: params) : name
          parts.append(switching.placeholder(bound))
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
