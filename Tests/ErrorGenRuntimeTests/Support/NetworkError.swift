import ErrorGenRuntime
import Foundation

/// A hand-written stand-in for what errorgen generates from the `Network.errors.yaml` example of
/// CATALOG-FORMAT.md, so that the runtime can be tested (and docs/RUNTIME.md compiled) without the
/// generator.
enum NetworkError: CatalogError, Hashable {
  case noConnection
  case rateLimited(retryAfter: TimeInterval?)
  case serverError(statusCode: Int)
  case sessionExpired
  case invalidEmail(email: String)

  static let locales = ["en", "de"]
  static let defaultLocale = "en"

  static let standardPolicy = RetryPolicy(
    maxAttempts: 3, initialDelay: 1, maxDelay: 30, jitter: 0.5, multiplier: 2)

  // MARK: Identity

  static var errorDomain: String { "com.example.network" }

  var errorCode: Int {
    switch self {
    case .noConnection: 1001
    case .rateLimited: 1429
    case .serverError: 1500
    case .sessionExpired: 1401
    case .invalidEmail: 1600
    }
  }

  var caseName: String {
    switch self {
    case .noConnection: "noConnection"
    case .rateLimited: "rateLimited"
    case .serverError: "serverError"
    case .sessionExpired: "sessionExpired"
    case .invalidEmail: "invalidEmail"
    }
  }

  var identifier: String { Self.errorDomain + "." + caseName }

  static var samples: [NetworkError] {
    [
      .noConnection, .rateLimited(retryAfter: 30), .serverError(statusCode: 500),
      .sessionExpired, .invalidEmail(email: "someone@example.com"),
    ]
  }

  // MARK: Texts

  var errorDescription: String? { errorDescription(locale: Self.currentLocale) }

  var recoverySuggestion: String? { recoverySuggestion(locale: Self.currentLocale) }

  func errorDescription(locale: String) -> String {
    let german = Self.resolve(locale) == "de"
    switch self {
    case .noConnection: return german ? "Keine Internetverbindung." : "No internet connection."
    case .rateLimited:
      return german
        ? "Zu viele Anfragen. Bitte warten Sie einen Moment."
        : "Too many requests. Please wait a moment and try again."
    case .serverError(let statusCode):
      return "Our service is having trouble (HTTP \(ErrorLocalization.placeholder(statusCode)))."
    case .sessionExpired: return "Your session has expired. Please sign in again."
    case .invalidEmail: return "Enter a valid email address."
    }
  }

  func failureReason(locale: String) -> String? { nil }

  func recoverySuggestion(locale: String) -> String? {
    guard case .noConnection = self else { return nil }
    return Self.resolve(locale) == "de"
      ? "Prüfen Sie Ihre Netzwerkeinstellungen und versuchen Sie es erneut."
      : "Check your network settings and try again."
  }

  private static var currentLocale: String {
    ErrorLocalization.currentLocale(in: locales, defaultLocale: defaultLocale)
  }

  private static func resolve(_ locale: String) -> String {
    ErrorLocalization.resolve(locale, in: locales, defaultLocale: defaultLocale)
  }

  // MARK: Bridging

  var errorUserInfo: [String: Any] {
    var info: [String: Any] = [
      NSLocalizedDescriptionKey: errorDescription(locale: Self.currentLocale)
    ]
    if let suggestion = recoverySuggestion {
      info[NSLocalizedRecoverySuggestionErrorKey] = suggestion
    }
    if !recoveryOptions.isEmpty { info[NSLocalizedRecoveryOptionsErrorKey] = recoveryOptions }
    return info
  }

  // MARK: Classification

  var kind: ErrorKind {
    switch self {
    case .noConnection, .rateLimited, .serverError: .transient
    case .sessionExpired, .invalidEmail: .user
    }
  }

  var presentation: ErrorPresentation {
    switch self {
    case .noConnection: .banner
    case .invalidEmail: .inline
    default: .alert
    }
  }

