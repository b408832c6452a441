import Testing

@testable import ErrorGenCore

/// Decoding every key of the format, version 1, and the problems the catalog stage reports.
@Suite struct CatalogDecoderTests {
  static let complete = """
    errorgen: 1
    domain: com.example.network
    type: NetworkError
    access: public
    doc: Errors raised by the networking layer.
    default_locale: en
    codes:
      range: [1000, 1999]
      reserved: [1003]
    recovery_options:
      retry:
        label: { en: Try Again, de: Erneut versuchen }
        role: default
        retries_operation: true
        doc: Runs it again.
      cancel:
        label: { en: Cancel, de: Abbrechen }
        role: cancel
    retry_policies:
      standard:
        max_attempts: 4
        initial_delay: 250ms
        max_delay: 1m
        multiplier: 1.5
        jitter: 0.5
      bare: {}
    defaults:
      kind: transient
      retry: standard
      recovery: [retry, cancel]
      presentation: banner
    compose:
      storage: StorageError
    errors:
      noConnection:
        code: 1001
        doc: No route.
        message:
          en: No internet connection.
          de: Keine Internetverbindung.
        reason: Offline.
        suggestion: { en: Check settings., de: Einstellungen prüfen. }
        help: https://example.com/help
        icon: wifi.slash
        maps:
          - { domain: NSURLErrorDomain, codes: [-1009, -1020] }
      rateLimited:
        code: 1429
        params:
          retryAfter: { type: "TimeInterval?", bind: retry_after, doc: Seconds. }
          user: { type: String, sensitive: true }
          ids: "[UUID]"
        message: "Wait {retryAfter}, {{literally}}."
        retry: { policy: standard, after: retryAfter }
        http: [429, "500-599"]
      sessionExpired:
        code: -1
        kind: user
        retry: none
        recovery: []
        presentation: inline
        field: password
        server_codes: [SESSION_EXPIRED]
        deprecated: Use signedOut.
        message: Sign in again.
      inlinePolicy:
        code: 0
        retry: { max_attempts: 2, initial_delay: 2s }
        message: x
    """

  static func decode(_ yaml: String, file: String = "Network.errors.yaml") -> (
    Catalog?, [Diagnostic]
  ) {
    let loaded = YAMLLoader.load(Array(yaml.utf8), file: file)
    let (catalog, problems) = CatalogDecoder.decode(loaded.root, file: file)
    return (catalog, loaded.diagnostics + problems)
  }

  /// `locales` scans the few locales found so far, and switches to a set past a few: either way
  /// the default locale comes first, then every other locale once, sorted.
  @Test(arguments: [3, 16, 17, 60])
  func localesAreTheDefaultThenTheOthersSorted(distinct: Int) throws {
    var yaml = "errorgen: 1\ndomain: com.example.locales\ndefault_locale: en\nerrors:\n"
    for index in 0..<90 {
      let other = "x\((index * 7) % distinct)"
      yaml +=
        "  case\(index): { code: \(index + 1), message: { en: One., \(other): Two., fr: Three. } }\n"
    }
    let (decoded, _) = Self.decode(yaml)
    let catalog = try #require(decoded)
    let expected = ["en"] + Set((0..<distinct).map { "x\($0)" } + ["fr"]).sorted()
    #expect(catalog.locales == expected, "expected \(expected.count) locales")
  }

