import Foundation

/// Operations that failed while the device was offline, kept on disk and replayed in order.
///
/// An app enqueues what the user did (a post, a like, a form) as its own `Payload`, and calls
/// `process(_:)` when the network may be back. The catalog decides what a failure means: a
/// retryable error (a `CatalogError` with a retry policy, or a `URLError` of lost connectivity)
/// keeps the entry and stops the run, with the wait before the next one; any other error drops
/// the entry, reports it, and the run goes on.
///
/// ```swift
/// let queue = try OfflineQueue<Post>(contentsOf: storeURL, upgrader: upgrader)
/// try await queue.enqueue(post)
/// let report = await queue.process { entry in
///   try await api.send(entry.payload, idempotencyKey: entry.id)
/// }
/// ```
///
/// Every change is on disk before the call returns: the store file is replaced atomically,
/// with `fsync` of the file and of its folder, so a process killed at any instant loses no
/// entry whose `enqueue` returned. An entry is performed at least once, and again only when the
/// process died between a `perform` that finished and its removal reaching the disk; send `id`
/// as an idempotency key. The store is locked with `flock` while the queue is open: another
/// process (or a second queue in this one) gets `OfflineQueueError.storeInUse`. A file that is
/// not a store this type wrote is refused with `.unreadableStore` and never overwritten.
///
/// Each change waits for the disk (two `fsync`s, docs/PERFORMANCE.md) on the queue's actor,
/// which holds one thread of the concurrency pool for those milliseconds; callers `await` it.
public actor OfflineQueue<Payload: Codable & Sendable> {
  private typealias Format = OfflineQueueFormat<Payload>

  private let store: OfflineQueueStore
  private let format = Format()
  private let capacity: Int
  private let upgrader: ErrorUpgrader?
  private var entries: [Format.Entry]

  /// Whether a `process(_:)` runs; the calls waiting for it, first come first served.
  private var isProcessing = false
  private var waitingToProcess: [CheckedContinuation<Void, Never>] = []

  /// Opens (or creates) the queue stored in the file at `url`. Throws `OfflineQueueError`.
  ///
  /// - Parameters:
  ///   - url: A file URL. The folder is created when missing. Temporary files that a process
  ///     killed while writing left beside the store are removed.
  ///   - capacity: The most entries the queue holds; `enqueue` throws `.full` beyond.
  ///   - upgrader: Turns what `perform` throws into catalog errors before they are classified.
  public init(contentsOf url: URL, capacity: Int = 1_000, upgrader: ErrorUpgrader? = nil) throws {
    guard url.isFileURL else {
      throw OfflineQueueError.unreadableStore(
        path: url.absoluteString, reason: "it is not a file URL")
    }
    let path = url.path
    let format = Format()
    let store = try OfflineQueueStore(path: path, emptyContents: format.file([]))
    do {
      entries = try store.openedContents.map(format.entries(in:)) ?? []
    } catch {
      let reason =
        switch error {
        case .payload(let reason), .store(let reason): reason
        }
      throw OfflineQueueError.unreadableStore(path: path, reason: reason)
    }
    self.store = store
    self.capacity = max(capacity, 0)
    self.upgrader = upgrader
  }

  // MARK: Entries

  /// Stores `payload` durably, then returns its entry. Throws `.full` at `capacity`.
  ///
  /// The entry is on disk when this returns. It throws `.unwritableStore` when the payload does
  /// not encode (and decode back) as JSON or the file cannot be written; nothing is stored then.
  @discardableResult
  public func enqueue(_ payload: Payload) throws -> PendingOperation<Payload> {
    guard entries.count < capacity else { throw OfflineQueueError.full(capacity: capacity) }
    let operation = PendingOperation(payload: payload)
    let json: Data
    do {
      json = try format.json(of: operation)
    } catch {
      let reason =
        switch error {
        case .payload(let reason), .store(let reason): reason
        }
      throw OfflineQueueError.unwritableStore(path: store.path, reason: reason)
    }
    try save(entries + [(operation, json)])
    return operation
  }

  /// The stored entries, oldest first.
  public var pending: [PendingOperation<Payload>] {
    entries.map(\.operation)
  }

  /// Removes one entry (the user cancelled it); the removal is on disk when this returns. An
  /// unknown `id` changes nothing.
  public func remove(_ id: UUID) throws {
    guard let index = entries.firstIndex(where: { $0.operation.id == id }) else { return }
    var remaining = entries
    remaining.remove(at: index)
    try save(remaining)
  }

  // MARK: Processing

  /// Replays the stored entries in order with `perform`, as a hand-written `processQueue` would,
  /// with the catalog deciding what each failure means.
  ///
  /// Entries are performed oldest first, one at a time. An entry whose `perform` returns is
  /// removed (`completed`). When `perform` throws, the error is upgraded with the queue's
  /// upgrader and classified: a retryable one keeps the entry with `attempts + 1` and ends the
  /// run (`stopped`, with `retryAfter`); any other drops the entry (`dropped`) and the run goes
  /// on. Each removal or change of `attempts` is on disk before the next entry is performed.
  ///
  /// A second call while one runs waits for it, so `perform` must not call `process` on the
  /// same queue: it would wait for its own run. `enqueue`, `pending` and `remove` work during a
  /// run, and an entry enqueued then is performed in the same run. When the task is cancelled,
  /// no further entry is performed; an entry whose `perform` threw `CancellationError`, or threw
  /// anything once the task was cancelled, is kept as it was and reported as `stopped` with no
  /// `retryAfter`: cancelling never drops an operation.
  public func process(
    _ perform: @Sendable (PendingOperation<Payload>) async throws -> Void
  ) async -> OfflineQueueReport<Payload> {
    await startProcessing()
    defer { finishProcessing() }
    var report = OfflineQueueReport<Payload>()
    while !Task.isCancelled, let operation = entries.first?.operation {
      switch await run(operation, perform) {
      case .completed(let entry): report.completed.append(entry)
      case .dropped(let failure): report.dropped.append(failure)
      case .stopped(let failure):
        report.stopped = failure
        return report
      }
    }
    return report
  }

  private enum Outcome {
    case completed(PendingOperation<Payload>)
    case dropped(OfflineQueueReport<Payload>.Failure)
    case stopped(OfflineQueueReport<Payload>.Failure)
  }

  /// Performs one entry and writes what became of it. A change that cannot be written stops
  /// the run, the entry kept as it is on disk (so it is performed again: at least once).
  private func run(
    _ operation: PendingOperation<Payload>,
    _ perform: @Sendable (PendingOperation<Payload>) async throws -> Void
  ) async -> Outcome {
    var kept: PendingOperation<Payload>?
    let outcome: Outcome
    do {
      try await perform(operation)
      outcome = .completed(operation)
    } catch {
      let failure = OfflineFailure(error, upgrader: upgrader)
      var failed = operation
      if !failure.isCancellation { failed.attempts += 1 }
      let retryAfter = failure.retryAfter(afterAttempts: failed.attempts)
      if failure.stopsProcessing {
        kept = failed
        outcome = .stopped(.init(entry: failed, error: failure.error, retryAfter: retryAfter))
      } else {
        outcome = .dropped(.init(entry: failed, error: failure.error, retryAfter: nil))
      }
    }
    do {
      try update(operation.id, to: kept)
    } catch {
      return .stopped(.init(entry: operation, error: error, retryAfter: nil))
    }
    return outcome
  }

  // MARK: Storing

  /// Writes `newEntries` to the store, then makes them the queue's; on failure, neither changes.
  private func save(_ newEntries: [Format.Entry]) throws {
    try store.replace(with: format.file(newEntries))
    entries = newEntries
  }

  /// Replaces the entry `id` with `operation` (when its `attempts` changed), or removes it when
  /// nil. An entry removed meanwhile (the user cancelled it during its `perform`) stays removed.
  private func update(_ id: UUID, to operation: PendingOperation<Payload>?) throws {
    guard let index = entries.firstIndex(where: { $0.operation.id == id }),
      operation?.attempts != entries[index].operation.attempts
    else { return }
    var changed = entries
    if let operation {
      guard let json = try? format.json(of: operation) else { return }
      changed[index] = (operation, json)
    } else {
      changed.remove(at: index)
    }
    try save(changed)
  }

  private func startProcessing() async {
    guard isProcessing else {
      isProcessing = true
      return
    }
    // The run that finishes hands its turn over; isProcessing stays true.
    await withCheckedContinuation { waitingToProcess.append($0) }
  }

  private func finishProcessing() {
    if waitingToProcess.isEmpty {
      isProcessing = false
    } else {
      waitingToProcess.removeFirst().resume()
    }
  }
}
