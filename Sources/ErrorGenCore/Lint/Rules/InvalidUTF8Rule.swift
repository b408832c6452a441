/// `invalid_utf8`: the file is not UTF-8 (Latin-1 and UTF-16 files are the usual culprits).
/// Reported by the YAML reader.
public enum InvalidUTF8Rule: ReadingStageRule {
  public static let description = RuleDescription(
    id: "invalid_utf8",
    severity: .error,
    summary: "A catalog must be UTF-8; save the file as UTF-8 (without a byte order mark).",
    stage: .yaml,
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed: { code: 1, message: "Die Datei konnte nicht gespeichert werden: ↓«FC»" }
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        default_locale: de
        errors:
          failed: { code: 1, message: Die Datei konnte nicht gespeichert werden. Prüfen Sie den Speicherplatz. }
        """)
    ])
}
