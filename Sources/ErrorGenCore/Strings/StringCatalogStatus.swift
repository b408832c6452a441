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
  public static func rows(
    _ catalog: Catalog, strings: StringCatalog?, path: String, required: [String] = []
  ) -> [Row] {
    let defaultLocale = catalog.defaultLocale.value
    var locales = Set(catalog.locales + required)
    for entry in strings?.entries ?? [] {
      for localization in entry.localizations { locales.insert(localization.locale.value) }
    }
    locales.remove(defaultLocale)
    let ordered = [defaultLocale] + locales.sorted(by: JSONWriter.codePointOrder)
    var rows = ordered.map { Row(catalog: path, locale: $0) }
    var entries: [String: StringCatalog.Entry] = [:]
    for entry in strings?.entries ?? [] { entries[entry.key.value] = entry }
    var current: Set<String> = []
    for (key, place) in StringCatalogMerger.keys(of: catalog) {
      guard current.insert(key).inserted,
        let text = StringCatalogMerger.text(at: place, in: catalog)
      else { continue }
      let entry = entries[key]
      for index in rows.indices {
        let locale = rows[index].locale
        let units =
          entry?.localizations.first { $0.locale.value == locale }?.units ?? []
        if locale == defaultLocale || text.translations.contains(where: { $0.locale.value == locale })
        {
          // The YAML's value: inline translations are compiled in.
          if units.contains(where: { $0.state.value == "needs_review" && $0.isCompiled }) {
            rows[index].needsReview += 1
          } else {
            rows[index].translated += 1
          }
        } else if units.contains(where: { $0.state.value == "needs_review" && $0.isCompiled }) {
          rows[index].needsReview += 1
        } else if units.contains(where: \.isCompiled) {
          rows[index].translated += 1
        } else {
          rows[index].missing += 1
        }
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
