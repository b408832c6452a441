/// Turns libyaml events into a document's flat storage, one event at a time, checking the
/// strict rules as it goes.
///
/// Records are appended in file order. A collection's entries wait on one shared `pending`
/// stack while it is open and move to `children` in one piece when it closes, so building is
/// linear however large a mapping is, and no collection is an allocation of its own.
struct YAMLTreeBuilder {
  /// A collection whose end event has not come yet.
  private struct Open {
    var isMapping: Bool
    /// Its record.
    var record: Int
    /// Where its entries start in `pending`.
    var firstEntry: Int
    /// The record of the key read, waiting for its value.
    var pendingKey: Int?
    /// Whether the value being read belongs to a key seen before: it is then dropped.
    var pendingIsDuplicate = false
    /// The first record of each key, by its text, once the mapping has more keys than a scan
    /// is cheap for. Keys are compared as Swift strings are, by canonical equivalence, and
    /// `Dictionary` seeds its hashing anew in every process, so crafted keys cannot make
    /// lookups slow.
    var seenKeys: [String: Int]?
  }

  private let file: String
  private let maxDepth: Int
  private var stack: [Open] = []
  private var records: [YAMLStorage.Record] = []
  private var text: [UInt8] = []
  private var children: [Int32] = []
  private var pending: [Int32] = []
  private var documents = 0
  private var rootRecord: Int?
  private(set) var diagnostics: [Diagnostic] = []
  private(set) var isFinished = false

  init(file: String, maxDepth: Int) {
    self.file = file
    self.maxDepth = maxDepth
  }

  /// The document's root, or nil when reading failed or there was no document.
  mutating func finish() -> YAMLNode? {
    guard let rootRecord else { return nil }
    let storage = YAMLStorage(records: records, children: children, text: text)
    records = []
    children = []
    text = []
    return YAMLNode(storage, rootRecord)
  }

  /// Stops reading: the tree is dropped and `diagnostic` explains why.
  mutating func fail(_ diagnostic: Diagnostic) {
    report(diagnostic)
    rootRecord = nil
    stack.removeAll()
    isFinished = true
  }

  /// The most problems reported for one file, as the decoder reports them
  /// (`CatalogDecoder.maxDiagnostics`): each anchor, alias, tag or duplicate key of a file of
  /// millions would otherwise be a diagnostic of its own. Reading goes on past it.
  static let maxDiagnostics = [Diagnostic].maxPerFile

