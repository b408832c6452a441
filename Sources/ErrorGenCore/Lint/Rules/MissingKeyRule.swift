/// `missing_key`: a required key is not there. Reported by the catalog decoder, at the mapping
/// that should hold it.
public enum MissingKeyRule: ReadingStageRule {
  public static let description = RuleDescription(
    id: "missing_key",
    severity: .error,
    summary:
      "A required key is missing: `domain`, `errors`, a case's `code` or `message`, "
      + "or an option's `label`.",
    stage: .decoder,
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          ↓failed:
            message: Could not save the file.
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        recovery_options:
          ↓cancel:
            role: cancel
        errors:
          failed: { code: 1, message: Could not save the file., recovery: [cancel] }
        """),
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        recovery_options:
          cancel: { label: Cancel, role: cancel }
        errors:
          failed: { code: 1, message: Could not save the file., recovery: [cancel] }
        """)
    ])
}
