extension TextsTranslator {
  /// The patterns of the arm of `locale`: its case, then the cases of the catalog locales that
  /// fall back to it (`TextPlan.servedLocales`).
  func localePatterns(_ locale: String, _ served: [String: [String]]) -> [Pattern] {
    ([locale] + (served[locale] ?? [])).map { .expression(.member(nil, Self.localeCaseName($0))) }
  }
}
