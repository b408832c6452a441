import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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
public struct ServerResponseError: Error, Hashable, CustomNSError, LocalizedError,
  CustomStringConvertible
{
  /// The HTTP status, or nil for a response that has none (a socket message, say).
  public var statusCode: Int?

  /// The code the server put in the body (`"SESSION_EXPIRED"`), or nil.
  public var serverCode: String?

  /// The least delay before trying again, from a Retry-After header, in seconds.
  public var retryAfter: TimeInterval?

  /// The problem details of an `application/problem+json` body, or nil.
  public var problemDetails: ProblemDetails?

  /// Creates the error of a failed response.
  public init(
    statusCode: Int?, serverCode: String? = nil, retryAfter: TimeInterval? = nil,
    problemDetails: ProblemDetails? = nil
  ) {
    self.statusCode = statusCode
    self.serverCode = serverCode
    self.retryAfter = retryAfter
    self.problemDetails = problemDetails
  }

  /// The key paths `init(response:body:serverCodeKeys:)` looks for a server code at, in order:
  /// `code`, `messageCode`, `error.code`.
  public static let defaultServerCodeKeys = ["code", "messageCode", "error.code"]

  /// Reads a failed response: its status, its `Retry-After` header, a problem details body,
  /// and a JSON body's server code.
  ///
  /// - `retryAfter`: the `Retry-After` header, in delta-seconds (`120`) or as an HTTP-date
  ///   (`Wed, 21 Oct 2015 07:28:00 GMT`, whole seconds from `now` rounded up, never below 0);
  ///   without a header
  ///   (or with one that is neither), the problem details' `retryAfter`. The header wins.
  /// - `problemDetails`: the body decoded when `Content-Type` is `application/problem+json`
  ///   (parameters such as `; charset=utf-8` allowed).
  /// - `serverCode`: in a body that is a JSON object (problem details or not), the value at the
  ///   first of `serverCodeKeys` (a dot separates the keys of nested objects: `error.code`)
  ///   that holds a non-empty string.
  ///
  /// A body that is not JSON (HTML, invalid UTF-8, nested deeper than
  /// `ProblemDetails.maximumNesting`, larger than `ProblemDetails.maximumBodySize`) is no error
  /// of its own: it only gives no problem details and no server code.
  ///
  /// ```swift
  /// let (data, response) = try await URLSession.shared.data(for: request)
  /// if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
  ///   throw upgrader.upgrade(ServerResponseError(response: http, body: data))
  /// }
  /// ```
  public init(
    response: HTTPURLResponse, body: Data,
    serverCodeKeys: [String] = ServerResponseError.defaultServerCodeKeys, now: Date = Date()
  ) {
    self.init(
      statusCode: response.statusCode, headers: Self.headers(of: response), body: body,
      serverCodeKeys: serverCodeKeys, now: now)
  }

  /// Reads a failed response from its status and its headers by lowercased name: what
  /// `init(response:body:serverCodeKeys:now:)` does for each kind of response.
  init(
    statusCode: Int, headers: [String: String], body: Data, serverCodeKeys: [String], now: Date
  ) {
    var details: ProblemDetails?
    var code: String?
    if ProblemDetails.isReadable(body),
      let json = try? JSONDecoder().decode(ProblemDetails.Value.self, from: body),
      case .object(let object) = json
    {
      if Self.isProblemJSON(headers["content-type"]) {
        details = try? JSONDecoder().decode(ProblemDetails.self, from: body)
      }
      code = Self.serverCode(in: object, keys: serverCodeKeys)
    }
    let headerDelay = headers["retry-after"].flatMap { Self.retryAfter(header: $0, now: now) }
    self.init(
      statusCode: statusCode, serverCode: code,
      retryAfter: headerDelay ?? details?.retryAfter, problemDetails: details)
  }

  /// The delay a `Retry-After` header value asks for, in seconds: delta-seconds (`"120"`) or an
  /// HTTP-date (IMF-fixdate `Wed, 21 Oct 2015 07:28:00 GMT`, and the obsolete RFC 850 and
  /// asctime forms), the whole seconds from `now` to it rounded up, never below 0; nil for
  /// anything else.
  public static func retryAfter(header: String, now: Date = Date()) -> TimeInterval? {
    let value = header.trimmingCharacters(in: .whitespaces)
    guard !value.isEmpty, value.utf8.count <= 64 else { return nil }
    if value.utf8.allSatisfy({ (0x30...0x39).contains($0) }) {
      guard let seconds = Double(value), seconds.isFinite else { return nil }
      return seconds
    }
    let collapsed = value.split(separator: " ").joined(separator: " ")
    for format in httpDateFormats {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "GMT")
      formatter.dateFormat = format
      // Years 1900 to 9999 only: the formatter reads `-99999` as a year of another era, which
      // would ask for a wait of millennia.
      if let date = formatter.date(from: collapsed), Self.httpDateRange.contains(date) {
        return max(date.timeIntervalSince(now).rounded(.up), 0)
      }
    }
    return nil
  }

  /// 1900-01-01 to 9999-12-31, in UTC.
  private static let httpDateRange =
    Date(timeIntervalSince1970: -2_208_988_800)...Date(timeIntervalSince1970: 253_402_300_799)

  /// IMF-fixdate, RFC 850 and asctime (RFC 9110, section 5.6.7).
  private static let httpDateFormats = [
    "EEE, dd MMM yyyy HH:mm:ss 'GMT'", "EEEE, dd-MMM-yy HH:mm:ss 'GMT'", "EEE MMM d HH:mm:ss yyyy",
  ]

  private static func headers(of response: HTTPURLResponse) -> [String: String] {
    var headers: [String: String] = [:]
    for (name, value) in response.allHeaderFields {
      guard let name = name as? String, let value = value as? String else { continue }
      headers[name.lowercased()] = value
    }
    return headers
  }

  private static func isProblemJSON(_ contentType: String?) -> Bool {
    guard let contentType else { return false }
    let mediaType = contentType.split(separator: ";", maxSplits: 1).first ?? ""
    return mediaType.trimmingCharacters(in: .whitespaces).lowercased() == ProblemDetails.mediaType
  }

  private static func serverCode(
    in object: [String: ProblemDetails.Value], keys: [String]
  ) -> String? {
    for path in keys {
      var current = ProblemDetails.Value.object(object)
      var found = true
      for key in path.split(separator: ".", omittingEmptySubsequences: false) {
        guard case .object(let members) = current, let next = members[String(key)] else {
          found = false
          break
        }
        current = next
      }
      if found, case .string(let code) = current, !code.isEmpty { return code }
    }
    return nil
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

  /// The memberwise form, `ServerResponseError(statusCode: Optional(503), serverCode: nil,
  /// retryAfter: nil)`, with `problemDetails` only when there are some.
  public var description: String {
    var text =
      "ServerResponseError(statusCode: \(String(reflecting: statusCode)), serverCode: "
      + "\(String(reflecting: serverCode)), retryAfter: \(String(reflecting: retryAfter))"
    if let problemDetails { text += ", problemDetails: \(problemDetails)" }
    return text + ")"
  }
}
