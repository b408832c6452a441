/// The UTF-8 text that `CodeWriter` builds, in one growing allocation that only its owner
/// writes to.
///
/// An append to `[UInt8]` checks that the array is not shared before it writes, and copying a
/// run goes through the general sequence copy; the renderer appends pieces of a few bytes
/// millions of times for a large catalog. A buffer that cannot be copied needs neither: it is
/// never shared, so an append is a capacity check and a copy.
struct ByteBuffer: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  /// The number of bytes written.
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int = 256) {
    self.capacity = Swift.max(capacity, 16)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  var isEmpty: Bool { count == 0 }

  /// The byte at `index`, one of the `count` written.
  subscript(index: Int) -> UInt8 {
    get {
      precondition(index >= 0 && index < count, "index out of the written bytes")
      return base[index]
    }
    set {
      precondition(index >= 0 && index < count, "index out of the written bytes")
      base[index] = newValue
    }
  }

  /// Makes room for `extra` more bytes than are written.
  @inline(__always)
  private mutating func reserve(_ extra: Int) {
    if capacity - count < extra { grow(toAtLeast: count + extra) }
  }

  private mutating func grow(toAtLeast needed: Int) {
    var newCapacity = Swift.max(capacity * 2, 16)
    while newCapacity < needed { newCapacity *= 2 }
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.initialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// Makes room for at least `total` bytes in all.
  mutating func reserveCapacity(_ total: Int) {
    if total > capacity { grow(toAtLeast: total) }
  }

  @inline(__always)
  mutating func append(_ byte: UInt8) {
    reserve(1)
    base[count] = byte
    count += 1
  }

  @inline(__always)
  mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    guard let source = bytes.baseAddress else { return }
    let length = bytes.count
    reserve(length)
    let target = base + count
    if length <= 16 {
      // Most pieces are a few bytes (`, `, ` = `, a name): a call to copy them costs more.
      for index in 0..<length { target[index] = source[index] }
    } else {
      target.initialize(from: source, count: length)
    }
    count += length
  }

  /// Appends the UTF-8 bytes of `text`: the renderer's literal pieces (`, `, ` = `, `if case `),
  /// read from the binary in place.
  @inline(__always)
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append(contentsOf: $0) }
  }

  /// Appends the UTF-8 bytes of `text`.
  @_disfavoredOverload
  @inline(__always)
  mutating func append(_ text: String) {
    text.withUTF8Bytes { append(contentsOf: $0) }
  }

  mutating func append(contentsOf bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
  }

  mutating func append(contentsOf bytes: ArraySlice<UInt8>) {
    bytes.withUnsafeBufferPointer { append(contentsOf: $0) }
  }

  /// Appends `byte` `count` times.
  mutating func append(repeating byte: UInt8, count repeats: Int) {
    guard repeats > 0 else { return }
    reserve(repeats)
    (base + count).initialize(repeating: byte, count: repeats)
    count += repeats
  }

  /// Drops the bytes from `start` to the end.
  mutating func removeSubrange(_ range: PartialRangeFrom<Int>) {
    precondition(range.lowerBound >= 0 && range.lowerBound <= count, "range out of the bytes")
    count = range.lowerBound
  }

  /// Drops the bytes of `range`; the bytes after it move up.
  mutating func removeSubrange(_ range: Range<Int>) {
    replaceSubrange(range, withRepeating: 0, count: 0)
  }

  /// Replaces the bytes of `range` with `byte` written `repeats` times.
  mutating func replaceSubrange(_ range: Range<Int>, withRepeating byte: UInt8, count repeats: Int)
  {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of the bytes")
    let tail = count - range.upperBound
    let newCount = count - range.count + repeats
    reserveCapacity(newCount)
    // The bytes after the range move to their place (the regions may overlap, which
    // `update(from:count:)` allows; bytes are trivial, so the room past `count` it may write
    // into needs no initializing first), then the new ones go in.
    (base + range.lowerBound + repeats).update(from: base + range.upperBound, count: tail)
    (base + range.lowerBound).update(repeating: byte, count: repeats)
    count = newCount
  }

  /// Runs `body` on the bytes written.
  func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    body(UnsafeBufferPointer(start: base, count: count))
  }

  /// The bytes of `range` as an array.
  func array(_ range: Range<Int>) -> [UInt8] {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of the bytes")
    return Array(UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
  }

  /// The bytes written, as an array.
  var array: [UInt8] { array(0..<count) }

  /// The bytes of `range` as text.
  func string(_ range: Range<Int>) -> String {
    precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of the bytes")
    return String(
      decoding: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count),
      as: UTF8.self)
  }

  /// The bytes written, as text.
  var string: String { string(0..<count) }
}
