import Foundation

/// The parts of the HTTP response a server answers a catalog error with: status, headers and
/// an `application/problem+json` body. No server framework is needed; a Vapor or Hummingbird
/// middleware copies the parts into its own response type (docs/RUNTIME.md).
///
/// ```swift
/// let parts = ProblemResponse(NetworkError.rateLimited(retryAfter: 30), locale: "de")
/// parts.status   // 429
/// parts.headers  // ["Content-Type": "application/problem+json", "Retry-After": "30"]
/// parts.body     // {"code":"com.example.network.rateLimited", … ,"type":"about:blank"}
/// ```
public struct ProblemResponse: Sendable, Hashable {
  /// The HTTP status: the error's `httpStatus`, or 500 when that is not in `100...599`.
  public var status: Int

  /// `Content-Type: application/problem+json`, and `Retry-After` in whole seconds (rounded up)
  /// when the error has a `retryAfter`.
  public var headers: [String: String]

  /// The problem details, encoded as JSON (keys sorted, slashes not escaped).
  public var body: Data

  /// The problem details the body holds.
  public var problemDetails: ProblemDetails

  /// The response parts for `error`, its texts in `locale` (a catalog locale such as `"de"`;
  /// one the catalog lacks reads as its default locale), with an optional `instance` URI.
  public init(_ error: some CatalogError, locale: String, instance: String? = nil) {
    self.init(problemDetails: ProblemDetails(error, locale: locale, instance: instance))
  }

  /// The response parts for problem details made or changed by hand.
  public init(problemDetails: ProblemDetails) {
    var details = problemDetails
    let status = details.status.flatMap { (100...599).contains($0) ? $0 : nil } ?? 500
    details.status = status
    var headers = ["Content-Type": ProblemDetails.mediaType]
    if let retryAfter = details.retryAfter, retryAfter.isFinite, retryAfter >= 0 {
      headers["Retry-After"] = String(Int64(min(retryAfter.rounded(.up), 1e12)))
    }
    self.status = status
    self.headers = headers
    self.body = details.jsonData()
    self.problemDetails = details
  }
}
