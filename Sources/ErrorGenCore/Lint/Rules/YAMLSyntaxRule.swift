/// `yaml_syntax`: the file is not YAML that libyaml can parse. Reported by the YAML reader.
public enum YAMLSyntaxRule: ReadingStageRule {
  public static let description = RuleDescription(
    id: "yaml_syntax",
    severity: .error,
    summary: "The file is not valid YAML; the message is libyaml's, at the place it gave up.",
    stage: .yaml,
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed: { code: 1, message: Could not save the file.
        ↓
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed:
            code: 1
           ↓message: Could not save the file.
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
