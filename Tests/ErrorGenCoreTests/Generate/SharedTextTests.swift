import Testing

@testable import ErrorGenCore

/// A text that more than half of a large enum's cases have is written once, as the default of
/// its member (`TextsTranslator.sharedText`); small enums keep a case per text. (Compiled and
/// run in `LargeCatalogTests`.)
@Suite struct SharedTextTests {
  /// A catalog of `cases` cases, the first `sharing` of which suggest the same text; the others
  /// each suggest their own.
  static func catalog(cases: Int, sharing: Int) -> String {
    var yaml = "errorgen: 1\ndomain: com.example.shared\nerrors:\n"
    for index in 0..<cases {
      let suggestion = index < sharing ? "Try again later." : "Check item \(index)."
      yaml += "  failed\(index): { code: \(index), message: Item \(index) failed., "
      yaml += "suggestion: \(suggestion) }\n"
    }
    return yaml
  }

  @Test(arguments: [
    // (cases, sharing, times the shared text is written)
    (LargeEnumLowering.caseThreshold, LargeEnumLowering.caseThreshold, 1),
    (LargeEnumLowering.caseThreshold, LargeEnumLowering.caseThreshold / 2 + 1, 1),
    (LargeEnumLowering.caseThreshold, LargeEnumLowering.caseThreshold / 2, 64),
    (LargeEnumLowering.caseThreshold - 1, LargeEnumLowering.caseThreshold - 1, 127),
  ])
  func aTextOnMoreThanHalfOfALargeEnumsCasesIsWrittenOnce(cases: Int, sharing: Int, times: Int)
    throws
  {
    let source = CatalogSource(
      path: "Shared.errors.yaml", text: Self.catalog(cases: cases, sharing: sharing))
    let (files, diagnostics) = ErrorGenPipeline.generate([source])
    #expect(diagnostics.isEmpty, "expected a clean catalog, got \(diagnostics)")
    let text = try #require(files.first?.contents)
    let written = text.components(separatedBy: "\"Try again later.\"").count - 1
    #expect(
      written == times,
      "expected the text shared by \(sharing) of \(cases) cases written \(times) times, got \(written)"
    )
    // Every other case keeps its own text.
    for index in sharing..<cases {
      #expect(text.contains("return \"Check item \(index).\""), "expected case \(index)'s text")
    }
  }

  @Test func aTextEveryCaseHasIsTheWholeBody() throws {
    let cases = LargeEnumLowering.caseThreshold
    let source = CatalogSource(
      path: "Shared.errors.yaml", text: Self.catalog(cases: cases, sharing: cases))
    let text = try #require(ErrorGenPipeline.generate([source]).files.first?.contents)
    let member = "\n  func recoverySuggestion(locale: String) -> String? { \"Try again later.\" }\n"
    #expect(text.contains(member), "expected \(member) in \(text)")
  }

  /// The fuzz harness's finding (crash-64420dfe): one case, so its text is the one most cases
  /// have.
  static let fuzzFinding = """
    errorgen: 1
    domain: a.b
    errors:
     kx:
        code: 1
        message: "q\\"destructive"
        params: {p: "[String]"}
    """

  /// Whether a large enum's cases are made at once or one at a time as they are written, a
  /// shared text is written the same: sharing once followed `lowersSwitches`, which the fuzz
  /// harness sets on small catalogs to compare the two ways, and the two differed.
  @Test(arguments: [
    fuzzFinding, catalog(cases: 5, sharing: 3), catalog(cases: 5, sharing: 5),
    catalog(cases: 5, sharing: 2),
    // Cases without params share a default in `description` (`PlainCaseDefaultTests`).
    PlainCaseDefaultTests.catalog(cases: 5, withParams: 2),
  ])
  func sharedTextsDoNotDependOnHowCasesAreMade(yaml: String) throws {
    var sources = [CatalogSource(path: "Shared.errors.yaml", text: yaml)]
    let decoded = ErrorGenPipeline.decode(&sources, limits: .standard, access: nil)
    let catalog = try #require(decoded.catalogs.first)
    var context = ErrorTypeContext(catalog: catalog, options: .init())
    context.sharesCommonArms = true
    var texts: [String] = []
    for generating in [false, true] {
      context.lowersSwitches = generating
      let file = ErrorTypeTranslator(context: context).translate()
      texts.append(SwiftRenderer.render(file, lowersSwitchesOverSelf: true))
    }
    #expect(texts[0] == texts[1], "expected the same text made at once and one at a time")
  }
}
