import ErrorGenRuntime
import Foundation

/// A one-case catalog error whose retry policy and Retry-After a test chooses.
struct PolicyError: CatalogError, Hashable {
  var policy: RetryPolicy?
  var retryAfter: TimeInterval?

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
