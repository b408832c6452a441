import ErrorGenRuntime
import Foundation
import Testing

/// The value `init?(problemDetails:)` must give back: the error with its sensitive params
/// replaced by their neutral values, since they are never sent.
func withoutSensitiveValues(_ error: any CatalogError) -> any CatalogError {
  switch error {
  case NetworkError.invalidEmail: return NetworkError.invalidEmail(email: "")
  case AppError.network(.invalidEmail): return AppError.network(.invalidEmail(email: ""))
  case AccountError.wrongPassword(let username, _):
    return AccountError.wrongPassword(username: username, password: "")
  default: return error
  }
}

/// The sensitive values of the samples: none may appear in any JSON member.
let sensitiveSampleValues = ["someone@example.com", "\"password\""]

func sameError(_ a: (any CatalogError)?, _ b: any CatalogError) -> Bool {
  guard let a else { return false }
  return "\(String(reflecting: type(of: a))) \(Mirror(reflecting: a).children.map { "\($0)" })"
    == "\(String(reflecting: type(of: b))) \(Mirror(reflecting: b).children.map { "\($0)" })"
    && a.identifier == b.identifier
}

struct ProblemDetailsRoundTripTests {
  static let cases: [(any CatalogError, String)] =
    (NetworkError.samples.map { $0 as any CatalogError }
    + AccountError.samples.map { $0 as any CatalogError }
    + AppError.samples.map { $0 as any CatalogError })
    .flatMap { error in ["en", "de", "de-CH", "fr"].map { (error, $0) } }

  static func decode(_ type: any CatalogError.Type, _ details: ProblemDetails) -> (
    any CatalogError
  )? {
    type.init(problemDetails: details)
  }

  @Test(
    "error → problem details → JSON bytes → problem details → the same case, in every locale",
    arguments: cases)
  func roundTrip(error: any CatalogError, locale: String) throws {
    let details = ProblemDetails(error, locale: locale, instance: "/requests/1")
    let bytes = try JSONEncoder().encode(details)
    let decoded = try JSONDecoder().decode(ProblemDetails.self, from: bytes)
    #expect(decoded == details, "expected \(details), got \(decoded)")
    let back = Self.decode(type(of: error), decoded)
    let expected = withoutSensitiveValues(error)
    #expect(sameError(back, expected), "expected \(expected), got \(String(describing: back))")
    #expect(decoded.code == error.identifier)
    #expect(decoded.errorCode == error.errorCode)
    #expect(decoded.status == error.httpStatus)
    #expect(decoded.detail == error.redactedErrorDescription(locale: locale))
    #expect(decoded.instance == "/requests/1")
    let text = String(decoding: bytes, as: UTF8.self)
    for secret in sensitiveSampleValues {
      #expect(!text.contains(secret), "expected no \"\(secret)\" in \(text)")
    }
    #expect(!text.contains("null,\"status\""))
  }

