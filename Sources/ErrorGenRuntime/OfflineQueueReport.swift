import Foundation

/// What one `OfflineQueue.process(_:)` run did, entry by entry.
///
/// `completed` and `dropped` are gone from the queue; `stopped` is the entry that ended the
/// run and is still queued. An app tells the user about each dropped entry (the operation will
/// not happen) and waits `stopped.retryAfter` before the next run.
public struct OfflineQueueReport<Payload: Codable & Sendable>: Sendable {
  /// An entry whose `perform` threw, with the error as the queue classified it.
  public struct Failure: Sendable {
    /// The entry, with `attempts` as stored after this failure.
    public let entry: PendingOperation<Payload>

    /// The error `perform` threw, upgraded by the queue's `ErrorUpgrader` when it maps it.
    public let error: any Error

    /// How long to wait before the next run: the error's `retryAfter`, else its retry policy's
    /// delay after `entry.attempts` attempts, else nil. Set for `stopped` only.
    public let retryAfter: TimeInterval?

    /// Creates a failure as `process` reports it; for tests of code that reads reports.
    public init(entry: PendingOperation<Payload>, error: any Error, retryAfter: TimeInterval?) {
      self.entry = entry
      self.error = error
      self.retryAfter = retryAfter
    }
  }

  /// The entries performed and removed, in order.
  public var completed: [PendingOperation<Payload>]

  /// The entries that failed for good and were removed, in order.
  public var dropped: [Failure]

  /// The entry that failed with a retryable error and is kept; the run stopped there.
  public var stopped: Failure?

  /// Creates a report as `process` returns it; for tests of code that reads reports.
  public init(
    completed: [PendingOperation<Payload>] = [], dropped: [Failure] = [], stopped: Failure? = nil
  ) {
    self.completed = completed
    self.dropped = dropped
    self.stopped = stopped
  }
}
