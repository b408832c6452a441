import Testing

@testable import ErrorGenCore

/// Large catalogs get `if case` chains instead of `switch self`, which Swift cannot check for
/// exhaustiveness in reasonable time at about 1,000 cases with associated values.
@Suite struct LargeEnumLoweringTests {
  static func catalog(cases: Int) -> String {
    var yaml = "errorgen: 1\ndomain: com.example.large\nerrors:\n"
    for index in 0..<cases {
      if index.isMultiple(of: 2) {
        yaml += "  plain\(index): { code: \(index), message: Plain \(index) failed. }\n"
      } else {
        yaml += "  valued\(index):\n    code: \(index)\n    params: { value: Int, note: String? }\n"
        yaml += "    message: \"Valued {value} failed.\"\n"
      }
    }
    return yaml
  }

  static func generate(cases: Int) throws -> String {
    let source = CatalogSource(path: "Large.errors.yaml", text: catalog(cases: cases))
    let (files, diagnostics) = ErrorGenPipeline.generate([source])
    #expect(diagnostics.isEmpty, "expected a clean catalog, got \(diagnostics)")
    return try #require(files.first?.contents)
  }

  @Test func smallCatalogsKeepTheirSwitches() throws {
    let text = try Self.generate(cases: LargeEnumLowering.caseThreshold - 1)
    #expect(text.contains("switch self {"))
    #expect(!text.contains("if case .plain0 = self {"))
  }

  @Test func largeCatalogsUseIfCaseChains() throws {
    let text = try Self.generate(cases: LargeEnumLowering.caseThreshold)
    #expect(!text.contains("switch self {"), "expected no switch over self")
    #expect(
      text.contains(
        "if case .plain0 = self {\n      return CaseConstants(errorCode: 0, caseName: \"plain0\""))
    #expect(text.contains("if case .valued1(let value, _) = self {"))
    // The last case that binds nothing ends the chain without a condition: in the constants
    // the last case; in the texts, which bind values of the odd cases, the last even one.
    #expect(
      text.contains(
        "    }\n    return CaseConstants(errorCode: 127, caseName: \"valued127\", kind: .system, "))
    #expect(text.contains("    if case .valued127(let value, _) = self {"))
    #expect(text.contains("    }\n    return \"Plain 126 failed.\"\n  }\n"))
  }

  @Test func everyCaseIsInEveryChain() throws {
    let cases = LargeEnumLowering.caseThreshold + 3
    let text = try Self.generate(cases: cases)
    for (member, returned) in [
      ("  private var constants: CaseConstants {", "return CaseConstants("),
      ("  var description: String {", "return"),
    ] {
      let chain = try #require(text.range(of: member), "expected \(member)")
      let end = try #require(text.range(of: "\n  }\n", range: chain.upperBound..<text.endIndex))
      let returns = text[chain.upperBound..<end.lowerBound].components(separatedBy: returned).count
      #expect(returns - 1 == cases, "expected one return per case in \(member), got \(returns - 1)")
    }
  }
}
