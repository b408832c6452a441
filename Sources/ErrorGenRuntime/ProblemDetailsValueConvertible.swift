import Foundation

/// A param type that travels in `ProblemDetails.params`: every type the catalog format allows
/// (`String`, `Int`, `Int64`, `Double`/`TimeInterval`, `Bool`, `Date`, `URL`, `UUID`, optionals
/// and arrays of them).
///
/// Generated `problemDetailsParams` writes params with `problemDetailsValue`; generated
/// `init?(problemDetails:)` reads them with `ProblemDetails.param(_:as:binding:)`, and gives a
/// sensitive param, which is never sent, `problemDetailsNeutralValue`.
public protocol ProblemDetailsValueConvertible: Sendable {
  /// The value read back from JSON, or nil when the JSON value has the wrong type.
  init?(problemDetailsValue: ProblemDetails.Value)

  /// The value as JSON.
  var problemDetailsValue: ProblemDetails.Value { get }

  /// What a member that is absent reads as: nil (so the case cannot be made) for a type that is
  /// not optional, `.some(nil)` for an optional.
  static var problemDetailsValueWhenAbsent: Self? { get }

  /// The value a sensitive param gets in `init?(problemDetails:)`: `""`, `0`, `false`, `nil`,
  /// `[]`; for `Date`, `URL` and `UUID` the values `samples` uses (`Date(timeIntervalSince1970:
  /// 0)`, `https://example.com`, the UUID of zeros).
  static var problemDetailsNeutralValue: Self { get }
}

extension ProblemDetailsValueConvertible {
  public static var problemDetailsValueWhenAbsent: Self? { nil }
}

extension String: ProblemDetailsValueConvertible {
  public init?(problemDetailsValue value: ProblemDetails.Value) {
    guard case .string(let string) = value else { return nil }
    self = string
  }
  public var problemDetailsValue: ProblemDetails.Value { .string(self) }
  public static var problemDetailsNeutralValue: String { "" }
}

extension Int64: ProblemDetailsValueConvertible {
  public init?(problemDetailsValue value: ProblemDetails.Value) {
    switch value {
    case .integer(let integer): self = integer
    case .number(let number):
      guard let integer = Int64(exactly: number) else { return nil }
      self = integer
    default: return nil
    }
  }
  public var problemDetailsValue: ProblemDetails.Value { .integer(self) }
  public static var problemDetailsNeutralValue: Int64 { 0 }
}

extension Int: ProblemDetailsValueConvertible {
  public init?(problemDetailsValue value: ProblemDetails.Value) {
    guard let wide = Int64(problemDetailsValue: value), let integer = Int(exactly: wide) else {
      return nil
    }
    self = integer
  }
  public var problemDetailsValue: ProblemDetails.Value { .integer(Int64(self)) }
  public static var problemDetailsNeutralValue: Int { 0 }
}

// Unsigned values above `Int64.max` do not fit JSON integers as `ProblemDetails.Value` keeps
// them: they travel as decimal strings, so that they come back exactly.
extension UInt64: ProblemDetailsValueConvertible {
  public init?(problemDetailsValue value: ProblemDetails.Value) {
    switch value {
    case .integer(let integer):
      guard let unsigned = UInt64(exactly: integer) else { return nil }
      self = unsigned
    case .string(let text):
      guard let unsigned = UInt64(text), String(unsigned) == text else { return nil }
      self = unsigned
    default: return nil
    }
  }
  public var problemDetailsValue: ProblemDetails.Value {
    Int64(exactly: self).map { .integer($0) } ?? .string(String(self))
  }
  public static var problemDetailsNeutralValue: UInt64 { 0 }
}

extension UInt: ProblemDetailsValueConvertible {
  public init?(problemDetailsValue value: ProblemDetails.Value) {
    guard let wide = UInt64(problemDetailsValue: value), let unsigned = UInt(exactly: wide) else {
      return nil
    }
    self = unsigned
  }
  public var problemDetailsValue: ProblemDetails.Value { UInt64(self).problemDetailsValue }
  public static var problemDetailsNeutralValue: UInt { 0 }
}

extension Double: ProblemDetailsValueConvertible {
  public init?(problemDetailsValue value: ProblemDetails.Value) {
    switch value {
    case .integer(let integer): self = Double(integer)
    case .number(let number): self = number
    default: return nil
    }
  }
  public var problemDetailsValue: ProblemDetails.Value {
    isFinite ? .number(self) : .null
  }
  public static var problemDetailsNeutralValue: Double { 0 }
}

extension Bool: ProblemDetailsValueConvertible {
  public init?(problemDetailsValue value: ProblemDetails.Value) {
    guard case .bool(let bool) = value else { return nil }
    self = bool
  }
  public var problemDetailsValue: ProblemDetails.Value { .bool(self) }
  public static var problemDetailsNeutralValue: Bool { false }
}

