import ErrorGenRuntime
import Foundation
import Testing

/// `OfflineQueue`'s order, classification and concurrency (docs/RUNTIME.md, OFFLINE.md). The
/// store itself is tested in `OfflineQueueStoreTests`, killing it in `OfflineQueueKillTests`.
struct OfflineQueueTests {
  @Test("entries come back oldest first, and equal after reopening")
  func entriesSurviveReopening() async throws {
    let folder = try StoreFolder()
    let before = Date()
    var queue: OfflineQueue<Post>? = try OfflineQueue<Post>(contentsOf: folder.store())
    let first = try await queue!.enqueue(Post(text: "hello", tags: ["a"]))
    let second = try await queue!.enqueue(Post(text: "wörld/ \"quoted\""))
    #expect(first.id != second.id)
    #expect(first.attempts == 0)
    #expect(first.enqueuedAt >= before && second.enqueuedAt >= first.enqueuedAt)
    let pending = await queue!.pending
    #expect(pending == [first, second], "expected the entries enqueue returned, got \(pending)")
    queue = nil
    let reopened = try OfflineQueue<Post>(contentsOf: folder.store())
    let again = await reopened.pending
    #expect(again == [first, second], "expected the same entries after reopening, got \(again)")
  }

  @Test("process performs every entry oldest first and removes each")
  func processInOrder() async throws {
    let folder = try StoreFolder()
    let queue = try await makeQueue(in: folder, [3, 1, 2])
    let performer = Performer()
    let report = await queue.process(performer.perform)
    #expect(performer.payloads == [3, 1, 2])
    #expect(report.completed.map(\.payload) == [3, 1, 2])
    #expect(report.dropped.isEmpty && report.stopped == nil)
    #expect(await queue.pending.isEmpty)
    #expect(try folder.storedEntries().isEmpty, "expected an empty store after the run")
  }

  @Test(
    "a retryable failure stops the run, keeps the entry with one more attempt on disk, and leaves the rest"
  )
  func retryableStops() async throws {
    let folder = try StoreFolder()
    let queue = try await makeQueue(in: folder, [1, 2, 3])
    let performer = Performer(failing: [2: NetworkError.noConnection])
    let report = await queue.process(performer.perform)
    #expect(performer.payloads == [1, 2], "expected 3 untouched after the stop")
    #expect(report.completed.map(\.payload) == [1])
    #expect(report.stopped?.entry.payload == 2 && report.stopped?.entry.attempts == 1)
    #expect(report.stopped?.retryAfter == 1)
    let stored = try folder.storedEntries()
    #expect(stored.map(\.payload) == [2, 3] && stored.map(\.attempts) == [1, 0])
  }

  @Test("the wait after a stop is the policy's delay for the entry's attempts so far")
  func retryAfterGrowsWithAttempts() async throws {
    let folder = try StoreFolder()
    let queue = try await makeQueue(in: folder, [1])
    let performer = Performer(failing: [1: NetworkError.serverError(statusCode: 503)])
    var waits: [TimeInterval?] = []
    for _ in 0..<4 { waits.append(await queue.process(performer.perform).stopped?.retryAfter) }
    #expect(waits == [1, 2, 4, 8], "expected the standard policy's 1, 2, 4, 8 s, got \(waits)")
    #expect(await queue.pending.first?.attempts == 4)
    performer.succeed(1)
    let report = await queue.process(performer.perform)
    #expect(report.completed.map(\.attempts) == [4])
  }

