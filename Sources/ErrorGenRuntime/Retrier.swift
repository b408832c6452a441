import Foundation

/// Runs an async operation again when it fails with a retryable catalog error.
///
/// The thrown error decides: a `CatalogError` with a `retryPolicy` is retried with that policy
/// (exponential backoff from `initialDelay`, growing by `multiplier`, capped at `maxDelay`, plus
/// up to `jitter`, and never less than the error's `retryAfter`), up to `maxAttempts` attempts in
/// all, counting the first. Any other error (a non-retryable catalog error, a foreign error,
/// `CancellationError`) is rethrown at once, and so is the last error once the attempts run out.
/// When the task is cancelled, the retrier stops waiting and throws `CancellationError`.
///
/// Sleeping and randomness are injected, so tests run in no real time:
///
/// ```swift
/// let retrier = Retrier()
/// let profile = try await retrier.run {
///   try await api.fetchProfile()  // throws NetworkError.noConnection, retried with its policy
/// }
/// ```
///
/// A foreign error (a `URLError`) is retried only once it is a catalog error, so upgrade it inside
/// the operation: `try await retrier.run { do { ... } catch { throw upgrader.upgrade(error) } }`.
public struct Retrier: Sendable {
  /// Waits the given number of seconds; throws `CancellationError` when the task is cancelled.
  public typealias Sleep = @Sendable (_ seconds: TimeInterval) async throws -> Void

  /// Returns a random number in `0...1`, the fraction of a policy's `jitter` to add.
  public typealias Random = @Sendable () -> Double

  private let sleep: Sleep
  private let random: Random

  /// Creates a retrier.
  ///
  /// - Parameters:
  ///   - sleep: Waits between attempts. The default is `Task.sleep`, which stops early and
  ///     throws when the task is cancelled; a test passes a closure that records the delay.
  ///   - random: The fraction of the policy's jitter to add to each delay, in `0...1` (values
  ///     outside are clamped). The default is uniformly random; a test passes a constant.
  public init(
    sleep: @escaping Sleep = { seconds in try await Task.sleep(for: .seconds(seconds)) },
    random: @escaping Random = { Double.random(in: 0...1) }
  ) {
    self.sleep = sleep
    self.random = random
  }

  /// Runs `operation`, and runs it again after a delay while it throws a retryable catalog error
  /// and the error's policy allows another attempt.
  ///
  /// The operation runs in the caller's isolation (on the main actor when called from there),
  /// so it may touch the caller's state.
  ///
  /// ```swift
  /// let profile = try await retrier.run(maxAttempts: 5) { attempt, delay, error in
  ///   logger.info("attempt \(attempt - 1) failed with \(error); attempt \(attempt) in \(delay) s")
  /// } operation: {
  ///   try await api.fetchProfile()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - maxAttempts: The attempts in all, counting the first, for this call; it replaces the
  ///     policy's `maxAttempts` (the backoff still comes from the policy). Nil: the policy's.
  ///     Below 1 counts as 1. Errors without a retry policy are still not retried.
  ///   - beforeRetry: Called before each wait: with the number of the attempt about to run
  ///     (2 before the first retry), the wait in seconds, and the error that failed the attempt
  ///     before. For logging; it runs in the caller's isolation.
  ///   - operation: The work to run.
  /// - Returns: The operation's first successful result.
  /// - Throws: The first error that is not retried, the last error when the attempts run out, or
  ///   `CancellationError` when the task is cancelled while waiting.
  public func run<Success>(
    isolation: isolated (any Actor)? = #isolation,
    maxAttempts: Int? = nil,
    beforeRetry: (_ attempt: Int, _ delay: TimeInterval, _ error: any CatalogError) async -> Void =
      { _, _, _ in },
    operation: () async throws -> Success
  ) async throws -> Success {
    var attempt = 1
    while true {
      do {
        return try await operation()
      } catch {
        guard let catalogError = error as? any CatalogError,
          let wait = delay(for: catalogError, afterAttempt: attempt, maxAttempts: maxAttempts)
        else { throw error }
        try Task.checkCancellation()
        await beforeRetry(attempt + 1, wait, catalogError)
        try await sleep(wait)
        try Task.checkCancellation()
        attempt += 1
      }
    }
  }

  /// Runs `operation` with the thrown errors' own policies; see
  /// `run(maxAttempts:beforeRetry:operation:)`.
  public func run<Success>(
    isolation: isolated (any Actor)? = #isolation,
    _ operation: () async throws -> Success
  ) async throws -> Success {
    try await run(maxAttempts: nil, operation: operation)
  }

  /// The wait before the attempt after attempt `attempt` (1 for the first try) failed with
  /// `error`, or nil when it must not be retried: it is not retryable, or its policy's
  /// `maxAttempts` (or the `maxAttempts` given here, when not nil) have been made.
  ///
  /// The wait is `policy.delay(afterAttempt: attempt)` plus `random()` times the policy's
  /// `jitter`, and at least the error's `retryAfter`, but at most `longestWait`.
  public func delay(
    for error: any CatalogError, afterAttempt attempt: Int, maxAttempts: Int? = nil
  ) -> TimeInterval? {
    guard let policy = error.retryPolicy, attempt < (maxAttempts ?? policy.maxAttempts) else {
      return nil
    }
    let fraction = min(max(random(), 0), 1)
    let jitter = max(policy.jitter, 0) * (fraction.isNaN ? 0 : fraction)
    var wait = policy.delay(afterAttempt: attempt) + jitter
    if let retryAfter = error.retryAfter, retryAfter > wait {
      wait = retryAfter
    }
    guard wait.isFinite else { return min(max(policy.maxDelay, 0), Self.longestWait) }
    return min(max(wait, 0), Self.longestWait)
  }

  /// The longest wait `delay(for:afterAttempt:maxAttempts:)` returns, about 31 years: a server
  /// may send any `Retry-After`, and `Duration.seconds(_:)`, which the default sleep calls,
  /// traps on one past about 1.7e20 seconds.
  public static let longestWait: TimeInterval = 1e9
}
