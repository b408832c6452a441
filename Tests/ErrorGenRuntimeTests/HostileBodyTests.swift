import ErrorGenRuntime
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Bodies an attacker or a broken proxy may send: each gives nil problem details or the
/// fallback, never a crash.
struct HostileBodyTests {
  static let upgrader = ErrorUpgrader(AppError.self, AccountError.self) { _ in AppError.unknown }

  static let bodies: [(String, Data)] = [
    (
      "5 MB of a string",
      Data(("{\"code\":\"" + String(repeating: "a", count: 5_000_000) + "\"}").utf8)
    ),
    (
      "5 MB of members",
      Data(("{" + (0..<250_000).map { "\"k\($0)\":1" }.joined(separator: ",") + "}").utf8)
    ),
    (
      "10,000-deep arrays",
      Data((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8)
    ),
    (
      "10,000-deep objects in params",
      Data(
        ("{\"code\":\"com.example.network.sessionExpired\",\"params\":"
          + String(repeating: "{\"a\":", count: 10_000) + "1"
          + String(repeating: "}", count: 10_000) + "}").utf8)
    ),
    (
      "invalid UTF-8",
      Data([0x7B, 0x22, 0x63, 0x6F, 0x64, 0x65, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0xFF, 0x22, 0x7D])
    ),
    (
      "wrong types",
      Data(
        #"{"type":1,"code":["com.example.network.sessionExpired"],"status":"401","params":"x","retryAfter":{}}"#
          .utf8)
    ),
    (
      "huge numbers",
      Data(
        #"{"code":"com.example.network.serverError","status":1e999999,"errorCode":123456789012345678901234567890,"retryAfter":1e308,"params":{"statusCode":1e400}}"#
          .utf8)
    ),
    (
      "a huge integer param",
      Data(
        #"{"code":"com.example.account.quotaExceeded","params":{"limit":99999999999999999999999}}"#
          .utf8)
    ),
    ("truncated", Data(#"{"code":"com.example.network.sessionExpired""#.utf8)),
    ("NUL bytes", Data([0x7B, 0x00, 0x7D])),
    ("empty", Data()),
  ]

  @Test("hostile bodies give nil problem details or the fallback, never a crash", arguments: bodies)
  func hostile(name: String, body: Data) {
    let direct = ProblemDetails(jsonData: body)
    let error = ServerResponseError(
      response: httpResponse(418, ["Content-Type": "application/problem+json"]), body: body)
    let upgraded = Self.upgrader.upgrade(error)
    #expect(
      upgraded as? AppError == .unknown,
      "\(name): expected AppError.unknown (418 maps to nothing), got \(upgraded)")
    if let direct {  // only the lenient kinds decode at all, and then to nothing harmful
      #expect(NetworkError(problemDetails: direct) == nil || name == "wrong types")
    }
  }

  @Test("a hostile Retry-After header is ignored")
  func hostileHeader() {
    for value in [String(repeating: "1", count: 100_000), "Wed, 21 Oct 2015 07:28:00 GMT\0", "1e9"]
    {
      let error = ServerResponseError(
        response: httpResponse(503, ["Retry-After": value]), body: Data())
      #expect(
        error.retryAfter == nil,
        "expected nil for \(value.prefix(40)), got \(String(describing: error.retryAfter))")
    }
  }
}
