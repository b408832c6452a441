/// A param of a case: an associated value of the generated enum case, labelled by its name.
public struct CatalogParam: Hashable, Sendable {
  /// Where the value comes from when the case is built from a mapping.
  public enum Binding: String, Hashable, Sendable, CaseIterable {
    /// `bind: http_status`: the HTTP status the case was built from.
    case httpStatus = "http_status"
    /// `bind: retry_after`: the server's Retry-After delay, in seconds.
    case retryAfter = "retry_after"
  }

  public var name: Located<String>
  public var type: Located<ParamType>
  public var doc: String?
  public var sensitive: Bool
  public var binding: Located<Binding>?

  public init(
    name: Located<String>,
    type: Located<ParamType>,
    doc: String? = nil,
    sensitive: Bool = false,
    binding: Located<Binding>? = nil
  ) {
    self.name = name
    self.type = type
    self.doc = doc
    self.sensitive = sensitive
    self.binding = binding
  }
}

/// A param's type: one of the format's base types, plain, optional (`T?`) or an array (`[T]`).
public struct ParamType: Hashable, Sendable, CustomStringConvertible {
  /// The types a param can have.
  public enum Base: String, Hashable, Sendable, CaseIterable {
    case string = "String"
    case int = "Int"
    case int64 = "Int64"
    /// Counts and sizes that a server sends as unsigned numbers.
    case uint = "UInt"
    case uint64 = "UInt64"
    case double = "Double"
    case bool = "Bool"
    case date = "Date"
    case url = "URL"
    case uuid = "UUID"
    case timeInterval = "TimeInterval"

    /// Whether a value of the type is a number of seconds, as `retry.after` needs.
    public var isSeconds: Bool {
      switch self {
      case .double, .timeInterval, .int, .int64: true
      default: false
      }
    }
  }

  /// Whether the type is the base type itself, an optional of it, or an array of it.
  public enum Shape: Hashable, Sendable {
    case plain, optional, array
  }

  public var base: Base
  public var shape: Shape

  public init(_ base: Base, _ shape: Shape = .plain) {
    self.base = base
    self.shape = shape
  }

  /// Parses `String`, `Int?`, `[URL]`; nil for anything else.
  public init?(parsing text: String) {
    var name = Substring(text)
    var shape = Shape.plain
    if name.hasSuffix("?") {
      name = name.dropLast()
      shape = .optional
    } else if name.hasPrefix("[") && name.hasSuffix("]") {
      name = name.dropFirst().dropLast()
      shape = .array
    }
    guard let base = Base(rawValue: String(name)) else { return nil }
    self.init(base, shape)
  }

  public var isOptional: Bool { shape == .optional }

  /// Whether a case's only param of the type chooses its plural variants without `plural:`:
  /// a non-optional `Int` or `Int64` (LOCALIZATION.md §1).
  public var isPluralCount: Bool { shape == .plain && (base == .int || base == .int64) }

  /// Whether `plural:` may name a param of the type: a non-optional integer, signed or not.
  public var isInteger: Bool {
    shape == .plain && [.int, .int64, .uint, .uint64].contains(base)
  }

  /// The Swift spelling: `String`, `Int?`, `[URL]`.
  public var description: String {
    switch shape {
    case .plain: base.rawValue
    case .optional: base.rawValue + "?"
    case .array: "[" + base.rawValue + "]"
    }
  }
}
