import ErrorGenRuntime
import Foundation
import Testing

/// Identity, classification, mapping and logging: members that do not depend on the current
/// locale or on global state, so they run in parallel.
@Suite(.preferredLanguages(["en"])) struct IdentityTests {
  @Test func domainCodeCaseNameAndIdentifier() {
    let error = PaymentError.cartExpired
    #expect(PaymentError.errorDomain == "com.example.payment")
    #expect(error.errorCode == 3410)
    #expect(error.caseName == "cartExpired")
    #expect(error.identifier == "com.example.payment.cartExpired")
    #expect(HostileError.errorDomain == "com.example.hostile\"quote")
    #expect(HostileError.delayed(after: nil).errorCode == 1_234_567)
  }

  @Test func localesListTheDefaultFirst() {
    #expect(PaymentError.locales == ["en", "de", "pt-BR"])
    #expect(PaymentError.defaultLocale == "en")
    #expect(HostileError.locales == ["en", "de", "fr"])
  }

  @Test(arguments: [
    (
      PaymentError.samples.map(\.caseName),
      [
        "cardDeclined", "gatewayUnavailable", "offline", "cartExpired", "amountTooLow",
        "tooManyAttempts",
      ]
    ),
    (
      HostileError.samples.map(\.caseName),
      [
        "quotes", "allTypes", "legacy", "legacyWithParams", "delayed",
      ]
    ),
  ])
  func samplesHoldEveryCaseInOrder(names: [String], expected: [String]) {
    #expect(names == expected)
  }

  @Test func umbrellaSamplesWrapEachComposedTypeThenOwnCases() {
    let expected: [CheckoutError] =
      PaymentError.samples.map(CheckoutError.payment)
      + HostileError.samples.map(CheckoutError.hostile)
      + [
        .outOfStock(sku: "sku", remaining: 1), .unknown,
        .cardholderMismatch(cardholder: "cardholder", attempts: 1),
      ]
    #expect(CheckoutError.samples == expected)
  }

  @Test func composedCasesForwardIdentityButKeepTheUmbrellaDomain() {
    let error = CheckoutError.payment(.offline)
    #expect(error.errorCode == 3100)
    #expect(error.caseName == "offline")
    #expect(error.identifier == "com.example.payment.offline")
    #expect(CheckoutError.errorDomain == "com.example.checkout")
    #expect(error.underlyingError as? PaymentError == .offline)
    #expect(CheckoutError.unknown.underlyingError == nil)
    #expect(CheckoutError.unknown.identifier == "com.example.checkout.unknown")
  }

  @Test func classification() {
    let gateway = PaymentError.gatewayUnavailable(status: 503, waitSeconds: 12)
    #expect(gateway.kind == .transient)
    #expect(gateway.presentation == .banner)
    #expect(gateway.retryPolicy == RetryPolicy(maxAttempts: 4, initialDelay: 0.5, maxDelay: 10))
    #expect(gateway.isRetryable)
    #expect(gateway.retryAfter == 12)
    #expect(gateway.symbolName == "creditcard.trianglebadge.exclamationmark")
    #expect(PaymentError.gatewayUnavailable(status: 503, waitSeconds: nil).retryAfter == nil)
    let amount = PaymentError.amountTooLow(minimum: 5)
    #expect(amount.kind == .user)
    #expect(amount.presentation == .inline)
    #expect(amount.retryPolicy == nil)
    #expect(!amount.isRetryable)
    #expect(amount.field == "amount")
    #expect(amount.symbolName == nil)
    #expect(CheckoutError.payment(gateway).retryAfter == 12)
    #expect(CheckoutError.payment(amount).field == "amount")
    #expect(CheckoutError.unknown.kind == .system)
  }

  @Test func inlineNamedAndIntegerRetryPolicies() throws {
    let allTypes = try #require(HostileError.samples.first { $0.caseName == "allTypes" })
    #expect(allTypes.retryPolicy == RetryPolicy(maxAttempts: 2, initialDelay: 1.5))
    let quick = RetryPolicy(
      maxAttempts: 5, initialDelay: 0.25, maxDelay: 120, jitter: 0.1, multiplier: 1.5)
    #expect(HostileError.delayed(after: 7).retryPolicy == quick)
    #expect(HostileError.delayed(after: 7).retryAfter == 7)
    let legacy = try #require(HostileError(httpStatus: 500))
    #expect(legacy.caseName == "legacyWithParams")
    #expect(legacy.retryAfter == nil)
    #expect(HostileError.samples[3].retryAfter == 1)
    #expect(HostileError.delayed(after: nil).presentation == .silent)
    #expect(HostileError.delayed(after: nil).symbolName == "clock\"badge")
    #expect(HostileError.delayed(after: nil).field == "field\nname")
  }
}

