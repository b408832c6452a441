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

  /// Item `i` emits `i % 4` results, `(i, 0)`, `(i, 1)`, …; early items are slow, so later ones
  /// finish first and their results wait.
  @Test(arguments: [false, true], [1, 2, 17, 64])
  func deliversEveryResultOnceInOrder(serially: Bool, count: Int) {
    let items = Array(0..<count)
    let record = Record()
    ParallelMap.forEach(
      items, priority: { $0 % 5 }, serially: serially,
      { item, emit in
        for step in 0..<(item % 4) {
          if item % 3 == 0 { usleep(UInt32(100 * (count - item))) }
          emit((item, step))
        }
      },
      deliver: { index, result in
        if record.inside { record.overlapped = true }
        record.inside = true
        usleep(20)
        record.delivered.append((index, result.0 * 10 + result.1))
        record.inside = false
      })
    let expected = items.flatMap { item in (0..<(item % 4)).map { (item, item * 10 + $0) } }
    #expect(
      record.delivered.map(\.0) == expected.map(\.0)
        && record.delivered.map(\.1) == expected.map(\.1),
      "expected \(expected), got \(record.delivered)")
    #expect(!record.overlapped, "expected deliveries never to overlap")
  }

  @Test func mapKeepsTheOrderOfItems() {
    let items = Array(0..<50)
    let results = ParallelMap.map(items, priority: { $0 % 7 }) { $0 * 2 }
    #expect(results == items.map { $0 * 2 })
  }
}

/// `ErrorGenPipeline.startWorkerThreads()` hands work to another thread and returns without
/// waiting for it.
@Suite(.serialized) struct WorkerThreadStartTests {
  /// Takes what earlier starts left signalled.
  private static func drain() {
    while ParallelMap.threadsStarted.wait(timeout: .now()) == .success {}
  }

  @Test func startsWorkOnAnotherThread() {
    Self.drain()
    ErrorGenPipeline.startWorkerThreads()
    let ran = ParallelMap.threadsStarted.wait(timeout: .now() + .seconds(10))
    #expect(ran == .success, "expected the handed-over block to run on another thread; it did not")
  }

  /// The work handed over waits for a signal that is given only once the call has returned: a
  /// call that waited for its work would see that wait time out.
  @Test func returnsWithoutWaitingForTheWork() {
    Self.drain()
    let returned = DispatchSemaphore(value: 0)
    let sawReturn = DispatchSemaphore(value: 0)
    ParallelMap.startThreads {
      if returned.wait(timeout: .now() + .seconds(5)) == .success { sawReturn.signal() }
    }
    returned.signal()
    let ran = ParallelMap.threadsStarted.wait(timeout: .now() + .seconds(20))
    #expect(ran == .success, "expected the handed-over block to run on another thread; it did not")
    #expect(
      sawReturn.wait(timeout: .now()) == .success,
      "expected the call to return before its work ended; the work timed out waiting for it")
  }
}

/// `ParallelMap.perform` runs every turn once, on the calling thread and the threads it hands
/// work to, at the same time.
@Suite struct PerformTests {
  final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var turns: [Int] = []
    func add(_ turn: Int) { lock.withLock { turns.append(turn) } }
    var sorted: [Int] { lock.withLock { turns.sorted() } }
  }

  @Test(arguments: [0, 1, 2, 17, 64])
  func runsEveryTurnOnce(count: Int) {
    let seen = Seen()
    ParallelMap.perform(count) { seen.add($0) }
    #expect(seen.sorted == Array(0..<count), "expected every turn of \(count) once")
  }

  /// Turn 0 waits for turn 1 to start: done on one thread, in order, it would wait in vain.
  @Test(.enabled(if: ParallelMap.coreCount > 1))
  func runsTurnsAtTheSameTime() {
    let secondStarted = DispatchSemaphore(value: 0)
    let waited = Seen()
    ParallelMap.perform(2) { turn in
      if turn == 1 { secondStarted.signal() }
      if turn == 0, secondStarted.wait(timeout: .now() + .seconds(10)) == .success {
        waited.add(0)
      }
    }
    #expect(waited.sorted == [0], "expected turn 1 to start while turn 0 was running")
  }
}
