import ErrorGenRuntime
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

func httpResponse(_ status: Int, _ headers: [String: String] = [:]) -> HTTPURLResponse {
  HTTPURLResponse(
    url: URL(string: "https://api.example.com/x")!, statusCode: status, httpVersion: "HTTP/1.1",
    headerFields: headers)!
}

let problemJSON = ["Content-Type": "application/problem+json"]

struct ServerResponseErrorTests {
  static let upgrader = ErrorUpgrader(AppError.self, AccountError.self) { _ in AppError.unknown }
  static let now = Date(timeIntervalSince1970: 1_445_412_400)  // Wed, 21 Oct 2015 07:26:40 GMT

  @Test(
    "Retry-After: delta-seconds or an HTTP-date, counted from now, never below 0",
    arguments: [
      ("120", 120.0), (" 0 ", 0), ("Wed, 21 Oct 2015 07:28:00 GMT", 80),
      ("Wednesday, 21-Oct-15 07:28:00 GMT", 80), ("Wed Oct 21 07:28:00 2015", 80),
      ("Wed Oct  1 07:28:00 2015", 0), ("Tue, 20 Oct 2015 07:28:00 GMT", 0),
      ("-5", nil), ("1.5", nil), ("soon", nil), ("", nil), ("Wed, 32 Oct 2015 07:28:00 GMT", nil),
      (String(repeating: "9", count: 400), nil),
    ] as [(String, TimeInterval?)])
  func retryAfter(header: String, expected: TimeInterval?) {
    let got = ServerResponseError.retryAfter(header: header, now: Self.now)
    #expect(
      got == expected, "expected \(String(describing: expected)), got \(String(describing: got))")
  }

  @Test(
    "the server code is the first key path that holds a string",
    arguments: [
      (#"{"code": "SESSION_EXPIRED"}"#, ["code", "messageCode", "error.code"], "SESSION_EXPIRED"),
      (#"{"code": 7, "messageCode": "A"}"#, ServerResponseError.defaultServerCodeKeys, "A"),
      (#"{"error": {"code": "B"}}"#, ServerResponseError.defaultServerCodeKeys, "B"),
      (#"{"error": "C"}"#, ServerResponseError.defaultServerCodeKeys, nil),
      (#"{"code": ""}"#, ServerResponseError.defaultServerCodeKeys, nil),
      (#"{"data": {"err": {"id": "D"}}}"#, ["data.err.id"], "D"),
      (#"["code"]"#, ServerResponseError.defaultServerCodeKeys, nil),
      ("code=E", ServerResponseError.defaultServerCodeKeys, nil),
    ] as [(String, [String], String?)])
  func serverCode(body: String, keys: [String], expected: String?) {
    let error = ServerResponseError(
      response: httpResponse(400), body: Data(body.utf8), serverCodeKeys: keys)
    #expect(
      error.serverCode == expected,
      "expected \(String(describing: expected)), got \(String(describing: error.serverCode))")
    #expect(error.statusCode == 400)
    #expect(error.problemDetails == nil)
  }

  @Test("problem details are read only from application/problem+json, parameters allowed")
  func problemContentType() {
    let body = Data(#"{"type":"about:blank","code":"com.example.network.sessionExpired"}"#.utf8)
    for contentType in ["application/problem+json", "Application/Problem+JSON; charset=utf-8"] {
      let error = ServerResponseError(
        response: httpResponse(401, ["content-type": contentType]), body: body)
      #expect(error.problemDetails?.code == "com.example.network.sessionExpired", "\(contentType)")
    }
    let plain = ServerResponseError(
      response: httpResponse(401, ["Content-Type": "application/json"]), body: body)
    #expect(plain.problemDetails == nil)
    #expect(plain.serverCode == "com.example.network.sessionExpired")
  }

  @Test(
    "the upgrader tries the problem code, then the server code, then the status, then the fallback",
    arguments: [
      // status, headers, body, expected
      (
        500, problemJSON,
        #"{"code":"com.example.network.sessionExpired","messageCode":"SESSION_EXPIRED"}"#,
        "AppError.network(NetworkError.sessionExpired)"
      ),
      (
        500, problemJSON, #"{"code":"com.example.account.teapot"}"#,
        "AccountError.teapot"
      ),
      (
        500, problemJSON, #"{"code":"SESSION_EXPIRED"}"#,
        "AppError.network(NetworkError.sessionExpired)"
      ),
      (
        503, problemJSON, #"{"code":"com.example.other.x","messageCode":"NOPE"}"#,
        "AppError.network(NetworkError.serverError(statusCode: 503))"
      ),
      (
        502, problemJSON, #"{"code":"com.example.network.serverError"}"#,
        "AppError.network(NetworkError.serverError(statusCode: 502))"
      ),
      (
        418, [:], #"{"messageCode":"NOPE"}"#, "AppError.unknown"
      ),
      (
        429, ["Retry-After": "7"], "<html>busy</html>",
        "AppError.network(NetworkError.rateLimited(retryAfter: 7.0))"
      ),
    ] as [(Int, [String: String], String, String)])
  func upgraderOrder(status: Int, headers: [String: String], body: String, expected: String) {
    let got =
      "\(Self.upgrader.upgrade(response: httpResponse(status, headers), body: Data(body.utf8)))"
    #expect(got == expected, "expected \(expected), got \(got)")
  }

  @Test("a Retry-After header wins over the body's retryAfter; without one the body's counts")
  func headerWins() {
    let body = Data(
      #"{"code":"com.example.network.rateLimited","retryAfter":99,"params":{"retryAfter":99}}"#
        .utf8)
    var headers = problemJSON
    headers["Retry-After"] = "5"
    let withHeader = ServerResponseError(response: httpResponse(429, headers), body: body)
    #expect(withHeader.retryAfter == 5)
    #expect(
      Self.upgrader.upgrade(withHeader) as? AppError == .network(.rateLimited(retryAfter: 5)))
    let withoutHeader = ServerResponseError(response: httpResponse(429, problemJSON), body: body)
    #expect(withoutHeader.retryAfter == 99)
    #expect(
      Self.upgrader.upgrade(withoutHeader) as? AppError == .network(.rateLimited(retryAfter: 99)))
    let quota = Data(#"{"code":"com.example.account.quotaExceeded","params":{"limit":3}}"#.utf8)
    #expect(
      Self.upgrader.upgrade(response: httpResponse(429, headers), body: quota) as? AccountError
        == .quotaExceeded(limit: 3, retryAfter: 5))
  }

  @Test("its description keeps the memberwise form, with problem details only when present")
  func description() {
    #expect(
      "\(ServerResponseError(statusCode: 418))"
        == "ServerResponseError(statusCode: Optional(418), serverCode: nil, retryAfter: nil)")
    let error = ServerResponseError(
      response: httpResponse(400, problemJSON), body: Data(#"{"title":"Bad"}"#.utf8))
    #expect("\(error)".hasSuffix(", problemDetails: \(error.problemDetails!))"))
  }
}

@Test(
  "a Retry-After delay as whole seconds: rounded up, clamped to the type, 0 for NaN",
  arguments: [
    (0.4, 1, 1), (30, 30, 30), (-0.5, 0, 0), (-3, -3, 0), (.nan, 0, 0),
    (1e300, .max, .max), (.infinity, .max, .max), (-.infinity, .min, 0),
    (9.3e18, .max, 9_300_000_000_000_000_000), (2_147_483_648, .max, 2_147_483_648),
  ] as [(TimeInterval, Int32, UInt64)])
func retryAfterSeconds(seconds: TimeInterval, int32: Int32, uint64: UInt64) {
  let asInt32 = Int32(retryAfterSeconds: seconds)
  let asUInt64 = UInt64(retryAfterSeconds: seconds)
  #expect(asInt32 == int32, "\(seconds) as Int32: expected \(int32), got \(asInt32)")
  #expect(asUInt64 == uint64, "\(seconds) as UInt64: expected \(uint64), got \(asUInt64)")
}

struct ProblemResponseTests {
  @Test("a server's response parts: status, headers, body")
  func parts() throws {
    let parts = ProblemResponse(
      NetworkError.rateLimited(retryAfter: 29.2), locale: "de", instance: "/v1/items")
    #expect(parts.status == 429)
    #expect(
      parts.headers == ["Content-Type": "application/problem+json", "Retry-After": "30"])
    let decoded = try JSONDecoder().decode(ProblemDetails.self, from: parts.body)
    #expect(decoded == parts.problemDetails)
    #expect(decoded.detail == "Zu viele Anfragen. Bitte warten Sie einen Moment.")
    #expect(decoded.instance == "/v1/items")
    #expect(NetworkError(problemDetails: decoded) == .rateLimited(retryAfter: 29.2))
  }

  @Test(
    "a status outside 100...599 answers 500; no retryAfter, no Retry-After header",
    arguments: [(42, 500), (600, 500), (401, 401)])
  func statusClamp(bound: Int, expected: Int) {
    let parts = ProblemResponse(NetworkError.serverError(statusCode: bound), locale: "en")
    #expect(parts.status == expected, "expected \(expected), got \(parts.status)")
    #expect(parts.problemDetails.status == expected)
    #expect(parts.headers["Retry-After"] == nil)
  }

  @Test("response parts → HTTP response → the client's upgrader: the same case")
  func serverToClient() {
    let upgrader = ErrorUpgrader(AccountError.self) { _ in AppError.unknown }
    for error in AccountError.samples {
      let parts = ProblemResponse(error, locale: "en")
      let response = httpResponse(parts.status, parts.headers)
      let got = upgrader.upgrade(response: response, body: parts.body)
      let expected = withoutSensitiveValues(error)
      #expect(sameError(got, expected), "expected \(expected), got \(got)")
    }
  }
}