extension Date: ProblemDetailsValueConvertible {
  /// An ISO 8601 string, with or without fractional seconds.
  public init?(problemDetailsValue value: ProblemDetails.Value) {
    guard case .string(let string) = value, string.utf8.count <= 64 else { return nil }
    let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    guard
      let date = (try? fractional.parse(string)) ?? (try? Date.ISO8601FormatStyle().parse(string))
    else { return nil }
    self = date
  }
  /// ISO 8601 in UTC with milliseconds: `"1970-01-01T00:00:00.000Z"`.
  public var problemDetailsValue: ProblemDetails.Value {
    .string(formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
  }
  public static var problemDetailsNeutralValue: Date { Date(timeIntervalSince1970: 0) }
}

extension URL: ProblemDetailsValueConvertible {
  public init?(problemDetailsValue value: ProblemDetails.Value) {
    guard case .string(let string) = value, let url = URL(string: string) else { return nil }
    self = url
  }
  public var problemDetailsValue: ProblemDetails.Value { .string(absoluteString) }
  public static var problemDetailsNeutralValue: URL {
    URL(string: "https://example.com") ?? URL(fileURLWithPath: "/")
  }
}

extension UUID: ProblemDetailsValueConvertible {
  public init?(problemDetailsValue value: ProblemDetails.Value) {
    guard case .string(let string) = value, let uuid = UUID(uuidString: string) else {
      return nil
    }
    self = uuid
  }
  public var problemDetailsValue: ProblemDetails.Value { .string(uuidString) }
  public static var problemDetailsNeutralValue: UUID {
    UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }
}

extension Optional: ProblemDetailsValueConvertible where Wrapped: ProblemDetailsValueConvertible {
  /// `null` reads as nil; any other value must be the wrapped type's.
  public init?(problemDetailsValue value: ProblemDetails.Value) {
    if case .null = value {
      self = .none
      return
    }
    guard let wrapped = Wrapped(problemDetailsValue: value) else { return nil }
    self = .some(wrapped)
  }
  public var problemDetailsValue: ProblemDetails.Value { self?.problemDetailsValue ?? .null }
  public static var problemDetailsValueWhenAbsent: Self? { Optional<Self>.some(Self.none) }
  public static var problemDetailsNeutralValue: Wrapped? { nil }
}

extension Array: ProblemDetailsValueConvertible where Element: ProblemDetailsValueConvertible {
  /// A JSON array whose every element is the element type's.
  public init?(problemDetailsValue value: ProblemDetails.Value) {
    guard case .array(let values) = value else { return nil }
    var elements: [Element] = []
    elements.reserveCapacity(values.count)
    for value in values {
      guard let element = Element(problemDetailsValue: value) else { return nil }
      elements.append(element)
    }
    self = elements
  }
  public var problemDetailsValue: ProblemDetails.Value { .array(map(\.problemDetailsValue)) }
  public static var problemDetailsNeutralValue: [Element] { [] }
}

extension ProblemDetails {
  /// The top-level member a bound param is read from before `params`.
  public enum ParamBinding: Sendable, Hashable {
    /// `bind: http_status`: `status`.
    case httpStatus
    /// `bind: retry_after`: `retryAfter`.
    case retryAfter
  }

  /// The param `name` as `type`; nil when it is absent and `type` is not optional, or when its
  /// JSON value has the wrong type.
  ///
  /// A param with a binding is read from the top-level member first (`status` for
  /// `.httpStatus`, `retryAfter` for `.retryAfter`, where a `Retry-After` header has already won
  /// over the body), then from `params`.
  ///
  /// ```swift
  /// guard let retryAfter = details.param("retryAfter", as: TimeInterval?.self,
  ///   binding: .retryAfter) else { return nil }
  /// ```
  public func param<T: ProblemDetailsValueConvertible>(
    _ name: String, as type: T.Type = T.self, binding: ParamBinding? = nil
  ) -> T? {
    switch binding {
    case .httpStatus?:
      if let status, let value = T(problemDetailsValue: .integer(Int64(status))) { return value }
    case .retryAfter?:
      if let retryAfter,
        let value = T(problemDetailsValue: .number(retryAfter))
          ?? T(problemDetailsValue: .number(retryAfter.rounded(.up)))
      {
        return value  // an `Int?` param gets a fractional delay rounded up
      }
    case nil:
      break
    }
    guard let value = params[name] else { return T.problemDetailsValueWhenAbsent }
    return T(problemDetailsValue: value)
  }

  /// `param(_:as:binding:)`, throwing `MissingParam` where that gives nil: generated
  /// `init?(problemDetails:)` reads all of a case's params in one `try?`.
  ///
  /// ```swift
  /// return try? .rateLimited(
  ///   limit: details.requiredParam("limit", as: Int.self),
  ///   retryAfter: details.requiredParam("retryAfter", as: TimeInterval?.self, binding: .retryAfter))
  /// ```
  public func requiredParam<T: ProblemDetailsValueConvertible>(
    _ name: String, as type: T.Type = T.self, binding: ParamBinding? = nil
  ) throws -> T {
    guard let value = param(name, as: type, binding: binding) else {
      throw MissingParam(name: name)
    }
    return value
  }

  /// What `requiredParam(_:as:binding:)` throws: the param `name` is absent and not optional,
  /// or its JSON value has the wrong type.
  public struct MissingParam: Error, Hashable, Sendable {
    public var name: String

    public init(name: String) { self.name = name }
  }
}
