/// `errorgen strings sync`: creates or updates the String Catalog of a catalog
/// (LOCALIZATION.md §2). It edits the String Catalog's JSON tree, so that whatever errorgen
/// does not read (device variations, substitutions, keys a tool added) is kept as it is.
public enum StringCatalogSync {
  /// The String Catalog's new bytes, or nil and the problems when the existing one cannot be
  /// read. `existing` is the current file's bytes, nil when there is none. The caller writes
  /// the bytes only when they differ, so an unchanged catalog changes no byte.
  public static func sync(
    _ catalog: Catalog, existing: [UInt8]?, file: String, prune: Bool = false
  ) -> (bytes: [UInt8]?, diagnostics: [Diagnostic]) {
    var root = JSONNode.makeObject([])
    if let existing {
      let (decoded, problems) = StringCatalog.decode(existing, file: file)
      guard decoded != nil, case .success(let tree) = JSONReader.read(existing) else {
        return (nil, problems)
      }
      root = tree.value
    }
    let defaultLocale = catalog.defaultLocale.value
    root.set("sourceLanguage", .string(defaultLocale))
    if root["version"] == nil { root.set("version", .string("1.0")) }
    var strings = root["strings"] ?? .makeObject([])
    var current: Set<String> = []
    for (key, place) in StringCatalogMerger.keys(of: catalog) {
      guard current.insert(key).inserted,
        let text = StringCatalogMerger.text(at: place, in: catalog)
      else { continue }
      var entry = strings[key] ?? .makeObject([])
      entry.set("comment", .string(comment(for: place, in: catalog)))
      entry.set("extractionState", .string("manual"))
      var localizations = entry["localizations"] ?? .makeObject([])
      let source = value(of: text.translations.filter { $0.locale.value == defaultLocale })
      if let source {
        let old = localizations[defaultLocale]
        // Values only: a unit's state (Xcode may write `new` for the source) is no change of
        // the text.
        if let old, values(of: old) != values(of: source) {
          // The source text changed: every translation of it needs a look.
          for locale in localizations.keys where locale != defaultLocale {
            if var localization = localizations[locale] {
              markNeedsReview(&localization)
              localizations.set(locale, localization)
            }
          }
        }
        localizations.set(defaultLocale, source)
      }
      // Inline translations are copied where the String Catalog has no value; one it has is
      // never overwritten.
      var locales: [String] = []
      for translation in text.translations where translation.locale.value != defaultLocale {
        if !locales.contains(translation.locale.value) { locales.append(translation.locale.value) }
      }
      for locale in locales where !hasValue(localizations[locale]) {
        let inline = text.translations.filter { $0.locale.value == locale }
        // What a String Catalog refuses (control and bidirectional-override characters) stays
        // inline, where the YAML rules check it.
        guard
          !inline.contains(where: {
            $0.text.unicodeScalars.contains(where: StringCatalogDecoder.isUnsafe)
          })
        else { continue }
        if let inline = value(of: inline) {
          localizations.set(locale, inline)
        }
      }
      entry.set("localizations", localizations)
      strings.set(key, entry)
    }
    for key in strings.keys where !current.contains(key) {
      if prune {
        strings.set(key, nil)
      } else if var entry = strings[key] {
        entry.set("extractionState", .string("stale"))
        strings.set(key, entry)
      }
    }
    root.set("strings", strings)
    return (JSONWriter.bytes(root), [])
  }

  /// A locale's value: a `stringUnit`, or `variations.plural` for plural variants; state
  /// `translated`.
  static func value(of translations: [Translation]) -> JSONNode? {
    guard let first = translations.first else { return nil }
    func unit(_ text: String) -> JSONNode {
      .makeObject([
        ("stringUnit", .makeObject([("state", .string("translated")), ("value", .string(text))]))
      ])
    }
    guard first.category != nil else { return unit(first.text) }
    var variants: [(String, JSONNode)] = []
    for translation in translations {
      guard let category = translation.category?.value,
        !variants.contains(where: { $0.0 == category })
      else { continue }
      variants.append((category, unit(translation.text)))
    }
    return .makeObject([("variations", .makeObject([("plural", .makeObject(variants))]))])
  }

  /// A localization's texts: its unit's value under "", or each plural variant's by category.
  static func values(of localization: JSONNode) -> [String: String] {
    var values: [String: String] = [:]
    if let value = localization["stringUnit"]?["value"]?.stringValue { values[""] = value }
    if let plural = localization["variations"]?["plural"] {
      for category in plural.keys {
        values[category] = plural[category]?["stringUnit"]?["value"]?.stringValue
      }
    }
    return values
  }

  /// Whether a localization holds a value: a unit, or a plural variant, that is not empty.
  static func hasValue(_ localization: JSONNode?) -> Bool {
    guard let localization else { return false }
    if let value = localization["stringUnit"]?["value"]?.stringValue, !value.isEmpty {
      return true
    }
    guard let plural = localization["variations"]?["plural"] else { return false }
    return plural.keys.contains {
      !(plural[$0]?["stringUnit"]?["value"]?.stringValue ?? "").isEmpty
    }
  }

  /// Marks each unit of a localization that holds a value `needs_review`.
  static func markNeedsReview(_ localization: inout JSONNode) {
    func mark(_ holder: inout JSONNode) {
      guard var unit = holder["stringUnit"],
        !(unit["value"]?.stringValue ?? "").isEmpty
      else { return }
      unit.set("state", .string("needs_review"))
      holder.set("stringUnit", unit)
    }
    mark(&localization)
    guard var variations = localization["variations"], var plural = variations["plural"]
    else { return }
    for category in plural.keys {
      guard var variant = plural[category] else { continue }
      mark(&variant)
      plural.set(category, variant)
    }
    variations.set("plural", plural)
    localization.set("variations", variations)
  }

  /// The comment for translators: the case's doc and its params with their types, sensitive
  /// ones marked; for a label, the option's doc.
  static func comment(for place: StringCatalogMerger.TextPlace, in catalog: Catalog) -> String {
    switch place {
    case .caseText(let index, let part):
      let errorCase = catalog.cases[index]
      var parts: [String] = []
      parts.append(
        "The \(part) of error '\(errorCase.name.value)'"
          + (errorCase.doc.map { ": " + $0 } ?? "."))
      if !errorCase.params.isEmpty {
        let params = errorCase.params.map { param in
          "{\(param.name.value)} (\(param.type.value)\(param.sensitive ? ", sensitive" : ""))"
        }
        parts.append("Placeholders: " + params.joined(separator: ", ") + ".")
      }
      if errorCase.message.hasPluralVariants || errorCase.reason?.hasPluralVariants == true
        || errorCase.suggestion?.hasPluralVariants == true,
        let plural = errorCase.pluralParamName
      {
        parts.append("Plural variants are chosen by {\(plural)}.")
      }
      return parts.joined(separator: " ")
    case .label(let index):
      let option = catalog.recoveryOptions[index]
      return "The button label of recovery option '\(option.name.value)'"
        + (option.doc.map { ": " + $0 } ?? ".")
    }
  }
}
