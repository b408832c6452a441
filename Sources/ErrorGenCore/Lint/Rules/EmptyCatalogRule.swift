/// `empty_catalog`: a catalog with no cases and nothing composed, which would generate an enum
/// with no values.
public enum EmptyCatalogRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "empty_catalog",
    severity: .error,
    summary: "A catalog has no cases under `errors` and composes no other catalog.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        ↓errors: {}
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        compose:
          network: NetworkError
        errors: {}
        """, path: "App.errors.yaml")
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    // Without an `errors` key the decoder reports missing_key at the file's start.
    guard catalog.cases.isEmpty, catalog.composed.isEmpty, catalog.dropped.cases.isEmpty,
      catalog.errorsLocation != .start
    else { return [] }
    return [diagnostic(empty, file: catalog.file, at: catalog.errorsLocation)]
  }

  // MARK: Messages

  static let empty = "the catalog has no cases; add a case under errors, or compose another catalog"
}
