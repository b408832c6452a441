import ErrorGenRuntime
import Foundation
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A real HTTP round trip over 127.0.0.1: a server started by the test answers with problem
/// details, Retry-After in seconds and as an HTTP-date, a plain JSON body with `messageCode`,
/// and a body that is not JSON; `URLSession` fetches each, and the upgrader gives the case.
struct LoopbackHTTPTests {
  static func httpDate(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "GMT")
    formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
    return formatter.string(from: date)
  }

  @Test(
    "URLSession fetches error responses from a loopback server; the upgrader gives the cases",
    .timeLimit(.minutes(5)))
  func loopbackRoundTrip() async throws {
    let limited = ProblemResponse(NetworkError.rateLimited(retryAfter: 20), locale: "en")
    var dated = ProblemResponse(AccountError.quotaExceeded(limit: 5, retryAfter: nil), locale: "de")
    let sent = Date()
    dated.headers["Retry-After"] = Self.httpDate(sent.addingTimeInterval(3_600))
    let silentProblem = ProblemResponse(AccountError.teapot, locale: "en")
    let responses: [String: LoopbackServer.Response] = [
      "/problem": .init(status: limited.status, headers: limited.headers, body: limited.body),
      "/dated": .init(status: dated.status, headers: dated.headers, body: dated.body),
      "/teapot": .init(
        status: silentProblem.status, headers: silentProblem.headers, body: silentProblem.body),
      "/message-code": .init(
        status: 401, headers: ["Content-Type": "application/json"],
        body: Data(#"{"messageCode":"SESSION_EXPIRED","message":"expired"}"#.utf8)),
      "/html": .init(
        status: 503, headers: ["Content-Type": "text/html", "Retry-After": "12"],
        body: Data("<html><body>Service Unavailable</body></html>".utf8)),
      "/teapot-html": .init(status: 418, headers: [:], body: Data([0xFF, 0xFE, 0x00, 0x7B])),
    ]
    let paths = [
      "/problem", "/dated", "/teapot", "/message-code", "/html", "/teapot-html",
    ]
    let server = try LoopbackServer(responses: responses, maxRequests: paths.count, lifetime: 120)
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = 10
    configuration.connectionProxyDictionary = [:]
    let session = URLSession(configuration: configuration)
    let upgrader = ErrorUpgrader(AppError.self, AccountError.self) { _ in AppError.unknown }

    var upgraded: [String: any CatalogError] = [:]
    var retryAfters: [String: TimeInterval?] = [:]
    for path in paths {
      let (data, response) = try await session.data(from: server.url(path))
      let http = try #require(response as? HTTPURLResponse, "expected an HTTP response for \(path)")
      let error = ServerResponseError(response: http, body: data)
      retryAfters[path] = error.retryAfter
      upgraded[path] = upgrader.upgrade(error)
    }
    session.finishTasksAndInvalidate()
    await server.waitUntilStopped()

    let expected = [
      "/problem": "AppError.network(NetworkError.rateLimited(retryAfter: 20.0))",
      "/teapot": "AccountError.teapot",
      "/message-code": "AppError.network(NetworkError.sessionExpired)",
      "/html": "AppError.network(NetworkError.serverError(statusCode: 503))",
      "/teapot-html": "AppError.unknown",
    ]
    for (path, text) in expected {
      let got = upgraded[path].map { "\($0)" } ?? "nothing"
      #expect(got == text, "\(path): expected \(text), got \(got)")
    }
    #expect(server.requests == paths)
    #expect(retryAfters["/problem"] == 20)
    #expect(retryAfters["/html"] == 12)
    // The HTTP-date is an hour after `sent`, in whole seconds: the delay is 3,600 s less the
    // time the round trip took (long on a loaded machine), less the second cut off.
    let elapsed = Date().timeIntervalSince(sent).rounded(.up)
    let dateDelay = try #require(retryAfters["/dated"] ?? nil)
    #expect(
      (3_599 - elapsed...3_600).contains(dateDelay),
      "expected 3,600 s less at most \(elapsed + 1) s, got \(dateDelay)")
    let datedCase = upgraded["/dated"] as? AccountError
    #expect(
      datedCase == .quotaExceeded(limit: 5, retryAfter: Int(dateDelay)),
      "expected quotaExceeded(limit: 5, retryAfter: \(Int(dateDelay))), got \(String(describing: datedCase))"
    )
  }

  // The limit catches a server that never stops; it is long because, on two cores, this test can
  // wait behind tests that compile code synchronously for most of a run.
  @Test("the server stops by itself when no request comes", .timeLimit(.minutes(3)))
  func serverStopsByItself() async throws {
    let server = try LoopbackServer(responses: [:], maxRequests: 5, lifetime: 0.2)
    await server.waitUntilStopped()
    #expect(server.requests == [])
  }
}
