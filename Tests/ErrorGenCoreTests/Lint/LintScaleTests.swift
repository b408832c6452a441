import Testing

@testable import ErrorGenCore

/// Rules over hostile catalogs that are small on disk but ask for work of the square of their
/// size: thousands of unknown names among thousands of candidates, a code shared by every case,
/// a case that lists one HTTP status hundreds of thousands of times. Each test checks what the
/// rule does to stay linear (a suggestion not searched for, a list cut short, a hint made
/// once), not how long it takes; the few that only a size can show use one at which the old
/// code took minutes, with a limit far above what the rule takes now.
@Suite("Lint at scale")
struct LintScaleTests {
  static let here = ErrorGenCore.SourceLocation(line: 1, column: 1)

  static func at(_ line: Int, _ column: Int = 3) -> ErrorGenCore.SourceLocation {
    LintRobustnessTests.at(line, column)
  }

  static func text(_ value: String, line: Int) -> LocalizedText {
    LintRobustnessTests.text(value, line: line)
  }

  static func errorCase(_ name: String, code: Int, line: Int) -> CatalogCase {
    LintRobustnessTests.errorCase(name, code: code, line: line)
  }

  static func catalog(_ cases: [CatalogCase]) -> Catalog {
    Catalog(
      file: "Big.errors.yaml", stem: "Big", version: Located(1, at: at(1, 11)),
      domain: Located("com.example.big", at: at(2, 9)), typeName: Located("BigError", at: .start),
      cases: cases, errorsLocation: at(3, 1))
  }

  static func param(_ name: String) -> CatalogParam {
    CatalogParam(name: Located(name, at: here), type: Located(ParamType(.string), at: here))
  }

  static func count(_ diagnostics: [Diagnostic], containing part: String) -> Int {
    diagnostics.filter { $0.message.contains(part) }.count
  }

  /// The longest message a problem about one name may have: its names and the first
  /// `Suggestion.maxListed` of a list, never the whole list.
  static let longestMessage = 400
}

// MARK: Suggestions

extension LintScaleTests {
  @Test(
    "the banded edit distance is the distance when it is within the bound, else bound + 1",
    arguments: [
      ("kitten", "sitting"), ("flaw", "lawn"), ("", "abc"), ("abc", ""), ("abc", "abc"),
      ("saturday", "sunday"), ("retry", "rety"), ("abcdef", "fedcba"), ("a", "b"),
    ])
  func bandedDistance(lhs: String, rhs: String) {
    let full = Suggestion.editDistance(lhs, rhs)
    for bound in 0...6 {
      let banded = Suggestion.editDistance(Array(lhs), Array(rhs), bound: bound)
      #expect(
        banded == min(full, bound + 1),
        "'\(lhs)' to '\(rhs)' within \(bound): expected \(min(full, bound + 1)), got \(banded)")
    }
  }

  @Test("the banded edit distance agrees with the full one on random names")
  func bandedDistanceOnRandomNames() {
    var random = SeededTestRandom(seed: 7)
    func name() -> [Character] {
      (0..<random.below(12)).map { _ in Array("abcé")[random.below(4)] }
    }
    for _ in 0..<2_000 {
      let (a, b) = (name(), name())
      let full = Suggestion.editDistance(String(a), String(b))
      let bound = random.below(5)
      let banded = Suggestion.editDistance(a, b, bound: bound)
      #expect(banded == min(full, bound + 1), "'\(String(a))' to '\(String(b))' within \(bound)")
    }
  }

  @Test(
    "suggestions for everyday names are what they were",
    arguments: [
      ("filename", ["fileName", "other"], "fileName"), ("rety", ["retry", "cancel"], "retry"),
      ("x", ["y"], "y"), ("abc", ["xyz"], nil), ("canel", ["cancel", "canal"], "cancel"),
      ("RETRY", ["retry"], "retry"), ("opt", [], nil),
    ] as [(String, [String], String?)])
  func everydaySuggestions(name: String, candidates: [String], expected: String?) {
    let got = Suggestion.closest(to: name, in: candidates)
    #expect(
      got == expected,
      "'\(name)' among \(candidates): expected \(expected ?? "none"), got \(got ?? "none")")
  }

  @Test("a name longer than the limit is not compared, and gets no suggestion")
  func longNamesGetNoSuggestion() {
    let long = "p" + String(repeating: "a", count: 4 * Suggestion.maxLength)
    let got = Suggestion.closest(to: long, in: [long + "b", "pa"])
    #expect(
      got == nil, "expected no suggestion for a name of \(long.count) characters, got \(got ?? "")")
    let short = Suggestion.closest(to: "pab", in: [long, "pa"])
    #expect(
      short == "pa", "expected the short candidate, the long one skipped, got \(short ?? "none")")
  }

  @Test("a suggestion whose candidates do not fit in the budget is not searched for")
  func budget() {
    let candidates = ["retry", "cancel", "discard", "open", "close", "save", "load", "send"]
    var budget = Suggestion.Budget(comparisons: candidates.count - 1)
    let refused = Suggestion.closest(to: "rety", in: candidates, budget: &budget)
    #expect(refused == nil, "expected no search with \(candidates.count - 1) comparisons left")
    #expect(budget.remaining == candidates.count - 1, "a refused search must cost nothing")
    budget = Suggestion.Budget(comparisons: candidates.count)
    let found = Suggestion.closest(to: "rety", in: candidates, budget: &budget)
    #expect(found == "retry", "expected 'retry', got \(found ?? "none")")
    #expect(budget.remaining == 0, "expected every comparison taken, \(budget.remaining) left")
  }

  @Test(
    "a long list in a message shows its first names and how many more",
    arguments: [
      (3, "'n0', 'n1' or 'n2'"),
      (9, "'n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6' or 'n7' (and 1 more)"),
    ])
  func shortenedLists(count: Int, expected: String) {
    let names = (0..<count).map { "n\($0)" }
    #expect(Suggestion.list(names) == expected, "got \(Suggestion.list(names))")
  }
}

