import Testing

@testable import ErrorGenCore

/// `Catalog.locales` from the locale spellings the decoder read must be what a walk over every
/// translation finds.
@Suite struct CatalogLocalesTests {
  private static func decode(_ yaml: String, serially: Bool = false) -> (Catalog?, [Diagnostic]) {
    let loaded = YAMLLoader.load(Array(yaml.utf8), file: "T.errors.yaml")
    return CatalogDecoder.decode(loaded.root, file: "T.errors.yaml", serially: serially)
  }

  /// The locales found by walking every text, as if the decoder had kept none.
  private static func walked(_ catalog: Catalog) -> [String] {
    var copy = catalog
    copy.foundLocales = FoundLocales()
    return copy.locales
  }

  /// A catalog of `cases` cases in `en` and `de`, but for the last, also in `it`; the default
  /// locale `defaultLocale`, and an option whose label is in `fr`.
  private static func catalog(cases: Int, defaultLocale: String = "en") -> String {
    let entries = (0..<cases).map { index in
      let extra = index == cases - 1 ? ", it: Non salvato." : ""
      return "  case\(index):\n    code: \(index + 1)\n"
        + "    message: { en: Not saved., de: Nicht gespeichert.\(extra) }\n"
        + "    recovery: [cancel]"
    }
    return """
      errorgen: 1
      domain: com.example.locales
      default_locale: \(defaultLocale)
      recovery_options:
        cancel: { label: { en: Cancel, de: Abbrechen, fr: Annuler }, role: cancel }
      errors:

      """ + entries.joined(separator: "\n") + "\n"
  }

  /// Few cases decode on one thread, many in runs on several: a locale that only the last case
  /// uses is found either way, and the default locale comes first whatever its place.
  @Test(arguments: [3, 700], [false, true])
  func localesFromTheDecoderAreTheWalkedOnes(cases: Int, serially: Bool) throws {
    for defaultLocale in ["en", "it", "es"] {
      let (decoded, diagnostics) = Self.decode(
        Self.catalog(cases: cases, defaultLocale: defaultLocale), serially: serially)
      let catalog = try #require(decoded)
      #expect(diagnostics.isEmpty, "\(diagnostics)")
      #expect(catalog.foundLocales.spellings != nil, "expected the decoder's locales to be kept")
      let expected = [defaultLocale] + ["de", "en", "fr", "it"].filter { $0 != defaultLocale }
      #expect(catalog.locales == expected)
      #expect(Self.walked(catalog) == expected)
    }
  }