@Suite(.preferredLanguages(["en"])) struct MappingTests {
  @Test(
    arguments: [
      (502, 30.0, PaymentError.gatewayUnavailable(status: 502, waitSeconds: 30)),
      (503, nil, .gatewayUnavailable(status: 503, waitSeconds: nil)),
      (504, 1, .gatewayUnavailable(status: 504, waitSeconds: 1)),
      (410, 5, .cartExpired),
      // An Int? bound to retry_after: whole seconds rounded up, any delay a server sends.
      (425, 0.4, .tooManyAttempts(waitSeconds: 1)),
      (425, 30, .tooManyAttempts(waitSeconds: 30)),
      (425, nil, .tooManyAttempts(waitSeconds: nil)),
      (425, 1e300, .tooManyAttempts(waitSeconds: .max)),
      (425, .infinity, .tooManyAttempts(waitSeconds: .max)),
      (425, .nan, .tooManyAttempts(waitSeconds: 0)),
    ] as [(Int, TimeInterval?, PaymentError)])
  func httpStatusFillsBoundParams(status: Int, retryAfter: TimeInterval?, expected: PaymentError) {
    #expect(PaymentError(httpStatus: status, retryAfter: retryAfter) == expected)
  }

  @Test func unmappedValuesGiveNil() {
    #expect(PaymentError(httpStatus: 200) == nil)
    #expect(PaymentError(serverCode: "NOPE") == nil)
    #expect(PaymentError(mapping: NSError(domain: NSURLErrorDomain, code: -1)) == nil)
    #expect(CheckoutError(httpStatus: 200) == nil)
    #expect(CheckoutError(serverCode: "NOPE") == nil)
  }

  @Test func httpStatusWithoutRetryAfterUsesTheRuntimeForwarder() {
    #expect(PaymentError(httpStatus: 503) == .gatewayUnavailable(status: 503, waitSeconds: nil))
  }

  @Test func serverCodesAndForeignErrors() {
    #expect(PaymentError(serverCode: "DO_NOT_HONOR") == .cardDeclined(last4: nil, cardholder: nil))
    #expect(PaymentError(mapping: NSError(domain: NSURLErrorDomain, code: -1020)) == .offline)
    #expect(PaymentError(mapping: NSError(domain: NSPOSIXErrorDomain, code: 50)) == .offline)
    #expect(PaymentError(mapping: URLError(.notConnectedToInternet)) == .offline)
    #expect(PaymentError(mapping: PaymentError.cartExpired) == .cartExpired)
  }

  @Test func hostileCodesAndDomainsMapExactly() {
    #expect(HostileError(serverCode: "OLD\"CODE")?.caseName == "legacy")
    #expect(HostileError(serverCode: "\\(x)")?.caseName == "legacy")
    #expect(
      HostileError(mapping: NSError(domain: "Hostile\"Domain", code: 1_234_567))?.caseName
        == "legacy")
    #expect(HostileError(httpStatus: 429, retryAfter: 3) == .delayed(after: 3))
    #expect(HostileError(httpStatus: 599)?.caseName == "legacyWithParams")
  }

  @Test func umbrellaTriesOwnCasesThenComposedTypesInOrder() {
    #expect(CheckoutError(httpStatus: 409) == .outOfStock(sku: nil, remaining: nil))
    #expect(CheckoutError(serverCode: "OUT_OF_STOCK") == .outOfStock(sku: nil, remaining: nil))
    #expect(
      CheckoutError(httpStatus: 503, retryAfter: 2)
        == .payment(.gatewayUnavailable(status: 503, waitSeconds: 2)))
    #expect(CheckoutError(httpStatus: 429) == .hostile(.delayed(after: nil)))
    #expect(
      CheckoutError(serverCode: "CARD_DECLINED")
        == .payment(.cardDeclined(last4: nil, cardholder: nil)))
    #expect(
      CheckoutError(mapping: NSError(domain: NSURLErrorDomain, code: -1009)) == .payment(.offline))
    #expect(CheckoutError(mapping: PaymentError.cartExpired) == .payment(.cartExpired))
    #expect(CheckoutError(mapping: CheckoutError.unknown) == .unknown)
    #expect(CheckoutError(mapping: CocoaError(.fileNoSuchFile)) == nil)
  }
}

