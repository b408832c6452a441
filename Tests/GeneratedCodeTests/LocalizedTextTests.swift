import ErrorGenRuntime
import Foundation
import Testing

/// Texts in a given locale, placeholders, and the hostile catalog's texts round-tripping.
@Suite(.preferredLanguages(["en"])) struct LocalizedTextTests {
  @Test(arguments: [
    ("en", "The card ending in 4242 was declined."),
    ("de", "Die Karte mit der Endung 4242 wurde abgelehnt."),
    ("de-CH", "Die Karte mit der Endung 4242 wurde abgelehnt."),
    ("DE_at", "Die Karte mit der Endung 4242 wurde abgelehnt."),
    ("pt_br", "O cartão final 4242 foi recusado."),
    // `pt` is `pt-BR` in CLDR's likely subtags, as Apple resolves it.
    ("pt", "O cartão final 4242 foi recusado."),
    ("ja", "The card ending in 4242 was declined."),
  ])
  func messageResolvesTheLocale(locale: String, expected: String) {
    let error = PaymentError.cardDeclined(last4: "4242", cardholder: "Jane")
    #expect(error.errorDescription(locale: locale) == expected)
  }

  @Test func missingTranslationFallsBackToTheDefaultLocale() {
    let error = PaymentError.cardDeclined(last4: nil, cardholder: nil)
    #expect(error.failureReason(locale: "pt-BR") == "The bank did not approve the payment.")
    #expect(error.failureReason(locale: "de") == "Die Bank hat die Zahlung nicht genehmigt.")
    #expect(error.recoverySuggestion(locale: "de") == "Use another card or contact your bank.")
    #expect(PaymentError.offline.failureReason(locale: "en") == nil)
    #expect(PaymentError.offline.recoverySuggestion(locale: "de") == nil)
  }

  @Test func placeholdersRenderPlainValuesAndNilAsEmpty() throws {
    #expect(
      PaymentError.cardDeclined(last4: nil, cardholder: nil).errorDescription(locale: "en")
        == "The card ending in  was declined.")
    #expect(
      PaymentError.gatewayUnavailable(status: 503, waitSeconds: nil).errorDescription(locale: "de")
        == "Der Zahlungsdienst ist nicht erreichbar (HTTP 503).")
    #expect(
      PaymentError.amountTooLow(minimum: 2.5).errorDescription(locale: "en")
        == "The amount is below the minimum of 2.5.")
    let allTypes = try #require(HostileError.samples.first { $0.caseName == "allTypes" })
    #expect(
      allTypes.errorDescription(locale: "en")
        == "text 1 1 1.5 true https://example.com 00000000-0000-0000-0000-000000000000 30.0 1, {literal}"
    )
    #expect(allTypes.errorDescription(locale: "fr").hasSuffix(", {littéral}"))
  }

  @Test func hostileTextsRoundTripExactly() {
    let quotes = HostileError.quotes
    #expect(
      quotes.errorDescription(locale: "en")
        == ##"He said "hi"; """ triple; #"raw"#; \(notInterpolated); back\slash \u{41}"##)
    #expect(
      quotes.errorDescription(locale: "de")
        == "Er sagte \u{201E}hallo\u{201C} und {geschweift} für $5, $preis und ${x}")
    #expect(quotes.failureReason(locale: "en") == "Line one\nLine two\ttabbed\r\nCRLF")
    // U+FDD0 and U+FDEF, which a Swift literal cannot write as `\u{...}`.
    let noncharacters = String(
      String.UnicodeScalarView([0xFDD0, 0xFDEF].compactMap(Unicode.Scalar.init)))
    #expect(
      quotes.recoverySuggestion(locale: "en")
        == "Bidi \u{202E}evil\u{202C} and \u{2066}isolate\u{2069} and zero\u{200B}width and nul-free \u{7}bell and noncharacters "
        + noncharacters
    )
    #expect(quotes.helpAnchor == "https://example.com/help?a=1&b=\"2\"")
    #expect(HostileError.delayed(after: nil).helpAnchor == nil)
  }

  @Test func composedCasesForwardTexts() {
    let wrapped = PaymentError.cardDeclined(last4: "1", cardholder: nil)
    let error = CheckoutError.payment(wrapped)
    #expect(error.errorDescription(locale: "de") == wrapped.errorDescription(locale: "de"))
    #expect(error.failureReason(locale: "de") == wrapped.failureReason(locale: "de"))
    #expect(error.recoverySuggestion(locale: "en") == wrapped.recoverySuggestion(locale: "en"))
    #expect(CheckoutError.hostile(.quotes).helpAnchor == HostileError.quotes.helpAnchor)
    #expect(
      CheckoutError.unknown.recoverySuggestion(locale: "de")
        == "If it keeps happening, contact support.")
  }

  @Test func recoveryOptionLabelsInAGivenLocale() {
    #expect(PaymentError.RecoveryOption.changeCard.label(locale: "pt-BR") == "Trocar cartão")
    #expect(PaymentError.RecoveryOption.changeCard.label(locale: "de-DE") == "Karte ändern")
    #expect(PaymentError.RecoveryOption.cancel.label(locale: "fr") == "Cancel")
  }
}
