/// The slots of a hash table whose entries live in arrays of the owner's: each slot holds an
/// entry's index, or -1, found by linear probing from the entry's hash, and the table is kept
/// at most half full. `SharedValues` and `TextTable` keep their keys so, looked up by hashes
/// of their own making, where a `Dictionary` would hash each key through SipHash, or need a
/// `String` to look a text up by.
struct OpenSlots {
  private var slots: [Int32]

  /// Slots for about `capacity / 2` entries; `capacity` is a power of 2.
  init(capacity: Int = 16) {
    slots = [Int32](repeating: -1, count: capacity)
  }

  /// The index of the entry with `hash` that `matches` accepts, or nil and the slot where such
  /// an entry goes.
  @inline(__always)
  func find(hash: Int, matches: (Int) -> Bool) -> (index: Int?, slot: Int) {
    let mask = slots.count - 1
    var slot = hash & mask
    while slots[slot] >= 0 {
      let index = Int(slots[slot])
      if matches(index) { return (index, slot) }
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
