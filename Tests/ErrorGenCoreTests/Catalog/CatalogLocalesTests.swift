import Testing

@testable import ErrorGenCore

/// `Catalog.locales`: the default locale first, then every other locale a text uses, sorted.
@Suite struct CatalogLocalesTests {
  private static func decode(_ yaml: String) -> (Catalog?, [Diagnostic]) {
    let loaded = YAMLLoader.load(Array(yaml.utf8), file: "T.errors.yaml")
    return CatalogDecoder.decode(loaded.root, file: "T.errors.yaml")
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

  /// A locale that only the last case uses is found, and the default locale comes first
  /// whatever its place.
  @Test(arguments: ["en", "it", "es"])
  func defaultLocaleFirstThenTheOthersSorted(defaultLocale: String) throws {
    let (decoded, diagnostics) = Self.decode(Self.catalog(cases: 3, defaultLocale: defaultLocale))
    let catalog = try #require(decoded)
    #expect(diagnostics.isEmpty, "expected no problems, got \(diagnostics)")
    let expected = [defaultLocale] + ["de", "en", "fr", "it"].filter { $0 != defaultLocale }
    #expect(catalog.locales == expected, "expected \(expected), got \(catalog.locales)")
  }

  /// Locale keys of other bytes that compare equal as strings are one locale.
  @Test func canonicallyEqualSpellingsAreOneLocale() throws {
    let yaml = """
      errorgen: 1
      domain: com.example.locales
      errors:
        first:
          code: 1
          message: { en: One., "e\u{301}s": Uno. }
        second:
          code: 2
          message: { en: Two., "\u{E9}s": Dos. }

      """
    let catalog = try #require(Self.decode(yaml).0)
    #expect(catalog.locales.count == 2, "expected en and es, got \(catalog.locales)")
    // Both spellings are kept in the translations, as written.
    #expect(catalog.cases[1].message.translations[1].locale.value.hasSameUTF8(as: "\u{E9}s"))
  }

  /// The locales follow the catalog's texts when they change.
  @Test func localesFollowChanges() throws {
    var catalog = try #require(Self.decode(Self.catalog(cases: 3)).0)
    catalog.cases.removeLast()
    #expect(catalog.locales == ["en", "de", "fr"])
    catalog = try #require(Self.decode(Self.catalog(cases: 3)).0)
    catalog.recoveryOptions = []
    #expect(catalog.locales == ["en", "de", "it"])
  }
}
