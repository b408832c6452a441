import ErrorGenRuntime
import Foundation
import Testing

struct ErrorUpgraderTests {
  struct Unrelated: Error {}

  static let upgrader = ErrorUpgrader(NetworkError.self) { _ in AppError.unknown }

  @Test(
    "upgrade(_:) maps foreign errors through the registered types, else the fallback",
    arguments: [
      (URLError(.notConnectedToInternet), "NetworkError.noConnection"),
      (NSError(domain: NSURLErrorDomain, code: -1020), "NetworkError.noConnection"),
      (NSError(domain: NSURLErrorDomain, code: -1001), "AppError.unknown"),
      (ServerResponseError(statusCode: 401), "NetworkError.sessionExpired"),
      (
        ServerResponseError(statusCode: 429, retryAfter: 7),
        "NetworkError.rateLimited(retryAfter: 7.0)"
      ),
      (ServerResponseError(statusCode: 503), "NetworkError.serverError(statusCode: 503)"),
      (ServerResponseError(statusCode: 404), "AppError.unknown"),
      (
        ServerResponseError(statusCode: 500, serverCode: "SESSION_EXPIRED"),
        "NetworkError.sessionExpired"
      ),
      (ServerResponseError(statusCode: nil, serverCode: "NOPE"), "AppError.unknown"),
      (Unrelated(), "AppError.unknown"),
      (AppError.signedOut, "AppError.signedOut"),
      (NetworkError.invalidEmail(email: "a@b.c"), "NetworkError.invalidEmail(email: <redacted>)"),
      (
        NSError(
          domain: "Wrapper", code: 1,
          userInfo: [NSUnderlyingErrorKey: URLError(.notConnectedToInternet)]),
        "NetworkError.noConnection"
      ),
    ] as [(any Error, String)])
  func upgrade(error: any Error, expected: String) {
    #expect("\(Self.upgrader.upgrade(error))" == expected)
  }

  @Test(
    "upgrade(httpStatus:) and upgrade(serverCode:) map statuses and codes",
    arguments: [
      (401, nil, "NetworkError.sessionExpired"),
      (429, 30, "NetworkError.rateLimited(retryAfter: 30.0)"),
      (429, nil, "NetworkError.rateLimited(retryAfter: nil)"),
      (599, nil, "NetworkError.serverError(statusCode: 599)"),
      (200, nil, "AppError.unknown"),
    ] as [(Int, TimeInterval?, String)])
  func httpStatus(status: Int, retryAfter: TimeInterval?, expected: String) {
    #expect("\(Self.upgrader.upgrade(httpStatus: status, retryAfter: retryAfter))" == expected)
  }

  @Test("upgrade(serverCode:) uses server_codes, else the fallback")
  func serverCode() {
    #expect(
      "\(Self.upgrader.upgrade(serverCode: "SESSION_EXPIRED"))" == "NetworkError.sessionExpired")
    #expect("\(Self.upgrader.upgrade(serverCode: "session_expired"))" == "AppError.unknown")
  }

  @Test("the fallback gets the original error, or a ServerResponseError for a status or code")
  func fallbackInput() {
    let seen = Log()
    let upgrader = ErrorUpgrader(NetworkError.self) { error in
      seen.append("\(error)")
      return AppError.unknown
    }
    _ = upgrader.upgrade(Unrelated())
    _ = upgrader.upgrade(httpStatus: 418)
    _ = upgrader.upgrade(serverCode: "TEAPOT")
    #expect(
      seen.entries == [
        "Unrelated()",
        "ServerResponseError(statusCode: Optional(418), serverCode: nil, retryAfter: nil)",
        "ServerResponseError(statusCode: nil, serverCode: Optional(\"TEAPOT\"), retryAfter: nil)",
      ])
  }

  @Test("types are asked in the order registered; a type registered twice is asked once")
  func registrationOrder() {
    var upgrader = ErrorUpgrader([], fallback: { _ in AppError.unknown })
    #expect("\(upgrader.upgrade(URLError(.notConnectedToInternet)))" == "AppError.unknown")
    upgrader.register(AppError.self)
    upgrader.register(NetworkError.self)
    upgrader.register(AppError.self)
    #expect(upgrader.types.count == 2)
    #expect(
      "\(upgrader.upgrade(URLError(.notConnectedToInternet)))"
        == "AppError.network(NetworkError.noConnection)")
    let reversed = ErrorUpgrader(NetworkError.self, AppError.self) { _ in AppError.unknown }
    #expect("\(reversed.upgrade(httpStatus: 401))" == "NetworkError.sessionExpired")
  }

  @Test("mapped(_:) is nil where upgrade(_:) would use the fallback")
  func mappedWithoutFallback() {
    #expect(Self.upgrader.mapped(Unrelated()) == nil)
    #expect(
      Self.upgrader.mapped(URLError(.notConnectedToInternet)) as? NetworkError == .noConnection)
  }

  @Test("ServerResponseError bridges to NSError with its status and a description")
  func serverResponseErrorBridges() {
    let error = ServerResponseError(statusCode: 503, serverCode: "MAINTENANCE") as NSError
    #expect(error.domain == "ErrorGenRuntime.ServerResponseError")
    #expect(error.code == 503)
    #expect(error.localizedDescription == "HTTP 503 (MAINTENANCE)")
    #expect(ServerResponseError(statusCode: nil).localizedDescription == "Server error")
  }
}

struct ErrorUpgraderOperationTests {
  @Test("upgradingErrors(of:) throws upgraded errors, passes cancellation and results through")
  func upgradingErrors() async throws {
    let upgrader = ErrorUpgrader(NetworkError.self) { _ in AppError.unknown }
    await #expect(throws: NetworkError.noConnection) {
      try await upgrader.upgradingErrors { throw URLError(.notConnectedToInternet) }
    }
    await #expect(throws: AppError.unknown) {
      try await upgrader.upgradingErrors { throw URLError(.badURL) }
    }
    await #expect(throws: CancellationError.self) {
      try await upgrader.upgradingErrors { throw CancellationError() }
    }
    #expect(try await upgrader.upgradingErrors { 42 } == 42)
  }
}
