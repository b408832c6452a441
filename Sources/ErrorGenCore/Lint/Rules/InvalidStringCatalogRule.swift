/// `invalid_string_catalog`: a String Catalog beside a catalog that errorgen cannot read
/// exactly: not JSON, a byte order mark or UTF-16, duplicate keys, wrong types, unknown states
/// or plural categories, unsafe characters. Nothing is generated, so that no translation is
/// silently dropped. (A key no text has is `unknown_string_key`, a warning: sync marks it stale.)
public enum InvalidStringCatalogRule: ReadingStageRule {
  public static let description = RuleDescription(
    id: "invalid_string_catalog",
    severity: .error,
    summary:
      "The String Catalog beside a catalog is not JSON of the String Catalog format.",
    stage: .decoder,
    triggeringExamples: [
      LintExample(files: [
        StringCatalogExamples.catalog,
        StringCatalogExamples.strings(#"{ "state" : ↓"done", "value" : "Sie sind offline." }"#),
      ]),
      LintExample(files: [
        StringCatalogExamples.catalog,
        StringCatalogExamples.strings(#"{ "state" : "translated", "value" : ↓42 }"#),
      ]),
    ],
    nonTriggeringExamples: [
      LintExample(files: [
        StringCatalogExamples.catalog,
        StringCatalogExamples.strings(#"{ "state" : "new", "value" : "" }"#),
      ])
    ])
}
