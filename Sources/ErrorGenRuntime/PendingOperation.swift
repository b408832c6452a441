import Foundation

/// One operation an `OfflineQueue` keeps: what the user did, as the app's own `Payload`.
///
/// The `id` is made once, at `enqueue`, and stored with the entry, so it stays the same across
/// launches and attempts. A queue performs an entry at least once, and twice only when the app
/// was killed between a `perform` that finished and the removal reaching the disk: send `id` as
/// an idempotency key and let the server drop the second one.
public struct PendingOperation<Payload: Codable & Sendable>: Codable, Sendable, Identifiable {
  /// Stable across launches: send it as an idempotency key.
  public let id: UUID

  /// What the app stored with `enqueue`.
  public let payload: Payload

  /// When `enqueue` stored it.
  public let enqueuedAt: Date

  /// How many times `perform` failed so far (1 after the first failure, as `Retrier` counts).
  public internal(set) var attempts: Int

  init(id: UUID = UUID(), payload: Payload, enqueuedAt: Date = Date(), attempts: Int = 0) {
    self.id = id
    self.payload = payload
    self.enqueuedAt = enqueuedAt
    self.attempts = attempts
  }
}

/// Entries compare equal when every stored member does: one read back from the store equals the
/// one `enqueue` returned.
extension PendingOperation: Equatable where Payload: Equatable {}

/// Hashable when the payload is, to keep entries in sets and dictionaries.
extension PendingOperation: Hashable where Payload: Hashable {}
