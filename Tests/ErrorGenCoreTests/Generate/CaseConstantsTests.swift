import Testing

@testable import ErrorGenCore

/// A large catalog's members that are constant per case read one `CaseConstants` value
/// instead of each testing every case (`CaseConstantsTranslator`). `LargeCatalogTests`
/// (RandomCatalogTests) compiles and runs such files.
@Suite struct CaseConstantsTests {
  /// A catalog of `cases` cases, every third with an icon, every fifth with a field, every
  /// seventh with help; even cases offer options, transient ones retry.
  static func catalog(
    cases: Int, options: Bool = true, extras: Bool = true, compose: Bool = false
  ) -> String {
    var yaml = "errorgen: 1\ndomain: com.example.large\n"
    if compose { yaml += "compose: { other: OtherError }\n" }
    if options {
      yaml +=
        "recovery_options:\n  retry: { label: Retry }\n  cancel: { label: Cancel, role: cancel }\n"
    }
    yaml += "errors:\n"
    for index in 0..<cases {
      let kind = ["transient", "user", "system", "fatal"][index % 4]
      yaml += "  case\(index):\n    code: \(index)\n    message: Case \(index) failed.\n"
      yaml +=
        "    kind: \(kind)\n    retry: \(kind == "transient" ? "{ max_attempts: 5 }" : "none")\n"
      if options && index.isMultiple(of: 2) { yaml += "    recovery: [retry, cancel]\n" }
      guard extras else { continue }
      if index.isMultiple(of: 3) { yaml += "    icon: wifi\n" }
      if index.isMultiple(of: 5) { yaml += "    field: email\n" }
      if index.isMultiple(of: 7) { yaml += "    help: https://example.com/\(index)\n" }
    }
    return yaml
  }

  static func generate(_ yaml: String) throws -> String {
    let other =
      "errorgen: 1\ndomain: com.example.other\ntype: OtherError\nerrors:\n"
      + "  failed: { code: 10000, message: The other service did not answer. }\n"
    let (files, diagnostics) = ErrorGenPipeline.generate([
      CatalogSource(path: "Large.errors.yaml", text: yaml),
      CatalogSource(path: "Other.errors.yaml", text: other),
    ])
    #expect(diagnostics.isEmpty, "expected clean catalogs, got \(diagnostics)")
    return try #require(files.first { $0.name == "Large.errors.swift" }?.contents)
  }

  static let members = [
    ("errorCode", "Int"), ("caseName", "String"), ("kind", "ErrorKind"),
    ("presentation", "ErrorPresentation"), ("retryPolicy", "RetryPolicy?"),
    ("symbolName", "String?"), ("field", "String?"), ("helpAnchor", "String?"),
    ("availableRecoveryOptions", "[RecoveryOption]"),
  ]

  @Test func smallCatalogsHaveNoCaseConstants() throws {
    let text = try Self.generate(Self.catalog(cases: LargeEnumLowering.caseThreshold - 1))
    #expect(!text.contains("CaseConstants"), "expected no CaseConstants in a small catalog")
    #expect(text.contains("  var kind: ErrorKind {\n    switch self {"))
  }

  @Test func largeCatalogMembersReadTheirConstants() throws {
    let text = try Self.generate(Self.catalog(cases: LargeEnumLowering.caseThreshold))
    // The kind and presentation most cases have are defaults (of as many transient, user,
    // system and fatal cases, the first).
    let defaults = [
      "kind": " = .transient", "presentation": " = .alert",
      "availableRecoveryOptions": " = [.retry, .cancel]",
    ]
    let fields = Self.members.map { name, type in
      "    var \(name): \(type)" + defaults[name, default: ""]
    }
    let structure = "  private struct CaseConstants {\n" + fields.joined(separator: "\n") + "\n  }"
    #expect(text.contains(structure), "expected the struct\n\(structure)")
    for (name, type) in Self.members {
      let member = "  var \(name): \(type) { constants.\(name) }"
      #expect(text.contains(member), "expected \(member)")
    }
    // The section comes right after the enum, before the members that read it.
    let mark = try #require(text.range(of: "// MARK: - Case constants"))
    let identity = try #require(text.range(of: "// MARK: - Identity"))
    #expect(mark.lowerBound < identity.lowerBound)
    // No member tests the cases for a constant any more.
    for line in [
      "return .transient\n", "return .alert\n", "return 1\n", "return [.retry, .cancel]",
    ] {
      #expect(!text.contains(line), "expected no chain that has \(line)")
    }
  }

