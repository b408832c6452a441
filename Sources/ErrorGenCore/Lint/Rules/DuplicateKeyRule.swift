/// `duplicate_key`: a key written twice in one mapping, where YAML readers disagree about which
/// value wins. Reported by the YAML reader, with a note at the first key.
public enum DuplicateKeyRule: ReadingStageRule {
  public static let description = RuleDescription(
    id: "duplicate_key",
    severity: .error,
    summary: "A key appears twice in one mapping; keep one of them.",
    stage: .yaml,
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed:
            code: 1
            message: Could not save the file.
          ↓failed:
            code: 2
            message: Could not open the file.
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed: { code: 1, message: Could not save the file., ↓code: 2 }
        """),
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          saveFailed: { code: 1, message: Could not save the file. }
          openFailed: { code: 2, message: Could not open the file. }
        """)
    ])
}
