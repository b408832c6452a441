/// `code_out_of_range`: a code outside `codes.range`, the block of codes a catalog owns.
public enum CodeOutOfRangeRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "code_out_of_range",
    severity: .error,
    summary: "A case's code is outside the catalog's `codes.range`.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        codes:
          range: [1000, 1999]
        errors:
          noConnection: { code: 1001, message: You are offline. Connect to the internet and try again. }
          timedOut: { code: ↓2001, message: The server took too long to answer. Try again later. }
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        codes:
          range: [1000, 1999]
        errors:
          noConnection: { code: 1000, message: You are offline. Connect to the internet and try again. }
          timedOut: { code: 1999, message: The server took too long to answer. Try again later. }
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    guard let range = catalog.codeRange else { return [] }
    var hint = FreeCodeHint(in: catalog)
    return catalog.cases.filter { !range.value.contains($0.code.value) }.map { errorCase in
      diagnostic(
        outOfRange(errorCase.code.value, range.value) + hint.text(),
        file: catalog.file, at: errorCase.code.location,
        notes: [Diagnostic.Note(message: rangeHere, file: catalog.file, location: range.location)])
    }
  }

  // MARK: Messages

  static func outOfRange(_ code: Int, _ range: ClosedRange<Int>) -> String {
    "code \(code) is outside codes.range [\(range.lowerBound), \(range.upperBound)]"
  }

  static let rangeHere = "the range is declared here"
}
