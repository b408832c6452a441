import Testing

@testable import ErrorGenCore

/// Rules over hand-built catalogs: the cases YAML examples cannot reach or that must never trap.
@Suite("Lint robustness")
struct LintRobustnessTests {
  static func at(_ line: Int, _ column: Int = 3) -> ErrorGenCore.SourceLocation {
    ErrorGenCore.SourceLocation(line: line, column: column)
  }

  static func text(_ value: String, line: Int) -> LocalizedText {
    LocalizedText(
      translations: [
        Translation(locale: Located("en", at: at(line)), text: value, location: at(line, 12))
      ],
      location: at(line, 12))
  }

  static func errorCase(_ name: String, code: Int, line: Int) -> CatalogCase {
    CatalogCase(
      name: Located(name, at: at(line)), code: Located(code, at: at(line, 10)),
      kind: Located(.system, at: at(line)), message: text("Could not save \(name).", line: line),
      retry: .none(at: at(line)), presentation: Located(.alert, at: at(line)))
  }

  static func catalog(_ stem: String, domain: String, cases: [CatalogCase]) -> Catalog {
    Catalog(
      file: "\(stem).errors.yaml", stem: stem, version: Located(1, at: at(1, 11)),
      domain: Located(domain, at: at(2, 9)), typeName: Located(stem + "Error", at: .start),
      cases: cases, errorsLocation: at(3, 1))
  }

