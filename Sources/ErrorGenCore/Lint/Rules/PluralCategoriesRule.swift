/// `plural_categories`: a locale's plural variants that do not match what its CLDR rules select
/// for integers: a missing category leaves some counts with the `other` text (wrong grammar),
/// and an extra one is never shown.
public enum PluralCategoriesRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "plural_categories",
    severity: .warning,
    summary:
      "A locale's plural variants lack a category its CLDR rules select for integers, or have one they never select.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        default_locale: en
        errors:
          itemsNotSynced:
            code: 1
            params:
              count: Int
            message:
              en:
                one: One item could not be synced.
                ↓two: Two items could not be synced.
                other: "{count} items could not be synced."
              ↓ru:
                one: "{count} элемент не удалось синхронизировать."
                other: "{count} элемента не удалось синхронизировать."
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          itemsNotSynced:
            code: 1
            params:
              count: Int
            message:
              en:
                one: One item could not be synced.
                other: "{count} items could not be synced."
              ru:
                one: "{count} элемент не удалось синхронизировать."
                few: "{count} элемента не удалось синхронизировать."
                many: "{count} элементов не удалось синхронизировать."
                other: "{count} элемента не удалось синхронизировать."
              ja: "{count} 件の項目を同期できませんでした。"
              he:
                one: "פריט אחד לא סונכרן."
                two: "שני פריטים לא סונכרנו."
                other: "{count} פריטים לא סונכרנו."
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    catalog.forEachOwnedText { owned in
      guard owned.text.hasPluralVariants else { return }
      var order: [(locale: Located<String>, file: String?)] = []
      var present: [String: Set<String>] = [:]
      for translation in owned.text.translations {
        guard let category = translation.category else { continue }
        let locale = translation.locale.value
        if present[locale] == nil { order.append((translation.locale, translation.file)) }
        present[locale, default: []].insert(category.value)
        let used = PluralCategories.integerCategories(for: locale)
        if category.value != "other", PluralCategories.isCategory(category.value),
          !used.contains(category.value)
        {
          diagnostics.append(
            diagnostic(
              neverSelected(category.value, locale, owned.owner, used),
              file: translation.file ?? catalog.file,
              at: category.location))
        }
      }
      for (locale, file) in order {
        let used = PluralCategories.integerCategories(for: locale.value)
        let have = present[locale.value] ?? []
        let missing = used.filter { !have.contains($0) }
        guard !missing.isEmpty else { continue }
        diagnostics.append(
          diagnostic(
            lacks(missing, locale.value, owned.owner, used), file: file ?? catalog.file,
            at: locale.location))
      }
    }
    return diagnostics
  }

  // MARK: Messages

  static func lacks(_ missing: [String], _ locale: String, _ owner: String, _ used: [String])
    -> String
  {
    "the '\(locale)' variants of the \(owner) lack \(quoted(missing)); CLDR's '\(locale)' "
      + "rules use \(quoted(used)) for integers"
  }

  static func neverSelected(_ category: String, _ locale: String, _ owner: String, _ used: [String])
    -> String
  {
    "the '\(category)' variant of the '\(locale)' \(owner) is never shown; CLDR's '\(locale)' "
      + "rules use \(quoted(used)) for integers"
  }

  private static func quoted(_ names: [String]) -> String {
    names.map { "'\($0)'" }.joined(separator: ", ")
  }
}
