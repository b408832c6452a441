/// `unused_lint_ignore`: a case's `lint_ignore` names a rule that reports nothing there. A
/// waiver outlives the problem it was written for; left in place, it would silently hide the
/// next one.
///
/// The pipeline reports it once every rule has run and `lint_ignore` has been applied
/// (`LintConfiguration.apply`): only then is it known which entries left something out.
public enum UnusedLintIgnoreRule: LintRule {
  public static let description = RuleDescription(
    id: "unused_lint_ignore",
    severity: .warning,
    summary:
      "A case's `lint_ignore` names a rule that reports nothing about the case; remove the entry.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          invalidEmail:
            code: 1
            kind: user
            params:
              email: { type: String, sensitive: true }
            message: Enter a valid email address.
            lint_ignore: [↓sensitive_in_text]
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          invalidEmail:
            code: 1
            kind: user
            params:
              email: { type: String, sensitive: true }
            message: "{email} is not a valid email address."
            lint_ignore: [sensitive_in_text]
        """)
    ])

  /// Reported by the pipeline, after the other rules (see above).
  public static func check(_ catalogs: [Catalog]) -> [Diagnostic] { [] }

  static func unused(_ entry: Located<String>, caseName: String, file: String) -> Diagnostic {
    diagnostic(
      "'\(CatalogMessages.display(entry.value))' reports nothing about case '\(caseName)'; "
        + "remove it from lint_ignore", file: file, at: entry.location)
  }
}
