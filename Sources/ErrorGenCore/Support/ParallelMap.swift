import Dispatch

/// Runs independent pieces of work on the machine's cores and gives their results in order.
///
/// The pieces must not depend on each other: each result is computed exactly once, by one
/// thread, and written into its own slot; the call returns when all are done, so the results
/// are the same, in the same order, whatever the scheduling. With one piece, or when
/// `serially` is set, everything runs on the calling thread.
enum ParallelMap {
  /// `transform` applied to every element of `items`, the results in the order of `items`.
  /// Elements are handed to threads in the order of `priority` (largest first), so that the
  /// longest pieces start first and the cores finish together.
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], priority: (Item) -> Int = { _ in 0 }, serially: Bool = false,
    _ transform: @Sendable (Item) -> Result
  ) -> [Result] {
    guard items.count > 1, !serially else { return items.map(transform) }
    let order = items.indices.sorted { priority(items[$0]) > priority(items[$1]) }
    let slots = Slots<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { turn in
      let index = order[turn]
      slots.store(transform(items[index]), at: index)
    }
    return slots.values()
  }
}

/// One slot per result, each written once by one thread: no two threads touch the same slot,
/// and `values()` is read only after `concurrentPerform` has returned, which orders the writes
/// before it.
private final class Slots<Value>: @unchecked Sendable {
  private let storage: UnsafeMutablePointer<Value?>
  private let count: Int

  init(count: Int) {
    self.count = count
    storage = .allocate(capacity: count)
    storage.initialize(repeating: nil, count: count)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  func store(_ value: Value, at index: Int) {
    storage[index] = value
  }

  func values() -> [Value] {
    UnsafeBufferPointer(start: storage, count: count).compactMap { $0 }
  }
}
