import ErrorGenRuntime
import Foundation
import Testing

struct RetryPolicyTests {
  static let policy = RetryPolicy(
    maxAttempts: 10, initialDelay: 1, maxDelay: 30, jitter: 5, multiplier: 2)

  @Test(
    "delay(afterAttempt:) grows by the multiplier from initialDelay, capped at maxDelay",
    arguments: [
      (-3, 1.0), (0, 1), (1, 1), (2, 2), (3, 4), (4, 8), (5, 16), (6, 30), (7, 30), (100, 30),
    ] as [(Int, TimeInterval)])
  func delayTable(attempt: Int, expected: TimeInterval) {
    #expect(Self.policy.delay(afterAttempt: attempt) == expected)
  }

  @Test("an overflowing exponent gives maxDelay, not infinity")
  func hugeExponentIsCapped() {
    let policy = RetryPolicy(initialDelay: 1, maxDelay: 12, multiplier: 10)
    #expect(policy.delay(afterAttempt: Int.max) == 12)
  }

  @Test("a multiplier of 1 keeps the delay constant and jitter is not part of delay(afterAttempt:)")
  func constantDelay() {
    let policy = RetryPolicy(initialDelay: 0.25, maxDelay: 30, jitter: 9, multiplier: 1)
    #expect((1...5).map(policy.delay(afterAttempt:)) == [0.25, 0.25, 0.25, 0.25, 0.25])
  }

  @Test("the defaults are those of CATALOG-FORMAT.md")
  func defaults() {
    let policy = RetryPolicy()
    #expect(
      policy == RetryPolicy(maxAttempts: 3, initialDelay: 1, maxDelay: 30, jitter: 0, multiplier: 2)
    )
  }
}
