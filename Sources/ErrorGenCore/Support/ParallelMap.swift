import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs independent pieces of work on the machine's cores and gives their results in order.
///
/// The pieces must not depend on each other: each result is computed exactly once, by one
/// thread, and written into its own slot; the call returns when all are done, so the results
/// are the same, in the same order, whatever the scheduling. With one piece, or when
/// `serially` is set, everything runs on the calling thread.
enum ParallelMap {
  /// The cores this process can run on now (at least 1).
  static var coreCount: Int { max(Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))), 1) }

  /// Has Dispatch start a worker thread now, and returns at once: Dispatch takes about a
  /// millisecond to start a thread, which the caller's next steps then overlap (see
  /// `ErrorGenPipeline.startWorkerThreads()`). The block handed over runs `work` (nothing, but
  /// in tests), then signals `threadsStarted` when it ran on a thread other than the caller's.
  ///
  /// The thread is of the pool that serial queues' blocks run on, which every parallel step
  /// here uses (`perform`): reading a file's parts, then generation.
  static func startThreads(running work: @escaping @Sendable () -> Void = {}) {
    let caller = pthread_self()
    DispatchQueue(label: "errorgen.start").async {
      work()
      if pthread_equal(pthread_self(), caller) == 0 { threadsStarted.signal() }
    }
  }

  /// Signalled by each block `startThreads(running:)` hands over (for tests).
  static let threadsStarted = DispatchSemaphore(value: 0)

  /// `transform` applied to every element of `items`, the results in the order of `items`.
  /// Elements are handed to threads in the order of `priority` (largest first), so that the
  /// longest pieces start first and the cores finish together.
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], priority: (Item) -> Int = { _ in 0 }, serially: Bool = false,
    _ transform: @escaping @Sendable (Item) -> Result
  ) -> [Result] {
    guard items.count > 1, !serially else { return items.map(transform) }
    let order = items.indices.sorted { priority(items[$0]) > priority(items[$1]) }
    let slots = Slots<Result>(count: items.count)
    perform(items.count) { turn in
      let index = order[turn]
      slots.store(transform(items[index]), at: index)
    }
    return slots.values()
  }

  /// Runs `produce` on every element of `items`, which hands its results to `emit` (any
  /// number, in order); each goes to `deliver` with the element's index, in the order of
  /// `items` and then of emission, as soon as every result before it has gone. So a result is
  /// held only while an earlier element is still at work, and the element being delivered
  /// streams straight through. Calls of `deliver` never overlap, and the call returns after the
  /// last one. Elements start in the order of `priority` (largest first), as in `map`.
  static func forEach<Item: Sendable, Result: Sendable>(
    _ items: [Item], priority: (Item) -> Int = { _ in 0 }, serially: Bool = false,
    _ produce: @escaping @Sendable (Item, _ emit: @escaping (Result) -> Void) -> Void,
    deliver: @escaping @Sendable (Int, Result) -> Void
  ) {
    guard items.count > 1, !serially else {
      for (index, item) in items.enumerated() { produce(item) { deliver(index, $0) } }
      return
    }
    let order = items.indices.sorted { priority(items[$0]) > priority(items[$1]) }
    let queue = InOrderDelivery<Result>(count: items.count, deliver: deliver)
    perform(items.count) { turn in
      let index = order[turn]
      produce(items[index]) { queue.emit($0, from: index) }
      queue.finish(index)
    }
  }
}

extension ParallelMap {
  /// Runs `body` once for every turn of `0..<count`, in order of turns taken, on the calling
  /// thread and on up to `coreCount - 1` threads of the pool that serial queues' blocks run
  /// on; returns when every turn is done.
  ///
  /// Not `concurrentPerform`, whose blocks run on Dispatch's other pool: its first thread was
  /// made only when generation began, 0.1 to 2.7 ms after the first part started (a
  /// timestamped build, 10,000 cases), while a thread of this pool, the one that read the
  /// file's parts, waited idle. Starting a thread of each pool early cost the start instead:
  /// three threads then shared two cores while the file's first parts were read.
  static func perform(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
    let turns = Turns(count: count)
    let group = DispatchGroup()
    for _ in 0..<Swift.max(Swift.min(coreCount, count) - 1, 0) {
      DispatchQueue(label: "errorgen.work").async(group: group) { turns.run(body) }
    }
    turns.run(body)
    group.wait()
  }
}

/// The turns of `ParallelMap.perform`, each taken once, in order, by whichever thread asks
/// first.
private final class Turns: @unchecked Sendable {
  private var next = 0
  private let count: Int
  // Made at 0 and signalled up: libdispatch refuses to free a semaphore whose value is below
  // the one it was made with.
  private let lock = DispatchSemaphore(value: 0)

  init(count: Int) {
    self.count = count
    lock.signal()
  }

  /// Runs `body` for each turn this thread takes, until none is left.
  func run(_ body: (Int) -> Void) {
    while let turn = take() { body(turn) }
  }

  private func take() -> Int? {
    lock.wait()
    defer { lock.signal() }
    guard next < count else { return nil }
    next += 1
    return next - 1
  }
}

/// The results of `ParallelMap.forEach` that wait for an earlier element, and the element
/// whose results go straight through. A lock (a semaphore signalled once) guards both and is
/// held while delivering, which keeps deliveries in order and one at a time.
private final class InOrderDelivery<Value>: @unchecked Sendable {
  private var waiting: [[Value]]
  private var finished: [Bool]
  /// The element being delivered: every element before it has finished and gone.
  private var current = 0
  private let deliver: @Sendable (Int, Value) -> Void
  // Made at 0 and signalled up: libdispatch refuses to free a semaphore whose value is below
  // the one it was made with.
  private let lock = DispatchSemaphore(value: 0)

  init(count: Int, deliver: @escaping @Sendable (Int, Value) -> Void) {
    waiting = Array(repeating: [], count: count)
    finished = Array(repeating: false, count: count)
    self.deliver = deliver
    lock.signal()
  }

  func emit(_ value: Value, from index: Int) {
    lock.wait()
    defer { lock.signal() }
    if index == current { deliver(index, value) } else { waiting[index].append(value) }
  }

  /// Element `index` will emit no more: when it is the current one, the next elements' waiting
  /// results go, up to the first element still at work.
  func finish(_ index: Int) {
    lock.wait()
    defer { lock.signal() }
    finished[index] = true
    while current < finished.count && finished[current] {
      current += 1
      guard current < finished.count else { break }
      for value in waiting[current] { deliver(current, value) }
      waiting[current] = []
    }
  }
}

/// One slot per result, each written once by one thread: no two threads touch the same slot,
/// and the slots are read only after the writers are done (`perform` has returned,
/// or a dispatch group was waited for), which orders the writes before the reads.
final class Slots<Value>: @unchecked Sendable {
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

  /// The value in slot `index`, which is left empty.
  func take(at index: Int) -> Value? {
    defer { storage[index] = nil }
    return storage[index]
  }

  func values() -> [Value] {
    UnsafeBufferPointer(start: storage, count: count).compactMap { $0 }
  }
}
