/// `placeholder_mismatch`: translations of one text that show different params, so users of
/// one language see information that others do not.
public enum PlaceholderMismatchRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "placeholder_mismatch",
    severity: .error,
    summary:
      "Translations of one text use different placeholders; every translation must use the same set.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          notFound:
            code: 1
            params:
              fileName: String
            message:
              en: The file {fileName} was not found.
              de: ↓Die Datei wurde nicht gefunden.
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          notFound:
            code: 1
            params:
              fileName: String
              folder: String
            message:
              en: The file {fileName} was not found in {folder}.
              de: In {folder} wurde die Datei {fileName} nicht gefunden.
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    catalog.forEachOwnedText(withBracesOnly: true) { owned in
      let translations = owned.text.translations
      guard !translations.isEmpty else { return }
      // By index: translations are compared in place, not copied (most texts pass).
      let defaultLocale = catalog.defaultLocale.value
      let referenceIndex =
        translations.indices.first { translations[$0].locale.value == defaultLocale }
        ?? translations.startIndex
      let reference = translations[referenceIndex]
      for position in translations.indices where position != referenceIndex {
        guard translations[position].locale != reference.locale,
          !translations[position].hasSamePlaceholderNames(as: reference)
        else { continue }
        let translation = translations[position]
        diagnostics.append(
          diagnostic(
            mismatch(translation, reference, owned.owner), file: catalog.file,
            at: translation.location,
            notes: [
              Diagnostic.Note(
                message: referenceHere(reference.locale.value), file: catalog.file,
                location: reference.location)
            ]))
      }
    }
    return diagnostics
  }

  // MARK: Messages

  static func mismatch(_ translation: Translation, _ reference: Translation, _ owner: String)
    -> String
  {
    let mine = Set(translation.distinctPlaceholderNames)
    let theirs = Set(reference.distinctPlaceholderNames)
    var parts: [String] = []
    let missing = theirs.subtracting(mine).sorted()
    let extra = mine.subtracting(theirs).sorted()
    // The first of many: a hostile text has thousands, in each of its translations.
    if !missing.isEmpty { parts.append("add " + Suggestion.joined(missing.lazy.map { "{\($0)}" })) }
    if !extra.isEmpty { parts.append("remove " + Suggestion.joined(extra.lazy.map { "{\($0)}" })) }
    return "the '\(translation.locale.value)' \(owner) uses other placeholders than the "
      + "'\(reference.locale.value)' one; \(parts.joined(separator: " and "))"
  }

  static func referenceHere(_ locale: String) -> String {
    "the '\(locale)' text is here"
  }
}
