/// Turns libyaml events into a `YAMLNode` tree, one event at a time, checking the strict
/// rules as it goes.
struct YAMLTreeBuilder {
  /// A collection whose end event has not come yet.
  private enum Open {
    case sequence(items: [YAMLNode], location: SourceLocation)
    case mapping(Mapping)
  }

  private struct Mapping {
    var pairs: [YAMLPair] = []
    var location: SourceLocation
    /// The key read, waiting for its value.
    var pendingKey: (text: String, location: SourceLocation)?
    /// The first place each key was seen.
    var seen: [String: SourceLocation] = [:]
    /// Whether the value being read belongs to a key seen before: it is then dropped.
    var pendingIsDuplicate = false
  }

  private let file: String
  private let maxDepth: Int
  private var stack: [Open] = []
  private var documents = 0
  private(set) var root: YAMLNode?
  private(set) var diagnostics: [Diagnostic] = []
  private(set) var isFinished = false

  init(file: String, maxDepth: Int) {
    self.file = file
    self.maxDepth = maxDepth
  }

  /// Stops reading: the tree is dropped and `diagnostic` explains why.
  mutating func fail(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
    root = nil
    stack.removeAll()
    isFinished = true
  }

  mutating func consume(_ event: LibYAMLParser.Event, at location: SourceLocation) {
    switch event {
    case .streamStart, .documentEnd:
      break
    case .streamEnd:
      isFinished = true
    case .documentStart(let hasTagDirectives):
      documents += 1
      if documents > 1 {
        fail(YAMLMessages.severalDocuments(file: file, at: location))
      } else if hasTagDirectives {
        diagnostics.append(YAMLMessages.tagDirective(file: file, at: location))
      }
    case .alias:
      diagnostics.append(YAMLMessages.alias(file: file, at: location))
      add(YAMLNode(.scalar(YAMLScalar("")), at: location))
    case .scalar(let text, let style, let anchor, let tag):
      checkProperties(anchor: anchor, tag: tag, at: location)
      addScalar(YAMLScalar(text, style: style), at: location)
    case .sequenceStart(let anchor, let tag):
      checkProperties(anchor: anchor, tag: tag, at: location)
      open(.sequence(items: [], location: location), at: location)
    case .mappingStart(let anchor, let tag):
      checkProperties(anchor: anchor, tag: tag, at: location)
      open(.mapping(Mapping(location: location)), at: location)
    case .sequenceEnd, .mappingEnd:
      close()
    }
  }

  private mutating func checkProperties(anchor: Bool, tag: String?, at location: SourceLocation) {
    if anchor { diagnostics.append(YAMLMessages.anchor(file: file, at: location)) }
    if let tag { diagnostics.append(YAMLMessages.tag(tag, file: file, at: location)) }
  }

  private mutating func open(_ collection: Open, at location: SourceLocation) {
    if case .mapping(let mapping)? = stack.last, mapping.pendingKey == nil {
      fail(YAMLMessages.complexKey(file: file, at: location))
      return
    }
    guard stack.count < maxDepth else {
      fail(YAMLMessages.tooDeep(limit: maxDepth, file: file, at: location))
      return
    }
    stack.append(collection)
  }

  private mutating func close() {
    guard let collection = stack.popLast() else { return }
    switch collection {
    case .sequence(let items, let location):
      add(YAMLNode(.sequence(items), at: location))
    case .mapping(let mapping):
      add(YAMLNode(.mapping(mapping.pairs), at: mapping.location))
    }
  }

  private mutating func addScalar(_ scalar: YAMLScalar, at location: SourceLocation) {
    guard case .mapping(var mapping)? = stack.last, mapping.pendingKey == nil else {
      add(YAMLNode(.scalar(scalar), at: location))
      return
    }
    // A key.
    stack.removeLast()
    if scalar.style == .plain && scalar.text == "<<" {
      diagnostics.append(YAMLMessages.mergeKey(file: file, at: location))
    }
    if let first = mapping.seen[scalar.text] {
      diagnostics.append(
        YAMLMessages.duplicateKey(scalar.text, file: file, at: location, first: first))
      mapping.pendingIsDuplicate = true
    } else {
      mapping.seen[scalar.text] = location
      mapping.pendingIsDuplicate = false
    }
    mapping.pendingKey = (scalar.text, location)
    stack.append(.mapping(mapping))
  }

  /// Adds a finished node to the collection that holds it, or makes it the root.
  private mutating func add(_ node: YAMLNode) {
    guard let parent = stack.popLast() else {
      root = node
      return
    }
    switch parent {
    case .sequence(var items, let location):
      items.append(node)
      stack.append(.sequence(items: items, location: location))
    case .mapping(var mapping):
      if let key = mapping.pendingKey {
        if !mapping.pendingIsDuplicate {
          mapping.pairs.append(YAMLPair(key: key.text, keyLocation: key.location, value: node))
        }
        mapping.pendingKey = nil
      } else {
        // A collection used as a key is refused in `open`; an alias key lands here.
        mapping.pendingKey = ("", node.location)
      }
      stack.append(.mapping(mapping))
    }
  }
}
