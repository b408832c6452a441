import ErrorGenRuntime
import Foundation

/// A one-case catalog error whose retry policy and Retry-After a test chooses.
struct PolicyError: CatalogError, Hashable {
  var policy: RetryPolicy?
  var retryAfter: TimeInterval?

  static let locales = ["en"]
  static let defaultLocale = "en"
  static var errorDomain: String { "com.example.policy" }
  var errorCode: Int { 1 }
  var caseName: String { "failed" }
  var identifier: String { Self.errorDomain + ".failed" }
  static var samples: [PolicyError] { [PolicyError(policy: RetryPolicy())] }
  var errorDescription: String? { errorDescription(locale: "en") }
  func errorDescription(locale: String) -> String { "The operation failed." }
  func failureReason(locale: String) -> String? { nil }
  func recoverySuggestion(locale: String) -> String? { nil }
  var kind: ErrorKind { .transient }
  var presentation: ErrorPresentation { .silent }
  var retryPolicy: RetryPolicy? { policy }
  var symbolName: String? { nil }
  var field: String? { nil }
  var loggingMetadata: [String: String] { ["case": caseName] }
  var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: errorDescription(locale: "en")] }
  var recoveryOptions: [String] { [] }
  func attemptRecovery(optionIndex: Int) -> Bool { false }
  var description: String { "PolicyError.failed" }
  var debugDescription: String { description }
}

extension PolicyError {
  /// A timed-out request as an error without a retry policy, the way a catalog that calls a
  /// timeout final maps it: for the offline queue's rule that a `URLError` of lost connectivity
  /// is retryable whatever the upgrader makes of it.
  init?(mapping error: any Error) {
    if let same = error as? PolicyError {
      self = same
      return
    }
    let nsError = error as NSError
    guard nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorTimedOut else { return nil }
    self.init(policy: nil)
  }
}
