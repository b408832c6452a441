/// `errorgen strings status`: per catalog and locale, how many texts are translated, need
/// review, are missing, and how many stale keys still hold values (LOCALIZATION.md §2).
public enum StringCatalogStatus {
  /// One catalog's counts in one locale.
  public struct Row: Hashable, Sendable {
    public var catalog: String
    public var locale: String
    public var translated = 0
    public var needsReview = 0
    public var missing = 0
    public var stale = 0

    mutating func count(_ state: TextState) {
      switch state {
      case .translated: translated += 1
      case .needsReview: needsReview += 1
      case .missing: missing += 1
      }
    }

    /// The row as `{"catalog", "locale", "translated", "needsReview", "missing", "stale"}`.
    public var json: JSONNode {
      .makeObject([
        ("catalog", .string(catalog)), ("locale", .string(locale)),
        ("translated", .number(String(translated))), ("needsReview", .number(String(needsReview))),
        ("missing", .number(String(missing))), ("stale", .number(String(stale))),
      ])
    }
  }

  /// The rows of `catalog` (given as `path`), with the String Catalog beside it, if any: the
  /// default locale first, then every other locale of the catalog or the String Catalog,
  /// sorted. A text counts once per locale; `new` and empty values count as missing.
  ///
  /// A `required` locale spelled like one of those (`DE`, `de_AT` for `de-AT`) is that row. Any
  /// other gets a row of its own, in which each text counts as the locale it resolves to at run
  /// time (`LocaleMatching`, LOCALIZATION.md §3): with `de` translated, `de-AT` misses nothing.
  public static func rows(
    _ catalog: Catalog, strings: StringCatalog?, path: String, required: [String] = []
  ) -> [Row] {
    let defaultLocale = catalog.defaultLocale.value
    var locales = Set(catalog.locales)
    for entry in strings?.entries ?? [] {
      for localization in entry.localizations { locales.insert(localization.locale.value) }
    }
    locales.remove(defaultLocale)
    let spelled = Set((locales.union([defaultLocale])).map(LocaleMatching.normalized))
    var resolved = Set<String>()
    for locale in required.map(canonical)
    where !spelled.contains(LocaleMatching.normalized(locale)) {
      resolved.insert(locale)
    }
    let ordered = [defaultLocale] + locales.union(resolved).sorted(by: JSONWriter.codePointOrder)
    var rows = ordered.map { Row(catalog: path, locale: $0) }
    var entries: [String: StringCatalog.Entry] = [:]
    for entry in strings?.entries ?? [] { entries[entry.key.value] = entry }
    var current: Set<String> = []
    for (key, place) in StringCatalogMerger.keys(of: catalog) {
      guard current.insert(key).inserted,
        let text = StringCatalogMerger.text(at: place, in: catalog)
      else { continue }
      let entry = entries[key]
      var present: [(locale: String, state: TextState)] = []
      for index in rows.indices where !resolved.contains(rows[index].locale) {
        let locale = rows[index].locale
        let state = self.state(of: text, in: locale, entry: entry, defaultLocale: defaultLocale)
        if state != .missing { present.append((locale, state)) }
        rows[index].count(state)
      }
      for index in rows.indices where resolved.contains(rows[index].locale) {
        // The locale the text is shown in, as the generated code chooses.
        let target = LocaleMatching.match(rows[index].locale, in: present.map(\.locale))
        rows[index].count(present.first { $0.locale == target }?.state ?? .missing)
      }
    }
    for entry in strings?.entries ?? [] where entry.isStale || !current.contains(entry.key.value) {
      for index in rows.indices {
        let units =
          entry.localizations.first { $0.locale.value == rows[index].locale }?.units ?? []
        if units.contains(where: { !$0.value.value.isEmpty }) { rows[index].stale += 1 }
      }
    }
    return rows
  }

  /// Whether a row of `rows` for one of `required` misses a text (what fails `--require`);
  /// locales are compared as `rows` matched them, in any case and with `_` or `-`.
  public static func missesRequired(_ rows: [Row], required: [String]) -> Bool {
    let wanted = Set(required.map(LocaleMatching.normalized))
    return rows.contains { wanted.contains(LocaleMatching.normalized($0.locale)) && $0.missing > 0 }
  }

  /// How one text stands in one locale.
  enum TextState { case translated, needsReview, missing }

  /// The state of `text` in `locale`, from its inline translations and the String Catalog's
  /// units of its key.
  static func state(
    of text: LocalizedText, in locale: String, entry: StringCatalog.Entry?, defaultLocale: String
  ) -> TextState {
    let units = entry?.localizations.first { $0.locale.value == locale }?.units ?? []
    let needsReview = units.contains { $0.state.value == "needs_review" && $0.isCompiled }
    if locale == defaultLocale || text.translations.contains(where: { $0.locale.value == locale }) {
      // The YAML's value: inline translations are compiled in.
      return needsReview ? .needsReview : .translated
    }
    if needsReview { return .needsReview }
    return units.contains(where: \.isCompiled) ? .translated : .missing
  }

  /// `de_at` as `de-AT`: the language lowercased, a script capitalized, a region uppercased.
  static func canonical(_ locale: String) -> String {
    LocaleMatching.normalized(locale).split(separator: "-", omittingEmptySubsequences: false)
      .enumerated().map { index, part in
        if index == 0 { return String(part) }
        if part.count == 4 && part.allSatisfy(\.isLetter) {
          return part.prefix(1).uppercased() + part.dropFirst()
        }
        return part.count == 2 || (part.count == 3 && part.allSatisfy(\.isNumber))
          ? part.uppercased() : String(part)
      }.joined(separator: "-")
  }

  /// `Network.errors.yaml  de  40 translated, 2 needs review, 3 missing, 1 stale`.
  public static func text(_ rows: [Row]) -> String {
    rows.map {
      "\($0.catalog)  \($0.locale)  \($0.translated) translated, \($0.needsReview) needs review, "
        + "\($0.missing) missing, \($0.stale) stale\n"
    }.joined()
  }

  /// The rows as one JSON array, keys in the contract's order.
  public static func json(_ rows: [Row]) -> [UInt8] {
    JSONWriter.bytes(.array(rows.map { Located($0.json, at: .start) }), sortKeys: false)
  }
}
