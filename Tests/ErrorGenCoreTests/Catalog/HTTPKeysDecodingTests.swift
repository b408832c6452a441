import Testing

@testable import ErrorGenCore

/// The HTTP keys: a case's `status` and the catalog's `problem_type`, each read with its place,
/// and their problems reported where they are.
@Suite struct HTTPKeysDecodingTests {
  static let yaml = """
    errorgen: 1
    domain: com.example.api
    problem_type: https://docs.example.com/errors/{identifier}
    errors:
      teapot:
        code: 1
        message: This server is a teapot.
        status: 418
      plain: { code: 2, message: Nothing special. }
    """

  @Test func decodesStatusAndProblemTypeWithTheirPlaces() throws {
    let (decoded, diagnostics) = CatalogDecoderTests.decode(Self.yaml)
    #expect(diagnostics.isEmpty, "expected no diagnostic, got \(diagnostics.map(\.message))")
    let catalog = try #require(decoded)
    let template = try #require(catalog.problemType)
    #expect(template.value == "https://docs.example.com/errors/{identifier}")
    #expect(template.location == SourceLocation(line: 3, column: 15))
    let status = try #require(catalog.cases.first?.status)
    #expect(status.value == 418)
    #expect(status.location == SourceLocation(line: 8, column: 13))
    #expect(catalog.cases.last?.status == nil)
  }

  @Test(arguments: [
    ("status: \"418\"", RuleID.invalidValue, 13),
    ("status: [418]", RuleID.invalidValue, 13),
    ("status: 4.5", RuleID.invalidValue, 13),
    ("statsu: 418", RuleID.unknownKey, 5),
  ])
  func reportsABadStatusAtItsPlace(line: String, rule: RuleID, column: Int) {
    let source =
      "errorgen: 1\ndomain: a.b\nerrors:\n  x:\n    code: 1\n    message: M.\n    \(line)\n"
    let (_, found) = CatalogDecoderTests.decode(source)
    let places = found.map { "\($0.rule)@\($0.line):\($0.column)" }
    #expect(
      found.contains { $0.rule == rule && $0.line == 7 && $0.column == column },
      "expected \(rule)@7:\(column), got \(places)")
  }

  @Test func reportsAProblemTypeThatIsNoString() {
    let source =
      "errorgen: 1\ndomain: a.b\nproblem_type: [a]\nerrors: { x: { code: 1, message: M. } }\n"
    let (_, found) = CatalogDecoderTests.decode(source)
    let places = found.map { "\($0.rule)@\($0.line):\($0.column)" }
    #expect(
      found.contains { $0.rule == .invalidValue && $0.line == 3 && $0.column == 15 },
      "expected invalid_value@3:15, got \(places)")
  }
}