  @Test("a retry policy's maxAttempts never drops an entry")
  func maxAttemptsNeverDrops() async throws {
    let folder = try StoreFolder()
    let queue = try await makeQueue(in: folder, [1])
    let performer = Performer(failing: [1: PolicyError(policy: RetryPolicy(maxAttempts: 1))])
    for _ in 0..<3 { _ = await queue.process(performer.perform) }
    let pending = await queue.pending
    #expect(
      pending.map(\.attempts) == [3], "expected the entry kept after 3 failures, got \(pending)")
  }

  @Test("a failure for good drops the entry, reports it, and the run goes on")
  func failureForGoodDrops() async throws {
    let folder = try StoreFolder()
    let queue = try await makeQueue(in: folder, [1, 2, 3])
    let performer = Performer(failing: [1: NetworkError.sessionExpired, 2: Unmapped()])
    let report = await queue.process(performer.perform)
    #expect(performer.payloads == [1, 2, 3])
    #expect(report.dropped.map(\.entry.payload) == [1, 2])
    #expect(report.dropped.map(\.entry.attempts) == [1, 1])
    #expect(report.dropped.allSatisfy { $0.retryAfter == nil })
    #expect(report.completed.map(\.payload) == [3] && report.stopped == nil)
    #expect(try folder.storedEntries().isEmpty)
  }

  @Test("remove takes one entry out, on disk; an unknown id changes nothing")
  func removeOne() async throws {
    let folder = try StoreFolder()
    let queue = try await makeQueue(in: folder, [1, 2, 3])
    let second = await queue.pending[1]
    try await queue.remove(second.id)
    try await queue.remove(UUID())
    #expect(await queue.pending.map(\.payload) == [1, 3])
    #expect(try folder.storedEntries().map(\.payload) == [1, 3])
  }

  @Test("at capacity, enqueue throws .full and stores nothing")
  func capacity() async throws {
    let folder = try StoreFolder()
    let queue = try await makeQueue(in: folder, [1, 2], capacity: 2)
    await #expect(throws: OfflineQueueError.full(capacity: 2)) { try await queue.enqueue(3) }
    #expect(try folder.storedEntries().map(\.payload) == [1, 2])
  }

  @Test("a payload that does not encode as JSON is refused and nothing is stored")
  func payloadThatDoesNotEncode() async throws {
    let folder = try StoreFolder()
    let queue = try OfflineQueue<Double>(contentsOf: folder.store())
    do {
      try await queue.enqueue(.nan)
      Issue.record("expected .unwritableStore for NaN, got an entry")
    } catch OfflineQueueError.unwritableStore(let path, let reason) {
      #expect(path == folder.store().path)
      #expect(reason.contains("does not encode"), "expected the reason to say so, got \(reason)")
    }
    #expect(await queue.pending.isEmpty)
  }

  // MARK: Concurrency

  @Test("a second process waits for the first; an entry enqueued during a run is performed in it")
  func oneProcessAtATime() async throws {
    let folder = try StoreFolder()
    let queue = try await makeQueue(in: folder, [1])
    let inside = Gate()
    let release = Gate()
    let log = Log()
    let first = Task {
      await queue.process { entry in
        log.append("first \(entry.payload)")
        if entry.payload == 1 {
          inside.open()
          await release.wait()
        }
      }
    }
    await inside.wait()
    let second = Task { await queue.process { entry in log.append("second \(entry.payload)") } }
    try await queue.enqueue(2)  // works while the first run waits inside perform
    #expect(await queue.pending.map(\.payload) == [1, 2])
    try await Task.sleep(for: .milliseconds(20))  // lets the second run start (and wait)
    release.open()
    let firstReport = await first.value
    let secondReport = await second.value
    #expect(
      log.entries == ["first 1", "first 2"], "expected one run doing both, got \(log.entries)")
    #expect(firstReport.completed.map(\.payload) == [1, 2])
    #expect(secondReport.completed.isEmpty)
  }

  @Test("enqueues from many tasks at once are all stored, each once")
  func concurrentEnqueues() async throws {
    let folder = try StoreFolder()
    let queue = try await makeQueue(in: folder)
    let returned = try await withThrowingTaskGroup(of: PendingOperation<Int>.self) { group in
      for payload in 0..<16 { group.addTask { try await queue.enqueue(payload) } }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    let stored = try folder.storedEntries()
    #expect(Set(stored.map(\.id)) == Set(returned.map(\.id)) && stored.count == 16)
    #expect(stored.map(\.payload).sorted() == Array(0..<16))
  }

  @Test("an entry removed during a run is not performed; one removed while it runs stays removed")
  func removeDuringRun() async throws {
    let folder = try StoreFolder()
    let queue = try await makeQueue(in: folder, [1, 2, 3])
    let ids = await queue.pending.map(\.id)
    let performed = Log()
    let report = await queue.process { entry in
      performed.append("\(entry.payload)")
      if entry.payload == 1 {
        try await queue.remove(ids[1])  // the user cancels 2 before its turn
        try await queue.remove(ids[0])  // and 1 while it runs
        throw NetworkError.noConnection
      }
    }
    #expect(performed.entries == ["1"], "expected only 1 performed, got \(performed.entries)")
    #expect(report.stopped?.entry.payload == 1)
    #expect(try folder.storedEntries().map(\.payload) == [3])
  }

  @Test("cancelling the run keeps the entry as it was and drops nothing")
  func cancellationKeepsTheEntry() async throws {
    let folder = try StoreFolder()
    let queue = try await makeQueue(in: folder, [1, 2])
    let inside = Gate()
    let run = Task {
      await queue.process { _ in
        inside.open()
        try await suspendUntilCancelled()
      }
    }
    await inside.wait()
    run.cancel()
    let report = await run.value
    #expect(report.dropped.isEmpty && report.completed.isEmpty)
    #expect(report.stopped?.error is CancellationError && report.stopped?.retryAfter == nil)
    let stored = try folder.storedEntries()
    #expect(stored.map(\.payload) == [1, 2] && stored.map(\.attempts) == [0, 0])
  }
}
