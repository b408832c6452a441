/// Turns libyaml events into a `YAMLNode` tree, one event at a time, checking the strict
/// rules as it goes.
struct YAMLTreeBuilder {
  /// A collection whose end event has not come yet.
  ///
  /// One struct for both kinds, kept in an array and changed in place
  /// (`stack[stack.count - 1].pairs.append`), so that adding a node to a collection never
  /// copies the collection: a mapping with thousands of cases stays linear to build.
  private struct Open {
    var isMapping: Bool
    var location: SourceLocation
    /// The items of a sequence.
    var items: [YAMLNode] = []
    /// The pairs of a mapping.
    var pairs: [YAMLPair] = []
    /// The key read, waiting for its value.
    var pendingKey: (text: String, location: SourceLocation)?
    /// The first place each key was seen: a list while the mapping is small (most are, and a
    /// short list is cheaper to search than a dictionary is to hash), a dictionary beyond.
    var seenList: [(key: String, location: SourceLocation)] = []
    var seenIndex: [String: SourceLocation]?
    /// Whether the value being read belongs to a key seen before: it is then dropped.
    var pendingIsDuplicate = false

    /// The most keys kept in `seenList` before they move to `seenIndex`.
    static let listLimit = 12

    func firstLocation(of key: String) -> SourceLocation? {
      if let seenIndex { return seenIndex[key] }
      return seenList.first { $0.key == key }?.location
    }

    mutating func remember(_ key: String, at location: SourceLocation) {
      if seenIndex != nil {
        seenIndex?[key] = location
        return
      }
      seenList.append((key, location))
      if seenList.count > Self.listLimit {
        seenIndex = Dictionary(
          seenList.map { ($0.key, $0.location) }, uniquingKeysWith: { first, _ in first })
        seenList = []
      }
    }

    static func sequence(at location: SourceLocation) -> Open {
      Open(isMapping: false, location: location)
    }

    static func mapping(at location: SourceLocation) -> Open {
      Open(isMapping: true, location: location)
    }
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
      open(.sequence(at: location), at: location)
    case .mappingStart(let anchor, let tag):
      checkProperties(anchor: anchor, tag: tag, at: location)
      open(.mapping(at: location), at: location)
    case .sequenceEnd, .mappingEnd:
      close()
    }
  }

  private mutating func checkProperties(anchor: Bool, tag: String?, at location: SourceLocation) {
    if anchor { diagnostics.append(YAMLMessages.anchor(file: file, at: location)) }
    if let tag { diagnostics.append(YAMLMessages.tag(tag, file: file, at: location)) }
  }

  private mutating func open(_ collection: Open, at location: SourceLocation) {
    if let last = stack.last, last.isMapping, last.pendingKey == nil {
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
    if collection.isMapping {
      add(YAMLNode(.mapping(collection.pairs), at: collection.location))
    } else {
      add(YAMLNode(.sequence(collection.items), at: collection.location))
    }
  }

  private mutating func addScalar(_ scalar: YAMLScalar, at location: SourceLocation) {
    let top = stack.count - 1
    guard top >= 0, stack[top].isMapping, stack[top].pendingKey == nil else {
      add(YAMLNode(.scalar(scalar), at: location))
      return
    }
    // A key.
    if scalar.style == .plain && scalar.text == "<<" {
      diagnostics.append(YAMLMessages.mergeKey(file: file, at: location))
    }
    if let first = stack[top].firstLocation(of: scalar.text) {
      diagnostics.append(
        YAMLMessages.duplicateKey(scalar.text, file: file, at: location, first: first))
      stack[top].pendingIsDuplicate = true
    } else {
      stack[top].remember(scalar.text, at: location)
      stack[top].pendingIsDuplicate = false
    }
    stack[top].pendingKey = (scalar.text, location)
  }

  /// Adds a finished node to the collection that holds it, or makes it the root.
  private mutating func add(_ node: YAMLNode) {
    let top = stack.count - 1
    guard top >= 0 else {
      root = node
      return
    }
    guard stack[top].isMapping else {
      stack[top].items.append(node)
      return
    }
    if let key = stack[top].pendingKey {
      if !stack[top].pendingIsDuplicate {
        stack[top].pairs.append(YAMLPair(key: key.text, keyLocation: key.location, value: node))
      }
      stack[top].pendingKey = nil
    } else {
      // A collection used as a key is refused in `open`; an alias key lands here.
      stack[top].pendingKey = ("", node.location)
    }
  }
}
