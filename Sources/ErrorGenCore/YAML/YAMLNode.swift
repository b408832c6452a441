/// A node of a catalog's YAML tree, with the 1-based line and column where it starts.
///
/// Catalog YAML is strict: every scalar stays a string (the field that reads it decides its
/// type), keys are plain strings, and nothing (anchors, tags) survives beyond the loader.
///
/// A node is a position in its document's flat storage (`YAMLStorage`), so nodes, item lists
/// and pair lists are views that cost no allocation; two nodes are equal when they are the same
/// node of the same document.
public struct YAMLNode: Hashable, Sendable {
  /// What a node is.
  public enum Kind: Hashable, Sendable {
    case scalar, sequence, mapping
  }

  let storage: YAMLStorage
  let index: Int

  init(_ storage: YAMLStorage, _ index: Int) {
    self.storage = storage
    self.index = index
  }

  var record: YAMLStorage.Record { storage.records[index] }

  public var kind: Kind {
    switch record.kind {
    case .scalar: .scalar
    case .sequence: .sequence
    case .mapping: .mapping
    }
  }

  public var location: SourceLocation { record.location }

  /// The scalar, when the node is one.
  public var scalar: YAMLScalar? {
    let record = record
    guard record.kind == .scalar else { return nil }
    return YAMLScalar(storage.string(of: index), style: record.style)
  }

  /// The items, when the node is a sequence.
  public var sequence: YAMLItems? {
    let record = record
    guard record.kind == .sequence else { return nil }
    return YAMLItems(storage: storage, start: Int(record.start), count: Int(record.count))
  }

  /// The key-value pairs in file order, when the node is a mapping.
  public var mapping: YAMLPairs? {
    let record = record
    guard record.kind == .mapping else { return nil }
    return YAMLPairs(
      entries: YAMLItems(storage: storage, start: Int(record.start), count: Int(record.count)))
  }

  /// The line of the last node inside this one (its own line for a scalar or an empty
  /// collection): children are stored in file order, so it is the last child's, all the way
  /// down.
  public var lastLine: Int {
    var node = self
    while node.record.kind != .scalar, node.record.count > 0 {
      let record = node.record
      node = YAMLNode(storage, Int(storage.children[Int(record.start) + Int(record.count) - 1]))
    }
    return node.location.line
  }

  /// Whether the node is a scalar written as nothing at all (`doc:` with no value).
  public var isNull: Bool {
    let record = record
    return record.kind == .scalar && record.style == .plain && record.count == 0
  }

  /// The scalar's text; empty for a collection.
  var text: String { record.kind == .scalar ? storage.string(of: index) : "" }

  /// Where the scalar's first character is, when the scalar is written on one line exactly as
  /// it reads (after its opening quote), so that its n-th character is n columns further; nil
  /// for a collection and for a scalar with escapes, doubled quotes or line breaks.
  var textStart: SourceLocation? {
    let record = record
    guard record.kind == .scalar, record.isVerbatim else { return nil }
    var start = record.location
    if record.style == .quoted { start.column += 1 }
    return start
  }

  /// The scalar's style; `.plain` for a collection.
  var style: YAMLScalar.Style { record.style }

  /// Calls `body` with the scalar's UTF-8 bytes (none for a collection), without a `String`.
  func withScalarBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    storage.withBytes(of: index, body)
  }

  /// A short name of the node's kind, for messages: "a string", "a list", "a mapping".
  public var kindDescription: String {
    switch record.kind {
    case .scalar: isNull ? "an empty value" : "a string"
    case .sequence: "a list"
    case .mapping: "a mapping"
    }
  }

  public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
    lhs.storage === rhs.storage && lhs.index == rhs.index
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(storage))
    hasher.combine(index)
  }
}

/// The items of a sequence node, in file order.
public struct YAMLItems: RandomAccessCollection, Sendable {
  let storage: YAMLStorage
  let start: Int
  public let count: Int

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(position: Int) -> YAMLNode {
    YAMLNode(storage, Int(storage.children[start + position]))
  }
}

/// The pairs of a mapping node, in file order; a key that came twice is kept only the first time.
public struct YAMLPairs: RandomAccessCollection, Sendable {
  /// The mapping's entries: key and value, pair after pair.
  let entries: YAMLItems

  public var startIndex: Int { 0 }
  public var endIndex: Int { entries.count / 2 }

  /// No pairs.
  static let empty = YAMLPairs(
    entries: YAMLItems(
      storage: YAMLStorage(records: [], children: [], text: []), start: 0, count: 0))

  public subscript(position: Int) -> YAMLPair {
    YAMLPair(keyNode: keyNode(at: position), value: value(at: position))
  }

  /// The key of pair `position` as a node, for comparing its bytes without making a `String`.
  func keyNode(at position: Int) -> YAMLNode { entries[2 * position] }

  /// The value of pair `position`.
  func value(at position: Int) -> YAMLNode { entries[2 * position + 1] }
}

/// A scalar as written: its text and how it was quoted.
public struct YAMLScalar: Hashable, Sendable {
  /// How the scalar was written, which decides whether it may be read as a number or boolean.
  public enum Style: UInt8, Hashable, Sendable {
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
  /// The key, a scalar node.
  let keyNode: YAMLNode
  public let value: YAMLNode

  init(keyNode: YAMLNode, value: YAMLNode) {
    self.keyNode = keyNode
    self.value = value
  }

  public var key: String { keyNode.storage.string(of: keyNode.index) }
  public var keyLocation: SourceLocation { keyNode.location }
}
