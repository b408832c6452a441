/// How generated `description`s and `loggingMetadata` spell param values.
///
/// Generated code calls these so that every catalog shows values the same way: a description
/// reads like Swift source (`"text"`, `503`, `nil`), metadata holds plain text, and sensitive
/// values are replaced by `redacted` in both.
public enum ErrorLogging {
  /// What a sensitive value shows instead of itself.
  public static let redacted = "<redacted>"

  /// The value as Swift source would spell it: strings quoted, arrays in brackets.
  public static func sourceText<Value>(_ value: Value) -> String {
    String(reflecting: value)
  }

  /// An optional value as Swift source would spell it: the wrapped value, or `nil`.
  public static func sourceText<Value>(_ value: Value?) -> String {
    guard let value else { return "nil" }
    return String(reflecting: value)
  }

  /// The value as plain text, the way a placeholder shows it.
  public static func metadataText<Value: PlaceholderValue>(_ value: Value) -> String {
    value.placeholderText
  }

  /// An optional value as plain text, or `nil`.
  public static func metadataText<Value: PlaceholderValue>(_ value: Value?) -> String {
    guard let value else { return "nil" }
    return value.placeholderText
  }
}
