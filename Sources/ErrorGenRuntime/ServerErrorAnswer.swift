/// How a server answers an error that a request's handler threw, and what it logs: the logic
/// that errorgen's Hummingbird and Vapor middlewares share (docs/RUNTIME.md).
///
/// - A catalog error answers as itself, in the request's language
///   (`ProblemResponse(_:acceptLanguage:instance:)`); it is logged with sensitive params
///   redacted (its `debugDescription` and `loggingMetadata`), as a server fault when its status
///   is 500 or above.
/// - The framework's own errors keep their status and headers
///   (`ProblemResponse(status:reason:headers:instance:)`); a framework builds those answers with
///   `init(status:reason:headers:instance:)` and they are logged only when 500 or above.
/// - Anything else goes to the upgrader (`ErrorUpgrader.upgrade(_:)`: a mapped case, else the
///   fallback) and is always logged as a server fault, with the thrown error as it is
///   (`String(reflecting:)`): the frameworks log foreign errors the same way.
public struct ServerErrorAnswer: Sendable {
  /// The response parts to answer with.
  public var response: ProblemResponse

  /// The line to log, or nil when there is nothing to log.
  public var log: LogEntry?

  /// One log line: a server logs it at `error` level when `isServerFault`, else at `info`.
  public struct LogEntry: Sendable, Hashable {
    /// Whether the server failed (an unexpected error, or a status of 500 or above).
    public var isServerFault: Bool

    /// The message: what was thrown and what it was answered with.
    public var message: String

    /// Structured metadata: `http.status`, and the catalog error's `loggingMetadata` under
    /// `error.` (`error.case`, `error.code`, its params with sensitive ones redacted).
    public var metadata: [String: String]
  }

  /// The answer to `error`: itself when it is a catalog error, else what `upgrader` makes of it.
  public init(
    error: any Error, upgrader: ErrorUpgrader, acceptLanguage: String?, instance: String?
  ) {
    let catalogError = error as? any CatalogError
    let answered = catalogError ?? upgrader.upgrade(error)
    response = ProblemResponse(answered, acceptLanguage: acceptLanguage, instance: instance)
    var metadata = ["http.status": String(response.status)]
    for (key, value) in answered.loggingMetadata { metadata["error.\(key)"] = value }
    let answer = "\(String(reflecting: answered)), HTTP \(response.status)"
    if catalogError != nil {
      log = LogEntry(
        isServerFault: response.status >= 500, message: "answered \(answer)", metadata: metadata)
    } else {
      log = LogEntry(
        isServerFault: true,
        message: "unexpected error \(String(reflecting: error)) answered \(answer)",
        metadata: metadata)
    }
  }

  /// The answer to one of the framework's own errors, which has a status of its own.
  public init(
    status: Int, reason: String?, headers: [(name: String, value: String)], instance: String?,
    description: String
  ) {
    response = ProblemResponse(
      status: status, reason: reason, headers: headers, instance: instance)
    log =
      response.status >= 500
      ? LogEntry(
        isServerFault: true, message: "\(description) answered HTTP \(response.status)",
        metadata: ["http.status": String(response.status)])
      : nil
  }
}
