import ErrorGenRuntime
import Foundation
import Testing

/// Members that read the preferred languages or the static recovery attempter. They share
/// global state, so they run one at a time and restore it.
@Suite(.serialized, .preferredLanguages(["en"])) struct GlobalStateTests {
  init() {
    PaymentError.recoveryAttempter = nil
    CheckoutError.recoveryAttempter = nil
  }

  // MARK: Current locale

  @Test func currentLocaleIsTheFirstPreferredLanguageThatMatches() {
    let error = PaymentError.cardDeclined(last4: "4242", cardholder: nil)
    ErrorLocalization.withPreferredLanguages(["fr-FR", "de-AT", "en"]) {
      #expect(error.errorDescription == "Die Karte mit der Endung 4242 wurde abgelehnt.")
      #expect(error.failureReason == "Die Bank hat die Zahlung nicht genehmigt.")
      #expect(error.recoverySuggestion == "Use another card or contact your bank.")
      #expect(PaymentError.RecoveryOption.cancel.label == "Abbrechen")
    }
    ErrorLocalization.withPreferredLanguages(["ja", "ko"]) {
      #expect(error.errorDescription == "The card ending in 4242 was declined.")
    }
    ErrorLocalization.withPreferredLanguages(["pt-BR"]) {
      #expect(error.localizedDescription == "O cartão final 4242 foi recusado.")
    }
  }

  @Test func composedCasesUseTheWrappedCatalogsLocales() {
    ErrorLocalization.withPreferredLanguages(["pt-BR"]) {
      #expect(
        CheckoutError.payment(.cartExpired).recoveryOptions == ["Descartar carrinho", "Cancelar"])
      #expect(
        CheckoutError.outOfStock(sku: "A1", remaining: nil).errorDescription
          == "Item A1 is out of stock.")
    }
  }

  // MARK: NSError bridging

  @Test func bridgesToNSErrorWithExplicitUserInfo() {
    ErrorLocalization.withPreferredLanguages(["de"]) {
      let error = PaymentError.cardDeclined(last4: "4242", cardholder: nil)
      let bridged = error as NSError
      #expect(bridged.domain == "com.example.payment")
      #expect(bridged.code == 3001)
      #expect(bridged.localizedDescription == "Die Karte mit der Endung 4242 wurde abgelehnt.")
      #expect(bridged.localizedFailureReason == "Die Bank hat die Zahlung nicht genehmigt.")
      let userInfo = bridged.userInfo
      #expect(userInfo[NSLocalizedDescriptionKey] as? String == error.errorDescription)
      #expect(
        userInfo[NSLocalizedRecoverySuggestionErrorKey] as? String == error.recoverySuggestion)
      #expect(
        userInfo[NSLocalizedRecoveryOptionsErrorKey] as? [String] == ["Karte ändern", "Abbrechen"])
      #expect(userInfo[NSHelpAnchorErrorKey] == nil)
      #expect(userInfo[NSUnderlyingErrorKey] == nil)
      #expect(
        (PaymentError.cartExpired as NSError).userInfo[NSHelpAnchorErrorKey] as? String
          == "payments-cart")
      let silent = PaymentError.amountTooLow(minimum: 1) as NSError
      #expect(silent.userInfo[NSLocalizedRecoveryOptionsErrorKey] == nil)
    }
  }

  @Test func composedCaseBridgesWithUmbrellaDomainWrappedCodeAndUnderlyingError() throws {
    let bridged = CheckoutError.payment(.offline) as NSError
    #expect(bridged.domain == "com.example.checkout")
    #expect(bridged.code == 3100)
    #expect(bridged.localizedDescription == "You are offline.")
    let underlying = try #require(bridged.userInfo[NSUnderlyingErrorKey])
    #expect(underlying as? PaymentError == .offline)
  }

  @Test func hostileTextsSurviveBridging() {
    let bridged = HostileError.quotes as NSError
    #expect(bridged.domain == "com.example.hostile\"quote")
    #expect(bridged.localizedDescription == HostileError.quotes.errorDescription(locale: "en"))
    #expect(bridged.localizedFailureReason == "Line one\nLine two\ttabbed\r\nCRLF")
  }

  // MARK: Recovery

  @Test func recoveryOptionsDescribeTheCatalogsOptions() {
    #expect(PaymentError.RecoveryOption.allCases == [.retry, .changeCard, .discardCart, .cancel])
    #expect(
      PaymentError.RecoveryOption.allCases.map(\.role) == [
        .default, .normal, .destructive, .cancel,
      ])
    #expect(
      PaymentError.RecoveryOption.allCases.map(\.retriesOperation) == [true, true, false, false])
    #expect(PaymentError.RecoveryOption.retry.rawValue == "retry")
    #expect(PaymentError.cartExpired.availableRecoveryOptions == [.discardCart, .cancel])
    #expect(PaymentError.amountTooLow(minimum: 1).availableRecoveryOptions == [])
    #expect(PaymentError.offline.recoveryOptions == ["Try Again", "Cancel"])
    #expect(
      PaymentError.offline.recoveryActions == [
        RecoveryAction(name: "retry", label: "Try Again", role: .default, retriesOperation: true),
        RecoveryAction(name: "cancel", label: "Cancel", role: .cancel, retriesOperation: false),
      ])
    #expect(CheckoutError.payment(.offline).recoveryActions == PaymentError.offline.recoveryActions)
    #expect(CheckoutError.payment(.offline).availableRecoveryOptions == [])
  }

  @Test func attemptRecoveryCallsTheAttempterForTheOption() async {
    let attempter = RecordingAttempter(answer: true)
    #expect(await PaymentError.offline.attemptRecovery(option: .retry) == false)
    PaymentError.recoveryAttempter = attempter
    defer { PaymentError.recoveryAttempter = nil }
    #expect(await PaymentError.offline.attemptRecovery(option: .retry))
    #expect(await PaymentError.cartExpired.attemptRecovery(option: .discardCart))
    #expect(await PaymentError.offline.attemptRecovery(option: .cancel) == false)
    #expect(attempter.calls == ["retry offline", "discardCart cartExpired"])
  }

  @Test func handlerFormRunsTheOptionAtTheIndexOnce() async {
    let attempter = RecordingAttempter(answer: true)
    PaymentError.recoveryAttempter = attempter
    defer { PaymentError.recoveryAttempter = nil }
    #expect(await PaymentError.offline.recover(usingOptionAt: 0))
    #expect(await PaymentError.offline.recover(usingOptionAt: 1) == false)
    #expect(await PaymentError.offline.recover(usingOptionAt: 2) == false)
    #expect(await PaymentError.offline.recover(usingOptionAt: -1) == false)
    #expect(PaymentError.offline.attemptRecovery(optionIndex: 0) == false)
    #expect(await CheckoutError.payment(.cartExpired).recover(usingOptionAt: 0))
    #expect(attempter.calls == ["retry offline", "discardCart cartExpired"])
  }

  @Test func umbrellaOwnOptionsUseTheUmbrellasAttempter() async {
    let attempter = CheckoutAttempter()
    CheckoutError.recoveryAttempter = attempter
    defer { CheckoutError.recoveryAttempter = nil }
    let error = CheckoutError.outOfStock(sku: "A1", remaining: 0)
    #expect(error.availableRecoveryOptions == [.contactSupport, .cancel])
    #expect(await error.recover(usingOptionAt: 0))
    #expect(await CheckoutError.unknown.recover(usingOptionAt: 0) == false)
  }

  @Test func catalogWithoutOptionsNeverRecovers() async {
    #expect(HostileError.quotes.recoveryOptions.isEmpty)
    #expect(HostileError.quotes.recoveryActions.isEmpty)
    #expect(HostileError.quotes.attemptRecovery(optionIndex: 0) == false)
    #expect(await HostileError.quotes.recover(usingOptionAt: 0) == false)
  }
}

/// Records which option ran for which case, and answers `answer`.
final class RecordingAttempter: PaymentErrorRecoveryAttempter {
  private let recorded = LockedValue<[String]>([])
  let answer: Bool

  init(answer: Bool) { self.answer = answer }

  var calls: [String] { recorded.value }

  func retry(_ error: PaymentError) async -> Bool { record("retry", error) }
  func changeCard(_ error: PaymentError) async -> Bool { record("changeCard", error) }
  func discardCart(_ error: PaymentError) async -> Bool { record("discardCart", error) }

  private func record(_ option: String, _ error: PaymentError) -> Bool {
    recorded.withLock { $0.append(option + " " + error.caseName) }
    return answer
  }
}

struct CheckoutAttempter: CheckoutErrorRecoveryAttempter {
  func contactSupport(_ error: CheckoutError) async -> Bool { true }
}
