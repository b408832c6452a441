import ErrorGenRuntime
import Foundation
import Testing

/// Every case of every catalog in the repository, in every locale of its type: error → problem
/// details → JSON bytes → problem details → `init?(problemDetails:)` gives the same case and
/// values, but for sensitive params, which come back neutral and are never in the JSON.
@Suite struct ProblemDetailsRoundTripTests {
  @Test(arguments: RoundTrip.all)
  func caseSurvivesTheRoundTrip(_ trip: RoundTrip) {
    trip.run()
  }

  @Test func everyCaseOfEveryCatalogIsInTheTable() {
    // samples hold every case once; each goes through every locale of its type.
    let expected =
      (APIError.samples.count * APIError.locales.count)
      + (AppError.samples.count * AppError.locales.count)
      + (NetworkError.samples.count * NetworkError.locales.count)
      + (StorageError.samples.count * StorageError.locales.count)
      + (CheckoutError.samples.count * CheckoutError.locales.count)
      + (PaymentError.samples.count * PaymentError.locales.count)
      + (HostileError.samples.count * HostileError.locales.count)
    #expect(RoundTrip.samples.count == expected)
  }

  @Test(arguments: [
    ("com.example.api.notFound", 404, APIError.notFound),
    ("com.example.api.conflict", 409, APIError.conflict(serverMessage: "v2")),
    ("com.example.api.validationFailed", 422, APIError.validationFailed(fieldName: "Name")),
    ("com.example.api.serverError", 502, APIError.serverError(statusCode: 502)),
  ])
  func statusComesFromStatusThenHTTPThenABoundParam(code: String, status: Int, error: APIError) {
    #expect(error.httpStatus == status, "expected \(status), got \(error.httpStatus)")
    #expect(error.identifier == code, "expected \(code), got \(error.identifier)")
  }

  @Test func typeComesFromTheCatalogOfTheCaseItself() {
    let api = ProblemDetails(APIError.notFound, locale: "en")
    #expect(api.type == "https://docs.example.com/errors/com.example.api.notFound")
    let wrapped = ProblemDetails(AppError.api(.notFound), locale: "en")
    #expect(wrapped.type == api.type, "expected \(api.type), got \(wrapped.type)")
    let own = ProblemDetails(CheckoutError.unknown, locale: "en")
    #expect(own.type == "urn:example:checkout:com.example.checkout.unknown")
    #expect(ProblemDetails(PaymentError.offline, locale: "en").type == "about:blank")
  }

  @Test func aSensitiveParamReadsRedactedInTheDetail() {
    let error = CheckoutError.cardholderMismatch(cardholder: "Jane Leak", attempts: 2)
    let details = ProblemDetails(error, locale: "de")
    let expected = "Der Name <redacted> passt nicht zur Karte (2 Versuche)."
    #expect(details.detail == expected, "expected \(expected), got \(details.detail ?? "nil")")
    #expect(details.params == ["attempts": 2], "got \(details.params)")
  }

  @Test(arguments: [
    ProblemDetails(type: "about:blank", code: "com.example.api.conflict"),
    ProblemDetails(
      type: "about:blank", code: "com.example.api.conflict", params: ["serverMessage": 3]),
    ProblemDetails(type: "about:blank", code: "com.example.unknown.case"),
    ProblemDetails(type: "about:blank"),
  ])
  func missingOrWrongParamsAndForeignCodesGiveNil(_ details: ProblemDetails) {
    #expect(AppError(problemDetails: details) == nil)
    #expect(APIError(problemDetails: details) == nil)
  }

  /// An umbrella looks a code up among its own cases only: a wrapped case's code (1001 for
  /// `noConnection`) could be an own case's too, and would decode as that case.
  @Test func anUmbrellaLooksUpOnlyItsOwnCodes() {
    let codes = ProblemDetails.errorCodes(byIdentifierOf: AppError.samples)
    let expected = ["com.example.app.unknown": 1, "com.example.app.outdatedApp": 2]
    #expect(codes == expected, "expected \(expected), got \(codes)")
    let wrapped = ProblemDetails(AppError.network(.noConnection), locale: "en")
    #expect(AppError(problemDetails: wrapped) == .network(.noConnection))
  }
}

