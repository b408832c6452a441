import Foundation

/// A failed server response as an error: its HTTP status, the machine-readable code from its
/// body, and its Retry-After delay.
///
/// Throw it from the networking layer where a response is not a success; an `ErrorUpgrader`
/// turns it into the catalog case whose `server_codes` holds the code, else the one whose `http`
/// holds the status (with `http_status` and `retry_after` params filled).
///
/// ```swift
/// guard (200..<300).contains(response.statusCode) else {
///   throw ServerResponseError(statusCode: response.statusCode, serverCode: body.code)
/// }
/// ```
public struct ServerResponseError: Error, Hashable, CustomNSError, LocalizedError {
  /// The HTTP status, or nil for a response that has none (a socket message, say).
  public var statusCode: Int?

  /// The code the server put in the body (`"SESSION_EXPIRED"`), or nil.
  public var serverCode: String?

  /// The least delay before trying again, from a Retry-After header, in seconds.
  public var retryAfter: TimeInterval?

  /// Creates the error of a failed response.
  public init(statusCode: Int?, serverCode: String? = nil, retryAfter: TimeInterval? = nil) {
    self.statusCode = statusCode
    self.serverCode = serverCode
    self.retryAfter = retryAfter
  }

  /// `"ErrorGenRuntime.ServerResponseError"`.
  public static var errorDomain: String { "ErrorGenRuntime.ServerResponseError" }

  /// The HTTP status, or 0 when there is none.
  public var errorCode: Int { statusCode ?? 0 }

  /// A plain description such as `"HTTP 503 (MAINTENANCE)"`, with the description as
  /// `NSLocalizedDescriptionKey` so that it bridges on Linux too.
  public var errorUserInfo: [String: Any] {
    [NSLocalizedDescriptionKey: summary]
  }

  /// The same plain description, for `localizedDescription` on Apple platforms.
  public var errorDescription: String? { summary }

  private var summary: String {
    let status = statusCode.map { "HTTP \($0)" } ?? "Server error"
    return serverCode.map { "\(status) (\($0))" } ?? status
  }
}
