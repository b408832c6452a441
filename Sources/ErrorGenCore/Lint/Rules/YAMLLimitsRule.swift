/// `yaml_limits`: a file too large or too deeply nested to be a catalog. Reported by the YAML
/// reader, while it reads, so that a hostile file fails fast.
public enum YAMLLimitsRule: ReadingStageRule {
  public static let description = RuleDescription(
    id: "yaml_limits",
    severity: .error,
    summary: "A catalog must be at most 16 MiB and nested at most 64 levels deep.",
    stage: .yaml,
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed: { code: 1, message: Could not save the file. }
        nested: \(String(repeating: "[", count: 63))↓[]\(String(repeating: "]", count: 63))
        """)
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
