/// `missing_default_text`: a text without the default locale, which is the one every user whose
/// language the catalog lacks falls back to.
public enum MissingDefaultTextRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "missing_default_text",
    severity: .error,
    summary:
      "A text has no translation for `default_locale`, the fallback for every other language.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        default_locale: en
        errors:
          failed:
            code: 1
            message:
              ↓de: Die Datei konnte nicht gespeichert werden.
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        default_locale: de
        errors:
          failed:
            code: 1
            message:
              de: Die Datei konnte nicht gespeichert werden.
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    let locale = catalog.defaultLocale.value
    var diagnostics: [Diagnostic] = []
    catalog.forEachOwnedText { owned in
      guard !owned.text.translations.contains(where: { $0.locale.value == locale }) else { return }
      diagnostics.append(
        diagnostic(missing(locale, owned.owner), file: catalog.file, at: owned.text.location))
    }
    return diagnostics
  }

  // MARK: Messages

  static func missing(_ locale: String, _ owner: String) -> String {
    "the \(owner) has no '\(locale)' text, the default locale; add '\(locale): ...'"
  }
}
