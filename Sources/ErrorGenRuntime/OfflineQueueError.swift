import Foundation

/// Why an `OfflineQueue` could not open its store or change it.
///
/// Each case names the store's path; `reason` says what is wrong in words a log reader can act
/// on. A store that cannot be read is never emptied or overwritten: the queue refuses to open,
/// and the file stays as it was for the app (or a person) to look at.
public enum OfflineQueueError: Error, Equatable {
  /// The queue holds `capacity` entries already; `enqueue` stored nothing.
  case full(capacity: Int)

  /// The file is not a queue this type wrote: truncated, another format, another `Payload`
  /// type, empty. It was left exactly as it was.
  case unreadableStore(path: String, reason: String)

  /// Another process (or another queue in this one) has the store open.
  case storeInUse(path: String)

  /// The store or its folder could not be written (no space, no permission, a payload that does
  /// not encode); the queue is as it was before the call.
  case unwritableStore(path: String, reason: String)
}

extension OfflineQueueError: LocalizedError, CustomStringConvertible {
  /// The `description`, so that `localizedDescription` says what went wrong; for logs, not for
  /// users, who need the app's own words.
  public var errorDescription: String? { description }

  /// What went wrong, with the path and the reason, lowercase and without a final period.
  public var description: String {
    switch self {
    case .full(let capacity):
      "the offline queue is full (\(capacity) entries)"
    case .unreadableStore(let path, let reason):
      "the offline queue at \(path) cannot be read: \(reason)"
    case .storeInUse(let path):
      "the offline queue at \(path) is open in another process"
    case .unwritableStore(let path, let reason):
      "the offline queue at \(path) cannot be written: \(reason)"
    }
  }
}
