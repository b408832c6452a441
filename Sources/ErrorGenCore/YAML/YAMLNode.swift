/// A node of a catalog's YAML tree, with the 1-based line and column where it starts.
///
/// Catalog YAML is strict: every scalar stays a string (the field that reads it decides its
/// type), keys are plain strings, and nothing (anchors, tags) survives beyond the loader.
public struct YAMLNode: Hashable, Sendable {
  /// What a node holds.
  public enum Value: Hashable, Sendable {
    case scalar(YAMLScalar)
    case sequence([YAMLNode])
    case mapping([YAMLPair])
  }

  public var value: Value
  public var location: SourceLocation

  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }

  /// The scalar, when the node is one.
  public var scalar: YAMLScalar? {
    if case .scalar(let scalar) = value { scalar } else { nil }
  }

  /// The items, when the node is a sequence.
  public var sequence: [YAMLNode]? {
    if case .sequence(let items) = value { items } else { nil }
  }

  /// The key-value pairs in file order, when the node is a mapping.
  public var mapping: [YAMLPair]? {
    if case .mapping(let pairs) = value { pairs } else { nil }
  }

  /// A short name of the node's kind, for messages: "a string", "a list", "a mapping".
  public var kindDescription: String {
    switch value {
    case .scalar(let scalar): scalar.isNull ? "an empty value" : "a string"
    case .sequence: "a list"
    case .mapping: "a mapping"
    }
  }
}

/// A scalar as written: its text and how it was quoted.
public struct YAMLScalar: Hashable, Sendable {
  /// How the scalar was written, which decides whether it may be read as a number or boolean.
  public enum Style: Hashable, Sendable {
    /// Unquoted: may be read as a number or boolean.
    case plain
    /// In single or double quotes: always a string.
    case quoted
    /// A `|` or `>` block: always a string.
    case block
  }

  public var text: String
  public var style: Style

  public init(_ text: String, style: Style = .plain) {
    self.text = text
    self.style = style
  }

  /// An unquoted empty value, as in `doc:` with nothing after it.
  public var isNull: Bool { style == .plain && text.isEmpty }
}

/// A key of a mapping, where it is, and its value.
public struct YAMLPair: Hashable, Sendable {
  public var key: String
  public var keyLocation: SourceLocation
  public var value: YAMLNode

  public init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
    self.key = key
    self.keyLocation = keyLocation
    self.value = value
  }
}
