import ErrorGenRuntime
import Testing

/// The language texts are shown in (LOCALIZATION.md §3): CLDR's likely scripts, parent locales
/// and legacy codes, as Apple's `Bundle.preferredLocalizations(from:forPreferences:)` resolves.
struct LocaleMatchingTests {
  @Test(
    arguments: [
      ("zh-TW", ["en", "zh-Hans", "zh-Hant"], "zh-Hant"),
      ("zh-TW", ["en", "zh-Hans"], nil),
      ("zh_Hant_TW", ["zh-Hant-TW", "zh-Hant"], "zh-Hant-TW"),
      ("zh-HK", ["zh-Hans", "zh-Hant"], "zh-Hant"),
      ("zh-MO", ["zh-HK", "zh-Hant"], "zh-HK"),
      ("zh-CN", ["zh-Hant", "zh-Hans"], "zh-Hans"),
      ("zh", ["zh-Hant", "zh-Hans"], "zh-Hans"),
      ("zh-Hans-SG", ["zh"], "zh"),
      ("es-CU", ["es", "es-419"], "es-419"),
      ("es-MX", ["es"], "es"),
      ("es-ES", ["es-419", "es"], "es"),
      ("pt-AO", ["pt-BR", "pt-PT"], "pt-PT"),
      ("pt-AO", ["pt"], "pt"),
      ("pt", ["pt-PT", "pt-BR"], "pt-BR"),
      ("en", ["en-GB", "en-US"], "en-US"),
      ("en-IN", ["en", "en-GB"], "en-GB"),
      ("en-AU", ["en", "en-001"], "en-001"),
      ("en-US", ["en-GB", "en"], "en"),
      ("iw", ["en", "he"], "he"),
      ("iw-IL", ["he-IL"], "he-IL"),
      ("no", ["nb"], "nb"),
      ("no", ["no"], "no"),
      // An exact match wins over an alias, whichever the catalog lists first.
      ("no", ["nb", "no"], "no"),
      ("no", ["no", "nb"], "no"),
      ("nb", ["no", "nb"], "nb"),
      ("no-NO", ["nb-NO", "no-NO"], "no-NO"),
      ("iw", ["he", "iw"], "iw"),
      ("nb-NO", ["no"], "no"),
      ("nn", ["nn-NO"], "nn-NO"),
      ("in", ["id"], "id"),
      ("sr-Latn-RS", ["sr", "sr-Latn"], "sr-Latn"),
      ("sr-RS", ["sr-Latn", "sr"], "sr"),
      // A script given for a language written in one script is its usual one.
      ("en-Latn-US", ["en"], "en"),
      ("en-Latn-US", ["de", "en-GB"], "en-GB"),
      ("en-Latn-US", ["en-US", "en"], "en-US"),
      ("en-Latn", ["en"], "en"),
      ("de-Latn-CH", ["de", "de-CH"], "de-CH"),
      ("zh-Hans-CN", ["zh-Hant", "zh-Hans"], "zh-Hans"),
      ("zh-Hant-TW", ["zh", "zh-Hant"], "zh-Hant"),
      ("DE_at", ["de"], "de"),
      // English in Europe: en-150 first, then en-001's chain.
      ("en-AT", ["en-150", "en-GB", "en"], "en-150"),
      ("en-CH", ["en-GB", "en"], "en-GB"),
      ("en-DE", ["en-001", "en"], "en-001"),
      ("en-150", ["en-150", "en"], "en-150"),
      ("en-FR", ["en-150", "en"], "en"),
      ("de-AT", ["de-DE"], "de-DE"),
      ("fr-CA", ["de"], nil),
      ("", ["en"], nil),
    ] as [(String, [String], String?)])
  func resolvesAsApple(identifier: String, locales: [String], expected: String?) {
    let got = ErrorLocalization.match(identifier, in: locales)
    #expect(
      got == expected,
      "\(identifier) in \(locales): expected \(String(describing: expected)), got \(String(describing: got))"
    )
  }

  @Test(
    arguments: [
      // No localizations declared (Linux, servers, tools): the user's languages as they are.
      ([], ["de-CH", "fr"], ["de-CH", "fr"]),
      (["Base"], ["de-CH"], ["de-CH"]),
      // The app's UI language: the first user language it is localized in.
      (["en", "fr"], ["de", "fr-CA", "en"], ["fr"]),
      (["en", "zh-Hant"], ["zh-TW"], ["zh-Hant"]),
      // None of the user's languages: the app's first localization.
      (["en", "fr"], ["ja"], ["en"]),
    ] as [([String], [String], [String])])
  func errorTextsFollowTheAppsLanguage(bundle: [String], preferred: [String], expected: [String]) {
    let got = ErrorLocalization.languages(bundleLocalizations: bundle, preferred: preferred)
    #expect(got == expected, "\(bundle) \(preferred): expected \(expected), got \(got)")
  }

  @Test(
    "none of the user's languages: the development localization, as Bundle chooses",
    arguments: [
      (["de", "en", "fr"], ["ja"], "fr", ["fr"]),
      (["de", "en-GB"], ["ja"], "en", ["en-GB"]),
      // One the bundle is not localized in: its first localization.
      (["de", "en"], ["ja"], "it", ["de"]),
      // A user language the app has still wins.
      (["de", "en", "fr"], ["en-US"], "fr", ["en"]),
    ] as [([String], [String], String, [String])])
  func developmentLocalization(
    bundle: [String], preferred: [String], development: String, expected: [String]
  ) {
    let got = ErrorLocalization.languages(
      bundleLocalizations: bundle, preferred: preferred, developmentLocalization: development)
    #expect(
      got == expected,
      "\(bundle) \(preferred), development \(development): expected \(expected), got \(got)")
  }
}
