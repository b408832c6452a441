/// `unknown_string_key`: a String Catalog key that no text of the catalog has and that is not
/// marked stale: the case or option was deleted or renamed and `strings sync` has not run since.
/// Its translations are not compiled in. It is a warning, not an error, because it is what sync
/// marks stale (LOCALIZATION.md §2): deleting a case must not break the build until it runs.
public enum UnknownStringKeyRule: ReadingStageRule {
  public static let description = RuleDescription(
    id: "unknown_string_key",
    severity: .warning,
    summary:
      "A String Catalog key that no text of the catalog has and that strings sync has not marked stale yet.",
    stage: .decoder,
    triggeringExamples: [
      LintExample(files: [
        StringCatalogExamples.catalog,
        StringCatalogExamples.strings(
          #"{ "state" : "translated", "value" : "Sie sind offline." }"#, key: #"↓"offlin.message""#),
      ])
    ],
    nonTriggeringExamples: [
      LintExample(files: [
        StringCatalogExamples.catalog,
        StringCatalogExamples.strings(
          #"{ "state" : "translated", "value" : "Sie sind offline." }"#,
          key: #""offlin.message""#, extractionState: "stale"),
      ])
    ])

  static func message(_ key: String) -> String {
    "no text of the catalog has the key '\(key)', so its translations are not used; run "
      + "'errorgen strings sync' to mark it stale, or fix the key"
  }
}