  static func rulesAndLines(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.rule)@\($0.file):\($0.line)" }
  }

  @Test("a clean hand-built catalog has no diagnostic")
  func cleanCatalog() {
    let catalog = Self.catalog(
      "Storage", domain: "com.example.storage",
      cases: [
        Self.errorCase("diskFull", code: 1, line: 4), Self.errorCase("readOnly", code: 2, line: 5),
      ])
    let diagnostics = Linter.lint([catalog])
    #expect(diagnostics.isEmpty, "expected nothing, got \(Self.rulesAndLines(diagnostics))")
  }

  @Test("codes at the ends of Int do not trap")
  func hugeCodes() {
    var catalog = Self.catalog(
      "Storage", domain: "com.example.storage",
      cases: [
        Self.errorCase("a", code: Int.max, line: 4), Self.errorCase("b", code: Int.max, line: 5),
        Self.errorCase("c", code: Int.min, line: 6),
      ])
    catalog.codeRange = Located(Int.max - 1...Int.max, at: Self.at(3))
    catalog.reservedCodes = [Located(Int.min...Int.min, at: Self.at(3, 20))]
    let got = Self.rulesAndLines(Linter.lint([catalog]))
    #expect(got.contains("duplicate_code@Storage.errors.yaml:5"), "got \(got)")
    #expect(got.contains("code_out_of_range@Storage.errors.yaml:6"), "got \(got)")
    #expect(got.contains("reserved_code@Storage.errors.yaml:6"), "got \(got)")
  }

  @Test("a retry policy with NaN and infinite numbers is reported, not trapped on")
  func nonFinitePolicy() {
    var policy = RetryPolicyDecl.defaults(name: Located("odd", at: Self.at(5)), at: Self.at(5))
    policy.initialDelay = Located(-Double.infinity, at: Self.at(6))
    policy.multiplier = Located(Double.nan, at: Self.at(7))
    policy.maxAttempts = Located(Int.min, at: Self.at(8))
    var catalog = Self.catalog(
      "Net", domain: "com.example.net", cases: [Self.errorCase("a", code: 1, line: 9)])
    catalog.retryPolicies = [policy]
    let got = Self.rulesAndLines(Linter.lint([catalog])).filter {
      $0.hasPrefix("invalid_retry_policy")
    }
    #expect(got.map { $0.split(separator: ":").last ?? "" } == ["6", "7", "8"], "got \(got)")
  }

  @Test("a catalog without domain or cases reports nothing the decoder already did")
  func partlyDecoded() {
    var catalog = Self.catalog("Empty", domain: "", cases: [])
    catalog.domain = Located("", at: .start)
    catalog.errorsLocation = .start
    let diagnostics = Linter.lint([catalog])
    #expect(diagnostics.isEmpty, "expected nothing, got \(Self.rulesAndLines(diagnostics))")
  }

  @Test("duplicate_code follows nested composition across catalogs and survives cycles")
  func composedCodes() {
    var app = Self.catalog(
      "App", domain: "com.example.app", cases: [Self.errorCase("failed", code: 7, line: 6)])
    app.composed = [
      ComposedCase(
        name: Located("outer", at: Self.at(4)), typeName: Located("OuterError", at: Self.at(4, 10)))
    ]
    var outer = Self.catalog("Outer", domain: "com.example.outer", cases: [])
    outer.composed = [
      ComposedCase(
        name: Located("inner", at: Self.at(4)), typeName: Located("InnerError", at: Self.at(4, 10))),
      ComposedCase(
        name: Located("app", at: Self.at(5)), typeName: Located("AppError", at: Self.at(5, 10))),
    ]
    let inner = Self.catalog(
      "Inner", domain: "com.example.inner", cases: [Self.errorCase("gone", code: 7, line: 4)])
    let diagnostics = Linter.lint([app, outer, inner]).filter { $0.rule == "duplicate_code" }
    #expect(
      Self.rulesAndLines(diagnostics).first == "duplicate_code@App.errors.yaml:6",
      "got \(Self.rulesAndLines(diagnostics))")
    #expect(
      diagnostics.first?.notes.first?.file == "Inner.errors.yaml",
      "expected a note in Inner.errors.yaml, got \(diagnostics.first?.notes ?? [])")
  }

  @Test("a problem inherited from defaults by many cases is reported once")
  func inheritedProblemOnce() {
    let shared = [Located("rety", at: Self.at(3, 14))]
    var first = Self.errorCase("a", code: 1, line: 5)
    var second = Self.errorCase("b", code: 2, line: 6)
    first.recovery = shared
    second.recovery = shared
    let catalog = Self.catalog("App", domain: "com.example.app", cases: [first, second])
    let got = Self.rulesAndLines(Linter.lint([catalog]))
    #expect(got == ["unknown_recovery_option@App.errors.yaml:3"], "got \(got)")
  }

  @Test("names the decoder dropped after reporting them are not reported again")
  func droppedDeclarations() {
    var errorCase = Self.errorCase("late", code: 1, line: 5)
    errorCase.message = Self.text("Try again after {when}.", line: 5)
    errorCase.recovery = [Located("cancel", at: Self.at(5, 30))]
    errorCase.retry = RetrySpec(
      policy: .named(Located("slow", at: Self.at(5, 40))),
      after: Located("when", at: Self.at(5, 50)),
      location: Self.at(5, 40))
    var catalog = Self.catalog("App", domain: "com.example.app", cases: [errorCase])
    catalog.dropped.params = ["late": ["when"]]
    catalog.dropped.recoveryOptions = ["cancel"]
    catalog.dropped.retryPolicies = ["slow"]
    let got = Self.rulesAndLines(Linter.lint([catalog]))
    #expect(got.isEmpty, "expected nothing, got \(got)")
    var empty = Self.catalog("Empty", domain: "com.example.empty", cases: [])
    empty.dropped.cases = ["failed"]
    let emptyGot = Self.rulesAndLines(Linter.lint([empty]))
    #expect(emptyGot.isEmpty, "expected nothing, got \(emptyGot)")
  }

  @Test("homoglyphs in names are caught and named by code point")
  func homoglyphs() {
    let message = InvalidIdentifierRule.problem("n\u{0430}me", .caseName, derived: false)
    #expect(message?.contains("U+0430") == true, "got \(message ?? "nil")")
    #expect(InvalidIdentifierRule.problem("name", .caseName, derived: false) == nil)
    #expect(InvalidIdentifierRule.problem("caseName", .caseName, derived: false) != nil)
    #expect(InvalidIdentifierRule.problem("rawValue", .option, derived: false) != nil)
    #expect(InvalidIdentifierRule.problem("String", .type, derived: false) != nil)
    #expect(InvalidIdentifierRule.problem("self", .param, derived: false) != nil)
    #expect(InvalidIdentifierRule.problem("retryAfter", .param, derived: false) == nil)
  }

  @Test(
    "lowerCamelCase as swift-format wants it: leading underscores, then no capital first and no underscore",
    arguments: [
      ("name", true), ("fileNotFound", true), ("_private", true), ("__x", true), ("_", true),
      ("", true), ("a1B2", true), ("Name", false), ("_Name", false), ("file_not_found", false),
      ("fileNotFound_", false), ("_a_b", false), ("Ä", true), ("ä_", false),
    ])
  func lowerCamelCase(name: String, expected: Bool) {
    #expect(
      InvalidIdentifierRule.isLowerCamelCase(name) == expected,
      "'\(name)': expected \(expected), got \(!expected)")
  }

  @Test("a stem that makes a bad type name is reported at the file's start")
  func derivedTypeName() {
    let catalog = Self.catalog(
      "my-app", domain: "com.example.app", cases: [Self.errorCase("a", code: 1, line: 4)])
    let diagnostics = Linter.lint([catalog]).filter { $0.rule == "invalid_identifier" }
    #expect(diagnostics.map(\.location) == [.start], "got \(Self.rulesAndLines(diagnostics))")
    #expect(
      diagnostics.first?.message.contains("'MyAppError'; or set 'type:'") == true,
      "got \(diagnostics.first?.message ?? "nothing")")
  }

  @Test("messages are lowercase and end without a period")
  func messageStyle() {
    let messages = [
      DuplicateCodeRule.duplicate(1, "saveFailed"), CodeOutOfRangeRule.outOfRange(5, 1...4),
      InvalidDomainRule.empty, InvalidLocaleRule.notALocale("english"),
      UnknownRecoveryOptionRule.undeclared("rety", ["retry"]), EmptyCatalogRule.empty,
      GenericMessageRule.generic("Oops"), InvalidRetryPolicyRule.tooFewAttempts(0),
    ]
    for message in messages {
      #expect(message.first?.isUppercase == false, "message starts uppercase: \(message)")
      #expect(!message.hasSuffix("."), "message ends with a period: \(message)")
    }
  }
}