// MARK: Unknown names

extension LintScaleTests {
  /// One case with `count` params `param000`… and a message with `count` unknown placeholders
  /// `prefix000`…: a suggestion for each would compare it with every param.
  static func placeholderCatalog(count: Int, unknownPrefix: String) -> Catalog {
    var errorCase = errorCase("huge", code: 1, line: 4)
    errorCase.params = (0..<count).map { param("param\(Self.digits($0))") }
    let message = (0..<count).map { "{\(unknownPrefix)\(Self.digits($0))}" }.joined()
    errorCase.message = text(message, line: 5)
    return catalog([errorCase])
  }

  static func digits(_ number: Int) -> String {
    let text = String(number)
    return String(repeating: "0", count: max(0, 3 - text.count)) + text
  }

  @Test(
    "unknown placeholders among many params: few suggestions, short messages",
    arguments: ["parbm", "zq"])
  func unknownPlaceholders(unknownPrefix: String) {
    let params = 600
    let catalog = Self.placeholderCatalog(count: params, unknownPrefix: unknownPrefix)
    let found = UnknownPlaceholderRule.check(catalog)
    #expect(found.count == params, "expected one problem per unknown name, got \(found.count)")
    let suggested = Self.count(found, containing: "did you mean")
    let allowed = UnknownPlaceholderRule.suggestionComparisons / params
    #expect(
      suggested <= allowed,
      "expected at most \(allowed) suggestions among \(params) params, got \(suggested)")
    let longest = found.map(\.message.count).max() ?? 0
    #expect(
      longest <= Self.longestMessage,
      "expected messages of \(Self.longestMessage) characters at most, got \(longest)")
    if unknownPrefix == "zq" {
      let expected =
        "the message of case 'huge' uses {zq000}, which names no param; use one of {param000}, "
        + "{param001}, {param002}, {param003}, {param004}, {param005}, {param006}, {param007} "
        + "(and 592 more) or declare it under params"
      #expect(found.first?.message == expected, "got \(found.first?.message ?? "nothing")")
    }
  }

  @Test("unknown options among many options: few suggestions, short messages, one per name")
  func unknownRecoveryOptions() {
    let options = 2_000
    var catalog = Self.catalog(
      (0..<options).map { index in
        var errorCase = Self.errorCase("case\(index)", code: index + 1, line: 10 + index)
        errorCase.recovery = [Located("opt\(index)x", at: Self.at(10 + index, 20))]
        return errorCase
      })
    catalog.recoveryOptions = (0..<options).map { index in
      RecoveryOptionDecl(
        name: Located("opt\(index)", at: Self.at(5)), label: Self.text("Option", line: 5),
        role: Located(.normal, at: Self.at(5)))
    }
    let found = UnknownRecoveryOptionRule.check(catalog)
    #expect(found.count == options, "expected one problem per case, got \(found.count)")
    let suggested = Self.count(found, containing: "did you mean")
    let allowed = UnknownRecoveryOptionRule.suggestionComparisons / options
    #expect(
      suggested == allowed,
      "expected the first \(allowed) names suggested for, then none; got \(suggested)")
    let longest = found.map(\.message.count).max() ?? 0
    #expect(longest <= Self.longestMessage, "expected short messages, got one of \(longest)")
    #expect(
      found.last?.message.hasSuffix("or 'opt7' (and 1992 more)") == true,
      "got \(found.last?.message ?? "nothing")")
  }

  @Test("texts lacking most of many locales name the first few and count the rest")
  func missingTranslations() {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let locales = (0..<300).map { "x" + String(letters[$0 / 26]) + String(letters[$0 % 26]) }
    let catalog = Self.catalog(
      locales.enumerated().map { index, locale in
        var errorCase = Self.errorCase("case\(index)", code: index + 1, line: 10 + index)
        var message = Self.text("Could not save.", line: 10 + index)
        message.translations.append(
          Translation(
            locale: Located(locale, at: Self.at(10 + index, 30)), text: "Nope.",
            location: Self.at(10 + index, 35)))
        errorCase.message = message
        return errorCase
      })
    let found = MissingTranslationRule.check(catalog)
    #expect(found.count == locales.count, "expected one warning per text, got \(found.count)")
    let expected =
      "the message of case 'case0' has no text in 299 locales that the catalog uses "
      + "elsewhere, such as 'xab', 'xac', 'xad', 'xae', 'xaf', 'xag', 'xah' or 'xai'; "
      + "add a translation in each"
    #expect(found.first?.message == expected, "got \(found.first?.message ?? "nothing")")
    #expect(
      found.first?.notes.first?.location == Self.at(11, 30),
      "expected the note at the first use of 'xab', got \(found.first?.notes ?? [])")
    let longest = found.map(\.message.count).max() ?? 0
    #expect(longest <= Self.longestMessage, "expected short messages, got one of \(longest)")
  }

  @Test("translations with thousands of placeholders are compared and reported in short")
  func manyPlaceholderMismatches() {
    let names = (0..<3_000).map { "{p\($0)}" }
    var errorCase = Self.errorCase("huge", code: 1, line: 4)
    errorCase.params = (0..<3_000).map { Self.param("p\($0)") }
    errorCase.message = LocalizedText(
      translations: [
        Translation(
          locale: Located("en", at: Self.at(5)), text: names.joined(), location: Self.at(5, 9)),
        Translation(
          locale: Located("de", at: Self.at(6)), text: names.dropFirst(20).joined(),
          location: Self.at(6, 9)),
      ], location: Self.at(5))
    let found = PlaceholderMismatchRule.check(Self.catalog([errorCase]))
    let expected =
      "the 'de' message of case 'huge' uses other placeholders than the 'en' one; add {p0}, "
      + "{p1}, {p10}, {p11}, {p12}, {p13}, {p14}, {p15} (and 12 more)"
    #expect(found.map(\.message) == [expected], "got \(found.map(\.message))")
  }
}

