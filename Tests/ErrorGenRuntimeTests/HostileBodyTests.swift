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

  /// `[`s and `{`s `depth` deep around `1`, or inside a string when `quoted`.
  static func nested(_ depth: Int, quoted: Bool = false) -> Data {
    let inner = String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    let body =
      quoted
      ? #"{"code":"com.example.network.sessionExpired","detail":""# + inner + #""}"#
      : #"{"code":"com.example.network.sessionExpired","params":{"x":"# + inner + "}}"
    return Data(body.utf8)
  }

  @Test(
    "bodies nested deeper than ProblemDetails.maximumNesting are not read; brackets in strings do not count",
    arguments: [(30, true), (31, false), (5_000, false)])
  func nesting(depth: Int, readable: Bool) {
    // Two levels (the body and its params) hold the arrays: 30 of them make 32 in all.
    let body = Self.nested(depth)
    #expect((ProblemDetails(jsonData: body) != nil) == readable, "depth \(depth)")
    let error = ServerResponseError(
      response: httpResponse(401, ["Content-Type": "application/problem+json"]), body: body)
    #expect((error.problemDetails != nil) == readable, "depth \(depth)")
    let quoted = ProblemDetails(jsonData: Self.nested(depth, quoted: true))
    #expect(quoted?.code == "com.example.network.sessionExpired", "depth \(depth) in a string")
  }

  /// `nested(depth)` in UTF-16 (little-endian), after a `∀`, whose second byte is a `"`.
  static func nestedUTF16(_ depth: Int) -> Data {
    let text = String(decoding: Self.nested(depth), as: UTF8.self)
      .replacingOccurrences(of: "{", with: "{\"x\":\"\u{2200}\",", options: .anchored)
    return text.data(using: .utf16LittleEndian) ?? Data()
  }

  @Test("a body in UTF-16 or UTF-32 is not read: its brackets cannot be counted as UTF-8")
  func otherEncodings() {
    let plain = #"{"code":"com.example.network.sessionExpired"}"#
    for encoding in [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf16, .utf32] {
      let body = plain.data(using: encoding) ?? Data()
      #expect(ProblemDetails(jsonData: body) == nil, "\(encoding): expected nil")
    }
    #expect(ProblemDetails(jsonData: Data(plain.utf8)) != nil, "UTF-8 is read")
  }

  @Test(
    "a deeply nested body is read on a thread with a small stack without overflowing it",
    arguments: [false, true])
  func smallStack(utf16: Bool) async {
    // Apple platforms give secondary threads 512 KiB: a few hundred levels of JSONDecoder's
    // recursion exhausted it before bodies were measured first (past 512 levels, the decoder
    // refuses a body itself). In UTF-16, a `"` byte inside a character hid the brackets.
    let body = utf16 ? Self.nestedUTF16(400) : Self.nested(400)
    #expect(body.count > 800)
    let done = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
      let thread = Thread {
        let error = ServerResponseError(
          response: httpResponse(401, ["Content-Type": "application/problem+json"]), body: body)
        continuation.resume(returning: error.problemDetails == nil && error.serverCode == nil)
      }
      thread.stackSize = 512 * 1024
      thread.start()
    }
    #expect(done, "expected the body refused unread")
  }

  @Test("a hostile Retry-After header is ignored")
  func hostileHeader() {
    for value in [
      String(repeating: "1", count: 100_000), "Wed, 21 Oct 2015 07:28:00 GMT\0", "1e9",
      "Mon, 01 Jan -99999 00:00:00 GMT", "Mon, 01 Jan 0001 00:00:00 GMT",
      "Fri, 31 Dec 99999 23:59:59 GMT",
    ] {
      let error = ServerResponseError(
        response: httpResponse(503, ["Retry-After": value]), body: Data())
      #expect(
        error.retryAfter == nil,
        "expected nil for \(value.prefix(40)), got \(String(describing: error.retryAfter))")
    }
  }
}
