extension TextsTranslator {
  /// For each locale of a text, the catalog locales that the text lacks and that resolve to it
  /// (`LocaleMatching`, LOCALIZATION.md §3), so that a `de-CH` user sees a text's `de` value
  /// when that text has no `de-CH` one, not the default locale's. Locales resolving to the
  /// default are left to the `default:` arm.
  ///
  /// Past `maxResolvedLocales` catalog locales, only exact locales count, as before: resolving
  /// each for each text would cost locales times texts on a hostile catalog.
  func fallbackLocales(textLocales: [String], fallback: String) -> [String: [String]] {
    Self.fallbackLocales(textLocales: textLocales, fallback: fallback, locales: context.locales)
  }

  /// The same for the catalog locales `locales`: the Kotlin texts choose alike.
  static func fallbackLocales(textLocales: [String], fallback: String, locales: [String])
    -> [String: [String]]
  {
    let present = Set(textLocales)
    guard present.count > 1, present.count < locales.count,
      locales.count <= maxResolvedLocales
    else { return [:] }
    var result: [String: [String]] = [:]
    for locale in locales where !present.contains(locale) {
      guard let target = LocaleMatching.match(locale, in: textLocales), target != fallback
      else { continue }
      result[target, default: []].append(locale)
    }
    return result
  }

  static let maxResolvedLocales = 64

  /// The patterns of the arm of `locale`: its case, then the cases of the locales that fall
  /// back to it.
  func localePatterns(_ locale: String, _ extra: [String: [String]]) -> [Pattern] {
    ([locale] + (extra[locale] ?? [])).map { .expression(.member(nil, Self.localeCaseName($0))) }
  }
}