  @Test(arguments: [
    // A case with every value but the usual kind, presentation and options, then one with
    // only the code, the name, a kind of its own and no options.
    (
      0,
      """
          if case .case0 = self {
            return CaseConstants(
              errorCode: 0, caseName: "case0", retryPolicy: RetryPolicy(maxAttempts: 5),
              symbolName: "wifi", field: "email", helpAnchor: "https://example.com/0")
          }
      """
    ),
    (
      1,
      """
          if case .case1 = self {
            return CaseConstants(
              errorCode: 1, caseName: "case1", kind: .user, availableRecoveryOptions: [])
          }
      """
    ),
  ])
  func initializerCallsLeaveOutDefaults(index: Int, expected: String) throws {
    let text = try Self.generate(Self.catalog(cases: LargeEnumLowering.caseThreshold))
    #expect(text.contains(expected + "\n"), "expected case \(index) as\n\(expected)")
  }

  @Test func optionalMembersThatNoCaseGivesReturnNil() throws {
    let yaml = Self.catalog(cases: LargeEnumLowering.caseThreshold, options: false, extras: false)
      .replacingOccurrences(of: "{ max_attempts: 5 }", with: "none")
      .replacingOccurrences(of: "kind: transient", with: "kind: system")
    let text = try Self.generate(yaml)
    let structure = """
        private struct CaseConstants {
          var errorCode: Int
          var caseName: String
          var kind: ErrorKind = .system
          var presentation: ErrorPresentation = .alert
        }
      """
    #expect(text.contains(structure), "expected only the four fields every case has")
    for (name, type) in Self.members[4..<8] {
      #expect(text.contains("  var \(name): \(type) { nil }"), "expected \(name) to return nil")
    }
    #expect(!text.contains("availableRecoveryOptions"))
  }

  /// The kind and presentation that most cases have are the fields' defaults: of as many, the
  /// first the runtime declares.
  @Test(arguments: [
    // (kinds, presentations, the default kind, the default presentation)
    (["fatal", "user", "fatal"], ["banner", "silent", "silent"], "fatal", "silent"),
    (["fatal", "user"], ["inline", "alert"], "user", "alert"),
    (["system"], ["fullscreen"], "system", "fullscreen"),
  ])
  func theUsualKindAndPresentationAreDefaults(
    kinds: [String], presentations: [String], kind: String, presentation: String
  ) throws {
    var yaml = "errorgen: 1\ndomain: com.example.large\nerrors:\n"
    for index in 0..<LargeEnumLowering.caseThreshold {
      let (own, shown) = (kinds[index % kinds.count], presentations[index % presentations.count])
      yaml += "  case\(index): { code: \(index), message: Case \(index) failed., kind: \(own), "
      yaml += "presentation: \(shown) }\n"
    }
    let text = try Self.generate(yaml)
    for field in [
      "    var kind: ErrorKind = .\(kind)\n",
      "    var presentation: ErrorPresentation = .\(presentation)\n",
    ] {
      #expect(text.contains(field), "expected the field\n\(field)")
    }
    for index in 0..<LargeEnumLowering.caseThreshold {
      let (own, shown) = (kinds[index % kinds.count], presentations[index % presentations.count])
      var call = "CaseConstants(errorCode: \(index), caseName: \"case\(index)\""
      if own != kind { call += ", kind: .\(own)" }
      if shown != presentation { call += ", presentation: .\(shown)" }
      #expect(text.contains("return \(call))\n"), "expected case \(index) as \(call))")
    }
  }