/// Every example cut short at every line: partly decoded catalogs of every shape, which the
/// rules must lint without trapping.
@Suite("Lint on truncated examples")
struct LintTruncationTests {
  @Test(
    "every prefix of every rule example lints without trapping",
    arguments: Linter.rules.map { $0.description.id.rawValue })
  func prefixes(id: String) throws {
    let description = try #require(Linter.rule(withID: RuleID(id))?.description)
    for example in description.triggeringExamples + description.nonTriggeringExamples {
      let sources = example.sources
      for (index, source) in sources.enumerated() {
        let lines = source.contents.split(
          separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for count in 0..<lines.count {
          var cut = sources.map { CatalogSource(path: $0.path, contents: $0.contents) }
          cut[index].contents = Array(lines.prefix(count).joined(separator: [UInt8(ascii: "\n")]))
          let result = ErrorGenPipeline.check(cut)
          #expect(
            result.diagnostics.allSatisfy { !$0.message.isEmpty },
            "example of \(id) cut at line \(count)")
        }
      }
    }
  }
}

/// `SwiftNames.identifierProblem` checks most names on their bytes; it must say what a reading
/// of the name's scalars, the rules as LINT-RULES.md states them, says.
@Suite struct IdentifierProblemTests {
  static func model(_ name: String) -> SwiftNames.IdentifierProblem? {
    guard let first = name.unicodeScalars.first else { return .empty }
    for scalar in name.unicodeScalars where !SwiftNames.isIdentifierScalar(scalar) {
      return scalar.isASCII ? .invalidCharacter(scalar) : .nonASCII(scalar)
    }
    if ("0"..."9").contains(first) { return .startsWithDigit }
    if name.hasPrefix("__") { return .doubleUnderscore }
    let keywords = [
      "class", "default", "Self", "self", "_", "precedencegroup", "Type", "in", "Any", "true",
    ]
    if keywords.contains(name) { return .keyword }
    return nil
  }

