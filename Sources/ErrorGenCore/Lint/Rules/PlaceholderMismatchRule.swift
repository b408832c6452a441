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
      if owned.text.hasPluralVariants {
        // Without a param to choose by, invalid_plural says what to fix; which placeholder a
        // variant may leave out is not known until then.
        if owned.pluralParam != nil { diagnostics += variantMismatches(owned, catalog) }
        return
      }
      // By index: translations are compared in place, not copied (most texts pass).
      let defaultLocale = catalog.defaultLocale.value
      let referenceIndex =
        translations.indices.first { translations[$0].locale.value == defaultLocale }
        ?? translations.startIndex
      let reference = translations[referenceIndex]
      // A name that is no param is unknown_placeholder's to report, with the name to write:
      // a translation that has one (the reference included) is compared once it is fixed, so
      // that no advice here says to copy the typo or contradicts "did you mean".
      let params = ParamNames(owned.params)
      guard reference.namesOnly(params, or: owned.droppedParams) else { return }
      // Made once for the text, when a translation with many placeholders is compared or one
      // is reported: a hostile text has thousands of translations, and a reference with
      // thousands of placeholders.
      var names: ReferenceNames?
      func referenceNames() -> ReferenceNames {
        if let names { return names }
        let made = ReferenceNames(reference)
        names = made
        return made
      }
      for position in translations.indices where position != referenceIndex {
        guard translations[position].locale != reference.locale else { continue }
        let same =
          translations[position].hasManySegments || reference.hasManySegments
          ? Set(translations[position].distinctPlaceholderNames) == referenceNames().set
          : translations[position].hasSamePlaceholderNames(as: reference)
        guard !same, translations[position].namesOnly(params, or: owned.droppedParams) else {
          continue
        }
        let translation = translations[position]
        diagnostics.append(
          diagnostic(
            mismatch(translation, referenceNames(), reference.locale.value, owned.owner),
            file: translation.file ?? catalog.file,
            at: translation.location,
            notes: [
              Diagnostic.Note(
                message: referenceHere(reference.locale.value),
                file: reference.file ?? catalog.file,
                location: reference.location)
            ]))
      }
    }
    return diagnostics
  }

  /// A text with plural variants: every variant of every locale is compared with the first
  /// default-locale one, leaving out the plural param, which a variant may omit ("One item").
  private static func variantMismatches(_ owned: OwnedText, _ catalog: Catalog) -> [Diagnostic] {
    let translations = owned.text.translations
    let defaultLocale = catalog.defaultLocale.value
    guard
      let referenceIndex = translations.indices.first(where: {
        translations[$0].locale.value == defaultLocale
      }) ?? translations.indices.first
    else { return [] }
    let reference = translations[referenceIndex]
    let params = ParamNames(owned.params)
    // As for a text without variants: unknown names are unknown_placeholder's.
    guard reference.namesOnly(params, or: owned.droppedParams) else { return [] }
    func names(_ translation: Translation) -> Set<String> {
      var names = Set(translation.distinctPlaceholderNames)
      if let plural = owned.pluralParam { names.remove(plural) }
      return names
    }
    let referenceSet = names(reference)
    var diagnostics: [Diagnostic] = []
    for position in translations.indices where position != referenceIndex {
      let translation = translations[position]
      guard names(translation) != referenceSet,
        translation.namesOnly(params, or: owned.droppedParams)
      else { continue }
      diagnostics.append(
        diagnostic(
          mismatch(translation, reference, owned.owner), file: translation.file ?? catalog.file,
          at: translation.location,
          notes: [
            Diagnostic.Note(
              message: referenceHere(reference.locale.value), file: reference.file ?? catalog.file,
              location: reference.location)
          ]))
    }
    return diagnostics
  }

  // MARK: Messages

  /// The placeholder names of the translation the others of a text are compared with.
  struct ReferenceNames {
    let set: Set<String>
    let sorted: [String]

    init(_ reference: Translation) {
      let names = reference.distinctPlaceholderNames
      set = Set(names)
      sorted = names.sorted()
    }
  }

  static func mismatch(_ translation: Translation, _ reference: Translation, _ owner: String)
    -> String
  {
    mismatch(translation, ReferenceNames(reference), reference.locale.value, owner)
  }

  /// The message for `translation`, whose names are not `reference`'s, those of the
  /// translation in `locale`. It names the first few of each list (a hostile text has
  /// thousands of placeholders in each of its translations), found in the time the
  /// translation's own names take, not the reference's.
  static func mismatch(
    _ translation: Translation, _ reference: ReferenceNames, _ locale: String, _ owner: String
  ) -> String {
    let mine = Set(translation.distinctPlaceholderNames)
    var missing: [String] = []
    for name in reference.sorted where !mine.contains(name) {
      missing.append("{\(name)}")
      if missing.count == Suggestion.maxListed { break }
    }
    let missingCount = reference.set.count - mine.filter(reference.set.contains).count
    let extra = mine.filter { !reference.set.contains($0) }.sorted()
    var parts: [String] = []
    if !missing.isEmpty { parts.append("add " + Suggestion.joined(missing, of: missingCount)) }
    if !extra.isEmpty { parts.append("remove " + Suggestion.joined(extra.lazy.map { "{\($0)}" })) }
    return "the '\(translation.locale.value)' \(owner) uses other placeholders than the "
      + "'\(locale)' one; \(parts.joined(separator: " and "))"
  }

  static func referenceHere(_ locale: String) -> String {
    "the '\(locale)' text is here"
  }
}
