import Foundation
import Testing

@testable import ErrorGenCore

/// `ParallelMap.forEach` hands every result over once, in order, one delivery at a time, however
/// the work is scheduled and however long each piece takes.
@Suite struct ParallelMapTests {
  /// What the deliveries saw, kept by the deliveries alone (they never overlap, which the
  /// `inside` flag checks).
  private final class Record: @unchecked Sendable {
    var delivered: [(Int, Int)] = []
    var inside = false
    var overlapped = false
  }

  @Test(arguments: [false, true], [1, 2, 17, 64])
  func deliversEveryResultOnceInOrder(serially: Bool, count: Int) {
    let items = Array(0..<count)
    let record = Record()
    ParallelMap.forEach(
      items,
      // Late items first, and early items slow: results finish out of order.
      priority: { $0 }, serially: serially,
      { item -> Int in
        if item % 3 == 0 { usleep(UInt32(200 * (count - item))) }
        return item * item
      },
      deliver: { index, result in
        if record.inside { record.overlapped = true }
        record.inside = true
        usleep(50)
        record.delivered.append((index, result))
        record.inside = false
      })
    #expect(
      record.delivered.map(\.0) == items,
      "expected deliveries in order, got \(record.delivered.map(\.0))")
    #expect(record.delivered.map(\.1) == items.map { $0 * $0 })
    #expect(!record.overlapped, "expected deliveries never to overlap")
  }

  @Test func mapKeepsTheOrderOfItems() {
    let items = Array(0..<50)
    let results = ParallelMap.map(items, priority: { $0 % 7 }) { $0 * 2 }
    #expect(results == items.map { $0 * 2 })
  }
}
