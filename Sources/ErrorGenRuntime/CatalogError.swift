import Foundation

/// The protocol every generated error type conforms to.
///
/// It gathers what Foundation asks of a well-behaved error (`LocalizedError`, `CustomNSError`,
/// `RecoverableError`) with what errorgen's catalogs add (kind, presentation, retry policy,
/// redacted logging), so that errors of many catalogs and modules can be handled in one place
/// through `any CatalogError`.
public protocol CatalogError:
  LocalizedError, CustomNSError, RecoverableError, CustomStringConvertible,
  CustomDebugStringConvertible, Sendable
{
  /// The case's name as written in the catalog, for example `"noConnection"`.
  var caseName: String { get }

  /// The error domain and the case name, for example `"com.example.network.noConnection"`.
  var identifier: String { get }

  /// One value of every case, with sample values for its parameters: for tests and previews.
  static var samples: [Self] { get }

  /// The catalog's locales, its default locale first: what a server matches a request's
  /// `Accept-Language` against (`AcceptLanguage.locale(for:)`), through `any CatalogError`.
  static var locales: [String] { get }

  /// The catalog's `default_locale`: the texts' language when no preferred language matches.
  static var defaultLocale: String { get }

  /// The catalog's `message` in the given locale, placeholders filled.
  func errorDescription(locale: String) -> String

  /// The catalog's `reason` in the given locale, or nil when the case has none.
  func failureReason(locale: String) -> String?

  /// The catalog's `suggestion` in the given locale, or nil when the case has none.
  func recoverySuggestion(locale: String) -> String?

  /// How the error behaves: whether it resolves by itself, the user can fix it, and so on.
  var kind: ErrorKind { get }

  /// How the app should show the error.
  var presentation: ErrorPresentation { get }

  /// The policy to retry the failed operation with, or nil when it must not be retried.
  var retryPolicy: RetryPolicy? { get }

  /// The least delay before the next attempt, from a server's Retry-After, when known.
  var retryAfter: TimeInterval? { get }

  /// A symbol name for the UI (an SF Symbol, for example), from the catalog's `icon`.
  var symbolName: String? { get }

  /// The input field a user error refers to, from the catalog's `field`.
  var field: String? { get }

  /// Key-value pairs for structured logging, with sensitive values redacted.
  var loggingMetadata: [String: String] { get }

  /// The wrapped error of a composed case, or nil for the catalog's own cases.
  var underlyingError: (any CatalogError)? { get }

  /// The recovery options of this case as plain values, in button order.
  ///
  /// Generic code (a presentation chain, an alert builder) reads these to learn each option's
  /// role and whether it retries the failed operation, without knowing the concrete type.
  var recoveryActions: [RecoveryAction] { get }

  /// The case whose `http` list holds the status, with `http_status` and `retry_after` params
  /// filled; nil when no case maps the status.
  init?(httpStatus: Int, retryAfter: TimeInterval?)

  /// The case whose `server_codes` list holds the code; nil when no case maps it.
  init?(serverCode: String)

  /// The case whose `maps` list holds the error's NSError domain and code; an error that
  /// already has this type comes back as itself.
  init?(mapping error: any Error)

  // MARK: HTTP (docs/RUNTIME.md)

  /// The HTTP status a server answers this case with: the case's `status`, else the first
  /// single status of its `http` list, else by kind (`user` 400, `transient` 503, `system` and
  /// `fatal` 500); a `bind: http_status` param's value. The default forwards to
  /// `underlyingError`, else goes by kind.
  var httpStatus: Int { get }

  /// The problem details' `title` in `locale` for a case whose `problemType` is not
  /// `about:blank`, where the catalog gives one; nil lets `ProblemDetails` title the case with
  /// its name as words. The default forwards to `underlyingError`, else is nil.
  func problemTitle(locale: String) -> String?

  /// The catalog's `problem_type`, a URI template with `{identifier}`, or nil. Default: nil.
  static var problemTypeTemplate: String? { get }

  /// RFC 9457's `type` for this case: `problemTypeTemplate` with `{identifier}` replaced, or
  /// `"about:blank"`. The default forwards to `underlyingError`, so that an umbrella's composed
  /// case has the wrapped catalog's type.
  var problemType: String { get }

  /// The case's params that are not sensitive, by name, as JSON values for
  /// `ProblemDetails.params`. The default forwards to `underlyingError`, else is empty.
  var problemDetailsParams: [String: ProblemDetails.Value] { get }

  /// The message in `locale` with each sensitive param's placeholder reading `<redacted>`.
  ///
  /// The default forwards to `underlyingError`; for a case of its own it is the message when
  /// the case has no associated values, and otherwise the message with every associated value's
  /// text replaced by `<redacted>`: safe, though it hides more than a generated implementation.
  func redactedErrorDescription(locale: String) -> String

  /// The case whose identifier is the problem details' `code`, its params read from `params`
  /// (`ProblemDetails.param(_:as:binding:)`); nil when the code is not this type's, or a param
  /// that is neither optional nor sensitive is absent or of the wrong JSON type. A sensitive
  /// param gets its type's `problemDetailsNeutralValue`. Umbrellas find the wrapped type's case.
  /// Default: nil.
  init?(problemDetails: ProblemDetails)
}

extension CatalogError {
  /// Whether the failed operation may be retried: the case has a retry policy.
  public var isRetryable: Bool { retryPolicy != nil }

  /// The case whose `http` list holds the status; nil when no case maps it.
  public init?(httpStatus: Int) {
    self.init(httpStatus: httpStatus, retryAfter: nil)
  }

  public init?(httpStatus: Int, retryAfter: TimeInterval?) { return nil }

  public init?(serverCode: String) { return nil }

  public init?(mapping error: any Error) {
    guard let same = error as? Self else { return nil }
    self = same
  }

  public var underlyingError: (any CatalogError)? { nil }

  public var recoveryActions: [RecoveryAction] { [] }

  /// Runs the recovery option at `index` and returns whether it recovered.
  ///
  /// This is the asynchronous form of `attemptRecovery(optionIndex:resultHandler:)`, for generic
  /// code that only knows `any CatalogError`.
  public func recover(usingOptionAt index: Int) async -> Bool {
    await withCheckedContinuation { continuation in
      attemptRecovery(optionIndex: index) { recovered in
        continuation.resume(returning: recovered)
      }
    }
  }
}
