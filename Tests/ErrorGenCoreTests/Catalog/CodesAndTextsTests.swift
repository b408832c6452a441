import Testing

@testable import ErrorGenCore

/// `codes.reserved` with ranges, free-code suggestions, and empty texts.
@Suite struct CodesAndTextsTests {
  static func check(_ yaml: String) -> CheckResult {
    ErrorGenPipeline.check([CatalogSource(path: "C.errors.yaml", text: yaml)])
  }

  static func catalog(reserved: String, range: String? = nil, cases: String) -> String {
    "errorgen: 1\ndomain: com.example.codes\ncodes:\n"
      + (range.map { "  range: \($0)\n" } ?? "") + "  reserved: \(reserved)\nerrors:\n" + cases
  }

  @Test(arguments: [
    ("[1003, \"2000-2999\"]", [1003...1003, 2000...2999]),
    ("[2000-2999]", [2000...2999]),
    ("['-20--10', 5]", [-20...(-10), 5...5]),
  ])
  func reservedCodesTakeRanges(reserved: String, expected: [ClosedRange<Int>]) throws {
    let result = Self.check(
      Self.catalog(reserved: reserved, cases: "  a: { code: 1, message: A. }\n"))
    #expect(result.diagnostics.isEmpty, "expected no problems, got \(result.diagnostics)")
    let catalog = try #require(result.catalogs.first)
    #expect(catalog.reservedCodes.map(\.value) == expected)
  }

  @Test(arguments: ["\"2999-2000\"", "\"20-x\"", "\"-\"", "\"1-2-3\"", "\"99999999999-1\""])
  func aBadRangeIsALocatedError(entry: String) throws {
    let result = Self.check(
      Self.catalog(reserved: "[\(entry)]", cases: "  a: { code: 1, message: A. }\n"))
    let problem = try #require(result.diagnostics.first)
    #expect(
      problem.rule == .invalidValue && problem.line == 4 && problem.column == 14,
      "expected invalid_value at 4:14, got \(result.diagnostics)")
  }

  /// A case in a reserved block is reported with a note at the block; the suggestion steps
  /// over the block and stays inside `codes.range`.
  @Test func aCodeInAReservedBlockGetsAFreeCodeAfterIt() throws {
    let result = Self.check(
      Self.catalog(
        reserved: "[\"1000-1499\", 1501]", range: "[1000, 1999]",
        cases: "  a: { code: 1200, message: A. }\n  b: { code: 1500, message: B. }\n"))
    let reserved = result.diagnostics.filter { $0.rule == "reserved_code" }
    #expect(reserved.count == 1, "expected one reserved_code, got \(result.diagnostics)")
    #expect(
      reserved.first?.message.hasSuffix("use a free code such as 1502") == true,
      "got \(reserved.first?.message ?? "nothing")")
    #expect(reserved.first?.notes.first?.location == SourceLocation(line: 5, column: 14))
  }

  /// With no free code left in the range, no code is suggested (never one outside it).
  @Test func noSuggestionOutsideTheRange() throws {
    let result = Self.check(
      Self.catalog(
        reserved: "[\"1-8\"]", range: "[1, 10]",
        cases: "  a: { code: 9, message: A. }\n  b: { code: 10, message: B. }\n"
          + "  c: { code: 10, message: C. }\n"))
    let duplicate = try #require(result.diagnostics.first { $0.rule == "duplicate_code" })
    #expect(
      !duplicate.message.contains("such as"), "expected no suggestion, got \(duplicate.message)")
  }

  /// Without a range, the suggestion comes after the largest code, even a negative one.
  @Test func suggestionAfterTheLargestCode() throws {
    let result = Self.check(
      "errorgen: 1\ndomain: com.example.codes\nerrors:\n  a: { code: -5, message: A. }\n"
        + "  b: { code: -5, message: B. }\n")
    let duplicate = try #require(result.diagnostics.first { $0.rule == "duplicate_code" })
    #expect(duplicate.message.hasSuffix("such as -4"), "got \(duplicate.message)")
  }

  @Test(arguments: [
    ("message: \"\"", 5, 14), ("message: ''", 5, 14), ("message: { en: \"\" }", 5, 20),
    ("message: A.\n    suggestion: { en: '' }", 6, 23),
  ])
  func anEmptyTextIsAnError(text: String, line: Int, column: Int) throws {
    let result = Self.check(
      "errorgen: 1\ndomain: com.example.codes\nerrors:\n  a:\n    \(text)\n    code: 1\n")
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(
      errors.map { "\($0.line):\($0.column) \($0.rule)" } == ["\(line):\(column) invalid_value"],
      "got \(result.diagnostics)")
  }

  @Test(arguments: [
    ("UInt", ParamType(.uint)), ("UInt64?", ParamType(.uint64, .optional)),
    ("[UInt]", ParamType(.uint, .array)),
  ])
  func unsignedParamTypes(text: String, expected: ParamType) {
    #expect(ParamType(parsing: text) == expected, "expected \(expected) for \(text)")
  }
}
