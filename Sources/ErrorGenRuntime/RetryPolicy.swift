import Foundation

/// How to retry an operation that failed with a transient error: exponential backoff with a cap
/// and random jitter.
public struct RetryPolicy: Sendable, Hashable {
  /// The most attempts in all, counting the first try.
  public var maxAttempts: Int
  /// The delay before the second attempt.
  public var initialDelay: TimeInterval
  /// The longest delay between two attempts, before jitter.
  public var maxDelay: TimeInterval
  /// The most random time added to each delay.
  public var jitter: TimeInterval
  /// The factor each delay grows by.
  public var multiplier: Double

  public init(
    maxAttempts: Int = 3,
    initialDelay: TimeInterval = 1,
    maxDelay: TimeInterval = 30,
    jitter: TimeInterval = 0,
    multiplier: Double = 2
  ) {
    self.maxAttempts = maxAttempts
    self.initialDelay = initialDelay
    self.maxDelay = maxDelay
    self.jitter = jitter
    self.multiplier = multiplier
  }

  /// The delay before attempt `n + 1`, without jitter: `min(initialDelay * multiplier^(n-1),
  /// maxDelay)`. An `n` below 1 counts as 1.
  public func delay(afterAttempt n: Int) -> TimeInterval {
    let exponent = Double(max(n, 1) - 1)
    let delay = initialDelay * pow(multiplier, exponent)
    guard delay.isFinite else { return maxDelay }
    return min(delay, maxDelay)
  }
}
