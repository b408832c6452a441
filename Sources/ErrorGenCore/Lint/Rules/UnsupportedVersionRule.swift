/// `unsupported_version`: the `errorgen:` format version is not one this errorgen reads.
/// Reported by the catalog decoder; a missing version is only a warning.
public enum UnsupportedVersionRule: ReadingStageRule {
  public static let description = RuleDescription(
    id: "unsupported_version",
    severity: .error,
    summary:
      "`errorgen:` must be the format version 1; a catalog without it gets a warning.",
    stage: .decoder,
    triggeringExamples: [
      LintExample(
        """
        errorgen: ↓2
        domain: com.example.app
        errors:
          failed: { code: 1, message: Could not save the file. }
        """),
      LintExample(
        """
        ↓domain: com.example.app
        errors:
          failed: { code: 1, message: Could not save the file. }
        """),
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed: { code: 1, message: Could not save the file. }
        """)
    ])
}
