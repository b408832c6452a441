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
    /// The first record of each key, once the mapping has more keys than a scan is cheap for
    /// and one of them is not ASCII.
    var seenIndex: [String: Int]?
    /// The record of each key, once the mapping has more keys than a scan is cheap for, while
    /// every key is ASCII: found by its bytes, without a `String` per key (the entries of a
    /// large catalog are tens of thousands of keys, each checked once in its part and once
    /// more when the parts are joined).
    var asciiIndex: KeyTable?
    /// A bit for each key seen, chosen by a hash of its bytes (`keyBit`): an ASCII key whose bit
    /// is clear is new, without a scan, unless a key seen was not ASCII (canonical equivalence
    /// can make such a key equal to an ASCII one, `K` and the Kelvin sign).
    var keyBits: UInt64 = 0
    var hasNonASCIIKey = false
  }

  /// The most keys of a mapping searched one by one before they get an index.
  static let scanLimit = 12

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

  /// A builder for a file of `size` bytes: capacity for its nodes is reserved at once (pages
  /// never written stay free), so the arrays rarely grow by copying.
  init(file: String, maxDepth: Int, size: Int = 0) {
    self.file = file
    self.maxDepth = maxDepth
    reserve(forBytes: size)
  }

  /// Room in the arrays for the nodes of `size` bytes of YAML.
  private mutating func reserve(forBytes size: Int) {
    records.reserveCapacity(size / 8 + 16)
    text.reserveCapacity(size + 16)
    children.reserveCapacity(size / 8 + 16)
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

  /// Runs `body` on the document's root (nil when reading failed or there was no document) in
  /// a tree that shares this builder's arrays instead of taking them, as `finish()` does. Once
  /// `body` returns and the tree is let go, the arrays are this builder's alone again, and
  /// `reuse(size:)` clears them in place for the next part of a file read in parts.
  func withDocument<Result>(_ body: (YAMLNode?) -> Result) -> Result {
    guard let rootRecord else { return body(nil) }
    let storage = YAMLStorage(records: records, children: children, text: text)
    return body(YAMLNode(storage, rootRecord))
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
  /// millions would otherwise be a diagnostic of its own. Reading goes on past it, so the tree
  /// and the parts of a file read in parts are what they are below it; a file read in parts
  /// reports in the order of one builder (the first part here, then the keys of later parts
  /// as they are joined), so both stop at the same problem.
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
    case .scalar(let bytes, let style, let anchor, let tag):
      checkProperties(anchor: anchor, tag: tag, at: location)
      let start = text.count
      text.append(contentsOf: bytes)
      records.append(
        Self.record(.scalar, style: style, at: location, start: start, count: bytes.count))
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
    let bit = keyBit(index)
    if let first = firstKey(equalTo: index, bit: bit, in: top) {
      let key = string(index)
      report(
        YAMLMessages.duplicateKey(key, file: file, at: location, first: records[first].location))
      stack[top].pendingIsDuplicate = true
    } else {
      remember(index, bit: bit, in: top)
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

  // MARK: Parts

  /// A builder for a part of the same file, read apart (`append(part:lines:isLast:)`), whose
  /// arrays start with room for `size` bytes of YAML.
  func partBuilder(size: Int) -> YAMLTreeBuilder {
    YAMLTreeBuilder(file: file, maxDepth: maxDepth, size: size)
  }

  /// This builder made ready to read another part of `size` bytes, as `partBuilder(size:)`
  /// would make it, but in the memory it already has: a part's arrays are as large as its
  /// share of the file, and a builder made afresh for each part writes every one of their
  /// pages for the first time (a page fault each, about a sixth of the reading's faults at
  /// 10,000 cases).
  mutating func reuse(size: Int) {
    stack.removeAll(keepingCapacity: true)
    records.removeAll(keepingCapacity: true)
    text.removeAll(keepingCapacity: true)
    children.removeAll(keepingCapacity: true)
    pending.removeAll(keepingCapacity: true)
    reserve(forBytes: size)
    documents = 0
    rootRecord = nil
    diagnostics.removeAll()
    isFinished = false
  }

  /// Appends a later part of a file read in parts (`YAMLChunks`), which `part` built on its
  /// own, as if its events had come here after the parts this builder read. False, and this
  /// builder must be dropped, when the part cannot be joined so: its builder found a problem
  /// (any diagnostic, a limit), or its document is not the shape described here.
  ///
  /// This builder waits where the part before ended: inside the root mapping and the entries'
  /// mapping, waiting for a key. `part` read the opening line and then the part, every event,
  /// the part's lines counted from its first (`lines` is the number of the file's lines before
  /// it). So its document is a root whose first key is the opening line's, whose value is a
  /// mapping of the part's entries; the last part's root may have later keys. Its records,
  /// children and scalar bytes are appended in the order one builder appends them, without the
  /// opening line's root, key and mapping, and its entries join the open mapping through the
  /// same steps (a key that came in an earlier part is reported here, as one builder reports
  /// it). With `isLast`, the entries' mapping closes, the root's later keys follow, the root
  /// closes and the document is finished.
  mutating func append(part: YAMLTreeBuilder, lines: Int, isLast: Bool) -> Bool {
    guard !isFinished, stack.count == 2, stack[0].isMapping, stack[0].pendingKey != nil,
      stack[1].isMapping,
      stack[1].pendingKey == nil, part.isFinished, part.diagnostics.isEmpty,
      part.rootRecord == 0, part.records.count >= 3
    else { return false }
    // The opening line's records: the root, its key and the entries' mapping.
    let root = part.records[0]
    let key = part.records[1]
    let entries = part.records[2]
    let rootStart = Int(root.start)
    guard root.kind == .mapping, root.count >= 2, root.count % 2 == 0, key.kind == .scalar,
      key.start == 0, !key.isAlias, entries.kind == .mapping,
      part.children[rootStart] == 1, part.children[rootStart + 1] == 2
    else { return false }
    let recordShift = records.count - 3
    let textShift = text.count - Int(key.count)
    let childShift = children.count
    let entriesStart = Int(entries.start)
    let entriesEnd = entriesStart + Int(entries.count)
    // The last part's records from the root's first later key on; their collections' children
    // come after the entries' mapping's own, which hold every part's entries here.
    let laterRecords = root.count > 2 ? Int(part.children[rootStart + 2]) : part.records.count

    // The collections inside the entries closed before the entries' mapping did. Copied whole,
    // then moved in place: a large part has hundreds of thousands of records.
    appendChildren(part.children[..<entriesStart], movedBy: recordShift)
    let firstRecord = records.count
    records.append(contentsOf: part.records[3...])
    let lineShift = UInt32(truncatingIfNeeded: lines)
    let scalarShift = UInt32(truncatingIfNeeded: textShift)
    let collectionShift = UInt32(truncatingIfNeeded: childShift)
    records.withUnsafeMutableBufferPointer { records in
      for index in firstRecord..<records.count {
        records[index].line &+= lineShift
        records[index].start &+= records[index].kind == .scalar ? scalarShift : collectionShift
      }
    }
    text.append(contentsOf: part.text[Int(key.count)...])
    for entry in stride(from: entriesStart, to: entriesEnd, by: 2) {
      let pair = (Int(part.children[entry]), Int(part.children[entry + 1]))
      guard appendPair(key: pair.0 + recordShift, value: pair.1 + recordShift) else { return false }
    }
    guard isLast else { return true }

    let entriesRecord = stack[1].record
    close()
    // The later keys' collections: their children follow all the entries, not the part's.
    let entryShift = Int(records[entriesRecord].count) - Int(entries.count)
    for index in (laterRecords + recordShift)..<records.count where records[index].kind != .scalar {
      records[index].start = UInt32(truncatingIfNeeded: Int(records[index].start) + entryShift)
    }
    appendChildren(part.children[entriesEnd..<rootStart], movedBy: recordShift)
    for entry in stride(from: rootStart + 2, to: rootStart + Int(root.count), by: 2) {
      let pair = (Int(part.children[entry]), Int(part.children[entry + 1]))
      guard appendPair(key: pair.0 + recordShift, value: pair.1 + recordShift) else { return false }
    }
    close()
    isFinished = true
    return true
  }

  /// Appends `part`'s children, each record index moved by `shift`.
  private mutating func appendChildren(_ part: ArraySlice<Int32>, movedBy shift: Int) {
    let first = children.count
    let shift = Int32(truncatingIfNeeded: shift)
    children.append(contentsOf: part)
    children.withUnsafeMutableBufferPointer { children in
      for index in first..<children.count { children[index] &+= shift }
    }
  }

  /// Adds the key `key` and the value `value`, records of this builder, to the open mapping,
  /// as their events would; false when the key is not a plain scalar.
  private mutating func appendPair(key: Int, value: Int) -> Bool {
    guard records[key].kind == .scalar, !records[key].isAlias else { return false }
    addScalar(key, at: records[key].location)
    add(value)
    return true
  }

  // MARK: Keys

  /// The first record of a key of the open mapping `top` with the same text as record `index`.
  private mutating func firstKey(equalTo index: Int, bit: UInt64, in top: Int) -> Int? {
    if let seenIndex = stack[top].seenIndex { return seenIndex[string(index)] }
    if bit != 0 && !stack[top].hasNonASCIIKey && stack[top].keyBits & bit == 0 { return nil }
    // An ASCII key is looked up by its bytes when every key is ASCII. One that is not ASCII is
    // compared with every key below, as strings: it can equal an ASCII key of other bytes.
    if bit != 0, let table = stack[top].asciiIndex {
      let lookup = text.withUnsafeBufferPointer { buffer in
        table.find(bytes(index, in: buffer)) { bytes($0, in: buffer) }
      }
      switch lookup {
      case .found(let record): return record
      case .absent: return nil
      case .crowded:
        // Keys made to share a hash: they are indexed as strings from now on, by `Dictionary`,
        // whose hashing is seeded anew in every process.
        stack[top].asciiIndex = nil
        let seen = keysAsStrings(in: top)
        stack[top].seenIndex = seen
        return seen[string(index)]
      }
    }
    return text.withUnsafeBufferPointer { buffer in
      let key = bytes(index, in: buffer)
      let keyIsASCII = bit != 0
      var entry = stack[top].firstEntry
      while entry < pending.count {
        let other = Int(pending[entry])
        if !records[other].isAlias {
          let bytes = bytes(other, in: buffer)
          if bytes.count == key.count && bytesEqual(bytes, key) { return other }
          // Keys are compared as Swift strings are, by canonical equivalence: only non-ASCII
          // text can be equal without being the same bytes.
          if !(keyIsASCII && Self.isASCII(bytes))
            && String(decoding: key, as: UTF8.self) == String(decoding: bytes, as: UTF8.self)
          {
            return other
          }
        }
        entry += 2
      }
      return nil
    }
  }

  private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte >= 0x80 { return false }
    return true
  }

  /// For the key of record `index`, one of 64 bits picked by its length and its first and last
  /// bytes (keys of one mapping seldom share all three); 0 when it is not ASCII.
  private func keyBit(_ index: Int) -> UInt64 {
    text.withUnsafeBufferPointer { buffer in
      let key = bytes(index, in: buffer)
      guard Self.isASCII(key) else { return 0 }
      guard let first = key.first, let last = key.last else { return 1 }
      let hash =
        UInt64(key.count) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(first) &* 0xC2B2_AE3D_27D4_EB4F
        ^ UInt64(last) &* 0x1656_67B1_9E37_79F9
      return 1 &<< (hash &>> 58)
    }
  }

  /// Notes record `index`, a new key whose `keyBit` is `bit`, as a key of the open mapping
  /// `top`; past `scanLimit` keys, the mapping's keys get an index: by their bytes while every
  /// key is ASCII, then as strings.
  private mutating func remember(_ index: Int, bit: UInt64, in top: Int) {
    if bit == 0 { stack[top].hasNonASCIIKey = true }
    stack[top].keyBits |= bit
    if stack[top].seenIndex != nil {
      let key = string(index)
      stack[top].seenIndex?[key] = index
      return
    }
    let first = stack[top].firstEntry
    if var table = stack[top].asciiIndex.take() {
      guard bit == 0 else {
        text.withUnsafeBufferPointer { buffer in
          table.insert(index) { bytes($0, in: buffer) }
        }
        stack[top].asciiIndex = table
        return
      }
      // The first key that is not ASCII: the keys are indexed as strings from now on.
    } else {
      guard (pending.count - first) / 2 + 1 > Self.scanLimit else { return }
      if bit != 0 && !stack[top].hasNonASCIIKey {
        var table = KeyTable(capacity: 4 * Self.scanLimit)
        text.withUnsafeBufferPointer { buffer in
          for entry in stride(from: first, to: pending.count, by: 2)
          where !records[Int(pending[entry])].isAlias {
            table.insert(Int(pending[entry])) { bytes($0, in: buffer) }
          }
          table.insert(index) { bytes($0, in: buffer) }
        }
        stack[top].asciiIndex = table
        return
      }
    }
    var seen = keysAsStrings(in: top)
    seen[string(index)] = index
    stack[top].seenIndex = seen
  }

  /// The first record of each key of the open mapping `top` so far, by its text.
  private func keysAsStrings(in top: Int) -> [String: Int] {
    var seen: [String: Int] = [:]
    seen.reserveCapacity(max(4 * Self.scanLimit, (pending.count - stack[top].firstEntry) / 2))
    for entry in stride(from: stack[top].firstEntry, to: pending.count, by: 2) {
      let key = Int(pending[entry])
      if !records[key].isAlias, seen[string(key)] == nil { seen[string(key)] = key }
    }
    return seen
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

/// The keys of a mapping that are all ASCII, by their bytes: an open-addressed table of record
/// indices. A key is in it once (the builder never adds a key found in it).
///
/// Its hash is quick, not secret: a hostile file can have many keys of one hash, and each
/// lookup would walk them all. A lookup walks at most `OpenSlots.maxProbes` slots; past that it
/// says the table is crowded, and the builder indexes the keys as strings instead.
struct KeyTable {
  /// What a lookup found.
  enum Lookup: Equatable {
    case found(Int)
    case absent
    /// The lookup walked `OpenSlots.maxProbes` slots without an answer: the table must go.
    case crowded
  }

  /// For each key, its hash's high 32 bits and its record plus one, in one word; 0 where
  /// empty. The count is a power of two, at most half full. The hash is kept so that a probe
  /// reads another key's bytes only when their hashes match, and growing reads none.
  private var slots: [UInt64]
  private var count = 0

  init(capacity: Int) {
    var size = 16
    while size < 2 * capacity { size *= 2 }
    slots = Array(repeating: 0, count: size)
  }

  /// The record whose bytes (`bytesOf`) are `key`, if one is in the table.
  func find(
    _ key: UnsafeBufferPointer<UInt8>, bytesOf: (Int) -> UnsafeBufferPointer<UInt8>
  ) -> Lookup {
    let hash = Self.hash(key)
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    var probes = 0
    while slots[slot] != 0 {
      if slots[slot] &>> 32 == hash {
        let record = Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1
        let other = bytesOf(record)
        if other.count == key.count && bytesEqual(other, key) { return .found(record) }
      }
      probes += 1
      if probes == OpenSlots.maxProbes { return .crowded }
      slot = (slot + 1) & mask
    }
    return .absent
  }

  /// Adds `record`, whose bytes (`bytesOf`) are not yet in the table.
  mutating func insert(_ record: Int, bytesOf: (Int) -> UnsafeBufferPointer<UInt8>) {
    if 2 * (count + 1) > slots.count {
      let old = slots
      slots = Array(repeating: 0, count: 2 * old.count)
      for entry in old where entry != 0 { place(entry) }
    }
    let hash = Self.hash(bytesOf(record))
    place(hash &<< 32 | UInt64(truncatingIfNeeded: record + 1) & 0xFFFF_FFFF)
    count += 1
  }

  /// Puts `entry` in the first empty slot from where its hash points.
  private mutating func place(_ entry: UInt64) {
    let mask = slots.count - 1
    var slot = Int(truncatingIfNeeded: entry &>> 32) & mask
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = entry
  }

  /// FNV-1a of `bytes`, folded to 32 bits: the low ones pick a slot.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return (hash ^ hash &>> 32) & 0xFFFF_FFFF
  }
}
