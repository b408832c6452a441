import Testing

@testable import ErrorGenCore

/// In a large enum, the cases without params share one default in `description` and in the
/// values `==` compares, which read `caseName`, instead of an arm each; small enums keep an arm
/// per case. (Compiled and run for every case in `LargeCatalogTests`.)
@Suite struct PlainCaseDefaultTests {
  /// A catalog of `cases` cases, the first `withParams` of which have a param.
  static func catalog(cases: Int, withParams: Int) -> String {
    var yaml = "errorgen: 1\ndomain: com.example.plain\ntype: PlainError\nerrors:\n"
    for index in 0..<cases {
      yaml += "  failed\(index): { code: \(index), message: Item \(index) failed."
      yaml += index < withParams ? ", params: { item: String } }\n" : " }\n"
    }
    return yaml
  }

  static func generated(cases: Int, withParams: Int) throws -> String {
    let source = CatalogSource(
      path: "Plain.errors.yaml", text: catalog(cases: cases, withParams: withParams))
    let (files, diagnostics) = ErrorGenPipeline.generate([source])
    #expect(diagnostics.isEmpty, "expected a clean catalog, got \(diagnostics)")
    return try #require(files.first?.contents)
  }

  @Test func aLargeEnumWithoutParamsDescribesEveryCaseByItsName() throws {
    let text = try Self.generated(cases: LargeEnumLowering.caseThreshold, withParams: 0)
    for member in [
      "\n  var description: String { \"PlainError.\" + caseName }\n",
      "\n  private var comparedValues: [AnyHashable] { [caseName] }\n",
    ] {
      #expect(text.contains(member), "expected \(member) in the generated file")
    }
    #expect(!text.contains("return \"PlainError.failed"), "expected no description arm")
    #expect(!text.contains("return [\"failed"), "expected no compared values arm")
  }

  @Test(arguments: [1, LargeEnumLowering.caseThreshold / 2, LargeEnumLowering.caseThreshold - 1])
  func aLargeEnumsCasesWithoutParamsShareADefault(withParams: Int) throws {
    let cases = LargeEnumLowering.caseThreshold
    let text = try Self.generated(cases: cases, withParams: withParams)
    // A chain's default is its last line; a switch of few cases stays, with a `default`.
    for line in ["return \"PlainError.\" + caseName\n", "return [caseName]\n"] {
      let count = text.components(separatedBy: line).count - 1
      #expect(count == 1, "expected the default \(line) once, got \(count) times")
    }
    for index in 0..<cases {
      let described = text.contains("return \"PlainError.failed\(index)")
      let compared = text.contains("return [\"failed\(index)\"")
      #expect(
        described == (index < withParams) && compared == (index < withParams),
        "expected an arm for case \(index) only if it has a param; described \(described), compared \(compared)"
      )
    }
  }

  @Test func aSmallEnumKeepsAnArmPerCase() throws {
    let cases = LargeEnumLowering.caseThreshold - 1
    let text = try Self.generated(cases: cases, withParams: 1)
    #expect(!text.contains("\"PlainError.\" + caseName"), "expected no default that reads caseName")
    for index in 1..<cases {
      #expect(
        text.contains("return \"PlainError.failed\(index)\""),
        "expected case \(index)'s own description")
    }
  }
}