  @Test func decodesEveryTopLevelKey() throws {
    let (decoded, diagnostics) = Self.decode(Self.complete)
    #expect(diagnostics.isEmpty, "expected no diagnostics, got \(diagnostics)")
    let catalog = try #require(decoded)
    #expect(catalog.version?.value == 1)
    #expect(catalog.domain == Located("com.example.network", at: .init(line: 2, column: 9)))
    #expect(catalog.typeName.value == "NetworkError")
    #expect(catalog.access.value == .public)
    #expect(catalog.doc == "Errors raised by the networking layer.")
    #expect(catalog.defaultLocale.value == "en")
    #expect(catalog.codeRange?.value == 1000...1999)
    #expect(catalog.reservedCodes.map(\.value) == [1003...1003])
    #expect(catalog.locales == ["en", "de"])
    #expect(
      catalog.composed.map { "\($0.name.value): \($0.typeName.value)" } == ["storage: StorageError"]
    )
    #expect(
      catalog.cases.map(\.name.value) == [
        "noConnection", "rateLimited", "sessionExpired", "inlinePolicy",
      ])
  }

  @Test func decodesRecoveryOptionsAndPolicies() throws {
    let catalog = try #require(Self.decode(Self.complete).0)
    let retry = try #require(catalog.recoveryOption(named: "retry"))
    #expect(retry.role.value == .default)
    #expect(retry.retriesOperation)
    #expect(retry.doc == "Runs it again.")
    #expect(retry.label.translation(for: "de")?.text == "Erneut versuchen")
    #expect(catalog.recoveryOption(named: "cancel")?.role.value == .cancel)
    #expect(catalog.recoveryOption(named: "cancel")?.retriesOperation == false)
    let standard = try #require(catalog.retryPolicy(named: "standard"))
    #expect(standard.maxAttempts.value == 4)
    #expect(standard.initialDelay.value == 0.25)
    #expect(standard.maxDelay.value == 60)
    #expect(standard.multiplier.value == 1.5)
    #expect(standard.jitter.value == 0.5)
    let bare = try #require(catalog.retryPolicy(named: "bare"))
    #expect(
      [bare.maxAttempts.value] == [3]
        && [bare.initialDelay.value, bare.maxDelay.value, bare.multiplier.value, bare.jitter.value]
          == [1, 30, 2, 0],
      "the format's defaults")
  }

  @Test func casesTakeDefaultsUnlessTheySetTheirOwn() throws {
    let catalog = try #require(Self.decode(Self.complete).0)
    let noConnection = catalog.cases[0]
    #expect(noConnection.kind.value == .transient)
    #expect(noConnection.presentation.value == .banner)
    #expect(noConnection.recovery.map(\.value) == ["retry", "cancel"])
    #expect(
      noConnection.retry.policy == .named(Located("standard", at: .init(line: 29, column: 10))))
    let expired = catalog.cases[2]
    #expect(expired.kind.value == .user)
    #expect(expired.retry.policy == .none)
    #expect(expired.recovery.isEmpty)
    #expect(expired.presentation.value == .inline)
  }

  @Test func decodesEveryCaseKey() throws {
    let catalog = try #require(Self.decode(Self.complete).0)
    let noConnection = catalog.cases[0]
    #expect(noConnection.code.value == 1001)
    #expect(noConnection.doc == "No route.")
    #expect(noConnection.message.translation(for: "de")?.text == "Keine Internetverbindung.")
    #expect(noConnection.reason?.translations.map(\.locale.value) == ["en"])
    #expect(noConnection.suggestion?.translation(for: "de")?.text == "Einstellungen prüfen.")
    #expect(noConnection.help == "https://example.com/help")
    #expect(noConnection.icon == "wifi.slash")
    #expect(noConnection.maps.map(\.domain.value) == ["NSURLErrorDomain"])
    #expect(noConnection.maps.first?.codes.map(\.value) == [-1009, -1020])

    let limited = catalog.cases[1]
    #expect(limited.params.map(\.name.value) == ["retryAfter", "user", "ids"])
    #expect(
      limited.params.map(\.type.value) == [
        ParamType(.timeInterval, .optional), ParamType(.string), ParamType(.uuid, .array),
      ])
    #expect(limited.params[0].binding?.value == .retryAfter)
    #expect(limited.params[0].doc == "Seconds.")
    #expect(limited.params[1].sensitive)
    #expect(limited.retry.after?.value == "retryAfter")
    #expect(limited.http.map { [$0.lower, $0.upper] } == [[429, 429], [500, 599]])
    #expect(
      limited.message.translations[0].segments == [
        .literal("Wait "), .placeholder("retryAfter"), .literal(", {literally}."),
      ])

    let expired = catalog.cases[2]
    #expect(expired.code.value == -1)
    #expect(expired.field == "password")
    #expect(expired.serverCodes.map(\.value) == ["SESSION_EXPIRED"])
    #expect(expired.deprecated == "Use signedOut.")

    guard case .inline(let policy) = catalog.cases[3].retry.policy else {
      Issue.record("expected an inline policy, got \(catalog.cases[3].retry.policy)")
      return
    }
    #expect(
      policy.maxAttempts.value == 2 && policy.initialDelay.value == 2 && policy.maxDelay.value == 30
    )
  }

  @Test func typeDefaultsToStemPlusError() throws {
    let yaml = "errorgen: 1\ndomain: a.b\nerrors:\n  x: {code: 1, message: m}\n"
    #expect(Self.decode(yaml, file: "dir/Storage.errors.yaml").0?.typeName.value == "StorageError")
    #expect(Self.decode(yaml, file: "AppError.errors.yml").0?.typeName.value == "AppError")
    #expect(Self.decode(yaml).0?.access.value == .internal)
    #expect(Self.decode(yaml).0?.defaultLocale.value == "en")
  }

  @Test(arguments: [
    ("1.5", 1.5), ("250ms", 0.25), ("2s", 2), ("1m", 60), ("0", 0), ("'3s'", 3), ("1.5s", 1.5),
  ])
  func durations(text: String, seconds: Double) throws {
    let yaml =
      "errorgen: 1\ndomain: a\nretry_policies:\n  p: {initial_delay: \(text)}\nerrors: {}\n"
    let (catalog, diagnostics) = Self.decode(yaml)
    #expect(diagnostics.isEmpty, "got \(diagnostics)")
    #expect(catalog?.retryPolicies.first?.initialDelay.value == seconds)
  }

  struct Problem: CustomTestStringConvertible, Sendable {
    var name: String
    var yaml: String
    var rule: RuleID
    var line: Int
    var column: Int
    var message: String
    var testDescription: String { name }
  }

  static let header = "errorgen: 1\ndomain: a.b\n"

  static let problems: [Problem] = [
    Problem(
      name: "misspelt case key", yaml: header + "errors:\n  x:\n    code: 1\n    mesage: hi\n",
      rule: .unknownKey, line: 6, column: 5,
      message: "unknown key 'mesage'; did you mean 'message'?"),
    Problem(
      name: "camel-case top-level key", yaml: header + "defaultLocale: en\nerrors: {}\n",
      rule: .unknownKey, line: 3, column: 1,
      message: "unknown key 'defaultLocale'; did you mean 'default_locale'?"),
    Problem(
      name: "missing domain", yaml: "errorgen: 1\nerrors:\n  x: {code: 1, message: m}\n",
      rule: .missingKey, line: 1, column: 1, message: "a catalog needs the key 'domain'"),
    Problem(
      name: "missing code", yaml: header + "errors:\n  x: {message: m}\n",
      rule: .missingKey, line: 4, column: 3, message: "case 'x' needs the key 'code'"),
    Problem(
      name: "missing label", yaml: header + "recovery_options:\n  r: {role: cancel}\nerrors: {}\n",
      rule: .missingKey, line: 4, column: 3, message: "recovery option 'r' needs the key 'label'"),
    Problem(
      name: "yes for a boolean",
      yaml: header + "recovery_options:\n  r: {label: R, retries_operation: yes}\nerrors: {}\n",
      rule: .invalidValue, line: 4, column: 36,
      message: "'yes' is not a boolean; write true or false"),
    Problem(
      name: "quoted number", yaml: header + "errors:\n  x: {code: \"12\", message: m}\n",
      rule: .invalidValue, line: 4, column: 13,
      message: "'12' is a quoted string; write the integer without quotes"),
    Problem(
      name: "30-digit code",
      yaml: header + "errors:\n  x: {code: 123456789012345678901234567890, message: m}\n",
      rule: .invalidValue, line: 4, column: 13,
      message:
        "'123456789012345678901234567890' is out of range; write an integer from -2147483648 to 2147483647"
    ),
    Problem(
      name: "code past Int32", yaml: header + "errors:\n  x: {code: 2147483648, message: m}\n",
      rule: .invalidValue, line: 4, column: 13,
      message: "'2147483648' is out of range; write an integer from -2147483648 to 2147483647"),
    Problem(
      name: "leading zero", yaml: header + "errors:\n  x: {code: 012, message: m}\n",
      rule: .invalidValue, line: 4, column: 13,
      message: "'012' is not an integer; write a whole number such as 1001"),
    Problem(
      name: "unknown kind", yaml: header + "errors:\n  x: {code: 1, kind: sometimes, message: m}\n",
      rule: .invalidValue, line: 4, column: 22,
      message: "'sometimes' is not a kind; write one of transient, user, system, fatal"),
    Problem(
      name: "bad duration", yaml: header + "retry_policies:\n  p: {jitter: 2h}\nerrors: {}\n",
      rule: .invalidValue, line: 4, column: 15,
      message:
        "'2h' is not a duration; write seconds (1.5) or a number with ms, s or m (250ms, 2s, 1m)"),
    Problem(
      name: "bad param type",
      yaml: header + "errors:\n  x: {code: 1, message: m, params: {a: Float}}\n",
      rule: .invalidValue, line: 4, column: 40,
      message:
        "'Float' is not a param type; write one of String, Int, Int64, UInt, UInt64, Double, Bool, Date, URL, UUID, TimeInterval, an optional such as 'Int?', or an array such as '[String]'"
    ),
    Problem(
      name: "bind needs int",
      yaml: header
        + "errors:\n  x:\n    code: 1\n    message: m\n    params:\n      s: {type: String, bind: http_status}\n",
      rule: .invalidValue, line: 8, column: 31,
      message: "bind: http_status needs an Int param, not String"),
    Problem(
      name: "unsupported version", yaml: "errorgen: 2\ndomain: a\nerrors: {}\n",
      rule: .unsupportedVersion, line: 1, column: 11,
      message: "format version '2' is not supported; write 'errorgen: 1'"),
    Problem(
      name: "policy named none",
      yaml: header + "retry_policies:\n  none: {max_attempts: 2}\nerrors: {}\n",
      rule: .invalidValue, line: 4, column: 3,
      message:
        "a retry policy cannot be named 'none': 'retry: none' means no retry; choose another name"),
    Problem(
      name: "quoted version", yaml: "errorgen: \"1\"\ndomain: a\nerrors: {}\n",
      rule: .unsupportedVersion, line: 1, column: 11,
      message:
        "the format version is the number 1, not the text \"1\"; write 'errorgen: 1' without quotes"
    ),
    Problem(
      name: "umbrella without errors", yaml: header + "compose:\n  network: NetworkError\n",
      rule: .missingKey, line: 1, column: 1,
      message:
        "an umbrella catalog ('errors:' may be empty when every case is composed) needs the key 'errors'"
    ),
    Problem(
      name: "list where a mapping goes", yaml: header + "errors: [a, b]\n",
      rule: .invalidValue, line: 3, column: 9,
      message: "expected a mapping of case names to cases, found a list"),
    Problem(
      name: "bad http status", yaml: header + "errors:\n  x: {code: 1, message: m, http: [abc]}\n",
      rule: .invalidValue, line: 4, column: 35,
      message:
        "'abc' is not an HTTP status; write an integer such as 404 or a range such as \"500-599\""),
    Problem(
      name: "empty file", yaml: "", rule: .missingKey, line: 1, column: 1,
      message: "the file is empty; a catalog needs at least 'errorgen', 'domain' and 'errors'"),
    Problem(
      name: "scalar root", yaml: "hello\n", rule: .invalidValue, line: 1, column: 1,
      message: "expected a mapping, found a string"),
  ]

  @Test(arguments: problems)
  func reportsProblemAtTheOffendingNode(_ problem: Problem) {
    let (_, diagnostics) = Self.decode(problem.yaml)
    let found = diagnostics.map { "\($0.rule)@\($0.line):\($0.column) \($0.message)" }
    #expect(
      diagnostics.contains {
        $0.rule == problem.rule && $0.line == problem.line && $0.column == problem.column
          && $0.message == problem.message
      },
      "expected \(problem.rule)@\(problem.line):\(problem.column) \(problem.message), got \(found)")
  }

  @Test func recordsDeclarationsItReportedAndLeftOut() throws {
    let yaml =
      Self.header + """
        recovery_options:
          broken: { role: cancel }
        retry_policies:
          odd: [1]
        errors:
          noCode: { message: m }
          good:
            code: 2
            message: "{when}"
            params: { when: Float, ok: Int }

        """
    let (decoded, _) = Self.decode(yaml)
    let catalog = try #require(decoded)
    #expect(catalog.dropped.cases == ["noCode"])
    #expect(catalog.dropped.recoveryOptions == ["broken"])
    #expect(catalog.dropped.retryPolicies == ["odd"])
    #expect(catalog.dropped.params == ["good": ["when"]])
    #expect(catalog.cases.map(\.name.value) == ["good"])
    #expect(catalog.cases.first?.params.map(\.name.value) == ["ok"])
  }

  @Test func missingVersionIsAWarning() {
    let (_, diagnostics) = Self.decode("domain: a\nerrors: {}\n")
    #expect(diagnostics.map(\.severity) == [.warning])
    #expect(diagnostics.map(\.rule) == [.unsupportedVersion])
  }

  @Test func collectsEveryProblemInOnePass() {
    let yaml =
      Self.header + "errors:\n  x: {code: a, mesage: m}\n  y: {code: 2, kind: k, message: m}\n"
    let (_, diagnostics) = Self.decode(yaml)
    #expect(
      diagnostics.map { "\($0.rule)@\($0.line)" }.sorted()
        == ["invalid_value@4", "invalid_value@5", "missing_key@4", "unknown_key@4"])
  }

  @Test(arguments: [
    ("plain {name} text", ["name"], 0),
    ("{{not}} a placeholder", [], 0),
    ("stray } brace", [], 1),
    ("unclosed { brace", [], 1),
    ("empty {} braces", [""], 1),
    ("{a}{b}{a}", ["a", "b", "a"], 0),
  ])
  func parsesPlaceholders(text: String, names: [String], problems: Int) {
    let translation = Translation(locale: Located("en", at: .start), text: text, location: .start)
    #expect(translation.placeholderNames == names)
    #expect(translation.braceProblems.count == problems)
  }

  /// A text without braces keeps no segments of its own (most texts are one literal run, and a
  /// large catalog has tens of thousands); it must still read as exactly what parsing gives.
  @Test(arguments: ["", "plain text", "caf\u{e9} \u{1F600}", "{{x}}", "a {b} c", "stray }"])
  func aTextWithoutBracesReadsAsItsParse(text: String) {
    let translation = Translation(locale: Located("en", at: .start), text: text, location: .start)
    let parsed = TextSegment.parse(text)
    #expect(translation.segments == parsed.0, "expected \(parsed.0), got \(translation.segments)")
    #expect(translation.braceProblems == parsed.1)
    let hasBraces = text.contains("{") || text.contains("}")
    #expect((translation.parsedSegments == nil) == !hasBraces, "stored segments for \(text)")
    #expect(translation.literalText == (hasBraces ? nil : text))
    var explicit = translation
    explicit.segments = parsed.0
    #expect(explicit == translation && explicit.hashValue == translation.hashValue)
    #expect(explicit.segments == translation.segments)
  }

  /// A brace at any place of a text, and the bytes next to a brace's (`z`, `|`, `~`), must be
  /// told apart.
  @Test(arguments: 0..<4)
  func bracesAreFoundAtEveryPlace(seed: UInt64) {
    var random = SeededTestRandom(seed: seed)
    let pieces = ["z", "|", "~", "a", " ", "é", "😀", "{", "}", "y", "\u{7B}\u{301}"]
    for _ in 0..<2_000 {
      // Mostly bytes that are no brace, so that a brace comes anywhere in a long text.
      let text = (0..<random.below(40)).map { _ in
        pieces[random.below(8) > 0 ? random.below(7) : random.below(pieces.count)]
      }.joined()
      let translation = Translation(locale: Located("en", at: .start), text: text, location: .start)
      let hasBraces = text.unicodeScalars.contains { $0 == "{" || $0 == "}" }
      #expect(
        (translation.parsedSegments != nil) == hasBraces,
        "for \(text.debugDescription): expected braces \(hasBraces)")
    }
  }

  /// `TextSegment.parse` reads bytes; a straightforward reading of the scalars, the rules as
  /// CATALOG-FORMAT.md states them, must give the same segments and problems for random texts
  /// full of braces, multi-byte characters and empty names.
  @Test(arguments: 0..<8)
  func parsingMatchesAScalarByScalarModel(seed: UInt64) {
    var random = SeededTestRandom(seed: seed)
    let pieces = ["{", "}", "{{", "}}", "a", "name", " ", "é", "😀", "{x}", "{}", "{é}", "{a{b}"]
    for _ in 0..<200 {
      let text = (0..<random.below(12)).map { _ in pieces[random.below(pieces.count)] }.joined()
      let (segments, problems) = TextSegment.parse(text)
      let (expectedSegments, expectedProblems) = Self.modelParse(text)
      #expect(
        segments == expectedSegments && problems == expectedProblems,
        """
        for \(text.debugDescription): expected \(expectedSegments) \(expectedProblems), \
        got \(segments) \(problems)
        """)
    }
  }

  private static func modelParse(_ text: String) -> ([TextSegment], [BraceProblem]) {
    let scalars = Array(text.unicodeScalars)
    var segments: [TextSegment] = []
    var problems: [BraceProblem] = []
    var literal = String.UnicodeScalarView()
    func flush() {
      if !literal.isEmpty { segments.append(.literal(String(literal))) }
      literal = String.UnicodeScalarView()
    }
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if (scalar == "{" || scalar == "}") && next == scalar {
        literal.append(scalar)
        index += 2
      } else if scalar == "{" {
        let end = scalars[(index + 1)...].firstIndex { $0 == "{" || $0 == "}" }
        if let end, scalars[end] == "}" {
          flush()
          let name = String(String.UnicodeScalarView(scalars[(index + 1)..<end]))
          segments.append(.placeholder(name))
          if name.isEmpty { problems.append(BraceProblem(offset: index, kind: .emptyPlaceholder)) }
          index = end + 1
        } else {
          problems.append(BraceProblem(offset: index, kind: .unclosedBrace))
          literal.append(scalar)
          index += 1
        }
      } else {
        if scalar == "}" { problems.append(BraceProblem(offset: index, kind: .strayClosingBrace)) }
        literal.append(scalar)
        index += 1
      }
    }
    flush()
    return (segments, problems)
  }
}

