import Testing

@testable import ErrorGenCore

/// Lint knows the categories of the locales whose rules changed across CLDR versions (CLDR
/// 46/47's, from scripts/cldr-plurals-supplement.json), so that a correct catalog in them is
/// not warned about.
@Suite struct PluralCategoriesRuleTests {
  @Test(arguments: [
    ("he", ["one", "two", "other"]), ("iw-IL", ["one", "two", "other"]),
    ("ro", ["one", "few", "other"]), ("mo", ["one", "few", "other"]),
    ("mt", ["one", "two", "few", "many", "other"]), ("vi", ["other"]), ("gl", ["one", "other"]),
    ("cv", ["zero", "one", "other"]), ("sgs", ["one", "two", "few", "other"]),
  ])
  func integerCategories(_ locale: String, _ expected: [String]) {
    let got = PluralCategories.integerCategories(for: locale)
    #expect(got == expected, "\(locale): expected \(expected), got \(got)")
  }

  /// The rule's non-triggering example, whose `he` message has `one`, `two` and `other`
  /// (`LintRuleExampleTests` checks that it is accepted), with its lines filtered.
  static func diagnostics(keeping keep: (Substring) -> Bool) throws
    -> (lines: [Substring], got: [String])
  {
    let example = try #require(PluralCategoriesRule.description.nonTriggeringExamples.first)
    let lines = example.files[0].text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter(keep)
    let source = CatalogSource(path: "A.errors.yaml", text: lines.joined(separator: "\n"))
    let got = ErrorGenPipeline.check([source]).diagnostics
      .map { "\($0.rule):\($0.line) \($0.message)" }
    return (lines, got)
  }

  @Test func aHebrewCatalogWithoutTwoIsWarnedAbout() throws {
    let (all, accepted) = try Self.diagnostics { _ in true }
    #expect(
      all.contains { $0.hasSuffix("he:") } && accepted.isEmpty,
      "expected the example to have an accepted 'he' text, got \(accepted)")
    let (lines, got) = try Self.diagnostics { !$0.contains("two: \"שני") }
    let line = try #require(lines.firstIndex { $0.hasSuffix("he:") }) + 1
    let expected =
      "plural_categories:\(line) the 'he' variants of the message of case 'itemsNotSynced' lack "
      + "'two'; CLDR's 'he' rules use 'one', 'two', 'other' for integers"
    #expect(got == [expected], "expected [\(expected)], got \(got)")
  }
}

/// Plural variants with no param to choose them by: invalid_plural says so, and nothing else
/// is reported about their placeholders, since which one a variant may leave out is not known.
@Test func variantsWithoutAChooserGetOneErrorNotAPlaceholderMismatchToo() {
  let yaml = """
    errorgen: 1
    domain: com.example.p
    errors:
      filesLeft:
        code: 1
        params:
          total: Int
          remaining: Int
        message:
          en:
            one: "One of {total} files is left."
            other: "{remaining} of {total} files are left."
    """
  let rules = ErrorGenPipeline.check([CatalogSource(path: "P.errors.yaml", text: yaml)])
    .diagnostics.map(\.rule.rawValue)
  #expect(rules == ["invalid_plural"], "expected only invalid_plural, got \(rules)")
  // With the chooser named, the variant that leaves out {remaining} is fine.
  let named = yaml.replacingOccurrences(
    of: "    params:", with: "    plural: remaining\n    params:")
  let fixed = ErrorGenPipeline.check([CatalogSource(path: "P.errors.yaml", text: named)])
  #expect(fixed.diagnostics.isEmpty, "got \(fixed.diagnostics)")
}
