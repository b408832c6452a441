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
    // A large enum's text that most cases share is written once (`sharedText`).
    let shared = described && context.sharesCommonArms ? sharedText(text) : nil
    let body: [CodeBlockItem]
    if forwarded.isEmpty && !described {
      body = [.expression(optional ? .nil : .string(""))]
    } else if let shared, forwarded.isEmpty, shared.count == context.cases.count {
      // A text in one locale is the body's value, as a member with no text has `nil`.
      body = localizedReturn(shared.text, params: [], resolver: .keyword("Self")).map {
        if case .return(let value?) = $0 { .expression(value) } else { $0 }
      }
    } else {
      let (translator, lacking, shared) = (self, lacking, shared?.text)
      body = [
        .switching(.selfValue, generating: context.lowersSwitches, everyCaseReturns: true) {
          translator.localeCases(text, after: forwarded, lacking: lacking, shared: shared)
        }
      ]
    }
    return .method(context.access, name, parameters, returns: resultType, body)
  }

  /// The text that more than half of a large enum's cases have, the same in each, and how many
  /// have it; nil when no text is so shared, or when no text is on more than half of a sample
  /// of `sharingSample` cases spread evenly over the catalog.
  ///
  /// Such a text (a generic suggestion such as "Try again later.") is the member's default,
  /// written once at the end of its chain, and only the other cases get an `if case`: a member
  /// the size of the catalog otherwise repeats it for every case, for the compiler to check
  /// and for the generator to write. A text with braces is never shared: it may interpolate
  /// the case's params. The same means the same bytes in the same locales, in the same order.
  private func sharedText(_ text: Text) -> (text: LocalizedText, count: Int)? {
    let cases = context.cases
    // Looked for in a sample of cases spread evenly first: a walk over every case reads each
    // one's texts from memory, about a millisecond for each text of 10,000 cases, and most
    // catalogs share no text so widely.
    let sample = Swift.min(cases.count, Self.sharingSample)
    guard sample > 0 else { return nil }
    let sampled = (0..<sample).map { cases[$0 * cases.count / sample] }
    // The Boyer-Moore majority vote: the only text that can be on more than half of the sample
    // is the one left standing, which is then counted.
    var candidate = 0
    var votes = 0
    for index in sampled.indices {
      if votes == 0 {
        candidate = index
        votes = 1
      } else if Self.isShared(text.of(sampled[candidate]), text.of(sampled[index])) {
        votes += 1
      } else {
        votes -= 1
      }
    }
    guard let shared = text.of(sampled[candidate]),
      2 * sampled.count(where: { Self.isShared(shared, text.of($0)) }) > sample
    else { return nil }
    var count = 0
    for index in cases.indices {
      CatalogCase.prefetch(aheadOf: index, in: cases)
      if Self.isShared(shared, text.of(cases[index])) { count += 1 }
    }
    return 2 * count > cases.count ? (shared, count) : nil
  }

  /// How many cases `sharedText` looks at before it counts a text's cases.
  static let sharingSample = 32

  /// Whether `first` and `second` are the same text without braces: the same bytes in the
  /// same locales, in the same order.
  private static func isShared(_ first: LocalizedText?, _ second: LocalizedText?) -> Bool {
    guard let first, let second else { return false }
    let (one, other) = (first.translations, second.translations)
    guard one.count == other.count else { return false }
    for index in one.indices {
      guard let text = one[index].literalText, let otherText = other[index].literalText,
        one[index].locale.value == other[index].locale.value, text.hasSameUTF8(as: otherText)
      else { return false }
    }
    return true
  }

  /// The cases of the switch of `localeFunction(text)`, made one at a time: `forwarded`, then
  /// one per catalog case with the text, then, when a case is `lacking` it, a default that
  /// returns no text. With a `shared` text, the cases that have it get no case of their own,
  /// those lacking a text get one that returns none, and the default returns the shared text.
  private func localeCases(
    _ text: Text, after forwarded: [SwitchCaseDescription], lacking: Bool,
    shared: LocalizedText?
  ) -> AnyIterator<SwitchCaseDescription> {
    var switching = LocaleSwitching(
      resolver: .keyword("Self"), namesArePlain: context.namesArePlain)
    let noText: CodeBlockItem = .return(text == .errorDescription ? .string("") : .nil)
    let trailing: [SwitchCaseDescription]
    if let shared {
      trailing = [
        SwitchCaseDescription(
          label: .default, body: localizedReturn(shared, params: [], switching: &switching))
      ]
    } else {
      trailing = lacking ? [.otherwise(noText)] : []
    }
    return GeneratedCases.iterator(
      leading: forwarded, context.cases, trailing: trailing
    ) { errorCase in
      guard let localized = text.of(errorCase) else {
        guard shared != nil else { return nil }
        return SwitchCaseDescription(label: .patterns([context.pattern(errorCase)]), body: [noText])
      }
      if let shared, Self.isShared(shared, localized) { return nil }
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