extension CatalogDecoderTests {
  @Test func stopsReportingAfterTheLimit() {
    let cases = (0..<2_000).map { "  c\($0): {code: \($0), mesage: m}" }.joined(separator: "\n")
    let (_, diagnostics) = Self.decode(Self.header + "errors:\n" + cases + "\n")
    #expect(diagnostics.count == CatalogDecoder.maxDiagnostics)
    #expect(diagnostics.last?.message.hasPrefix("too many problems; stopped after 1000") == true)
    #expect(diagnostics.last?.severity == .error)
  }
}

/// A large catalog's cases are decoded in runs on several cores; the catalog, its dropped
/// declarations and the diagnostics are the ones decoding on one thread gives.
extension CatalogDecoderTests {
  /// `count` cases, a few of them broken in each of several ways (or most of them, with
  /// `mostlyBroken`, so that the limit on diagnostics is reached).
  static func largeCatalog(cases count: Int, mostlyBroken: Bool) -> String {
    var yaml = Self.header + "errors:\n"
    for index in 0..<count {
      let broken = mostlyBroken ? index % 5 != 0 : index % 37 == 0
      switch (broken, index % 4) {
      case (false, _):
        yaml +=
          "  fine\(index): { code: \(index), message: \"Fine {value}.\", params: { value: Int } }\n"
      case (true, 0):
        yaml += "  noCode\(index): { message: Missing code. }\n"
      case (true, 1):
        yaml += "  typo\(index): { code: \(index), mesage: Typo. }\n"
      case (true, 2):
        yaml += "  badParam\(index): { code: \(index), message: x, params: { p: Nope } }\n"
      default:
        yaml += "  wrongType\(index): [not, a, mapping]\n"
      }
    }
    return yaml
  }

  /// A large catalog whose cases are mostly broken reports up to the limit, and keeps the
  /// cases that decode.
  @Test func mostlyBrokenLargeCatalogStopsAtTheLimit() throws {
    let yaml = Self.largeCatalog(cases: 2_600, mostlyBroken: true)
    let root = try #require(YAMLLoader.load(Array(yaml.utf8), file: "Large.errors.yaml").root)
    let (catalog, diagnostics) = CatalogDecoder.decode(root, file: "Large.errors.yaml")
    #expect(try #require(catalog).cases.count > 260, "expected the good cases to decode")
    #expect(
      diagnostics.count == CatalogDecoder.maxDiagnostics,
      "expected \(CatalogDecoder.maxDiagnostics) diagnostics, got \(diagnostics.count)")
  }
}
