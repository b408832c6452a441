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

  /// `transform` applied to every element of `items`, each result handed to `deliver` with its
  /// index in the order of `items`, as soon as it and every result before it are ready; a
  /// result is dropped once delivered, so results that finish in order are never all held at
  /// once. Calls of `deliver` never overlap, and the call returns after the last one.
  /// Elements start in the order of `priority` (largest first), as in `map`.
  static func forEach<Item: Sendable, Result: Sendable>(
    _ items: [Item], priority: (Item) -> Int = { _ in 0 }, serially: Bool = false,
    _ transform: @Sendable (Item) -> Result, deliver: @Sendable (Int, Result) -> Void
  ) {
    guard items.count > 1, !serially else {
      for (index, item) in items.enumerated() { deliver(index, transform(item)) }
      return
    }
    let order = items.indices.sorted { priority(items[$0]) > priority(items[$1]) }
    let queue = InOrderDelivery<Result>(count: items.count)
    DispatchQueue.concurrentPerform(iterations: items.count) { turn in
      let index = order[turn]
      queue.finish(transform(items[index]), at: index, deliver: deliver)
    }
  }
}

/// The results of `ParallelMap.forEach` that are ready but wait for an earlier one, and the
/// index of the next result to deliver. A lock (a semaphore signalled once) guards both and
/// is held while delivering, which keeps deliveries in order and one at a time.
private final class InOrderDelivery<Value>: @unchecked Sendable {
  private var waiting: [Value?]
  private var next = 0
  // Made at 0 and signalled up: libdispatch refuses to free a semaphore whose value is below
  // the one it was made with.
  private let lock = DispatchSemaphore(value: 0)

  init(count: Int) {
    waiting = Array(repeating: nil, count: count)
    lock.signal()
  }

  func finish(_ value: Value, at index: Int, deliver: (Int, Value) -> Void) {
    lock.wait()
    defer { lock.signal() }
    waiting[index] = value
    while next < waiting.count, let ready = waiting[next] {
      waiting[next] = nil
      deliver(next, ready)
      next += 1
    }
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