  @Test("a sensitive param that a text shows reads <redacted> in detail, in every locale")
  func redactedDetail() {
    let error = AccountError.wrongPassword(username: "ann", password: "hunter2")
    #expect(
      ProblemDetails(error, locale: "en").detail
        == "The password <redacted> for ann is wrong.")
    #expect(
      ProblemDetails(error, locale: "de").detail == "Das Passwort <redacted> für ann ist falsch.")
    #expect(ProblemDetails(error, locale: "en").params == ["username": "ann"])
    let json = String(decoding: ProblemResponse(error, locale: "de").body, as: UTF8.self)
    #expect(!json.contains("hunter2"), "expected no password in \(json)")
  }

  @Test("title is the same for every occurrence of a case and shows no param")
  func stableTitle() {
    let first = ProblemDetails(NetworkError.serverError(statusCode: 500), locale: "en")
    let second = ProblemDetails(NetworkError.serverError(statusCode: 503), locale: "de")
    #expect(first.title == "Server error")
    #expect(second.title == first.title)
    #expect(first.detail != second.detail)
  }

  @Test(
    "an about:blank problem is titled with its status phrase, as RFC 9457 asks",
    arguments: [
      (LegacyError.failed(account: "ann"), "Internal Server Error"),
      (LegacyError.mistyped, "Bad Request"),
    ] as [(LegacyError, String)])
  func aboutBlankTitle(error: LegacyError, expected: String) {
    let details = ProblemDetails(error, locale: "de")
    #expect(details.type == "about:blank")
    #expect(details.title == expected, "expected \(expected), got \(details.title ?? "nil")")
  }

  @Test(
    "title(forCaseName:) makes words of a case name",
    arguments: [
      ("rateLimited", "Rate limited"), ("noConnection", "No connection"),
      ("invalidURL", "Invalid URL"), ("httpTimeout", "Http timeout"),
      ("URLInvalid", "URL invalid"), ("teapot", "Teapot"), ("error404Page", "Error404 page"),
      ("", ""),
    ])
  func titles(name: String, expected: String) {
    let got = ProblemDetails.title(forCaseName: name)
    #expect(got == expected, "expected \(expected), got \(got)")
  }

  @Test(
    "type comes from the case's own catalog; an umbrella's composed case has the wrapped one's",
    arguments: [
      (
        NetworkError.sessionExpired as any CatalogError,
        "https://docs.example.com/errors/com.example.network.sessionExpired"
      ),
      (
        AppError.network(.noConnection),
        "https://docs.example.com/errors/com.example.network.noConnection"
      ),
      (AppError.unknown, "about:blank"),
      (AccountError.teapot, "https://errors.example.com/com.example.account.teapot.html"),
      (PolicyError(policy: nil), "about:blank"),
    ])
  func problemType(error: any CatalogError, expected: String) {
    let got = ProblemDetails(error, locale: "en").type
    #expect(got == expected, "expected \(expected), got \(got)")
  }

  @Test(
    "status: the case's, a bound http_status param's, else by kind",
    arguments: [
      (NetworkError.serverError(statusCode: 502) as any CatalogError, 502),
      (AppError.network(.serverError(statusCode: 504)), 504),
      (AccountError.teapot, 418),
      (NetworkError.noConnection, 503),
      (PolicyError(policy: nil), 503),  // default member: transient
      (LegacyError.failed(account: "x"), 500),  // default member: system
      (LegacyError.mistyped, 400),  // default member: user
    ])
  func status(error: any CatalogError, expected: Int) {
    #expect(error.httpStatus == expected, "expected \(expected), got \(error.httpStatus)")
  }

  @Test("without generated members a case's params are all hidden, from detail too")
  func conservativeDefaults() {
    let details = ProblemDetails(LegacyError.failed(account: "ann@example.com"), locale: "en")
    #expect(details.detail == "Account <redacted> failed.")
    #expect(details.params == [:])
    #expect(LegacyError(problemDetails: details) == nil)
    #expect(ProblemDetails(LegacyError.mistyped, locale: "en").detail == "Mistyped 42.")
  }

  @Test(
    "init?(problemDetails:) is nil for another type's code, a missing or mistyped param",
    arguments: [
      ProblemDetails(code: "com.example.other.noConnection"),
      ProblemDetails(code: nil),
      ProblemDetails(code: "com.example.network.serverError"),
      ProblemDetails(code: "com.example.network.serverError", params: ["statusCode": "500"]),
      ProblemDetails(code: "com.example.network.serverError", params: ["statusCode": 1.5]),
      ProblemDetails(code: "com.example.network.rateLimited", params: ["retryAfter": "soon"]),
      ProblemDetails(code: "com.example.account.locked", params: ["until": "yesterday"]),
      ProblemDetails(
        code: "com.example.account.duplicate",
        params: [
          "id": "00000000-0000-0000-0000-000000000000", "tags": ["a", 1], "verified": true,
          "score": 1,
        ]),
      ProblemDetails(
        code: "com.example.account.quotaExceeded",
        params: ["limit": true, "retryAfter": nil]),
    ])
  func mappingFails(details: ProblemDetails) {
    let network = NetworkError(problemDetails: details)
    let account = AccountError(problemDetails: details)
    #expect(
      network == nil && account == nil,
      "expected nil, got \(String(describing: network ?? account as Any))")
  }

  @Test("an optional param may be absent or null; a bound one is read from its member first")
  func optionalAndBoundParams() {
    let absent = NetworkError(
      problemDetails: ProblemDetails(code: "com.example.network.rateLimited"))
    #expect(absent == .rateLimited(retryAfter: nil))
    let bound = NetworkError(
      problemDetails: ProblemDetails(
        code: "com.example.network.rateLimited", retryAfter: 12, params: ["retryAfter": 3]))
    #expect(bound == .rateLimited(retryAfter: 12))
    let status = NetworkError(
      problemDetails: ProblemDetails(status: 502, code: "com.example.network.serverError"))
    #expect(status == .serverError(statusCode: 502))
    let umbrella = AppError(
      problemDetails: ProblemDetails(code: "com.example.network.sessionExpired"))
    #expect(umbrella == .network(.sessionExpired))
  }

  @Test(
    "requiredParam gives what param gives and throws MissingParam where param gives nil",
    arguments: [
      (["n": ProblemDetails.Value.integer(3)], 3 as Int?),
      (["n": .string("3")], nil),
      ([:], nil),
    ])
  func requiredParamThrowsWhereParamIsNil(params: [String: ProblemDetails.Value], expected: Int?) {
    let details = ProblemDetails(code: "c", params: params)
    #expect(details.param("n", as: Int.self) == expected)
    do {
      let value = try details.requiredParam("n", as: Int.self)
      #expect(value == expected, "expected \(String(describing: expected)), got \(value)")
    } catch {
      #expect(expected == nil, "expected \(String(describing: expected)), got \(error)")
      #expect(error as? ProblemDetails.MissingParam == ProblemDetails.MissingParam(name: "n"))
    }
    // An optional param may be absent; a bound one is read from its member first.
    #expect((try? details.requiredParam("absent", as: Int?.self)) == .some(nil))
    let status = ProblemDetails(status: 502, code: "c")
    #expect((try? status.requiredParam("s", as: Int.self, binding: .httpStatus)) == 502)
  }
}

