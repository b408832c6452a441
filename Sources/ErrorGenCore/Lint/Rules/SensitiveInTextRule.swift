/// `sensitive_in_text`: a text that shows a `sensitive` param. Texts become
/// `localizedDescription`, which ends up in logs and crash reports, so the redaction of
/// `description` would be undone.
public enum SensitiveInTextRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "sensitive_in_text",
    severity: .warning,
    summary:
      "A text shows a `sensitive` param, which then ends up in logs through `localizedDescription`.",
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
            message: ↓"{email} is not a valid email address."
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
            message: Enter a valid email address.
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    PlaceholderUse.uses(in: catalog, where: \.sensitive).map { use in
      diagnostic(
        showsSensitive(use.param.name.value, use.owner), file: use.file ?? catalog.file,
        at: use.location)
    }
  }

  // MARK: Messages

  static func showsSensitive(_ name: String, _ owner: String) -> String {
    "the \(owner) shows the sensitive param {\(name)}, which would reach logs through "
      + "localizedDescription; leave it out of the text"
  }
}