/// One round trip of the table: a description for the test's name and the checks to run.
struct RoundTrip: Sendable, CustomTestStringConvertible {
  var testDescription: String
  var run: @Sendable () -> Void

  /// Every sample of every catalog type, in every locale of its type.
  static let samples: [RoundTrip] =
    of(APIError.samples, locales: APIError.locales, expecting: neutralAPI)
    + of(AppError.samples, locales: AppError.locales) { error in
      if case .api(let api) = error { return .api(neutralAPI(api)) }
      return error
    }
    + of(NetworkError.samples, locales: NetworkError.locales)
    + of(StorageError.samples, locales: StorageError.locales)
    + of(PaymentError.samples, locales: PaymentError.locales, expecting: neutralPayment)
    + of(HostileError.samples, locales: HostileError.locales, expecting: neutralHostile)
    + of(CheckoutError.samples, locales: CheckoutError.locales, expecting: neutralCheckout)

  /// Sensitive params with values that must not appear anywhere in the JSON.
  static let secrets: [RoundTrip] =
    of(
      [APIError.invalidEmail(email: "leak@example.com")], locales: APIError.locales,
      expecting: neutralAPI, secret: "leak@example.com")
    + of(
      [CheckoutError.cardholderMismatch(cardholder: "Jane Leak", attempts: 2)],
      locales: CheckoutError.locales, expecting: neutralCheckout, secret: "Jane Leak")
    + of(
      [CheckoutError.payment(.cardDeclined(last4: "4242", cardholder: "Jane Leak"))],
      locales: CheckoutError.locales, expecting: neutralCheckout, secret: "Jane Leak")

  static let all = samples + secrets

  static func of<E: CatalogError & Hashable>(
    _ errors: [E], locales: [String], expecting expected: @escaping @Sendable (E) -> E = { $0 },
    secret: String? = nil
  ) -> [RoundTrip] {
    errors.flatMap { error in
      locales.map { locale in
        RoundTrip(testDescription: "\(error) in \(locale)") {
          check(error, locale: locale, expected: expected(error), secret: secret)
        }
      }
    }
  }

  static func check<E: CatalogError & Hashable>(
    _ error: E, locale: String, expected: E, secret: String?
  ) {
    let details = ProblemDetails(error, locale: locale)
    let bytes = details.jsonData()
    let json = String(decoding: bytes, as: UTF8.self)
    guard let decoded = ProblemDetails(jsonData: bytes) else {
      Issue.record("expected problem details, got nil from \(json)")
      return
    }
    #expect(decoded == details, "expected \(details), got \(decoded)")
    #expect(decoded.code == error.identifier, "expected \(error.identifier), got \(json)")
    #expect(decoded.status == error.httpStatus, "expected \(error.httpStatus), got \(json)")
    #expect(decoded.type == error.problemType, "expected \(error.problemType), got \(json)")
    let back = E(problemDetails: decoded)
    #expect(
      back == expected,
      "expected \(expected), got \(back.map { String(describing: $0) } ?? "nil") from \(json)")
    if let secret {
      #expect(!json.contains(secret), "expected no \(secret), got \(json)")
    }
  }

  // A sensitive param is never sent: it comes back as its type's neutral value.

  static func neutralAPI(_ error: APIError) -> APIError {
    guard case .invalidEmail = error else { return error }
    return .invalidEmail(email: nil)
  }

  static func neutralPayment(_ error: PaymentError) -> PaymentError {
    guard case .cardDeclined(let last4, _) = error else { return error }
    return .cardDeclined(last4: last4, cardholder: nil)
  }

  static func neutralHostile(_ error: HostileError) -> HostileError {
    guard
      case .allTypes(
        let text, let count, let big, let ratio, let flag, let when, let link, let id, let delay,
        let maybe, let numbers, _) = error
    else { return error }
    return .allTypes(
      text: text, count: count, big: big, ratio: ratio, flag: flag, when: when, link: link,
      id: id, delay: delay, maybe: maybe, numbers: numbers, secret: "")
  }

  static func neutralCheckout(_ error: CheckoutError) -> CheckoutError {
    switch error {
    case .payment(let payment): .payment(neutralPayment(payment))
    case .hostile(let hostile): .hostile(neutralHostile(hostile))
    case .cardholderMismatch(_, let attempts):
      .cardholderMismatch(cardholder: "", attempts: attempts)
    default: error
    }
  }
}
