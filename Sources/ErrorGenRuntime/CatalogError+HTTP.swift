import Foundation

extension CatalogError {
  public var httpStatus: Int {
    if let underlyingError { return underlyingError.httpStatus }
    return Self.defaultHTTPStatus(for: kind)
  }

  /// The status of a case that names none: `user` 400, `transient` 503, `system` and `fatal`
  /// 500.
  public static func defaultHTTPStatus(for kind: ErrorKind) -> Int {
    switch kind {
    case .user: 400
    case .transient: 503
    case .system, .fatal: 500
    }
  }

  public func problemTitle(locale: String) -> String? {
    underlyingError?.problemTitle(locale: locale)
  }

  public static var problemTypeTemplate: String? { nil }

  public var problemType: String {
    if let underlyingError { return underlyingError.problemType }
    return Self.problemType(template: Self.problemTypeTemplate, identifier: identifier)
  }

  /// `template` with each `{identifier}` replaced by `identifier` (percent-encoded where a URI
  /// path needs it), or `"about:blank"` when there is no template.
  public static func problemType(template: String?, identifier: String) -> String {
    guard let template, !template.isEmpty else { return "about:blank" }
    let encoded =
      identifier.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? identifier
    return template.replacingOccurrences(of: "{identifier}", with: encoded)
  }

  public var problemDetailsParams: [String: ProblemDetails.Value] {
    underlyingError?.problemDetailsParams ?? [:]
  }

  public func redactedErrorDescription(locale: String) -> String {
    if let underlyingError { return underlyingError.redactedErrorDescription(locale: locale) }
    let message = errorDescription(locale: locale)
    let texts = Self.associatedValueTexts(of: self)
      .filter { !$0.isEmpty }
      .sorted { $0.count > $1.count }
    return texts.reduce(message) { text, value in
      text.replacingOccurrences(of: value, with: ErrorLogging.redacted)
    }
  }

  public init?(problemDetails: ProblemDetails) { return nil }

  /// The texts of an enum case's associated values, as placeholders show them.
  private static func associatedValueTexts(of value: Any) -> [String] {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .enum else { return [] }
    var texts: [String] = []
    for child in mirror.children {
      let payload = Mirror(reflecting: child.value)
      let values = payload.displayStyle == .tuple ? payload.children.map(\.value) : [child.value]
      for value in values {
        if let placeholder = value as? any PlaceholderValue {
          texts.append(placeholder.placeholderText)
        } else {
          texts.append(String(describing: value))
        }
      }
    }
    return texts
  }
}

extension FixedWidthInteger {
  /// A Retry-After delay as whole seconds, for an integer param bound to `retry_after`: rounded
  /// up, since a server's least wait must not be shortened, and clamped to the type's range (0
  /// for NaN), as the Kotlin output's `ceil(seconds).toInt()` gives them. A server may send any
  /// delay; `Int(seconds)` would trap on one past `Int.max`.
  public init(retryAfterSeconds seconds: TimeInterval) {
    let rounded = seconds.rounded(.up)
    if rounded.isNaN {
      self = 0
    } else if rounded >= Double(Self.max) {
      // `Double(Self.max)` rounds up to a power of two, which no value of the type reaches.
      self = .max
    } else if rounded <= Double(Self.min) {
      self = .min
    } else {
      self.init(rounded)
    }
  }
}
