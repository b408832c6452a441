/// How generated `description`s and `loggingMetadata` spell param values.
///
/// Generated code calls these so that every catalog shows values the same way: a description
/// reads like Swift source (`"text"`, `503`, `nil`), metadata holds plain text, and sensitive
/// values are replaced by `redacted` in both. Each is one generic function, not a set of
/// overloads, so that a catalog with hundreds of cases type-checks quickly.
public enum ErrorLogging {
  /// What a sensitive value shows instead of itself.
  public static let redacted = "<redacted>"

  /// The value as Swift source would spell it: strings quoted, arrays in brackets, an optional
  /// as its wrapped value or `nil`.
  public static func sourceText<Value>(_ value: Value) -> String {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return String(reflecting: value) }
    guard let wrapped = mirror.children.first?.value else { return "nil" }
    return sourceText(wrapped)
  }

  /// The value as plain text, the way a placeholder shows it; a nil optional is `nil`.
  public static func metadataText<Value: PlaceholderValue>(_ value: Value) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional && mirror.children.isEmpty { return "nil" }
    return value.placeholderText
  }
}
