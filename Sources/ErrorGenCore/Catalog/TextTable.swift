/// The translations a decoder has read, by their bytes, so that a text read again is the same
/// `String`, with the same parse of its braces, rather than copies of its own.
///
/// Catalogs made by a program repeat a few texts thousands of times: the benchmark's 10,000
/// cases have 75,000 translations but 1,872 different texts, the `short` and `block` shapes
/// 75. Each copy was an allocation, a UTF-8 check, the bytes copied and about 80 bytes of the
/// catalog's memory, first touched while reading and read again by every member generated.
/// A catalog written by hand repeats few texts: after `trialLookups` lookups with fewer than a
/// quarter found, the table stops looking (every text was hashed and kept until then). It
/// stops too when its slots are crowded (`OpenSlots.maxProbes`: texts made to share a hash).
struct TextTable {
  /// The texts kept, in the order they were read, their braces and their hashes.
  private var texts: [String] = []
  private var braces: [Translation.Braces?] = []
  private var hashes: [Int] = []
  private var slots = OpenSlots(capacity: 256)
  private var lookups = 0
  private var found = 0
  /// Whether texts are still looked up and kept.
  private(set) var isOn = true

  /// How many lookups decide whether the table is worth its hashing.
  static let trialLookups = 512

  /// The text with the UTF-8 bytes `bytes` and its braces (`Translation.braces(of:)`): the
  /// ones read before when there are.
  mutating func translation(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    text: String, braces: Translation.Braces?
  ) {
    guard isOn else {
      return (String(decoding: bytes, as: UTF8.self), Translation.braces(of: bytes))
    }
    lookups += 1
    if lookups == Self.trialLookups && 4 * found < lookups {
      return stop(bytes)
    }
    let hash = Self.hash(bytes)
    let place = slots.find(hash: hash) { hashes[$0] == hash && texts[$0].hasSameUTF8(as: bytes) }
    if let index = place.index {
      found += 1
      return (texts[index], braces[index])
    }
    guard let slot = place.slot else { return stop(bytes) }
    let text = String(decoding: bytes, as: UTF8.self)
    let parsed = Translation.braces(of: bytes)
    texts.append(text)
    braces.append(parsed)
    hashes.append(hash)
    slots.insert(texts.count - 1, at: slot, count: texts.count) { hashes[$0] }
    return (text, parsed)
  }

  /// Stops looking texts up and lets go of those kept; the text of `bytes`, made afresh.
  private mutating func stop(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    text: String, braces: Translation.Braces?
  ) {
    isOn = false
    texts = []
    braces = []
    hashes = []
    slots = OpenSlots()
    return (String(decoding: bytes, as: UTF8.self), Translation.braces(of: bytes))
  }
}

extension TextTable {
  /// A hash of `bytes`, eight at a time: a table of texts compares the bytes of any text it
  /// finds, so the hash only has to spread texts over the slots, and `Hasher` (SipHash, with
  /// its setup and finish) was a third of a lookup's time.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash = UInt64(truncatingIfNeeded: bytes.count) &* multiplier
    guard let base = bytes.baseAddress else { return Int(truncatingIfNeeded: hash) }
    let raw = UnsafeRawPointer(base)
    var offset = 0
    while offset + 8 <= bytes.count {
      hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
      hash ^= hash >> 29
      offset += 8
    }
    var tail: UInt64 = 0
    while offset < bytes.count {
      tail = tail << 8 | UInt64(bytes[offset])
      offset += 1
    }
    hash = (hash ^ tail) &* multiplier
    return Int(truncatingIfNeeded: hash ^ hash >> 32)
  }
}

extension String {
  /// Whether the string's UTF-8 bytes are `bytes`.
  func hasSameUTF8(as bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    utf8.count == bytes.count && withUTF8Bytes { bytesEqual($0, bytes) }
  }
}
