/// Texts with plural variants (LOCALIZATION.md §1): each locale whose value is a mapping of
/// CLDR categories switches over `ErrorLocalization.pluralCategory(count, locale:)`, with the
/// `other` variant as `default`, so that a category a locale never selects costs nothing and
/// `other` stays the fallback.
extension TextsTranslator {
  /// The body of a text with plural variants: a switch over the resolved locale whose arms
  /// each return the locale's text or switch over its plural category.
  func pluralReturn(
    _ text: TextPlan, params: [ParamPlan], resolver: Expression, redacting: Bool
  ) -> [CodeBlockItem] {
    let body = { (locale: LocaleText) -> [CodeBlockItem] in
      self.localeBody(locale, params: params, redacting: redacting)
    }
    guard let fallback = text.fallback else { return [.return(.string(""))] }
    let others = text.otherLocales
    guard !others.isEmpty else { return body(fallback) }
    let cases = others.map { locale in
      SwitchCaseDescription(
        label: .patterns(localePatterns(locale.locale, text.servedLocales)), body: body(locale))
    }
    let resolved = Expression.call(
      .member(resolver, "resolvedLocale"), [.value(.identifier("locale"))])
    return [
      .switching(resolved, cases + [SwitchCaseDescription(label: .default, body: body(fallback))])
    ]
  }

  /// One locale's value: `return "text"`, or a switch over the category of the plural param.
  private func localeBody(_ locale: LocaleText, params: [ParamPlan], redacting: Bool)
    -> [CodeBlockItem]
  {
    let value = { (template: TextTemplate) in
      Self.expression(
        template, params: params, namesArePlain: self.context.namesArePlain, redacting: redacting)
    }
    switch locale.choice {
    case .text(let template):
      return [.return(value(template))]
    case .plural(let plural, let variants, let other):
      let cases = variants.map { variant in
        SwitchCaseDescription.returns(
          [.expression(.member(nil, variant.category))], value(variant.template))
      }
      let bound = plural == "locale" ? ErrorTypeContext.boundName(plural, among: params) : plural
      let count = ErrorTypeContext.reference(bound, namesArePlain: context.namesArePlain)
      let category = Expression.call(
        .qualifiedName("ErrorLocalization.pluralCategory"),
        [.value(count), ArgumentDescription("locale", .string(locale.locale))])
      return [.switching(category, cases + [.otherwise(.return(value(other)))])]
    }
  }
}
