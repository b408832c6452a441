/// `unknown_key`: a key the format does not have, usually a typo. Reported by the catalog
/// decoder, with the closest known key.
public enum UnknownKeyRule: ReadingStageRule {
  public static let description = RuleDescription(
    id: "unknown_key",
    severity: .error,
    summary: "A key the catalog format does not have; the message names the closest known key.",
    stage: .decoder,
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed:
            code: 1
            message: Could not save the file.
            ↓sugestion: Free some space and try again.
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        ↓defaultLocale: en
        errors:
          failed: { code: 1, message: Could not save the file. }
        """),
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        default_locale: en
        errors:
          failed:
            code: 1
            message: Could not save the file.
            suggestion: Free some space and try again.
        """)
    ])
}