  /// Reports `diagnostic`, unless `maxDiagnostics` problems were reported already.
  private mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic, limit: Self.maxDiagnostics)
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
        report(YAMLMessages.tagDirective(file: file, at: location))
      }
    case .alias:
      report(YAMLMessages.alias(file: file, at: location))
      var record = Self.record(.scalar, style: .plain, at: location, start: text.count, count: 0)
      record.isAlias = true
      records.append(record)
      add(records.count - 1)
    case .scalar(let bytes, let style, let anchor, let tag, let verbatim):
      checkProperties(anchor: anchor, tag: tag, at: location)
      let start = text.count
      text.append(contentsOf: bytes)
      var record = Self.record(
        .scalar, style: style, at: location, start: start, count: bytes.count)
      record.isVerbatim = verbatim
      records.append(record)
      addScalar(records.count - 1, at: location)
    case .sequenceStart(let anchor, let tag):
      checkProperties(anchor: anchor, tag: tag, at: location)
      open(isMapping: false, at: location)
    case .mappingStart(let anchor, let tag):
      checkProperties(anchor: anchor, tag: tag, at: location)
      open(isMapping: true, at: location)
    case .sequenceEnd, .mappingEnd:
      close()
    }
  }

  private static func record(
    _ kind: YAMLStorage.Kind, style: YAMLScalar.Style, at location: SourceLocation,
    start: Int, count: Int
  ) -> YAMLStorage.Record {
    YAMLStorage.Record(
      kind: kind, style: style, line: UInt32(truncatingIfNeeded: location.line),
      column: UInt32(truncatingIfNeeded: location.column), start: UInt32(truncatingIfNeeded: start),
      count: UInt32(truncatingIfNeeded: count))
  }

  private mutating func checkProperties(
    anchor: Bool, tag: UnsafeBufferPointer<UInt8>?, at location: SourceLocation
  ) {
    if anchor { report(YAMLMessages.anchor(file: file, at: location)) }
    if let tag {
      let text = String(decoding: tag, as: UTF8.self)
      report(YAMLMessages.tag(text, file: file, at: location))
    }
  }

  private mutating func open(isMapping: Bool, at location: SourceLocation) {
    if let last = stack.last, last.isMapping, last.pendingKey == nil {
      fail(YAMLMessages.complexKey(file: file, at: location))
      return
    }
    guard stack.count < maxDepth else {
      fail(YAMLMessages.tooDeep(limit: maxDepth, file: file, at: location))
      return
    }
    let kind: YAMLStorage.Kind = isMapping ? .mapping : .sequence
    records.append(Self.record(kind, style: .plain, at: location, start: 0, count: 0))
    stack.append(Open(isMapping: isMapping, record: records.count - 1, firstEntry: pending.count))
  }

  private mutating func close() {
    guard let collection = stack.popLast() else { return }
    let first = collection.firstEntry
    records[collection.record].start = UInt32(truncatingIfNeeded: children.count)
    records[collection.record].count = UInt32(truncatingIfNeeded: pending.count - first)
    children.append(contentsOf: pending[first...])
    pending.removeSubrange(first...)
    add(collection.record)
  }

  /// A scalar: a key when the open mapping waits for one, else a value.
  private mutating func addScalar(_ index: Int, at location: SourceLocation) {
    let top = stack.count - 1
    guard top >= 0, stack[top].isMapping, stack[top].pendingKey == nil else {
      add(index)
      return
    }
    let record = records[index]
    // The length first: most keys are longer, and comparing their bytes asks `text` for them.
    if record.style == .plain && record.count == 2 && isText(index, "<<") {
      report(YAMLMessages.mergeKey(file: file, at: location))
    }
    if let first = firstKey(equalTo: index, in: top) {
      let key = string(index)
      report(
        YAMLMessages.duplicateKey(key, file: file, at: location, first: records[first].location))
      stack[top].pendingIsDuplicate = true
    } else {
      if stack[top].seenKeys != nil {
        let key = string(index)
        stack[top].seenKeys?[key] = index
      }
      stack[top].pendingIsDuplicate = false
    }
    stack[top].pendingKey = index
  }

  /// Adds a finished node to the collection that holds it, or makes it the root.
  private mutating func add(_ index: Int) {
    let top = stack.count - 1
    guard top >= 0 else {
      rootRecord = index
      return
    }
    guard stack[top].isMapping else {
      pending.append(Int32(truncatingIfNeeded: index))
      return
    }
    if let key = stack[top].pendingKey {
      if !stack[top].pendingIsDuplicate {
        pending.append(Int32(truncatingIfNeeded: key))
        pending.append(Int32(truncatingIfNeeded: index))
      }
      stack[top].pendingKey = nil
    } else {
      // A collection used as a key is refused in `open`; an alias key lands here, and is
      // neither checked nor remembered.
      stack[top].pendingKey = index
    }
  }

  /// The most keys of a mapping compared one by one; a larger mapping gets a `Dictionary`.
  /// Most mappings of a catalog (a case, a text, a param) have a handful of keys.
  static let scanLimit = 12

  /// The first record of a key of the open mapping `top` with the same text as record `index`.
  private mutating func firstKey(equalTo index: Int, in top: Int) -> Int? {
    if let seen = stack[top].seenKeys { return seen[string(index)] }
    let first = stack[top].firstEntry
    if (pending.count - first) / 2 >= Self.scanLimit {
      var seen: [String: Int] = [:]
      for entry in stride(from: first, to: pending.count, by: 2) {
        let key = Int(pending[entry])
        if !records[key].isAlias, seen[string(key)] == nil { seen[string(key)] = key }
      }
      stack[top].seenKeys = seen
      return seen[string(index)]
    }
    return text.withUnsafeBufferPointer { buffer in
      let key = bytes(index, in: buffer)
      for entry in stride(from: first, to: pending.count, by: 2) {
        let other = Int(pending[entry])
        guard !records[other].isAlias else { continue }
        let bytes = bytes(other, in: buffer)
        if bytes.count == key.count && bytesEqual(bytes, key) { return other }
        // Keys of other bytes can still be equal as Swift strings (canonical equivalence), but
        // only when one of them is not ASCII.
        if !(Self.isASCII(key) && Self.isASCII(bytes))
          && String(decoding: key, as: UTF8.self) == String(decoding: bytes, as: UTF8.self)
        {
          return other
        }
      }
      return nil
    }
  }

  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte >= 0x80 { return false }
    return true
  }

  /// The scalar text of record `index`.
  private func string(_ index: Int) -> String {
    text.withUnsafeBufferPointer { String(decoding: bytes(index, in: $0), as: UTF8.self) }
  }

  /// Whether the scalar text of record `index` is `literal`.
  private func isText(_ index: Int, _ literal: StaticString) -> Bool {
    text.withUnsafeBufferPointer { buffer in
      let bytes = bytes(index, in: buffer)
      let other = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
      return bytes.count == other.count && bytesEqual(bytes, other)
    }
  }

  private func bytes(_ index: Int, in buffer: UnsafeBufferPointer<UInt8>)
    -> UnsafeBufferPointer<UInt8>
  {
    let record = records[index]
    let start = Int(record.start)
    return UnsafeBufferPointer(rebasing: buffer[start..<start + Int(record.count)])
  }
}
