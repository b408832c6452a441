/// `invalid_value`: a value of the wrong type or outside the values a key takes. Reported by
/// the catalog decoder, which says what the key takes.
public enum InvalidValueRule: ReadingStageRule {
  public static let description = RuleDescription(
    id: "invalid_value",
    severity: .error,
    summary:
      "A value of the wrong type or not among the allowed ones: `yes` for a boolean, "
      + "`\"12\"` for a number, `kind: sometimes`.",
    stage: .decoder,
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed:
            code: 1
            kind: ↓sometimes
            message: Could not save the file.
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed:
            code: ↓"12"
            message: Could not save the file.
            params:
              path: { type: String, sensitive: ↓yes }
        """),
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed:
            code: 12
            kind: user
            message: Could not save the file.
            params:
              path: { type: String, sensitive: true }
        """)
    ])
}