extension LintScaleTests {
  @Test("thousands of translations against a reference with thousands of placeholders")
  func manyTranslationsAgainstALargeReference() {
    let names = (0..<3_000).map { "{p\($0)}" }
    var errorCase = Self.errorCase("huge", code: 1, line: 4)
    // `extra` is a param the reference leaves out (an unknown name is unknown_placeholder's).
    errorCase.params = (0..<3_000).map { Self.param("p\($0)") } + [Self.param("extra")]
    let others = (0..<2_000).map { index in
      Translation(
        locale: Located("x\(index)", at: Self.at(6 + index)), text: "{p1}{extra}",
        location: Self.at(6 + index, 9))
    }
    errorCase.message = LocalizedText(
      translations: [
        Translation(
          locale: Located("en", at: Self.at(5)), text: names.joined(), location: Self.at(5, 9))
      ] + others, location: Self.at(5))
    let found = PlaceholderMismatchRule.check(Self.catalog([errorCase]))
    #expect(found.count == others.count, "expected one problem per translation, got \(found.count)")
    let expected =
      "the 'x0' message of case 'huge' uses other placeholders than the 'en' one; add {p0}, "
      + "{p10}, {p100}, {p1000}, {p1001}, {p1002}, {p1003}, {p1004} (and 2991 more) and "
      + "remove {extra}"
    #expect(found.first?.message == expected, "got \(found.first?.message ?? "nothing")")
    let longest = found.map(\.message.count).max() ?? 0
    #expect(longest <= Self.longestMessage, "expected short messages, got one of \(longest)")
  }
}

