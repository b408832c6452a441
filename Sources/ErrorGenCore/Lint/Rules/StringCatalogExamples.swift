/// The YAML catalog that the String Catalog rules' examples translate.
enum StringCatalogExamples {
  static let catalog = LintExample.File(
    path: "Sync.errors.yaml",
    text: """
      errorgen: 1
      domain: com.example.sync
      default_locale: en
      errors:
        offline:
          code: 1
          message: You are offline.
      """)

  /// A String Catalog whose `de` unit of `key` (JSON, quoted) is `unit` (a JSON object).
  static func strings(
    _ unit: String, key: String = #""offline.message""#, extractionState: String = "manual"
  ) -> LintExample.File {
    LintExample.File(
      path: "Sync.errors.xcstrings",
      text: """
        {
          "sourceLanguage" : "en",
          "strings" : {
            \(key) : {
              "extractionState" : "\(extractionState)",
              "localizations" : {
                "de" : {
                  "stringUnit" : \(unit)
                }
              }
            }
          },
          "version" : "1.0"
        }

        """)
  }
}