  /// Locale keys of other bytes that compare equal as strings are one locale, the first
  /// spelling kept; a file with very many spellings is walked instead.
  @Test(arguments: [2, CatalogDecoder.localeSpellingLimit + 5])
  func spellingsOfOneLocaleAndManyLocales(extraLocales: Int) throws {
    let extras = (0..<extraLocales).map { ", x\($0): Text \($0)." }.joined()
    let yaml = """
      errorgen: 1
      domain: com.example.locales
      errors:
        first:
          code: 1
          message: { en: One., "e\u{301}s": Uno.\(extras) }
        second:
          code: 2
          message: { en: Two., "\u{E9}s": Dos. }

      """
    let (decoded, _) = Self.decode(yaml)
    let catalog = try #require(decoded)
    #expect(
      (catalog.foundLocales.spellings == nil) == (extraLocales > CatalogDecoder.localeSpellingLimit)
    )
    #expect(catalog.locales == Self.walked(catalog))
    #expect(catalog.locales.count == 2 + extraLocales)
    #expect(catalog.locales.contains { $0.hasSameUTF8(as: "e\u{301}s") })
    // Both spellings are kept in the translations, as written.
    #expect(catalog.cases[1].message.translations[1].locale.value.hasSameUTF8(as: "\u{E9}s"))
  }

  /// What the decoder read is let go when the texts can change, and not kept when a case was
  /// left out (its texts were read too).
  @Test func foundLocalesAreDroppedWhenTheyMayBeWrong() throws {
    var catalog = try #require(Self.decode(Self.catalog(cases: 3)).0)
    catalog.cases.removeLast()
    #expect(catalog.foundLocales.spellings == nil)
    #expect(catalog.locales == ["en", "de", "fr"])
    catalog = try #require(Self.decode(Self.catalog(cases: 3)).0)
    catalog.recoveryOptions = []
    #expect(catalog.locales == ["en", "de", "it"])

    let bad = Self.catalog(cases: 3).replacingOccurrences(of: "code: 3", with: "code: x")
    let (decoded, diagnostics) = Self.decode(bad)
    let partial = try #require(decoded)
    #expect(!diagnostics.isEmpty)
    #expect(partial.foundLocales.spellings == nil)
    #expect(partial.locales == ["en", "de", "fr"])
  }

  /// `invalid_locale` looks at the decoder's spellings first and walks every translation only
  /// when one of them is a problem: it must report what the walk reports, for each of its
  /// examples and for spellings of one locale, good and bad, in a clean catalog.
  @Test func invalidLocaleReportsWhatTheWalkReports() throws {
    let description = InvalidLocaleRule.description
    var sources = (description.triggeringExamples + description.nonTriggeringExamples).map {
      $0.sources.map { CatalogSource(path: $0.path, contents: $0.contents) }
    }
    for locales in [
      ["de", "fr"], ["de", "DE"], ["es-419", "es_419"], ["de", "deutsch"], ["EN"],
    ] {
      let message = locales.map { "\($0): Text." }.joined(separator: ", ")
      let yaml =
        "errorgen: 1\ndomain: com.example.locales\nerrors:\n  a:\n    code: 1\n"
        + "    message: { en: Text., \(message) }\n"
      sources.append([CatalogSource(path: "Locales.errors.yaml", text: yaml)])
    }
    Self.expectSameAsTheWalk(InvalidLocaleRule.self, sources)
  }

  /// Checks that `rule` reports the same for each catalog of `sources` as for the catalog
  /// without what the decoder kept, and that at least `keeping` catalogs kept it.
  private static func expectSameAsTheWalk(
    _ rule: any CatalogLintRule.Type, _ sources: [[CatalogSource]], keeping: Int = 5
  ) {
    var kept = 0
    for run in sources {
      for catalog in ErrorGenPipeline.check(run).catalogs {
        var walked = catalog
        walked.foundLocales = FoundLocales()
        #expect(rule.check(catalog) == rule.check(walked), "\(rule) on \(catalog.file)")
        if catalog.foundLocales.spellings != nil { kept += 1 }
      }
    }
    #expect(kept >= keeping, "expected catalogs with what the decoder kept, got \(kept)")
  }

  /// `missing_translation` and `missing_default_text` trust the decoder's counts when they show
  /// every text in every locale: they must report what the walk reports, for their examples,
  /// for texts that each lack one locale or none, for a plain label, and across the runs of a
  /// large catalog.
  @Test func missingTranslationReportsWhatTheWalkReports() throws {
    let description = MissingTranslationRule.description
    var sources = (description.triggeringExamples + description.nonTriggeringExamples).map {
      $0.sources.map { CatalogSource(path: $0.path, contents: $0.contents) }
    }
    let full = "{ en: Text., de: Text., fr: Text. }"
    for (message, label) in [
      (full, full), ("{ en: Text., de: Text. }", full), (full, "Plain"),
      (full, "{ en: Text., fr: Text. }"),
    ] {
      let yaml = """
        errorgen: 1
        domain: com.example.locales
        recovery_options:
          cancel: { label: \(label), role: cancel }
        errors:
          a: { code: 1, message: \(full), recovery: [cancel] }
          b: { code: 2, message: \(message), reason: \(full), recovery: [cancel] }

        """
      sources.append([CatalogSource(path: "Locales.errors.yaml", text: yaml)])
    }
    sources.append([CatalogSource(path: "T.errors.yaml", text: Self.catalog(cases: 700))])
    Self.expectSameAsTheWalk(MissingTranslationRule.self, sources)
    Self.expectSameAsTheWalk(MissingDefaultTextRule.self, sources)
    let defaults = MissingDefaultTextRule.description
    Self.expectSameAsTheWalk(
      MissingDefaultTextRule.self,
      (defaults.triggeringExamples + defaults.nonTriggeringExamples).map {
        $0.sources.map { CatalogSource(path: $0.path, contents: $0.contents) }
      }, keeping: 1)
  }
}
