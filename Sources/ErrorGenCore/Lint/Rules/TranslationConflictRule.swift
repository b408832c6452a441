/// `translation_conflict`: an inline YAML translation that differs from the String Catalog's
/// value for the same text and locale. Translators work in the String Catalog, so the inline
/// one is stale or a mistake, and which one users see must not be a guess.
public enum TranslationConflictRule: ReadingStageRule {
  public static let description = RuleDescription(
    id: "translation_conflict",
    severity: .error,
    summary:
      "An inline translation differs from the String Catalog's; delete the inline one, the String Catalog is where translators work.",
    stage: .decoder,
    triggeringExamples: [
      LintExample(files: [
        LintExample.File(
          path: "Sync.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.sync
            default_locale: en
            errors:
              offline:
                code: 1
                message: { en: You are offline., de: Offline. }
            """),
        StringCatalogExamples.strings(
          #"{ "state" : "translated", "value" : ↓"Sie sind offline." }"#),
      ])
    ],
    nonTriggeringExamples: [
      LintExample(files: [
        LintExample.File(
          path: "Sync.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.sync
            default_locale: en
            errors:
              offline:
                code: 1
                message: { en: You are offline., de: Sie sind offline. }
            """),
        StringCatalogExamples.strings(
          #"{ "state" : "translated", "value" : "Sie sind offline." }"#),
      ])
    ])

  static func message(_ locale: String, _ key: String) -> String {
    "the '\(locale)' translation of '\(key)' differs from the inline one in the catalog; "
      + "delete the inline one, translators work in the String Catalog"
  }

  static let inlineHere = "the inline translation is here"
}
