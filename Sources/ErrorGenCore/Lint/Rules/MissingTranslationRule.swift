/// `missing_translation`: a text that lacks a language the catalog speaks elsewhere, so users of
/// that language see a mix of their language and the default one.
public enum MissingTranslationRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "missing_translation",
    severity: .warning,
    summary: "A text lacks a locale that other texts of the catalog have.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          saveFailed:
            code: 1
            message:
              en: Could not save the file.
              de: Die Datei konnte nicht gespeichert werden.
          openFailed:
            code: 2
            message: ↓Could not open the file.
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          saveFailed:
            code: 1
            message:
              en: Could not save the file.
              de: Die Datei konnte nicht gespeichert werden.
          openFailed:
            code: 2
            message: { en: Could not open the file., de: Die Datei konnte nicht geöffnet werden. }
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    let locales = catalog.locales.dropFirst().filter(InvalidLocaleRule.isLocaleIdentifier)
    guard !locales.isEmpty else { return [] }
    // Counted by the decoder: no walk over every text when none lacks a locale.
    if catalog.everyTextHasTranslations(in: locales) == true { return [] }
    /// Where each locale is first used, found only for a locale that some text lacks.
    var firstUses: [String: SourceLocation?] = [:]
    func firstUse(of locale: String) -> SourceLocation? {
      if let known = firstUses[locale] { return known }
      var found: SourceLocation?
      catalog.forEachText { text in
        guard found == nil,
          let translation = text.translations.first(where: { $0.locale.value == locale })
        else { return }
        found = translation.locale.location
      }
      firstUses[locale] = found
      return found
    }
    var diagnostics: [Diagnostic] = []
    catalog.forEachOwnedText { owned in
      let translations = owned.text.translations
      func isMissing(_ locale: String) -> Bool {
        !translations.contains { $0.locale.value == locale }
      }
      // Most texts have every locale: the missing ones are gathered only when one is.
      guard locales.contains(where: isMissing) else { return }
      let missing = locales.filter(isMissing)
      guard let first = missing.first else { return }
      let notes =
        firstUse(of: first).map {
          [Diagnostic.Note(message: usedHere(first), file: catalog.file, location: $0)]
        } ?? []
      diagnostics.append(
        diagnostic(
          lacks(missing, owned.owner), file: catalog.file, at: owned.text.location, notes: notes))
    }
    return diagnostics
  }

  // MARK: Messages

  static func lacks(_ locales: [String], _ owner: String) -> String {
    "the \(owner) has no \(Suggestion.list(locales)) text, though the catalog uses "
      + (locales.count == 1 ? "that locale" : "those locales") + " elsewhere; add "
      + locales.map { "'\($0): ...'" }.joined(separator: ", ")
  }

  static func usedHere(_ locale: String) -> String {
    "'\(locale)' is first used here"
  }
}
