import ErrorGenRuntime
import Foundation

/// A hand-written stand-in for a generated umbrella (`compose: {network: NetworkError}`).
enum AppError: CatalogError, Hashable {
  case network(NetworkError)
  case unknown
  case signedOut

  static let locales = ["en", "de"]
  static let defaultLocale = "en"
  static var errorDomain: String { "com.example.app" }

  var errorCode: Int {
    switch self {
    case .network(let error): error.errorCode
    case .unknown: 1
    case .signedOut: 2
    }
  }

  var caseName: String {
    switch self {
    case .network(let error): error.caseName
    case .unknown: "unknown"
    case .signedOut: "signedOut"
    }
  }

  var identifier: String {
    if case .network(let error) = self { return error.identifier }
    return Self.errorDomain + "." + caseName
  }

  static var samples: [AppError] {
    NetworkError.samples.map(AppError.network) + [.unknown, .signedOut]
  }

  var errorDescription: String? { errorDescription(locale: "en") }

  func errorDescription(locale: String) -> String {
    switch self {
    case .network(let error): error.errorDescription(locale: locale)
    case .unknown: "Something unexpected happened. Please try again."
    case .signedOut: "You have been signed out."
    }
  }

  func failureReason(locale: String) -> String? { nil }

  func recoverySuggestion(locale: String) -> String? {
    underlyingError?.recoverySuggestion(locale: locale)
  }

  var errorUserInfo: [String: Any] {
    var info: [String: Any] = [NSLocalizedDescriptionKey: errorDescription(locale: "en")]
    if case .network(let error) = self { info[NSUnderlyingErrorKey] = error as NSError }
    return info
  }

  var kind: ErrorKind { underlyingError?.kind ?? .system }
  var presentation: ErrorPresentation { underlyingError?.presentation ?? .alert }
  var retryPolicy: RetryPolicy? { underlyingError?.retryPolicy }
  var retryAfter: TimeInterval? { underlyingError?.retryAfter }
  var symbolName: String? { underlyingError?.symbolName }
  var field: String? { underlyingError?.field }
  var loggingMetadata: [String: String] { underlyingError?.loggingMetadata ?? ["case": caseName] }

  var underlyingError: (any CatalogError)? {
    guard case .network(let error) = self else { return nil }
    return error
  }

  var recoveryActions: [RecoveryAction] { underlyingError?.recoveryActions ?? [] }
  var recoveryOptions: [String] { underlyingError?.recoveryOptions ?? [] }

  func attemptRecovery(optionIndex: Int, resultHandler handler: @escaping (Bool) -> Void) {
    guard case .network(let error) = self else {
      handler(false)
      return
    }
    error.attemptRecovery(optionIndex: optionIndex, resultHandler: handler)
  }

  func attemptRecovery(optionIndex: Int) -> Bool { false }

  init?(httpStatus: Int, retryAfter: TimeInterval?) {
    guard let error = NetworkError(httpStatus: httpStatus, retryAfter: retryAfter) else {
      return nil
    }
    self = .network(error)
  }

  init?(serverCode: String) {
    guard let error = NetworkError(serverCode: serverCode) else { return nil }
    self = .network(error)
  }

  init?(mapping error: any Error) {
    if let same = error as? AppError {
      self = same
    } else if let network = NetworkError(mapping: error) {
      self = .network(network)
    } else {
      return nil
    }
  }

  init?(problemDetails: ProblemDetails) {
    switch problemDetails.code {
    case "com.example.app.unknown": self = .unknown
    case "com.example.app.signedOut": self = .signedOut
    default:
      guard let network = NetworkError(problemDetails: problemDetails) else { return nil }
      self = .network(network)
    }
  }

  var httpStatus: Int {
    switch self {
    case .network(let error): error.httpStatus
    case .unknown: 500
    case .signedOut: 401
    }
  }

  func redactedErrorDescription(locale: String) -> String {
    underlyingError?.redactedErrorDescription(locale: locale) ?? errorDescription(locale: locale)
  }

  var description: String {
    if case .network(let error) = self { return "AppError.network(\(error))" }
    return "AppError.\(caseName)"
  }

  var debugDescription: String { description }
}
