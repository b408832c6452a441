import ErrorGenRuntime
import Testing

/// CLDR's `@integer` samples are the oracle: every sample of every locale selects its category.
@Suite struct PluralRulesTests {
  @Test(
    arguments: cldrIntegerSamples.flatMap { locales, category, values in
      locales.map { Sample(locale: $0, category: category, values: values) }
    })
  func everySampleSelectsItsCategory(_ sample: Sample) {
    for value in sample.values {
      let got = PluralRules.category(of: value, locale: sample.locale)
      #expect(
        got.rawValue == sample.category,
        "\(sample.locale) \(value): expected \(sample.category), got \(got.rawValue)")
      // A negative value takes the category of its absolute value.
      let negative = PluralRules.category(of: -value, locale: sample.locale)
      #expect(
        negative.rawValue == sample.category,
        "\(sample.locale) \(-value): expected \(sample.category), got \(negative.rawValue)")
    }
  }

  @Test func everyCLDRLocaleHasSamples() {
    #expect(Set(cldrIntegerSamples.flatMap(\.0)).count == 201)
  }

  @Test(arguments: [
    ("ru-RU", 3, PluralCategory.few), ("pt_PT", 1_000_000, .many), ("de-AT", 1, .one),
    ("xx", 1, .other), ("", 1, .other), ("sr-Latn", 22, .few), ("EN", 1, .one),
  ])
  func localesFallBackToTheirLanguage(_ locale: String, _ value: Int, _ expected: PluralCategory) {
    let got = PluralRules.category(of: value, locale: locale)
    #expect(got == expected, "\(locale) \(value): expected \(expected), got \(got)")
  }

  @Test func extremesDoNotTrap() {
    #expect(PluralRules.category(of: Int64.min, locale: "ru") == .many)
    #expect(PluralRules.category(of: Int.max, locale: "en") == .other)
    #expect(ErrorLocalization.pluralCategory(Int64(1), locale: "en") == .one)
  }

  struct Sample: Sendable, CustomTestStringConvertible {
    var locale: String
    var category: String
    var values: [Int]
    var testDescription: String { "\(locale) \(category)" }
  }
}
