/// The nodes of one YAML document, stored flat: one small record per node, one array of child
/// indices, and one buffer with the bytes of every scalar.
///
/// A tree of Swift values costs an allocation per collection and per long string, and as many
/// releases when it is dropped; a catalog of thousands of cases has hundreds of thousands of
/// nodes. Here a whole document is four allocations, a node is 20 bytes, and a scalar becomes a
/// `String` only when the decoder asks for it. The storage never changes once built.
final class YAMLStorage: Sendable {
  /// What a record is.
  enum Kind: UInt8 {
    case scalar, sequence, mapping
  }

  /// One node. For a scalar, `start` and `count` are its bytes in `text`; for a collection,
  /// its entries in `children` (a sequence has one entry per item, a mapping two per pair:
  /// the key's record, then the value's).
  struct Record: Equatable {
    var kind: Kind
    var style: YAMLScalar.Style
    /// An alias, read as an empty scalar: as a key it is never checked for duplicates.
    var isAlias = false
    /// A scalar written on one line exactly as it reads (`LibYAMLParser.Event.scalar`).
    var isVerbatim = false
    var line: UInt32
    var column: UInt32
    var start: UInt32
    var count: UInt32

    var location: SourceLocation {
      SourceLocation(line: Int(line), column: Int(column))
    }
  }

  let records: [Record]
  let children: [Int32]
  let text: [UInt8]

  init(records: [Record], children: [Int32], text: [UInt8]) {
    self.records = records
    self.children = children
    self.text = text
  }

  /// The scalar bytes of record `index` (none for a collection), for comparisons that need no
  /// `String`.
  @inline(__always)
  func withBytes<R>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
    let record = records[index]
    guard record.kind == .scalar else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
    return text.withUnsafeBufferPointer { buffer in
      let start = Int(record.start)
      return body(UnsafeBufferPointer(rebasing: buffer[start..<start + Int(record.count)]))
    }
  }

  /// The scalar text of record `index`.
  func string(of index: Int) -> String {
    withBytes(of: index) { String(decoding: $0, as: UTF8.self) }
  }

  /// Whether the scalar text of record `index` is exactly `utf8`.
  func scalar(_ index: Int, equals utf8: UnsafeBufferPointer<UInt8>) -> Bool {
    withBytes(of: index) { bytes in
      bytes.count == utf8.count && bytesEqual(bytes, utf8)
    }
  }
}

/// Byte equality of two buffers of the same length.
@inline(__always)
func bytesEqual(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
  for index in 0..<lhs.count where lhs[index] != rhs[index] { return false }
  return true
}
