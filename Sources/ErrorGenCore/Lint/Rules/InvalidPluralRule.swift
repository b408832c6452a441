/// `invalid_plural`: plural variants that cannot be chosen or cannot be complete: no param to
/// choose them by, `plural:` naming no non-optional integer, no `other`, or a category CLDR
/// does not have. Each would leave some count without a text.
public enum InvalidPluralRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "invalid_plural",
    severity: .error,
    summary:
      "Plural variants need a non-optional integer param to choose by, an 'other' variant and CLDR category names.",
    triggeringExamples: [
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
                ↓lots: "{count} items could not be synced."
                other: "{count} items could not be synced."
              ↓de: { one: Ein Element wurde nicht synchronisiert. }
          filesMissing:
            code: 2
            params:
              name: String
            message:
              en: { ↓one: A file is missing., other: Files are missing. }
          foldersMissing:
            code: 3
            plural: ↓count
            params:
              count: Int?
            message: Folders are missing.
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
            plural: count
            params:
              count: Int64
              folder: String
            message:
              en:
                one: One item in {folder} could not be synced.
                other: "{count} items in {folder} could not be synced."
              ja: "{folder} の {count} 件の項目を同期できませんでした。"
          bytesLeft:
            code: 2
            plural: bytes
            params:
              bytes: UInt64
            message:
              en: { one: One byte is left., other: "{bytes} bytes are left." }
              ja: "残り {bytes} バイトです。"
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for errorCase in catalog.cases {
      let name = errorCase.name.value
      if let plural = errorCase.plural,
        errorCase.param(named: plural.value)?.type.value.isInteger != true
      {
        diagnostics.append(
          diagnostic(notCount(plural.value, name), file: catalog.file, at: plural.location))
      }
      let chooser = errorCase.pluralParamName
      for (part, text) in [
        ("message", errorCase.message), ("reason", errorCase.reason),
        ("suggestion", errorCase.suggestion),
      ] {
        guard let text, text.hasPluralVariants else { continue }
        let owner = "\(part) of case '\(name)'"
        if chooser == nil, let first = text.translations.first(where: { $0.category != nil }),
          let category = first.category
        {
          diagnostics.append(
            diagnostic(
              noChooser(owner), file: first.file ?? catalog.file, at: category.location))
        }
        diagnostics += variantProblems(text, owner: owner, file: catalog.file)
      }
    }
    for option in catalog.recoveryOptions {
      guard let first = option.label.translations.first(where: { $0.category != nil }),
        let category = first.category
      else { continue }
      diagnostics.append(
        diagnostic(
          noChooser("label of option '\(option.name.value)'"), file: catalog.file,
          at: category.location))
    }
    return diagnostics
  }

  /// Category names CLDR lacks, and locales whose variants lack `other`.
  private static func variantProblems(_ text: LocalizedText, owner: String, file: String)
    -> [Diagnostic]
  {
    var diagnostics: [Diagnostic] = []
    var hasOther: [String: Bool] = [:]
    var firstOf: [String: (Located<String>, String?)] = [:]
    var order: [String] = []
    for translation in text.translations {
      guard let category = translation.category else { continue }
      let locale = translation.locale.value
      if firstOf[locale] == nil {
        firstOf[locale] = (translation.locale, translation.file)
        order.append(locale)
      }
      if category.value == "other" { hasOther[locale] = true }
      if !PluralCategories.isCategory(category.value) {
        diagnostics.append(
          diagnostic(
            unknownCategory(category.value, owner), file: translation.file ?? file,
            at: category.location))
      }
    }
    for locale in order where hasOther[locale] != true {
      guard let place = firstOf[locale] else { continue }
      diagnostics.append(
        diagnostic(noOther(locale, owner), file: place.1 ?? file, at: place.0.location))
    }
    return diagnostics
  }

  // MARK: Messages

  static func notCount(_ param: String, _ caseName: String) -> String {
    "'plural: \(param)' of case '\(caseName)' names no non-optional integer param (Int, "
      + "Int64, UInt, UInt64); plural variants are chosen by an integer count"
  }

  static func noChooser(_ owner: String) -> String {
    "the \(owner) has plural variants but nothing to choose them by; add 'plural: <param>' "
      + "naming a non-optional integer param (Int, Int64, UInt, UInt64)"
  }

  static func unknownCategory(_ category: String, _ owner: String) -> String {
    "'\(category)' in the \(owner) is not a plural category; use "
      + PluralCategories.all.map { "'\($0)'" }.joined(separator: ", ")
  }

  static func noOther(_ locale: String, _ owner: String) -> String {
    "the '\(locale)' variants of the \(owner) have no 'other'; add 'other: ...', the "
      + "variant every count falls back to"
  }
}
