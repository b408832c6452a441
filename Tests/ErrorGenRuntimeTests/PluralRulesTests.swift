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
    // 201 locales of the shared data, 19 from scripts/cldr-plurals-supplement.json (he, ro, mt,
    // … kok_Latn) and its 6 deprecated codes (iw, in, ji, jw, mo, sh).
    let count = Set(cldrIntegerSamples.flatMap(\.0)).count
    #expect(count == 226, "expected 226 locales with samples, got \(count)")
  }

  /// Locales fall back to their language, any spelling.
  static let fallbacks: [(String, Int, PluralCategory)] = [
    ("ru-RU", 3, .few), ("pt_PT", 1_000_000, .many), ("de-AT", 1, .one),
    ("xx", 1, .other), ("", 1, .other), ("sr-Latn", 22, .few), ("EN", 1, .one),
  ]

  /// The locales whose rules changed across CLDR versions, as CLDR 46/47 has them (he lost
  /// `many` in 42, mt gained `two`, ro's `few` takes 101), and the deprecated codes as their
  /// current ones.
  static let supplemented: [(String, Int, PluralCategory)] = [
    ("he", 1, .one), ("he", 2, .two), ("he", 3, .other), ("he", 20, .other),
    ("he", 0, .other), ("he-IL", 2, .two), ("iw", 2, .two), ("iw_IL", 20, .other),
    ("ro", 1, .one), ("ro", 0, .few), ("ro", 2, .few), ("ro", 19, .few), ("ro", 101, .few),
    ("ro", 20, .other), ("ro", 100, .other), ("mo", 101, .few),
    ("mt", 1, .one), ("mt", 2, .two), ("mt", 0, .few), ("mt", 103, .few), ("mt", 111, .many),
    ("mt", 20, .other), ("gl", 1, .one), ("gl", 1_000_000, .other), ("vi", 1, .other),
    ("vi", 0, .other), ("scn", 1_000_000, .many), ("sgs", 2, .two), ("sgs", 22, .few),
    ("ars", 11, .many), ("kok-Latn", 0, .one), ("in", 1, .other), ("ji", 1, .one),
    ("jw", 1, .other), ("sh", 22, .few),
  ]

  @Test(arguments: fallbacks + supplemented)
  func categoryOfNamedValues(_ locale: String, _ value: Int, _ expected: PluralCategory) {
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