// MARK: Codes and mappings

extension LintScaleTests {
  /// A size at which the rules that rebuilt the catalog's codes for each problem took minutes.
  static let manyCases = 40_000

  @Test(
    "every problem of a rule that suggests a free code gets the hint made once",
    .timeLimit(.minutes(1)),
    arguments: ["duplicate_code", "code_out_of_range", "reserved_code"])
  func freeCodeHints(id: String) throws {
    var catalog = Self.catalog(
      (0..<Self.manyCases).map { index in
        Self.errorCase("case\(index)", code: id == "duplicate_code" ? 7 : 100 + index, line: index)
      })
    catalog.codeRange = Located(0...99, at: Self.at(2))
    catalog.reservedCodes = (0..<Self.manyCases).map {
      Located((100 + $0)...(100 + $0), at: Self.at(3))
    }
    if id == "code_out_of_range" { catalog.reservedCodes = [] }
    if id != "code_out_of_range" { catalog.codeRange = nil }
    let rule = try #require(Linter.rule(withID: RuleID(id)))
    let found = rule.check([catalog])
    let expected = id == "duplicate_code" ? Self.manyCases - 1 : Self.manyCases
    #expect(found.count == expected, "expected \(expected) problems, got \(found.count)")
    let hints = Set(found.map { $0.message.split(separator: ";").last ?? "" })
    #expect(hints.count == 1, "expected one hint for every problem, got \(hints.prefix(3))")
  }

  /// What `conflicting_mapping` found for HTTP statuses before it kept claims in a tree: each
  /// status against every earlier one.
  static func httpConflictsByScan(_ catalog: Catalog) -> [String] {
    var statuses: [(range: HTTPStatusRange, owner: CatalogCase)] = []
    var found: [String] = []
    for errorCase in catalog.cases {
      for status in errorCase.http where InvalidHTTPStatusRule.isValid(status) {
        if let earlier = statuses.first(where: {
          $0.range.lower <= status.upper && status.lower <= $0.range.upper
            && $0.owner.name != errorCase.name
        }) {
          let shared = max(status.lower, earlier.range.lower)
          let message = ConflictingMappingRule.httpClaimed(shared, earlier.owner.name.value)
          found.append("\(status.location) \(message) first \(earlier.range.location)")
        }
        statuses.append((status, errorCase))
      }
    }
    return found
  }

  @Test("HTTP conflicts are those an earlier scan of every status found", arguments: 1...12)
  func httpConflictsMatchTheScan(seed: UInt64) {
    var random = SeededTestRandom(seed: seed)
    var line = 10
    let cases = (0..<(2 + random.below(30))).map { index in
      var errorCase = Self.errorCase("case\(index)", code: index + 1, line: index + 4)
      errorCase.http = (0..<random.below(6)).map { _ in
        line += 1
        // Mostly narrow, sometimes wide, sometimes invalid or reversed.
        let lower = 95 + random.below(520)
        let width = random.below(4) == 0 ? random.below(500) : random.below(4)
        let upper = random.below(10) == 0 ? lower - 1 : lower + width
        return HTTPStatusRange(lower: lower, upper: upper, location: Self.at(line, index + 1))
      }
      return errorCase
    }
    let catalog = Self.catalog(cases)
    let expected = Self.httpConflictsByScan(catalog)
    let got = ConflictingMappingRule.check(catalog).filter { $0.message.hasPrefix("HTTP status") }
      .map { "\($0.location) \($0.message) first \($0.notes.first?.location ?? Self.here)" }
    #expect(got == expected, "seed \(seed): expected \(expected), got \(got)")
  }

  @Test("a case that lists one status hundreds of thousands of times", .timeLimit(.minutes(1)))
  func oneStatusManyTimes() {
    var first = Self.errorCase("first", code: 1, line: 4)
    first.http = (0..<250_000).map {
      HTTPStatusRange(lower: 404, upper: 404, location: Self.at(5, $0))
    }
    var second = Self.errorCase("second", code: 2, line: 6)
    second.http = [HTTPStatusRange(lower: 400, upper: 499, location: Self.at(7))]
    let found = ConflictingMappingRule.check(Self.catalog([first, second]))
    #expect(
      found.map(\.message) == [ConflictingMappingRule.httpClaimed(404, "first")],
      "expected one conflict, for the second case, got \(found.map(\.message))")
    #expect(
      found.first?.notes.first?.location == Self.at(5, 0), "expected the note at the first 404")
  }
}

// MARK: Runs of cases
