/// The slots of a hash table whose entries live in arrays of the owner's: each slot holds an
/// entry's index, or -1, found by linear probing from the entry's hash, and the table is kept
/// at most half full. `SharedValues` and `TextTable` keep their keys so, looked up by hashes
/// of their own making, where a `Dictionary` would hash each key through SipHash, or need a
/// `String` to look a text up by.
///
/// The hashes are quick, not secret: a hostile catalog can make many keys share one, and every
/// lookup would then walk all of them, the work growing with their square. A lookup walks at
/// most `maxProbes` slots; past that, `find` gives no slot and the owner stops using the table
/// (both use it only to share what they would otherwise make again).
struct OpenSlots {
  private var slots: [Int32]

  /// The most slots a lookup walks. Honest keys in a table at most half full make a run this
  /// long with a chance far below one in a billion (about fivefold less every ten slots).
  static let maxProbes = 256

  /// Slots for about `capacity / 2` entries; `capacity` is a power of 2.
  init(capacity: Int = 16) {
    slots = [Int32](repeating: -1, count: capacity)
  }

  /// The index of the entry with `hash` that `matches` accepts, or nil and the slot where such
  /// an entry goes; nil and no slot when the lookup walked `maxProbes` slots without finding
  /// either (the table is crowded: its owner stops using it).
  @inline(__always)
  func find(hash: Int, matches: (Int) -> Bool) -> (index: Int?, slot: Int?) {
    let mask = slots.count - 1
    var slot = hash & mask
    var probes = 0
    while slots[slot] >= 0 {
      let index = Int(slots[slot])
      if matches(index) { return (index, slot) }
      probes += 1
      if probes == Self.maxProbes { return (nil, nil) }
      slot = (slot + 1) & mask
    }
    return (nil, slot)
  }

  /// Puts the entry at `index`, the `count`th, in `slot` (from `find`); past half full, the
  /// slots double and every entry is placed again by its hash, `hash(index)`.
  @inline(__always)
  mutating func insert(_ index: Int, at slot: Int, count: Int, hash: (Int) -> Int) {
    slots[slot] = Int32(index)
    guard 2 * count > slots.count else { return }
    slots = [Int32](repeating: -1, count: 2 * slots.count)
    let mask = slots.count - 1
    for entry in 0..<count {
      var slot = hash(entry) & mask
      while slots[slot] >= 0 { slot = (slot + 1) & mask }
      slots[slot] = Int32(entry)
    }
  }
}