  @Test(arguments: [
    "", "a", "_", "__", "__x", "_x", "x__", "9a", "a9", "a-b", "a b", "é", "naïve", "n\u{430}me",
    "class", "Class", "default", "Self", "self", "precedencegroup", "precedencegroups", "Type",
    "in", "Any", "true", "orderNotFound2", "A_1_b", "@", "[", "`", "{", "a\u{0}", "\u{7F}x",
  ])
  func matchesAScalarReading(name: String) {
    #expect(
      SwiftNames.identifierProblem(name) == Self.model(name),
      "for \(name.debugDescription): expected \(String(describing: Self.model(name)))")
  }
}

extension LintRobustnessTests {
  /// The rules about placeholders and braces walk only the texts with a brace in some
  /// translation (`forEachOwnedText(withBracesOnly:)`): a brace in the second translation only
  /// must still be seen, and so must an option label's.
  @Test("placeholder rules see a brace that only a later translation or a label has")
  func bracesInLaterTranslationsAndLabels() {
    var errorCase = Self.errorCase("saveFailed", code: 1, line: 4)
    errorCase.params = [
      CatalogParam(
        name: Located("path", at: Self.at(5)),
        type: Located(ParamType(.string, .optional), at: Self.at(5, 11)), sensitive: true)
    ]
    errorCase.message = LocalizedText(
      translations: [
        Translation(
          locale: Located("en", at: Self.at(6)), text: "Could not save.",
          location: Self.at(6, 12)),
        Translation(
          locale: Located("de", at: Self.at(7)), text: "{path} nicht gespeichert {.",
          location: Self.at(7, 12)),
      ], location: Self.at(6, 12))
    var catalog = Self.catalog("Storage", domain: "com.example.storage", cases: [errorCase])
    catalog.recoveryOptions = [
      RecoveryOptionDecl(
        name: Located("retry", at: Self.at(9)), label: Self.text("Retry {now}", line: 10),
        role: Located(.default, at: Self.at(11)))
    ]
    var visited: [String] = []
    catalog.forEachOwnedText(withBracesOnly: true) { visited.append($0.owner) }
    #expect(
      visited == ["message of case 'saveFailed'", "label of option 'retry'"],
      "expected the message and the label, got \(visited)")
    var all = 0
    catalog.forEachOwnedText { _ in all += 1 }
    #expect(all == 2)

    let found = Linter.lint([catalog]).map { "\($0.rule)@\($0.line)" }
    for expected in [
      "placeholder_mismatch@7", "unknown_placeholder@7", "sensitive_in_text@7",
      "optional_placeholder@7", "unknown_placeholder@10",
    ] {
      #expect(found.contains(expected), "expected \(expected) among \(found)")
    }
  }
}