  var retryPolicy: RetryPolicy? {
    switch self {
    case .noConnection, .rateLimited, .serverError: Self.standardPolicy
    case .sessionExpired, .invalidEmail: nil
    }
  }

  var retryAfter: TimeInterval? {
    guard case .rateLimited(let retryAfter) = self else { return nil }
    return retryAfter
  }

  var symbolName: String? { self == .noConnection ? "wifi.slash" : nil }

  var field: String? {
    guard case .invalidEmail = self else { return nil }
    return "email"
  }

  // MARK: Mapping

  init?(httpStatus: Int, retryAfter: TimeInterval?) {
    switch httpStatus {
    case 401: self = .sessionExpired
    case 429: self = .rateLimited(retryAfter: retryAfter)
    case 500...599: self = .serverError(statusCode: httpStatus)
    default: return nil
    }
  }

  init?(serverCode: String) {
    guard serverCode == "SESSION_EXPIRED" else { return nil }
    self = .sessionExpired
  }

  init?(mapping error: any Error) {
    if let same = error as? NetworkError {
      self = same
      return
    }
    let nsError = error as NSError
    guard nsError.domain == NSURLErrorDomain, [-1009, -1020].contains(nsError.code) else {
      return nil
    }
    self = .noConnection
  }

  // MARK: Logging

  var description: String {
    switch self {
    case .rateLimited(let retryAfter):
      "NetworkError.rateLimited(retryAfter: \(retryAfter.map { "\($0)" } ?? "nil"))"
    case .serverError(let statusCode): "NetworkError.serverError(statusCode: \(statusCode))"
    case .invalidEmail: "NetworkError.invalidEmail(email: <redacted>)"
    default: "NetworkError.\(caseName)"
    }
  }

  var debugDescription: String { description }

  var loggingMetadata: [String: String] {
    [
      "domain": Self.errorDomain, "code": String(errorCode), "case": caseName,
      "kind": kind.rawValue, "retryable": String(isRetryable),
    ]
  }
}

// MARK: - HTTP (what errorgen emits for docs/RUNTIME.md)

extension NetworkError {
  static var problemTypeTemplate: String? { "https://docs.example.com/errors/{identifier}" }

  var httpStatus: Int {
    switch self {
    case .noConnection: 503  // transient, no `http`
    case .rateLimited: 429
    case .serverError(let statusCode): statusCode  // bind: http_status
    case .sessionExpired: 401
    case .invalidEmail: 400  // user, no `http`
    }
  }

  var problemDetailsParams: [String: ProblemDetails.Value] {
    switch self {
    case .rateLimited(let retryAfter): ["retryAfter": retryAfter.problemDetailsValue]
    case .serverError(let statusCode): ["statusCode": statusCode.problemDetailsValue]
    case .noConnection, .sessionExpired, .invalidEmail: [:]  // email is sensitive
    }
  }

  func redactedErrorDescription(locale: String) -> String {
    errorDescription(locale: locale)  // no text shows a sensitive param
  }

  init?(problemDetails: ProblemDetails) {
    switch problemDetails.code {
    case "com.example.network.noConnection": self = .noConnection
    case "com.example.network.rateLimited":
      guard
        let retryAfter = problemDetails.param(
          "retryAfter", as: TimeInterval?.self, binding: .retryAfter)
      else { return nil }
      self = .rateLimited(retryAfter: retryAfter)
    case "com.example.network.serverError":
      guard
        let statusCode = problemDetails.param("statusCode", as: Int.self, binding: .httpStatus)
      else { return nil }
      self = .serverError(statusCode: statusCode)
    case "com.example.network.sessionExpired": self = .sessionExpired
    case "com.example.network.invalidEmail":
      self = .invalidEmail(email: String.problemDetailsNeutralValue)  // sensitive: never sent
    default: return nil
    }
  }
}
