import Foundation

/// A value that can fill a `{placeholder}` in a catalog text.
///
/// The catalog format allows these types for params, and fixes how each reads in a text.
public protocol PlaceholderValue: Sendable {
  /// The text the value shows in place of its placeholder.
  var placeholderText: String { get }
}

extension String: PlaceholderValue {
  public var placeholderText: String { self }
}

extension Int: PlaceholderValue {
  public var placeholderText: String { String(self) }
}

extension Int64: PlaceholderValue {
  public var placeholderText: String { String(self) }
}

extension UInt: PlaceholderValue {
  public var placeholderText: String { String(self) }
}

extension UInt64: PlaceholderValue {
  public var placeholderText: String { String(self) }
}

extension Double: PlaceholderValue {
  public var placeholderText: String { description }
}

extension Bool: PlaceholderValue {
  public var placeholderText: String { self ? "true" : "false" }
}

extension Date: PlaceholderValue {
  public var placeholderText: String { ISO8601Format() }
}

extension URL: PlaceholderValue {
  public var placeholderText: String { absoluteString }
}

extension UUID: PlaceholderValue {
  public var placeholderText: String { uuidString }
}

extension Optional: PlaceholderValue where Wrapped: PlaceholderValue {
  public var placeholderText: String { self?.placeholderText ?? "" }
}

extension Array: PlaceholderValue where Element: PlaceholderValue {
  public var placeholderText: String { map(\.placeholderText).joined(separator: ", ") }
}
