import Testing

@testable import ErrorGenCore

/// Tables keyed by quick hashes stop walking a run of slots at `OpenSlots.maxProbes`: keys made
/// to share a hash (a hostile catalog) would otherwise make each lookup walk all of them.
@Suite struct CrowdedHashTests {
  /// Keys `k0`, `k1`, … whose `KeyTable` hash has its low 11 bits under 4: in a table of up to
  /// 2,048 slots they all start their runs in four slots.
  static let crowdedKeys: [String] = {
    var keys: [String] = []
    var index = 0
    while keys.count < 600 {
      var key = "k\(index)"
      let hash = key.withUTF8 { KeyTable.hash($0) }
      if hash & 0x7FF < 4 { keys.append(key) }
      index += 1
    }
    return keys
  }()

  @Test func openSlotsGiveUpAfterTheMostProbes() {
    var slots = OpenSlots()
    var count = 0
    var walked = 0
    // Every entry with one hash: the run grows by one with each.
    while count < 2 * OpenSlots.maxProbes {
      let place = slots.find(hash: 7) { _ in
        walked += 1
        return false
      }
      guard let slot = place.slot else { break }
      count += 1
      slots.insert(count - 1, at: slot, count: count) { _ in 7 }
    }
    #expect(
      count == OpenSlots.maxProbes,
      "expected the table crowded at \(OpenSlots.maxProbes) entries, got \(count)")
    #expect(
      walked <= count * (count + 1) / 2, "expected no lookup past the limit, walked \(walked)")
  }

  @Test func aKeyTableCrowdedByKeysOfOneRunSaysSo() {
    var texts = Self.crowdedKeys.map { Array($0.utf8) }
    texts.append(Array("name".utf8))
    var table = KeyTable(capacity: 48)
    var crowdedAt: Int?
    for index in texts.indices {
      let lookup = texts[index].withUnsafeBufferPointer { key in
        table.find(key) { record in texts[record].withUnsafeBufferPointer { $0 } }
      }
      if lookup == .crowded {
        crowdedAt = index
        break
      }
      #expect(lookup == .absent, "expected key \(index) absent, got \(lookup)")
      table.insert(index) { record in texts[record].withUnsafeBufferPointer { $0 } }
    }
    #expect(
      crowdedAt.map { $0 <= OpenSlots.maxProbes + 1 } == true,
      "expected the table crowded within \(OpenSlots.maxProbes + 1) keys, got \(String(describing: crowdedAt))"
    )
  }

  /// A mapping of keys of one run, then one of them again: the builder indexes its keys as
  /// strings once the table is crowded, and still finds the duplicate where it is.
  @Test func crowdedKeysStillFindTheirDuplicates() throws {
    let keys = Self.crowdedKeys
    let yaml = keys.map { "\($0): 1\n" }.joined() + "\(keys[400]): 2\nlast: 3\n"
    let result = YAMLLoader.load(Array(yaml.utf8), file: "t.yaml")
    let duplicates = result.diagnostics.filter { $0.rule == .duplicateKey }
    #expect(
      duplicates.map(\.location) == [SourceLocation(line: keys.count + 1, column: 1)]
        && duplicates.first?.notes.map(\.location) == [SourceLocation(line: 401, column: 1)],
      "expected one duplicate at \(keys.count + 1):1 noting 401:1, got \(result.diagnostics)")
    let pairs = try #require(result.root?.mapping)
    #expect(pairs.count == keys.count + 1, "expected every key once, got \(pairs.count)")
  }
}
