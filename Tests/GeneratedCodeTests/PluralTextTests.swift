import ErrorGenRuntime
import Testing

/// Plural variants chosen by CLDR's integer rules in the generated code (Sync.errors.yaml).
@Suite(.preferredLanguages(["en"])) struct PluralTextTests {
  @Test(arguments: [
    ("en", 1, "1 item could not be synced."),
    ("en", 0, "0 items could not be synced."),
    ("en", -1, "-1 item could not be synced."),
    ("ru", 1, "1 элемент не удалось синхронизировать."),
    ("ru", 21, "21 элемент не удалось синхронизировать."),
    ("ru", 3, "3 элемента не удалось синхронизировать."),
    ("ru", 11, "11 элементов не удалось синхронизировать."),
    ("ru-RU", 25, "25 элементов не удалось синхронизировать."),
    ("ja", 1, "1 件の項目を同期できませんでした。"),
    ("de", 1, "Ein Element konnte nicht synchronisiert werden."),
    ("de-AT", 7, "7 Elemente konnten nicht synchronisiert werden."),
    // The catalog has de-CH (in daysLeft); this text has only de, which de-CH resolves to.
    ("de-CH", 7, "7 Elemente konnten nicht synchronisiert werden."),
    // A locale the text lacks shows the default locale's text, chosen by its rules.
    ("it", 1, "1 item could not be synced."),
    ("it", 0, "0 items could not be synced."),
  ])
  func variantFollowsTheLocalesRules(locale: String, count: Int, expected: String) {
    let got = SyncError.itemsNotSynced(count: count).errorDescription(locale: locale)
    #expect(got == expected, "\(locale) \(count): expected \(expected), got \(got)")
  }

  @Test(arguments: [
    ("en", 1, "One of 9 files is left."),
    ("en", 2, "2 of 9 files are left."),
    ("ar", 0, "لم يتبق أي ملف من 9."),
    ("ar", 2, "تبقى ملفان من 9."),
    ("ar", 105, "تبقى 105 ملفات من 9."),
    ("ar", 11, "تبقى 11 ملفًا من 9."),
    ("ar", 100, "تبقى 100 ملف من 9."),
  ])
  func pluralKeyChoosesAmongIntegers(locale: String, remaining: Int64, expected: String) {
    let got = SyncError.filesLeft(total: 9, remaining: remaining).errorDescription(locale: locale)
    #expect(got == expected, "\(locale) \(remaining): expected \(expected), got \(got)")
  }

  @Test(
    "plural: may name an unsigned param",
    arguments: [
      ("en", 1, "1 byte left."),
      ("en", UInt64.max, "18446744073709551615 bytes left."),
      ("fr", 1, "1 octet restant."),
      ("fr", 1_000_000, "1000000 d’octets restants."),
      ("fr", 10_000_000_000_000_000_000, "10000000000000000000 d’octets restants."),
      ("fr", 2, "2 octets restants."),
    ] as [(String, UInt64, String)])
  func unsignedPluralParam(locale: String, bytes: UInt64, expected: String) {
    let got = SyncError.bytesLeft(bytes: bytes).errorDescription(locale: locale)
    #expect(got == expected, "\(locale) \(bytes): expected \(expected), got \(got)")
  }

  @Test func paramNamedLocaleChooses() {
    #expect(SyncError.daysLeft(locale: 1).errorDescription(locale: "de") == "Noch 1 Tag.")
    #expect(SyncError.daysLeft(locale: 2).errorDescription(locale: "de") == "Noch 2 Tage.")
    #expect(SyncError.daysLeft(locale: 2).errorDescription(locale: "de-CH") == "Noch 2 Tage (CH).")
    #expect(SyncError.daysLeft(locale: 1).errorDescription == "1 day left.")
  }

  @Test func currentLocaleChoosesTheVariantToo() {
    ErrorLocalization.withPreferredLanguages(["ru"]) {
      #expect(
        SyncError.itemsNotSynced(count: 5).localizedDescription
          == "5 элементов не удалось синхронизировать.")
    }
  }
}

/// Translations compiled in from Sync.errors.xcstrings, beside Sync.errors.yaml.
@Suite(.preferredLanguages(["en"])) struct StringCatalogTextTests {
  @Test(arguments: [
    (1, "1 élément n’a pas pu être synchronisé."),
    (0, "0 élément n’a pas pu être synchronisé."),
    (2, "2 éléments n’ont pas pu être synchronisés."),
    (1_000_000, "1000000 d’éléments n’ont pas pu être synchronisés."),
  ])
  func pluralVariantsFromTheStringCatalog(count: Int, expected: String) {
    let got = SyncError.itemsNotSynced(count: count).errorDescription(locale: "fr-CA")
    #expect(got == expected, "fr \(count): expected \(expected), got \(got)")
  }

  @Test func translatedAndNeedsReviewValuesAreCompiledIn() {
    let error = SyncError.filesLeft(total: 3, remaining: 1)
    #expect(error.failureReason(locale: "de") == "Der Upload wurde unterbrochen.")
    #expect(error.failureReason(locale: "fr") == "Le téléversement a été interrompu.")
  }

  @Test func newAndEmptyValuesShowTheDefaultLocale() {
    #expect(
      SyncError.filesLeft(total: 3, remaining: 1).failureReason(locale: "ja")
        == "The upload was interrupted.")
    #expect(SyncError.daysLeft(locale: 2).errorDescription(locale: "ja") == "2 days left.")
  }
}
