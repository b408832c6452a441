/// `yaml_unsupported`: YAML features that catalogs leave out so that what is read is what is
/// written. Reported by the YAML reader.
public enum YAMLUnsupportedRule: ReadingStageRule {
  public static let description = RuleDescription(
    id: "yaml_unsupported",
    severity: .error,
    summary:
      "Anchors, aliases, merge keys, explicit tags and several documents are not allowed: "
      + "write every value out where it is used.",
    stage: .yaml,
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed:
            code: 1
            message: ↓&text Could not save the file.
          failedAgain:
            code: 2
            message: ↓*text
        """),
      LintExample(
        """
        errorgen: 1
        domain: ↓!!str com.example.app
        errors:
          failed: { code: 1, message: Could not save the file. }
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed: { code: 1, message: Could not save the file. }
        ↓---
        errorgen: 1
        """),
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed: { code: 1, message: "Could not save the file & try again." }
        """)
    ])
}
