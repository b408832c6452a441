import Testing

@testable import ErrorGenCore

/// `SharedValues` makes each key's value once and gives it back for every later use of the key,
/// however many keys there are and however their hashes fall.
@Suite struct SharedValuesTests {
  /// A key whose hash is chosen, to force collisions.
  struct Colliding: SharedKey {
    var name: String
    var quickHash: Int
  }

  @Test(arguments: [1, 4, 5, 9, 100, 3_000])
  func eachKeyIsMadeOnceAndFoundAfter(count: Int) {
    var shared = SharedValues<String, Int>()
    var made = 0
    let keys = (0..<count).map { "name\($0)" }
    for round in 0..<3 {
      for (index, key) in keys.enumerated() {
        let value = shared.value(for: key) {
          made += 1
          return index
        }
        guard value == index else {
          Issue.record("round \(round): expected \(index) for \(key), got \(value)")
          return
        }
      }
    }
    #expect(made == count, "expected \(count) values made, got \(made)")
  }

  @Test func keysOfOneHashAreToldApart() {
    var shared = SharedValues<Colliding, String>()
    let keys = (0..<50).map { Colliding(name: "k\($0)", quickHash: $0 % 3) }
    for key in keys { _ = shared.value(for: key) { key.name } }
    for key in keys.reversed() {
      let value = shared.value(for: key) { "made again" }
      #expect(value == key.name, "expected \(key.name), got \(value)")
    }
  }

  @Test func equalStringsHashAlike() {
    let small = "attempt"
    let large = String(repeating: "retryAfter", count: 3)
    let built = String(repeating: "retry", count: 1) + "After" + "retryAfter" + "retryAfter"
    #expect(small.quickHash == String("attem" + "pt").quickHash)
    #expect(large.quickHash == built.quickHash)
    #expect(["a", "b"].quickHash == ["a", "b"].quickHash)
    #expect("ab".quickHash != "ba".quickHash, "expected different names to hash apart")
  }
}