  /// Cases that take a long `defaults.recovery` offer one list, written once: as the default of
  /// the constants' field, or of an umbrella's chain. (The red team's catalog, 2,000 options on
  /// 5,000 cases, was a 177 MB file.)
  @Test(arguments: [false, true])
  func theRecoveryListMostCasesOfferIsWrittenOnce(compose: Bool) throws {
    let options = (0..<40).map { "option\($0)" }
    var yaml = "errorgen: 1\ndomain: com.example.large\n"
    if compose { yaml += "compose: { other: OtherError }\n" }
    yaml += "recovery_options:\n"
    yaml += options.map { "  \($0): { label: \($0) }\n" }.joined()
    yaml += "  cancel: { label: Cancel, role: cancel }\n"
    yaml += "defaults: { recovery: [\(options.joined(separator: ", ")), cancel] }\nerrors:\n"
    for index in 0..<LargeEnumLowering.caseThreshold {
      let own = index.isMultiple(of: 10) ? ", recovery: [cancel]" : ""
      yaml += "  case\(index): { code: \(index), message: Case \(index) failed.\(own) }\n"
    }
    let text = try Self.generate(yaml)
    // Compared without white space: a long list is broken over lines (a comma after the last).
    let list = "[" + (options + ["cancel"]).map { "." + $0 }.joined(separator: ",")
    let written =
      String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
      .components(separatedBy: list).count - 1
    #expect(written == 1, "expected the usual list written once, got \(written) times")
    // The cases with a list of their own keep it.
    let own = compose ? "return [.cancel]" : "availableRecoveryOptions: [.cancel]"
    let owned = text.components(separatedBy: own).count - 1
    #expect(owned == 13, "expected 13 cases with their own list, got \(owned)")
  }

  @Test func largeCatalogsWithComposedCasesKeepAChainPerMember() throws {
    let text = try Self.generate(
      Self.catalog(cases: LargeEnumLowering.caseThreshold, compose: true))
    #expect(!text.contains("CaseConstants"), "expected no CaseConstants with a composed case")
    #expect(
      text.contains(
        "  var kind: ErrorKind {\n    if case .other(let error) = self {\n      return error.kind"))
  }
}

/// The cases of the private `CatalogLocale` enum that texts switch over.
@Suite struct CatalogLocaleTests {
  @Test(arguments: [
    ("en", "en"), ("DE", "de"), ("pt-BR", "ptBR"), ("pt_BR", "ptBR"), ("zh-Hans", "zhHans"),
    ("zh-Hant-TW", "zhHantTW"), ("es-419", "es419"), ("is", "is"),
  ])
  func localeCaseNames(locale: String, expected: String) {
    #expect(TextsTranslator.localeCaseName(locale) == expected)
  }

  @Test func textsSwitchOverTheCatalogLocales() throws {
    let yaml = """
      errorgen: 1
      domain: com.example.locales
      default_locale: pt-BR
      errors:
        failed:
          code: 1
          message: { pt-BR: Falhou., is: Mistókst., en: Failed. }
      """
    let (files, diagnostics) = ErrorGenPipeline.generate([
      CatalogSource(path: "Locales.errors.yaml", text: yaml)
    ])
    #expect(diagnostics.isEmpty, "expected a clean catalog, got \(diagnostics)")
    let text = try #require(files.first?.contents)
    for expected in [
      "  private enum CatalogLocale {\n    case ptBR\n    case en\n    case `is`\n  }",
      "    case \"en\": return .en\n    case \"is\": return .is\n    default: return .ptBR\n",
      "      case .is: return \"Mistókst.\"\n      case .en: return \"Failed.\"\n      default: return \"Falhou.\"",
    ] {
      #expect(text.contains(expected), "expected\n\(expected)")
    }
  }

  @Test func aCatalogWithOneLocaleHasNoLocaleEnum() throws {
    let yaml =
      "errorgen: 1\ndomain: com.example.one\nerrors:\n  failed: { code: 1, message: Failed to load. }\n"
    let (files, _) = ErrorGenPipeline.generate([CatalogSource(path: "One.errors.yaml", text: yaml)])
    let text = try #require(files.first?.contents)
    #expect(!text.contains("CatalogLocale"))
    #expect(!text.contains("resolvedLocale"))
  }
}
