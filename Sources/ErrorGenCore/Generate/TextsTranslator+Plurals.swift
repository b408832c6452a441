/// Texts with plural variants (LOCALIZATION.md §1): each locale whose value is a mapping of
/// CLDR categories switches over `ErrorLocalization.pluralCategory(count, locale:)`, with the
/// `other` variant as `default`, so that a category a locale never selects costs nothing and
/// `other` stays the fallback.
extension TextsTranslator {
  /// The body of a text with plural variants: a switch over the resolved locale whose arms
  /// each return the locale's text or switch over its plural category.
  func pluralReturn(
    _ text: LocalizedText, fallback: String, params: [CatalogParam], plural: String?,
    resolver: Expression, redacting: Bool
  ) -> [CodeBlockItem] {
    // Each locale's translations, locales in the order first written.
    var order: [String] = []
    var byLocale: [String: [Translation]] = [:]
    for translation in text.translations {
      let locale = translation.locale.value
      if byLocale[locale] == nil { order.append(locale) }
      byLocale[locale, default: []].append(translation)
    }
    let body = { (locale: String) -> [CodeBlockItem] in
      self.localeBody(
        byLocale[locale] ?? [], locale: locale, params: params, plural: plural,
        redacting: redacting)
    }
    let others = order.filter { $0 != fallback }
    guard !others.isEmpty else { return body(fallback) }
    let extra = fallbackLocales(textLocales: order, fallback: fallback)
    let cases = others.map { locale in
      SwitchCaseDescription(label: .patterns(localePatterns(locale, extra)), body: body(locale))
    }
    let resolved = Expression.call(
      .member(resolver, "resolvedLocale"), [.value(.identifier("locale"))])
    return [
      .switching(resolved, cases + [SwitchCaseDescription(label: .default, body: body(fallback))])
    ]
  }

  /// One locale's value: `return "text"`, or a switch over the category of the plural param.
  private func localeBody(
    _ translations: [Translation], locale: String, params: [CatalogParam], plural: String?,
    redacting: Bool
  ) -> [CodeBlockItem] {
    let value = { (translation: Translation) in
      Self.expression(
        translation, params: params, namesArePlain: self.context.namesArePlain,
        redacting: redacting)
    }
    guard let first = translations.first else { return [.return(.string(""))] }
    // A plain value, or variants without a param to choose by (lint reports that as an error,
    // so no code is generated for it; the first variant keeps this total).
    guard let plural, first.category != nil else { return [.return(value(first))] }
    let other = translations.first { $0.category?.value == "other" } ?? first
    var seen: Set<String> = ["other"]
    var cases: [SwitchCaseDescription] = []
    for translation in translations {
      guard let category = translation.category?.value,
        PluralCategories.isCategory(category), seen.insert(category).inserted
      else { continue }
      cases.append(.returns([.expression(.member(nil, category))], value(translation)))
    }
    guard !cases.isEmpty else { return [.return(value(other))] }
    let bound = plural == "locale" ? ErrorTypeContext.boundName(plural, among: params) : plural
    let count = ErrorTypeContext.reference(bound, namesArePlain: context.namesArePlain)
    let category = Expression.call(
      .qualifiedName("ErrorLocalization.pluralCategory"),
      [.value(count), ArgumentDescription("locale", .string(locale))])
    return [.switching(category, cases + [.otherwise(.return(value(other)))])]
  }
}
