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
        """),
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
              de-CH: Die Datei konnte nicht gespeichert werden.
          openFailed:
            code: 2
            message: { en: Could not open the file., de: Die Datei konnte nicht geöffnet werden. }
        """),
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    let locales = catalog.locales.dropFirst().filter(InvalidLocaleRule.isLocaleIdentifier)
    guard !locales.isEmpty else { return [] }
    // Where each locale is first used, found in one walk over every text once a text lacks
    // one: a walk per locale would cost locales times texts (a hostile catalog has thousands
    // of each).
    var firstUses: [String: SourceLocation]?
    func firstUse(of locale: String) -> SourceLocation? {
      if let firstUses { return firstUses[locale] }
      var found: [String: SourceLocation] = [:]
      catalog.forEachText { text in
        for position in text.translations.indices
        where found[text.translations[position].locale.value] == nil {
          found[text.translations[position].locale.value] =
            text.translations[position].locale.location
        }
      }
      firstUses = found
      return found[locale]
    }
    // Looked up for each translation of each text: past a few locales, a set.
    let catalogLocales = locales.count > Suggestion.maxListed ? Set(locales) : nil
    var diagnostics: [Diagnostic] = []
    catalog.forEachOwnedText { owned in
      let translations = owned.text.translations
      // A locale is there when the text has a locale it resolves to at run time
      // (`LocaleMatching`, LOCALIZATION.md §3): a text with `de` does not miss `de-AT`.
      var textLocales: [String]?
      func isMissing(_ locale: String) -> Bool {
        guard !translations.contains(where: { $0.locale.value == locale }) else { return false }
        if textLocales == nil { textLocales = Array(Set(translations.map(\.locale.value))) }
        return LocaleMatching.match(locale, in: textLocales ?? []) == nil
      }
      let missing: [String]
      let count: Int
      if let catalogLocales {
        // The text's translations in the catalog's locales, each once: the others are missing.
        // Only the first missing ones are named, so a text costs its translations, not every
        // locale of the catalog.
        var present = Set<String>()
        for position in translations.indices
        where catalogLocales.contains(translations[position].locale.value) {
          present.insert(translations[position].locale.value)
        }
        count = locales.count - present.count
        guard count > 0 else { return }
        var named: [String] = []
        for locale in locales where !present.contains(locale) {
          named.append(locale)
          if named.count == Suggestion.maxListed { break }
        }
        missing = named
      } else {
        // Most texts have every locale: the missing ones are gathered only when one is. (Past
        // a few locales, above, only exact locales count: resolving each would cost locales
        // times texts on a hostile catalog.)
        guard locales.contains(where: isMissing) else { return }
        missing = locales.filter(isMissing)
        count = missing.count
      }
      guard let first = missing.first else { return }
      let notes =
        firstUse(of: first).map {
          [Diagnostic.Note(message: usedHere(first), file: catalog.file, location: $0)]
        } ?? []
      diagnostics.append(
        diagnostic(
          lacks(missing, owned.owner, of: count), file: catalog.file, at: owned.text.location,
          notes: notes))
    }
    return diagnostics
  }

  // MARK: Messages

  /// The message for a text that lacks `locales`, the first of `count` missing locales (all of
  /// them, unless there are more than `Suggestion.maxListed`).
  static func lacks(_ locales: [String], _ owner: String, of count: Int? = nil) -> String {
    let count = count ?? locales.count
    guard count <= Suggestion.maxListed else {
      return "the \(owner) has no text in \(count) locales that the catalog uses elsewhere, "
        + "such as \(Suggestion.list(Array(locales.prefix(Suggestion.maxListed)))); "
        + "add a translation in each"
    }
    return "the \(owner) has no \(Suggestion.list(locales)) text, though the catalog uses "
      + (locales.count == 1 ? "that locale" : "those locales") + " elsewhere; add "
      + locales.map { "'\($0): ...'" }.joined(separator: ", ")
  }

  static func usedHere(_ locale: String) -> String {
    "'\(locale)' is first used here"
  }
}