@Suite(.preferredLanguages(["en"])) struct LoggingTests {
  @Test func descriptionReadsLikeSourceAndHidesSensitiveValues() {
    let declined = PaymentError.cardDeclined(last4: "4242", cardholder: "Jane Doe")
    #expect(
      declined.description == "PaymentError.cardDeclined(last4: \"4242\", cardholder: <redacted>)")
    #expect(declined.debugDescription == declined.description)
    #expect(String(describing: declined) == declined.description)
    #expect(!String(reflecting: declined).contains("Jane"))
    #expect(PaymentError.cartExpired.description == "PaymentError.cartExpired")
    #expect(
      PaymentError.gatewayUnavailable(status: 503, waitSeconds: nil).description
        == "PaymentError.gatewayUnavailable(status: 503, waitSeconds: nil)")
    #expect(
      CheckoutError.payment(declined).description
        == "CheckoutError.payment(PaymentError.cardDeclined(last4: \"4242\", cardholder: <redacted>))"
    )
  }

  @Test func loggingMetadataHoldsIdentityAndEveryParam() {
    let declined = PaymentError.cardDeclined(last4: "4242", cardholder: "Jane Doe")
    #expect(
      declined.loggingMetadata == [
        "domain": "com.example.payment", "code": "3001", "case": "cardDeclined", "kind": "user",
        "retryable": "false", "last4": "4242", "cardholder": "<redacted>",
      ])
    let gateway = PaymentError.gatewayUnavailable(status: 502, waitSeconds: nil)
    #expect(gateway.loggingMetadata["waitSeconds"] == "nil")
    #expect(gateway.loggingMetadata["retryable"] == "true")
    #expect(CheckoutError.payment(declined).loggingMetadata == declined.loggingMetadata)
    #expect(CheckoutError.unknown.loggingMetadata["case"] == "unknown")
  }

  @Test func sensitiveValuesNeverReachLogs() throws {
    let allTypes = try #require(HostileError.samples.first { $0.caseName == "allTypes" })
    #expect(!allTypes.description.contains("\"secret\""))
    #expect(allTypes.description.contains("secret: <redacted>"))
    #expect(allTypes.loggingMetadata["secret"] == "<redacted>")
    #expect(allTypes.loggingMetadata["numbers"] == "1")
    #expect(allTypes.loggingMetadata["when"] == "1970-01-01T00:00:00Z")
  }
}

/// `init?(code:)`: a client that received only the number gets the case back.
@Suite struct CaseFromCodeTests {
  @Test func everyCaseWithoutRequiredValuesComesBackFromItsCode() {
    // Cases with required params (gatewayUnavailable, amountTooLow) cannot be made from a number.
    #expect(
      PaymentError.samples.compactMap { PaymentError(code: $0.errorCode)?.caseName }
        == ["cardDeclined", "offline", "cartExpired", "tooManyAttempts"])
    #expect(PaymentError(code: 3001) == .cardDeclined(last4: nil, cardholder: nil))
    #expect(HostileError(code: 3)?.caseName == "legacy")
    #expect(HostileError(code: 1_234_567) == .delayed(after: nil))
  }

  @Test func anUmbrellaTriesItsOwnCasesThenEachComposedType() {
    #expect(CheckoutError(code: 9002) == .unknown)
    #expect(CheckoutError(code: 9001) == .outOfStock(sku: nil, remaining: nil))
    #expect(CheckoutError(code: 3100) == .payment(.offline))
    #expect(CheckoutError(code: 3)?.caseName == "legacy")
    // A wrapped case comes from its own type, never from the umbrella's `samples`, whose values
    // are sample values: optional params stay nil, and required ones make no case.
    #expect(CheckoutError(code: 3001) == .payment(.cardDeclined(last4: nil, cardholder: nil)))
    #expect(CheckoutError(code: 3503) == nil, "expected no case for a code with required params")
  }

  @Test(arguments: [0, -1, 3503, Int.max, Int.min])
  func otherCodesGiveNil(code: Int) {
    #expect(PaymentError(code: code) == nil, "expected no PaymentError for \(code)")
  }
}
