/// Adds a String Catalog's translations to the catalog beside it, so that every text rule sees
/// them and the generator compiles them in (LOCALIZATION.md §2, "What generate and lint do").
public enum StringCatalogMerger {
  /// The key of each text of `catalog` and where the text is: `<case>.message`,
  /// `<case>.reason`, `<case>.suggestion`, `option.<name>.label`.
  public enum TextPlace: Hashable, Sendable {
    case caseText(index: Int, part: String)
    case label(index: Int)
  }

  /// Every text's key, in catalog order.
  public static func keys(of catalog: Catalog) -> [(key: String, place: TextPlace)] {
    var keys: [(String, TextPlace)] = []
    for (index, errorCase) in catalog.cases.enumerated() {
      let name = errorCase.name.value
      keys.append((name + ".message", .caseText(index: index, part: "message")))
      if errorCase.reason != nil {
        keys.append((name + ".reason", .caseText(index: index, part: "reason")))
      }
      if errorCase.suggestion != nil {
        keys.append((name + ".suggestion", .caseText(index: index, part: "suggestion")))
      }
    }
    for (index, option) in catalog.recoveryOptions.enumerated() {
      keys.append(("option." + option.name.value + ".label", .label(index: index)))
    }
    return keys
  }

  /// The text at `place`.
  public static func text(at place: TextPlace, in catalog: Catalog) -> LocalizedText? {
    switch place {
    case .caseText(let index, let part):
      let errorCase = catalog.cases[index]
      switch part {
      case "message": return errorCase.message
      case "reason": return errorCase.reason
      default: return errorCase.suggestion
      }
    case .label(let index):
      return catalog.recoveryOptions[index].label
    }
  }

  private static func update(
    _ place: TextPlace, in catalog: inout Catalog, _ change: (inout LocalizedText) -> Void
  ) {
    switch place {
    case .caseText(let index, let part):
      switch part {
      case "message": change(&catalog.cases[index].message)
      case "reason": if catalog.cases[index].reason != nil { change(&catalog.cases[index].reason!) }
      default:
        if catalog.cases[index].suggestion != nil { change(&catalog.cases[index].suggestion!) }
      }
    case .label(let index):
      change(&catalog.recoveryOptions[index].label)
    }
  }

  /// Merges `strings` into `catalog`: each compiled value (`translated` or `needs_review`, not
  /// empty) of a locale other than the default one becomes a translation located in the String
  /// Catalog. An equal inline translation is kept; a different one is an error at both places.
  public static func merge(_ strings: StringCatalog, into catalog: inout Catalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let file = strings.file
    let defaultLocale = catalog.defaultLocale.value
    if let source = strings.sourceLanguage, source.value != defaultLocale {
      diagnostics.append(
        Diagnostic(
          .error, rule: .invalidStringCatalog,
          message: "the String Catalog's sourceLanguage is '\(source.value)', but the catalog's "
            + "default_locale is '\(defaultLocale)'; they must be the same",
          file: file, location: source.location))
    }
    var places: [String: TextPlace] = [:]
    for (key, place) in keys(of: catalog) where places[key] == nil { places[key] = place }
    for entry in strings.entries where !entry.isStale {
      guard let place = places[entry.key.value] else {
        // What sync marks stale: a warning, so that deleting a case does not break builds.
        diagnostics.append(
          UnknownStringKeyRule.diagnostic(
            UnknownStringKeyRule.message(entry.key.value), file: file, at: entry.key.location))
        continue
      }
      for localization in entry.localizations where localization.locale.value != defaultLocale {
        for unit in localization.units where unit.isCompiled && unit.state.value == "needs_review" {
          diagnostics.append(
            NeedsReviewRule.diagnostic(
              NeedsReviewRule.message(localization.locale.value, entry.key.value), file: file,
              at: unit.state.location))
        }
        let compiled = compiledUnits(localization)
        guard !compiled.isEmpty else { continue }
        let added = compiled.map { unit in
          Translation(
            locale: localization.locale, text: unit.value.value, location: unit.value.location,
            category: unit.category, file: file)
        }
        guard let text = text(at: place, in: catalog) else { continue }
        let inline = text.translations.filter { $0.locale.value == localization.locale.value }
        if !inline.isEmpty {
          if !sameValue(inline, added), let first = firstDifference(added, from: inline),
            let yaml = inline.first
          {
            diagnostics.append(
              TranslationConflictRule.diagnostic(
                TranslationConflictRule.message(localization.locale.value, entry.key.value),
                file: file, at: first.location,
                notes: [
                  Diagnostic.Note(
                    message: TranslationConflictRule.inlineHere, file: catalog.file,
                    location: yaml.location)
                ]))
          }
          continue
        }
        update(place, in: &catalog) { $0.translations += added }
      }
    }
    return diagnostics
  }

  /// A localization's compiled units: its plural variants when it has any, else its value.
  private static func compiledUnits(_ localization: StringCatalog.Localization)
    -> [StringCatalog.Unit]
  {
    let variants = localization.units.filter { $0.category != nil && $0.isCompiled }
    if !variants.isEmpty { return variants }
    return localization.units.filter { $0.category == nil && $0.isCompiled }.prefix(1).map { $0 }
  }

  /// The first of `added` that `inline` does not have, to point at: the variant that differs.
  private static func firstDifference(_ added: [Translation], from inline: [Translation])
    -> Translation?
  {
    added.first { unit in
      !inline.contains { $0.category?.value == unit.category?.value && $0.text == unit.text }
    } ?? added.first
  }

  /// Whether two values of one locale say the same: the same text for each category.
  private static func sameValue(_ lhs: [Translation], _ rhs: [Translation]) -> Bool {
    func pairs(_ translations: [Translation]) -> Set<String> {
      Set(translations.map { ($0.category?.value ?? "") + "\u{0}" + $0.text })
    }
    return pairs(lhs) == pairs(rhs)
  }
}
