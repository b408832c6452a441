import ErrorGenRuntime
import Foundation
import HTTPTypes
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An error no catalog maps, whose text the log shows as it is.
private struct DatabaseDown: Error, CustomDebugStringConvertible {
  var debugDescription: String { "DatabaseDown(host: db-1)" }
}

struct ServerErrorAnswerTests {
  static let upgrader = ErrorUpgrader(AppError.self, AccountError.self) { _ in AppError.unknown }

  static func answer(_ error: any Error, _ acceptLanguage: String? = nil) -> ServerErrorAnswer {
    ServerErrorAnswer(
      error: error, upgrader: upgrader, acceptLanguage: acceptLanguage, instance: "/orders/7")
  }

  @Test(
    "a catalog error answers in the preferred catalog locale, with Content-Language and Vary",
    arguments: [
      ("fr, de;q=0.5", "de", "Keine Internetverbindung."),
      ("de;q=0.1, en;q=0.9", "en", "No internet connection."),
      (nil, "en", "No internet connection."),
    ] as [(String?, String, String)])
  func language(header: String?, locale: String, detail: String) {
    let parts = Self.answer(NetworkError.noConnection, header).response
    #expect(parts.headers["Content-Language"] == locale, "expected \(locale), got \(parts.headers)")
    #expect(parts.headers["Vary"] == "Accept-Language")
    #expect(parts.headers["Content-Type"] == "application/problem+json")
    #expect(
      parts.problemDetails.detail == detail,
      "expected \(detail), got \(parts.problemDetails.detail ?? "nil")")
    #expect(parts.problemDetails.instance == "/orders/7")
  }

  @Test("a catalog error is logged redacted: at info below 500, as a fault from 500")
  func catalogLog() throws {
    let error = AccountError.wrongPassword(username: "ann", password: "hunter2")
    let answer = Self.answer(error, "de")
    let entry = try #require(answer.log)
    #expect(!entry.isServerFault)
    #expect(entry.metadata["error.case"] == "wrongPassword")
    #expect(entry.metadata["http.status"] == String(answer.response.status))
    let everything =
      [entry.message, String(decoding: answer.response.body, as: UTF8.self)]
      + entry.metadata.values + answer.response.headers.values
    for text in everything {
      #expect(!text.contains("hunter2"), "expected no sensitive value, got \(text)")
    }
    let fault = try #require(Self.answer(NetworkError.serverError(statusCode: 502)).log)
    #expect(fault.isServerFault)
    #expect(fault.message == "answered NetworkError.serverError(statusCode: 502), HTTP 502")
  }

  @Test("anything else goes to the upgrader's fallback and is logged as a fault, as it is")
  func unexpected() throws {
    let answer = Self.answer(DatabaseDown(), "de")
    #expect(answer.response.status == 500)
    #expect(answer.response.problemDetails.code == AppError.unknown.identifier)
    let entry = try #require(answer.log)
    #expect(entry.isServerFault)
    let expected = "unexpected error DatabaseDown(host: db-1) answered AppError.unknown, HTTP 500"
    #expect(entry.message == expected, "expected \(expected), got \(entry.message)")
    #expect(entry.metadata["error.case"] == "unknown")
  }

  @Test(
    "a framework's error keeps its status and headers, titled with the status phrase",
    arguments: [
      (405, "Method Not Allowed", [("Allow", "GET, HEAD"), ("Content-Type", "text/plain")], nil),
      (400, "Missing name", [], "Missing name"),
      (404, nil, [], nil),
      (404, "", [], nil),
      (700, "odd", [], "odd"),
    ] as [(Int, String?, [(String, String)], String?)])
  func framework(status: Int, reason: String?, headers: [(String, String)], detail: String?) {
    let answer = ServerErrorAnswer(
      status: status, reason: reason, headers: headers.map { (name: $0.0, value: $0.1) },
      instance: "/x", description: "Abort")
    let parts = answer.response
    let expectedStatus = status == 700 ? 500 : status
    #expect(parts.status == expectedStatus, "expected \(expectedStatus), got \(parts.status)")
    #expect(parts.problemDetails.type == "about:blank")
    #expect(parts.problemDetails.title == HTTPStatusPhrase.phrase(for: expectedStatus))
    #expect(
      parts.problemDetails.detail == detail,
      "expected \(detail ?? "nil"), got \(parts.problemDetails.detail ?? "nil")")
    #expect(parts.headers["Content-Type"] == "application/problem+json")
    for (name, value) in headers where name != "Content-Type" {
      #expect(parts.headers[name] == value, "expected \(name): \(value), got \(parts.headers)")
    }
    #expect((answer.log != nil) == (expectedStatus >= 500))
  }

  @Test("a header given twice keeps both values")
  func repeatedHeader() {
    let parts = ProblemResponse(
      status: 405, headers: [(name: "Allow", value: "GET"), (name: "allow", value: "HEAD")])
    #expect(parts.headers == ["Allow": "GET, HEAD", "Content-Type": "application/problem+json"])
  }
}

struct HTTPResponseUpgradeTests {
  static let upgrader = ErrorUpgrader(AppError.self, AccountError.self) { _ in AppError.unknown }

  @Test(
    "an HTTPResponse upgrades to what the same HTTPURLResponse does",
    arguments: [
      (429, ["Retry-After": "7"], #"{"code":"com.example.network.rateLimited"}"#, true),
      (401, [:], #"{"messageCode":"SESSION_EXPIRED"}"#, false),
      (503, [:], "<html></html>", false),
      (
        418, ["Content-Type": "application/problem+json"],
        #"{"code":"com.example.account.teapot"}"#, true
      ),
      (418, [:], "teapot", false),
      (
        404, ["Content-Type": "application/problem+json"], #"{"type":"about:blank","status":404}"#,
        false
      ),
    ] as [(Int, [String: String], String, Bool)])
  func parity(status: Int, headers: [String: String], body: String, problem: Bool) {
    var headers = headers
    if problem { headers["Content-Type"] = "application/problem+json" }
    var fields = HTTPFields()
    for (name, value) in headers { fields[HTTPField.Name(name)!] = value }
    let typed = Self.upgrader.upgrade(
      response: HTTPResponse(status: .init(code: status), headerFields: fields),
      body: Data(body.utf8))
    let foundation = Self.upgrader.upgrade(
      response: httpResponse(status, headers), body: Data(body.utf8))
    #expect(
      String(reflecting: typed) == String(reflecting: foundation),
      "expected \(String(reflecting: foundation)), got \(String(reflecting: typed))")
  }

  @Test("a header field that appears twice reads as its values joined")
  func repeatedField() {
    var fields = HTTPFields()
    fields.append(HTTPField(name: .contentType, value: "application/problem+json"))
    fields.append(HTTPField(name: .retryAfter, value: "5"))
    let error = ServerResponseError(
      response: HTTPResponse(status: .tooManyRequests, headerFields: fields),
      body: Data(#"{"code":"x","retryAfter":9}"#.utf8))
    #expect(error.retryAfter == 5)
    #expect(error.problemDetails?.code == "x")
    #expect(error.statusCode == 429)
  }
}
