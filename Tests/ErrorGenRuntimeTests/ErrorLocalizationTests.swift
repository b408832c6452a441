import ErrorGenRuntime
import Foundation
import Testing

struct ErrorLocalizationMatchTests {
  @Test(
    "match(_:in:) tries the exact identifier, then its fallbacks; - and _ and case do not matter",
    arguments: [
      ("de", ["en", "de"], "de"),
      ("de-CH", ["en", "de"], "de"),
      ("de_CH", ["en", "de"], "de"),
      ("pt_BR", ["en", "pt-BR"], "pt-BR"),
      ("PT-br", ["pt-BR"], "pt-BR"),
      ("pt-br", ["pt_BR"], "pt_BR"),
      ("EN", ["en"], "en"),
      ("zh-Hant-TW", ["zh", "zh-Hant"], "zh-Hant"),
      // `zh` means `zh-Hans`: Traditional Chinese never falls back to it (LOCALIZATION.md §3).
      ("zh_hant_tw", ["zh"], nil),
      ("de-CH", ["de-DE", "de"], "de"),
      ("fr", ["en", "de"], nil),
      // As Apple does, a language matches a regional variant when nothing closer exists.
      ("en", ["en-US"], "en-US"),
      ("", ["en"], nil),
      ("de", [], nil),
    ] as [(String, [String], String?)])
  func match(identifier: String, locales: [String], expected: String?) {
    #expect(ErrorLocalization.match(identifier, in: locales) == expected)
  }

  @Test("resolve(_:in:defaultLocale:) falls back to the default locale")
  func resolve() {
    #expect(ErrorLocalization.resolve("de-AT", in: ["en", "de"], defaultLocale: "en") == "de")
    #expect(ErrorLocalization.resolve("ja", in: ["en", "de"], defaultLocale: "en") == "en")
  }
}

/// These set the process-wide preferred languages, so they run one at a time; no other suite
/// depends on the current locale.
@Suite(.serialized)
struct ErrorLocalizationPreferredLanguagesTests {
  @Test(
    "currentLocale is the first preferred language that matches, else the default",
    arguments: [
      (["fr-FR", "de-AT", "en"], "de"),
      (["en_GB", "de"], "en"),
      (["DE_ch"], "de"),
      (["fr", "ja"], "en"),
      ([], "en"),
    ] as [([String], String)])
  func currentLocale(preferred: [String], expected: String) {
    ErrorLocalization.withPreferredLanguages(preferred) {
      #expect(ErrorLocalization.currentLocale(in: ["en", "de"], defaultLocale: "en") == expected)
    }
  }

  @Test("setting preferredLanguages overrides the system until reset")
  func overrideAndReset() {
    ErrorLocalization.preferredLanguages = ["xx-Test"]
    #expect(ErrorLocalization.preferredLanguages == ["xx-Test"])
    ErrorLocalization.resetPreferredLanguages()
    #expect(ErrorLocalization.preferredLanguages == Locale.preferredLanguages)
  }

  @Test("generated texts follow preferredLanguages")
  func textsFollowPreferredLanguages() {
    ErrorLocalization.withPreferredLanguages(["de-DE"]) {
      #expect(NetworkError.noConnection.errorDescription == "Keine Internetverbindung.")
      ErrorLocalization.withPreferredLanguages(["en"]) {
        #expect(NetworkError.noConnection.errorDescription == "No internet connection.")
      }
    }
  }

  @Test("preferredLanguages can be read and written from many tasks at once")
  func concurrentAccess() async {
    defer { ErrorLocalization.resetPreferredLanguages() }
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<200 {
        group.addTask {
          if index.isMultiple(of: 2) {
            // Languages no catalog has, so tests running meanwhile still read the default.
            ErrorLocalization.preferredLanguages = ["xx", "x\(index)"]
          } else {
            let languages = ErrorLocalization.preferredLanguages
            #expect(languages.isEmpty || languages.first != nil)
          }
        }
      }
    }
    #expect(ErrorLocalization.preferredLanguages.first == "xx")
  }

  @Test("languages scoped to a task win over the global ones and stay in that task")
  func scopedLanguages() async {
    await ErrorLocalization.withPreferredLanguages(["de"]) {
      #expect(ErrorLocalization.preferredLanguages == ["de"])
      let child = await Task { ErrorLocalization.preferredLanguages }.value
      #expect(child == ["de"], "a task started inside the scope inherits it")
      #expect(NetworkError.noConnection.errorDescription == "Keine Internetverbindung.")
    }
    let outside = await Task.detached { ErrorLocalization.preferredLanguages }.value
    #expect(outside != ["de"], "a detached task does not see the scope, got \(outside)")
  }
}
