/// `needs_review`: a String Catalog value marked `needs_review` (its source text changed since it
/// was translated). It is compiled in, since an older translation beats none, but a translator
/// should look at it before a release.
public enum NeedsReviewRule: ReadingStageRule {
  public static let description = RuleDescription(
    id: "needs_review",
    severity: .warning,
    summary:
      "A String Catalog translation is marked needs_review: its source text changed since it was translated.",
    stage: .decoder,
    triggeringExamples: [
      LintExample(files: [
        StringCatalogExamples.catalog,
        StringCatalogExamples.strings(
          #"{ "state" : ↓"needs_review", "value" : "Sie sind offline." }"#),
      ])
    ],
    nonTriggeringExamples: [
      LintExample(files: [
        StringCatalogExamples.catalog,
        StringCatalogExamples.strings(
          #"{ "state" : "translated", "value" : "Sie sind offline." }"#),
      ])
    ])

  static func message(_ locale: String, _ key: String) -> String {
    "the '\(locale)' translation of '\(key)' needs review: its source text changed; "
      + "review it in the String Catalog and mark it translated"
  }
}