extension LintRobustnessTests {
  /// `recovery_without_cancel` looks roles up by name: the first declaration of a name counts,
  /// and a case with an undeclared option is left to `unknown_recovery_option`.
  @Test("recovery_without_cancel uses the first declaration and skips undeclared options")
  func recoveryWithoutCancelRoles() {
    func option(_ name: String, _ role: RecoveryOptionDecl.Role, line: Int) -> RecoveryOptionDecl {
      RecoveryOptionDecl(
        name: Located(name, at: Self.at(line)), label: Self.text(name, line: line),
        role: Located(role, at: Self.at(line, 10)))
    }
    func errorCase(_ name: String, code: Int, line: Int, recovery: [String]) -> CatalogCase {
      var errorCase = Self.errorCase(name, code: code, line: line)
      errorCase.recovery = recovery.map { Located($0, at: Self.at(line + 1, 15)) }
      return errorCase
    }
    var catalog = Self.catalog(
      "Storage", domain: "com.example.storage",
      cases: [
        errorCase("noCancel", code: 1, line: 20, recovery: ["retry"]),
        errorCase("withCancel", code: 2, line: 30, recovery: ["retry", "dismiss"]),
        errorCase("undeclared", code: 3, line: 40, recovery: ["retry", "unknown"]),
        errorCase("none", code: 4, line: 50, recovery: []),
        errorCase("firstWins", code: 5, line: 60, recovery: ["twice"]),
      ])
    catalog.recoveryOptions = [
      option("retry", .default, line: 5), option("dismiss", .cancel, line: 7),
      option("twice", .cancel, line: 9), option("twice", .normal, line: 11),
    ]
    let found = Linter.lint([catalog]).filter {
      $0.rule == "recovery_without_cancel" || $0.rule == "unknown_recovery_option"
    }.map { "\($0.rule)@\($0.line)" }
    #expect(
      found == ["recovery_without_cancel@21", "unknown_recovery_option@41"],
      "expected one missing cancel and one unknown option, got \(found)")
  }
}

extension LintRobustnessTests {
  /// `hasSamePlaceholderNames` and `namesOnly` compare placeholders without listing them; they
  /// must say what comparing the lists of distinct names says.
  @Test("placeholder comparisons match comparing the sets of names")
  func placeholderComparisonsMatchTheirModel() {
    let pieces = ["{a}", "{b}", "{c}", "{}", "{{a}}", "text ", "{a", "}", "é"]
    let params = ["a", "b"].map {
      CatalogParam(
        name: Located($0, at: Self.at(1)), type: Located(ParamType(.string), at: Self.at(1)))
    }
    var random = SeededTestRandom(seed: 23)
    func translation() -> Translation {
      var text = ""
      for _ in 0..<random.below(6) { text += pieces[random.below(pieces.count)] }
      return Translation(locale: Located("en", at: Self.at(1)), text: text, location: Self.at(1))
    }
    for _ in 0..<500 {
      let one = translation()
      let other = translation()
      let same = Set(one.distinctPlaceholderNames) == Set(other.distinctPlaceholderNames)
      #expect(
        one.hasSamePlaceholderNames(as: other) == same, "\(one.text) against \(other.text)")
      for dropped in [Set<String>(), ["c"]] {
        let named = Set(params.map(\.name.value)).union(dropped)
        #expect(
          one.namesOnly(params, or: dropped)
            == one.distinctPlaceholderNames.allSatisfy(named.contains),
          "\(one.text) with dropped \(dropped)")
      }
    }
  }

  /// Options offered only by a late case are used, however the rule looks for them: one by one
  /// for a few options, through a set past 16.
  @Test("unused options are found among few and many", arguments: [4, 40])
  func unusedRecoveryOptions(options: Int) {
    let optionLines = (0..<options).map { "  opt\($0): { label: Option \($0) }" }
    // Case i offers option i, but the last two options are offered by no case, and the option
    // before them only by the last case.
    let offered = options - 2
    let cases = options + 5
    let caseLines = (0..<cases).flatMap { index in
      let option = index == cases - 1 ? offered - 1 : index % (offered - 1)
      return [
        "  case\(index):", "    code: \(index + 1)", "    message: Could not do \(index).",
        "    recovery: [opt\(option)]",
      ]
    }
    let yaml =
      (["errorgen: 1", "domain: com.example.options", "recovery_options:"] + optionLines
      + ["errors:"] + caseLines).joined(separator: "\n") + "\n"
    let diagnostics = ErrorGenPipeline.check([
      CatalogSource(path: "Options.errors.yaml", text: yaml)
    ])
    .diagnostics.filter { $0.rule == "unused_recovery_option" }
    #expect(
      diagnostics.map(\.line) == [options + 2, options + 3],
      "got \(Self.rulesAndLines(diagnostics))")
  }
}