/// A catalog error written for an older generator: no HTTP members, so the runtime's defaults
/// apply.
enum LegacyError: CatalogError, Equatable {
  case failed(account: String)
  case mistyped

  static let locales = ["en"]
  static let defaultLocale = "en"
  static var errorDomain: String { "com.example.legacy" }
  var errorCode: Int { self == .mistyped ? 2 : 1 }
  var caseName: String { self == .mistyped ? "mistyped" : "failed" }
  var identifier: String { Self.errorDomain + "." + caseName }
  static var samples: [LegacyError] { [.failed(account: "account"), .mistyped] }
  func errorDescription(locale: String) -> String {
    switch self {
    case .failed(let account): "Account \(account) failed."
    case .mistyped: "Mistyped 42."
    }
  }
  func failureReason(locale: String) -> String? { nil }
  func recoverySuggestion(locale: String) -> String? { nil }
  var kind: ErrorKind { self == .mistyped ? .user : .system }
  var presentation: ErrorPresentation { .alert }
  var retryPolicy: RetryPolicy? { nil }
  var retryAfter: TimeInterval? { nil }
  var symbolName: String? { nil }
  var field: String? { nil }
  var loggingMetadata: [String: String] { [:] }
  var recoveryOptions: [String] { [] }
  func attemptRecovery(optionIndex: Int) -> Bool { false }
  var description: String { "LegacyError.\(caseName)" }
  var debugDescription: String { description }
}

struct ProblemDetailsCodingTests {
  static func decode(_ json: String) -> ProblemDetails? {
    try? JSONDecoder().decode(ProblemDetails.self, from: Data(json.utf8))
  }

