import ErrorGenRuntime
import Foundation

/// A hand-written stand-in for a generated catalog with every param type the catalog format
/// allows, a sensitive param that a text shows, a `bind: retry_after` `Int?` param and an
/// explicit `status`: what errorgen emits for the HTTP members (docs/RUNTIME.md).
enum AccountError: CatalogError, Hashable {
  /// `password` is sensitive, and the message shows it (lint warns; the runtime must not leak).
  case wrongPassword(username: String, password: String)
  case locked(until: Date, attempts: Int64, supportURL: URL?)
  case duplicate(id: UUID, tags: [String], verified: Bool, score: Double)
  /// `retryAfter` binds `retry_after`; `http: [429]`.
  case quotaExceeded(limit: Int, retryAfter: Int?)
  /// `status: 418`.
  case teapot

  static let locales = ["en", "de"]
  static let defaultLocale = "en"
  static var errorDomain: String { "com.example.account" }

  var errorCode: Int {
    switch self {
    case .wrongPassword: 1
    case .locked: 2
    case .duplicate: 3
    case .quotaExceeded: 4
    case .teapot: 5
    }
  }

  var caseName: String {
    switch self {
    case .wrongPassword: "wrongPassword"
    case .locked: "locked"
    case .duplicate: "duplicate"
    case .quotaExceeded: "quotaExceeded"
    case .teapot: "teapot"
    }
  }

  var identifier: String { Self.errorDomain + "." + caseName }

  static var samples: [AccountError] {
    [
      .wrongPassword(username: "username", password: "password"),
      .locked(
        until: Date(timeIntervalSince1970: 0), attempts: 1,
        supportURL: URL(string: "https://example.com")!),
      .duplicate(
        id: UUID(uuidString: "00000000-0000-0000-0000-000000000000")!, tags: ["tags"],
        verified: true, score: 1.5),
      .quotaExceeded(limit: 1, retryAfter: 30),
      .teapot,
    ]
  }

  var errorDescription: String? { errorDescription(locale: "en") }

  func errorDescription(locale: String) -> String {
    text(locale: locale, password: { ErrorLocalization.placeholder($0) })
  }

  func redactedErrorDescription(locale: String) -> String {
    text(locale: locale, password: { _ in ErrorLogging.redacted })
  }

  private func text(locale: String, password: (String) -> String) -> String {
    let german = ErrorLocalization.resolve(locale, in: Self.locales, defaultLocale: "en") == "de"
    switch self {
    case .wrongPassword(let username, let secret):
      return german
        ? "Das Passwort \(password(secret)) für \(username) ist falsch."
        : "The password \(password(secret)) for \(username) is wrong."
    case .locked(let until, let attempts, _):
      return german
        ? "Nach \(attempts) Versuchen gesperrt bis \(ErrorLocalization.placeholder(until))."
        : "Locked after \(attempts) attempts until \(ErrorLocalization.placeholder(until))."
    case .duplicate(let id, _, _, _):
      return german ? "Doppelt: \(id.uuidString)." : "Duplicate: \(id.uuidString)."
    case .quotaExceeded(let limit, _):
      return german ? "Kontingent von \(limit) erschöpft." : "Quota of \(limit) exceeded."
    case .teapot:
      return german ? "Ich bin eine Teekanne." : "I'm a teapot."
    }
  }

  func failureReason(locale: String) -> String? { nil }
  func recoverySuggestion(locale: String) -> String? { nil }
  var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: errorDescription(locale: "en")] }
  var kind: ErrorKind { self == .teapot ? .fatal : .user }
  var presentation: ErrorPresentation { .alert }
  var retryPolicy: RetryPolicy? { nil }
  var retryAfter: TimeInterval? {
    guard case .quotaExceeded(_, let retryAfter?) = self else { return nil }
    return TimeInterval(retryAfter)
  }
  var symbolName: String? { nil }
  var field: String? { nil }
  var loggingMetadata: [String: String] { ["case": caseName] }
  var recoveryOptions: [String] { [] }
  func attemptRecovery(optionIndex: Int) -> Bool { false }

  var description: String {
    switch self {
    case .teapot: "AccountError.teapot"
    case .wrongPassword(let username, _):
      "AccountError.wrongPassword(username: \(String(reflecting: username)), password: <redacted>)"
    default: "AccountError.\(caseName)(…)"
    }
  }

  var debugDescription: String { description }

  // MARK: HTTP

  static var problemTypeTemplate: String? { "https://errors.example.com/{identifier}.html" }

  var httpStatus: Int {
    switch self {
    case .wrongPassword, .locked, .duplicate: 400
    case .quotaExceeded: 429
    case .teapot: 418
    }
  }

  var problemDetailsParams: [String: ProblemDetails.Value] {
    switch self {
    case .wrongPassword(let username, _): ["username": username.problemDetailsValue]
    case .locked(let until, let attempts, let supportURL):
      [
        "until": until.problemDetailsValue, "attempts": attempts.problemDetailsValue,
        "supportURL": supportURL.problemDetailsValue,
      ]
    case .duplicate(let id, let tags, let verified, let score):
      [
        "id": id.problemDetailsValue, "tags": tags.problemDetailsValue,
        "verified": verified.problemDetailsValue, "score": score.problemDetailsValue,
      ]
    case .quotaExceeded(let limit, let retryAfter):
      ["limit": limit.problemDetailsValue, "retryAfter": retryAfter.problemDetailsValue]
    case .teapot: [:]
    }
  }

  init?(problemDetails details: ProblemDetails) {
    switch details.code {
    case "com.example.account.wrongPassword":
      guard let username = details.param("username", as: String.self) else { return nil }
      self = .wrongPassword(username: username, password: String.problemDetailsNeutralValue)
    case "com.example.account.locked":
      guard let until = details.param("until", as: Date.self),
        let attempts = details.param("attempts", as: Int64.self),
        let supportURL = details.param("supportURL", as: URL?.self)
      else { return nil }
      self = .locked(until: until, attempts: attempts, supportURL: supportURL)
    case "com.example.account.duplicate":
      guard let id = details.param("id", as: UUID.self),
        let tags = details.param("tags", as: [String].self),
        let verified = details.param("verified", as: Bool.self),
        let score = details.param("score", as: Double.self)
      else { return nil }
      self = .duplicate(id: id, tags: tags, verified: verified, score: score)
    case "com.example.account.quotaExceeded":
      guard let limit = details.param("limit", as: Int.self),
        let retryAfter = details.param("retryAfter", as: Int?.self, binding: .retryAfter)
      else { return nil }
      self = .quotaExceeded(limit: limit, retryAfter: retryAfter)
    case "com.example.account.teapot": self = .teapot
    default: return nil
    }
  }
}
