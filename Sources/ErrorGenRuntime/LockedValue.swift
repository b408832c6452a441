import Foundation

/// A value behind a lock, for the few pieces of global state errorgen needs (the recovery
/// attempter of a generated type, the preferred languages).
///
/// Swift 6 refuses a stored mutable static, and `Mutex` needs macOS 15 / iOS 18, so this wraps
/// an `NSLock`. It is the one reviewed `@unchecked Sendable` that generated code relies on:
/// every access to `storage` happens with the lock held.
public final class LockedValue<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: Value

  /// Creates the storage with its first value.
  public init(_ value: Value) {
    storage = value
  }

  /// The current value; reading and writing each take the lock.
  public var value: Value {
    get { withLock { $0 } }
    set { withLock { $0 = newValue } }
  }

  /// Runs `body` with the lock held, so that a read and a write happen as one step.
  @discardableResult
  public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&storage)
  }
}