  static func encode(_ details: ProblemDetails) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(details))
    return object as? [String: Any] ?? [:]
  }

  @Test("a body with only type decodes; one without type reads as about:blank")
  func minimal() {
    let only = Self.decode(#"{"type":"https://example.com/probs/out-of-credit"}"#)
    #expect(only == ProblemDetails(type: "https://example.com/probs/out-of-credit"))
    #expect(Self.decode("{}") == ProblemDetails())
    #expect(Self.decode("{}")?.type == "about:blank")
  }

  @Test("nil members are left out, type is always written, params only when not empty")
  func nilMembersLeftOut() throws {
    let object = try Self.encode(ProblemDetails())
    #expect(Array(object.keys) == ["type"], "expected only type, got \(object)")
    #expect(object["type"] as? String == "about:blank")
    let full = try Self.encode(
      ProblemDetails(NetworkError.rateLimited(retryAfter: nil), locale: "en"))
    #expect(Set(full.keys) == ["type", "title", "status", "detail", "code", "errorCode", "params"])
    #expect(full["params"] as? [String: Any] != nil)
  }

  @Test("RFC 9457's example: unknown members are kept in extensions and written again")
  func extensionsRoundTrip() throws {
    let json = """
      {"type": "https://example.com/probs/out-of-credit", "title": "You do not have enough credit.",
       "detail": "Your current balance is 30, but that costs 50.",
       "instance": "/account/12345/msgs/abc", "balance": 30,
       "accounts": ["/account/12345", "/account/67890"], "nested": {"a": [true, null, 1.5]}}
      """
    let details = try #require(Self.decode(json))
    #expect(details.extensions["balance"] == 30)
    #expect(details.extensions["accounts"] == ["/account/12345", "/account/67890"])
    #expect(details.extensions["nested"] == ["a": [true, nil, 1.5]])
    #expect(details.title == "You do not have enough credit.")
    let again = try JSONDecoder().decode(
      ProblemDetails.self, from: JSONEncoder().encode(details))
    #expect(again == details, "expected \(details), got \(again)")
  }

  @Test(
    "a member of the wrong JSON type is ignored, as RFC 9457 asks",
    arguments: [
      (#"{"type": 5, "status": "500"}"#, ProblemDetails()),
      (#"{"status": 500.5, "title": ["x"]}"#, ProblemDetails()),
      (#"{"code": 42, "errorCode": "1"}"#, ProblemDetails()),
      (#"{"retryAfter": "soon", "params": [1, 2]}"#, ProblemDetails()),
      (#"{"retryAfter": -3, "detail": null}"#, ProblemDetails()),
      (#"{"status": 1e400}"#, ProblemDetails()),
    ])
  func wrongTypes(json: String, expected: ProblemDetails) {
    let got = Self.decode(json)
    #expect(got == expected, "expected \(expected), got \(String(describing: got))")
  }

  @Test(
    "integers survive exactly up to Int64's bounds; beyond, they are Doubles",
    arguments: [
      ("9223372036854775807", ProblemDetails.Value.integer(.max)),
      ("-9223372036854775808", .integer(.min)),
      ("9007199254740993", .integer(9_007_199_254_740_993)),
      ("9223372036854775808", .number(9_223_372_036_854_775_808)),
      ("1.5", .number(1.5)),
      ("2.0", .integer(2)),
    ])
  func integers(literal: String, expected: ProblemDetails.Value) throws {
    let details = try #require(Self.decode(#"{"params": {"n": \#(literal)}}"#))
    #expect(
      details.params["n"] == expected,
      "expected \(expected), got \(String(describing: details.params["n"]))")
    let again = try JSONDecoder().decode(ProblemDetails.self, from: JSONEncoder().encode(details))
    #expect(again.params["n"] == expected)
    if case .integer(let value) = expected {
      #expect(Int64(problemDetailsValue: again.params["n"]!) == value)
    }
  }

  @Test("what is not a JSON object does not decode")
  func notObjects() {
    for json in ["[]", "\"x\"", "42", "null", "", "{", "<html></html>"] {
      #expect(Self.decode(json) == nil, "expected nil for \(json)")
    }
  }

  @Test("numbers that are not finite are written as null, never a throw")
  func nonFinite() throws {
    let details = ProblemDetails(retryAfter: .infinity, params: ["x": .number(.nan)])
    let object = try Self.encode(details)
    #expect(object["retryAfter"] == nil)
    #expect((object["params"] as? [String: Any])?["x"] is NSNull)
    let text = String(decoding: details.jsonData(), as: UTF8.self)
    #expect(text == #"{"params":{"x":null},"type":"about:blank"}"#)
  }
}
