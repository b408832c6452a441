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
    // The file is kept with the place: a locale may first appear in the String Catalog. The
    // walk visits cases before option labels, which the file declares first: the earliest
    // place wins, the catalog's own file before its String Catalog.
    var firstUses: [String: (file: String, location: SourceLocation)]?
    func firstUse(of locale: String) -> (file: String, location: SourceLocation)? {
      if let firstUses { return firstUses[locale] }
      var found: [String: (file: String, location: SourceLocation)] = [:]
      catalog.forEachText { text in
        for translation in text.translations {
          let file = translation.file ?? catalog.file
          let location = translation.locale.location
          if let known = found[translation.locale.value],
            !Self.precedes((file, location), known, catalogFile: catalog.file)
          {
            continue
          }
          found[translation.locale.value] = (file, location)
        }
      }
      firstUses = found
      return found[locale]
    }
    // Looked up for each translation of each text: past a few locales, a set.
    let catalogLocales = locales.count > Suggestion.maxListed ? Set(locales) : nil
    // Each text that lacks a locale, and which it lacks; then one diagnostic per text, except
    // where one locale is missing from many texts of one kind: that is said once, with every
    // place in its notes (the text format shows the first few, json and SARIF all of them).
    var lacking: [(owned: OwnedText, missing: [String], count: Int)] = []
    var totals: [String: Int] = [:]
    catalog.forEachOwnedText { owned in
      totals[owned.part, default: 0] += 1
      let translations = owned.text.translations
      // A locale is there when the text has a locale it resolves to at run time
      // (`LocaleMatching`, LOCALIZATION.md §3): a text with `de` does not miss `de-AT`.
      var textLocales: [String]?
      func isMissing(_ locale: String) -> Bool {
        guard !translations.contains(where: { $0.locale.value == locale }) else { return false }
        if textLocales == nil { textLocales = Array(Set(translations.map(\.locale.value))) }
        return LocaleMatching.match(locale, in: textLocales ?? []) == nil
      }
      if let catalogLocales {
        // The text's translations in the catalog's locales, each once: the others are missing.
        var present = Set<String>()
        for position in translations.indices
        where catalogLocales.contains(translations[position].locale.value) {
          present.insert(translations[position].locale.value)
        }
        let count = locales.count - present.count
        guard count > 0 else { return }
        lacking.append((owned, locales.filter { !present.contains($0) }, count))
      } else {
        // Most texts have every locale: the missing ones are gathered only when one is. (Past
        // a few locales, above, only exact locales count: resolving each would cost locales
        // times texts on a hostile catalog.)
        guard locales.contains(where: isMissing) else { return }
        let missing = locales.filter(isMissing)
        lacking.append((owned, missing, missing.count))
      }
    }
    var byLocaleAndPart: [String: [Int]] = [:]
    for (index, entry) in lacking.enumerated() {
      for locale in entry.missing {
        byLocaleAndPart[locale + "\u{0}" + entry.owned.part, default: []].append(index)
      }
    }
    // Notes are a place per text and locale: past `maxSummarizedLocales` (a hostile catalog),
    // each text is reported on its own, naming the first few locales it lacks.
    let summarized =
      locales.count > Self.maxSummarizedLocales
      ? [:] : byLocaleAndPart.filter { $0.value.count > summaryThreshold }
    var summarizedLocales = Array(repeating: Set<String>(), count: lacking.count)
    var diagnostics: [Diagnostic] = []
    for (key, indices) in summarized {
      let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false)
      let locale = String(parts[0])
      let part = String(parts.count > 1 ? parts[1] : "")
      for index in indices { summarizedLocales[index].insert(locale) }
      let first = lacking[indices[0]].owned
      let notes = indices.map { index in
        Diagnostic.Note(
          message: "the \(lacking[index].owned.owner) has no '\(locale)' text",
          file: catalog.file, location: lacking[index].owned.text.location)
      }
      diagnostics.append(
        diagnostic(
          lacksMany(
            locale, part: part, count: indices.count, of: totals[part] ?? indices.count,
            first: first.owner),
          file: catalog.file, at: first.text.location, notes: notes))
    }
    for (index, entry) in lacking.enumerated() {
      let missing = entry.missing.filter { !summarizedLocales[index].contains($0) }
      guard let first = missing.first else { continue }
      let count = entry.count - (entry.missing.count - missing.count)
      let notes =
        firstUse(of: first).map {
          [Diagnostic.Note(message: usedHere(first), file: $0.file, location: $0.location)]
        } ?? []
      diagnostics.append(
        diagnostic(
          lacks(Array(missing.prefix(Suggestion.maxListed)), entry.owned.owner, of: count),
          file: catalog.file, at: entry.owned.text.location, notes: notes))
    }
    return diagnostics
  }

  /// Whether `place` comes before `other`: a place in the catalog's own file before one in
  /// its String Catalog, else the earlier line and column.
  static func precedes(
    _ place: (file: String, location: SourceLocation),
    _ other: (file: String, location: SourceLocation), catalogFile: String
  ) -> Bool {
    let inCatalog = place.file == catalogFile
    guard inCatalog == (other.file == catalogFile) else { return inCatalog }
    return place.location < other.location
  }

  /// Above this many texts of one kind lacking one locale, they are reported as one problem.
  static let summaryThreshold = 10
  /// The most locales a catalog may have for its missing texts to be summarized by locale.
  static let maxSummarizedLocales = 64

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

  static func lacksMany(_ locale: String, part: String, count: Int, of total: Int, first: String)
    -> String
  {
    "'\(locale)' lacks \(count) of \(total) \(part) texts, the first in the \(first); translate "
      + "them, or waive missing_translation in errorgen.yml"
  }

  static func usedHere(_ locale: String) -> String {
    "'\(locale)' is first used here"
  }
}
