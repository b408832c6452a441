/// `reserved_code`: a code listed in `codes.reserved`, retired so that old logs and support
/// articles keep meaning one thing.
public enum ReservedCodeRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "reserved_code",
    severity: .error,
    summary: "A case uses a code listed in `codes.reserved`; retired codes are never reused.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        codes:
          reserved: [1003]
        errors:
          noConnection: { code: 1001, message: You are offline. Connect to the internet and try again. }
          timedOut: { code: ↓1003, message: The server took too long to answer. Try again later. }
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        codes:
          reserved: [1003]
        errors:
          noConnection: { code: 1001, message: You are offline. Connect to the internet and try again. }
          timedOut: { code: 1004, message: The server took too long to answer. Try again later. }
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    let reserved = ReservedCodes(catalog)
    var hint = FreeCodeHint(in: catalog)
    return catalog.cases.compactMap { errorCase in
      guard let range = reserved.range(containing: errorCase.code.value) else { return nil }
      return diagnostic(
        reservedCode(errorCase.code.value) + hint.text(), file: catalog.file,
        at: errorCase.code.location,
        notes: [
          Diagnostic.Note(message: reservedHere, file: catalog.file, location: range.location)
        ])
    }
  }

  // MARK: Messages

  static func reservedCode(_ code: Int) -> String {
    "code \(code) is reserved in codes.reserved and must not be reused"
  }

  static let reservedHere = "the code is reserved here"
}
