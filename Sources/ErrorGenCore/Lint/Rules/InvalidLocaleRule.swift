/// `invalid_locale`: a locale key or `default_locale` that is not a locale identifier, so no
/// user's language would ever match it, or a locale spelled two ways (`de` and `DE`), so that
/// the texts of one spelling are never chosen.
public enum InvalidLocaleRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "invalid_locale",
    severity: .error,
    summary:
      "Locales must be identifiers such as `en`, `de`, `pt-BR` or `zh-Hans`: a language code, "
      + "then an optional script and region, spelled the same way throughout the catalog.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        default_locale: ↓english
        errors:
          failed: { code: 1, message: Could not save the file. }
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed:
            code: 1
            message:
              en: Could not save the file.
              ↓de_DE_x: Die Datei konnte nicht gespeichert werden.
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed:
            code: 1
            message: { en: Could not save the file., de: Die Datei wurde nicht gespeichert. }
          lost:
            code: 2
            message: { en: The file was lost., ↓DE: Die Datei ging verloren. }
          moved:
            code: 3
            message: { en: The file was moved., en_us: The file was moved (US)., ↓en-US: Moved. }
        """),
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          failed:
            code: 1
            message:
              en: Could not save the file.
              pt-BR: Não foi possível salvar o arquivo.
              zh-Hans: 无法保存文件。
              es_419: No se pudo guardar el archivo.
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    if !isLocaleIdentifier(catalog.defaultLocale.value) {
      diagnostics.append(
        diagnostic(
          notALocale(catalog.defaultLocale.value), file: catalog.file,
          at: catalog.defaultLocale.location))
    }
    // The first spelling of each locale, by its key (`DE` and `de`, `es_419` and `es-419` are
    // one locale to the runtime), and the bytes of every spelling seen: a hostile catalog
    // spells one locale in thousands of ways, each compared with those before in a list.
    var spellings: [String: Located<String>] = [:]
    var seen = Set<[UInt8]>()
    func spelled(_ locale: Located<String>) {
      guard seen.insert(Array(locale.value.utf8)).inserted else { return }
      let key = normalized(locale.value)
      guard let first = spellings[key] else {
        spellings[key] = locale
        return
      }
      diagnostics.append(
        diagnostic(
          spelledDifferently(locale.value, first.value), file: catalog.file,
          at: locale.location,
          notes: [
            Diagnostic.Note(
              message: spelledHere(first.value), file: catalog.file, location: first.location)
          ]))
    }
    spelled(catalog.defaultLocale)
    // Catalogs use a few locales many times: each is checked once. The cache compares bytes,
    // not canonical equivalence, since the check reads scalars.
    var checked: [(locale: String, isValid: Bool)] = []
    func isValid(_ locale: Located<String>) -> Bool {
      if let known = checked.first(where: { $0.locale.hasSameUTF8(as: locale.value) }) {
        return known.isValid
      }
      let valid = isLocaleIdentifier(locale.value)
      spelled(locale)
      if checked.count < 16 { checked.append((locale.value, valid)) }
      return valid
    }
    let defaultLocale = catalog.defaultLocale.value
    catalog.forEachText { text in
      // A plain string takes the default locale, which is reported once, above. By index: the
      // locale is read in place, not with a copy of the whole translation.
      for position in text.translations.indices {
        let locale = text.translations[position].locale
        guard locale.value != defaultLocale, !isValid(locale) else { continue }
        diagnostics.append(
          diagnostic(notALocale(locale.value), file: catalog.file, at: locale.location))
      }
    }
    return diagnostics
  }

  /// The locale as the runtime compares it: case does not matter, and `_` is `-`.
  static func normalized(_ locale: String) -> String {
    String(
      String.UnicodeScalarView(
        locale.unicodeScalars.map {
          $0 == "_" ? "-" : $0.properties.lowercaseMapping.unicodeScalars.first ?? $0
        }))
  }

  /// Whether `text` is `language[-Script][-REGION]` with `-` or `_` between the parts:
  /// a 2–3 letter language, a 4 letter script, a 2 letter or 3 digit region.
  static func isLocaleIdentifier(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
      .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
    guard let language = parts.first, (2...3).contains(language.count), isLetters(language)
    else { return false }
    var rest = parts.dropFirst()
    if let script = rest.first, script.count == 4, isLetters(script) { rest = rest.dropFirst() }
    if let region = rest.first,
      (region.count == 2 && isLetters(region))
        || (region.count == 3 && region.unicodeScalars.allSatisfy { ("0"..."9").contains($0) })
    {
      rest = rest.dropFirst()
    }
    return rest.isEmpty
  }

  private static func isLetters(_ part: Substring) -> Bool {
    part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
  }

  // MARK: Messages

  static func spelledDifferently(_ text: String, _ first: String) -> String {
    "locale '\(text)' is the locale written '\(first)' elsewhere in the catalog; write it the "
      + "same way everywhere, or its texts are not found"
  }

  static func spelledHere(_ first: String) -> String {
    "'\(first)' is written here first"
  }

  static func notALocale(_ text: String) -> String {
    let known = [
      "english": "en", "german": "de", "deutsch": "de", "french": "fr", "spanish": "es",
      "italian": "it", "japanese": "ja", "chinese": "zh-Hans", "portuguese": "pt",
    ]
    if let code = known[text.lowercased()] {
      return "'\(text)' is not a locale identifier; write '\(code)'"
    }
    return "'\(text)' is not a locale identifier; write a language code with an optional script "
      + "and region, such as 'en', 'pt-BR' or 'zh-Hans'"
  }
}
