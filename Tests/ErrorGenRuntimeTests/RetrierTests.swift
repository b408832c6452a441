import ErrorGenRuntime
import Foundation
import Testing

struct RetrierTests {
  struct Unrelated: Error {}

  /// Runs `retrier` over an operation that throws `errors` in turn, then returns "done".
  static func run(
    _ retrier: Retrier, throwing errors: [any Error], calls: Counter = Counter()
  ) async -> Result<String, any Error> {
    do {
      return .success(
        try await retrier.run {
          let call = calls.increment()
          if call <= errors.count { throw errors[call - 1] }
          return "done"
        })
    } catch {
      return .failure(error)
    }
  }

  @Test("a first success returns at once, without waiting")
  func successNoWait() async throws {
    let sleeper = SleepRecorder()
    let result = await Self.run(Retrier(sleep: sleeper.sleep), throwing: [])
    #expect(try result.get() == "done")
    #expect(sleeper.delays == [])
  }

  @Test("a retryable error is retried with the policy's backoff plus the chosen share of jitter")
  func backoffWithJitter() async throws {
    let sleeper = SleepRecorder()
    let calls = Counter()
    let retrier = Retrier(sleep: sleeper.sleep, random: { 0.5 })
    let result = await Self.run(
      retrier, throwing: [NetworkError.noConnection, NetworkError.serverError(statusCode: 503)],
      calls: calls)
    #expect(try result.get() == "done")
    #expect(calls.count == 3)
    #expect(sleeper.delays == [1.25, 2.25])  // 1 and 2, plus half of the 0.5 s jitter
  }

  @Test(
    "waits grow by the multiplier up to maxDelay, for maxAttempts attempts in all",
    arguments: [
      (RetryPolicy(maxAttempts: 6, initialDelay: 1, maxDelay: 5, multiplier: 2), [1, 2, 4, 5, 5]),
      (
        RetryPolicy(maxAttempts: 4, initialDelay: 0.5, maxDelay: 60, multiplier: 3),
        [0.5, 1.5, 4.5]
      ),
      (RetryPolicy(maxAttempts: 1), []),
      (RetryPolicy(maxAttempts: 0), []),
    ] as [(RetryPolicy, [TimeInterval])])
  func attemptsRunOut(policy: RetryPolicy, expected: [TimeInterval]) async {
    let sleeper = SleepRecorder()
    let calls = Counter()
    let error = PolicyError(policy: policy)
    let result = await Self.run(
      Retrier(sleep: sleeper.sleep, random: { 0 }), throwing: Array(repeating: error, count: 10),
      calls: calls)
    #expect(sleeper.delays == expected)
    #expect(calls.count == expected.count + 1)
    #expect(throws: PolicyError.self) { try result.get() }
  }

  @Test(
    "Retry-After is the least wait: a longer one wins over the backoff, a shorter one does not",
    arguments: [(10.0, [10.0, 10.0]), (1.5, [1.5, 2]), (0.1, [1, 2])]
      as [(TimeInterval, [TimeInterval])])
  func retryAfter(seconds: TimeInterval, expected: [TimeInterval]) async {
    let sleeper = SleepRecorder()
    let error = NetworkError.rateLimited(retryAfter: seconds)
    _ = await Self.run(
      Retrier(sleep: sleeper.sleep, random: { 0 }), throwing: [error, error, error])
    #expect(sleeper.delays == expected)
  }

  @Test(
    "non-retryable catalog errors, foreign errors and cancellation are rethrown at once",
    arguments: [
      NetworkError.sessionExpired, PolicyError(policy: nil), Unrelated(), CancellationError(),
      URLError(.notConnectedToInternet),
    ] as [any Error])
  func rethrownAtOnce(error: any Error) async {
    let sleeper = SleepRecorder()
    let calls = Counter()
    let result = await Self.run(Retrier(sleep: sleeper.sleep), throwing: [error], calls: calls)
    #expect(calls.count == 1)
    #expect(sleeper.delays == [])
    guard case .failure(let thrown) = result else {
      Issue.record("expected \(error) to be rethrown, got a success")
      return
    }
    #expect(type(of: thrown) == type(of: error))
  }

  @Test("an umbrella's composed case is retried with the wrapped error's policy")
  func umbrellaIsRetried() async throws {
    let sleeper = SleepRecorder()
    let result = await Self.run(
      Retrier(sleep: sleeper.sleep, random: { 1 }), throwing: [AppError.network(.noConnection)])
    #expect(try result.get() == "done")
    #expect(sleeper.delays == [1.5])
  }

  @Test("random values outside 0...1 are clamped")
  func randomIsClamped() {
    let error = NetworkError.noConnection
    #expect(Retrier(random: { 7 }).delay(for: error, afterAttempt: 1) == 1.5)
    #expect(Retrier(random: { -3 }).delay(for: error, afterAttempt: 1) == 1)
    #expect(Retrier(random: { .nan }).delay(for: error, afterAttempt: 1) == 1)
    #expect(Retrier(random: { 0 }).delay(for: error, afterAttempt: 3) == nil)
  }

  @Test(
    "a server's Retry-After of any size is waited for at most Retrier.longestWait",
    arguments: [1e9, 1e9 + 1, 1.8e20, 1e300, .greatestFiniteMagnitude, .infinity])
  func hugeRetryAfterIsCapped(seconds: TimeInterval) {
    let wait = Retrier(random: { 0 }).delay(
      for: NetworkError.rateLimited(retryAfter: seconds), afterAttempt: 1)
    // Not finite: the policy's maxDelay (30 s).
    let expected = seconds.isFinite ? min(seconds, Retrier.longestWait) : 30
    #expect(
      wait == expected,
      "Retry-After \(seconds): expected \(expected), got \(String(describing: wait))")
  }

  @Test("the default sleep takes a Retry-After of 1e300 seconds, and cancellation ends it")
  func defaultSleepTakesAHugeRetryAfter() async {
    let calls = Counter()
    // The default sleep: `Duration.seconds(1e300)` traps, so the wait must be capped first.
    let retrier = Retrier(random: { 0 })
    let task = Task {
      try await retrier.run(beforeRetry: { _, _, _ in calls.increment() }) {
        throw NetworkError.rateLimited(retryAfter: 1e300)
      }
    }
    await waitUntil("the retrier to start waiting") { calls.count == 1 }
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
  }

  @Test("a task cancelled during the wait stops waiting and throws CancellationError")
  func cancellationStopsWaiting() async {
    let calls = Counter()
    let sleeping = Counter()
    let retrier = Retrier(sleep: { seconds in
      sleeping.increment()
      try await suspendUntilCancelled()  // no clock: only the cancellation below ends it
    })
    let task = Task {
      try await retrier.run {
        calls.increment()
        throw NetworkError.noConnection
      }
    }
    await waitUntil("the retrier to start waiting") { sleeping.count == 1 }
    task.cancel()
    let result = await task.result
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(calls.count == 1)
  }

  @Test("a sleep that ignores cancellation still ends the retries")
  func cancellationAfterSleep() async {
    let calls = Counter()
    let retrier = Retrier(sleep: { _ in withUnsafeCurrentTask { $0?.cancel() } })
    let result = await Self.run(
      retrier, throwing: [NetworkError.noConnection, NetworkError.noConnection], calls: calls)
    #expect(throws: CancellationError.self) { try result.get() }
    #expect(calls.count == 1)
  }

  @MainActor
  @Test("the operation runs in the caller's isolation and may touch its state")
  func runsInCallerIsolation() async throws {
    final class Model { var attempts = 0 }  // not Sendable: only usable on the main actor
    let model = Model()
    let sleeper = SleepRecorder()
    let value = try await Retrier(sleep: sleeper.sleep).run {
      MainActor.assertIsolated()
      model.attempts += 1
      if model.attempts < 3 { throw NetworkError.noConnection }
      return model.attempts
    }
    #expect(value == 3)
  }
}

struct RetrierPerCallTests {
  @Test(
    "a per-call maxAttempts replaces the policy's; the backoff stays the policy's",
    arguments: [(nil, 3, [1.0, 2.0]), (5, 5, [1, 2, 4, 8]), (1, 1, []), (0, 1, []), (-4, 1, [])]
      as [(Int?, Int, [TimeInterval])])
  func attemptsOverride(maxAttempts: Int?, expectedCalls: Int, expectedDelays: [TimeInterval])
    async
  {
    let sleeper = SleepRecorder()
    let calls = Counter()
    let retrier = Retrier(sleep: sleeper.sleep, random: { 0 })
    await #expect(throws: NetworkError.noConnection) {
      try await retrier.run(maxAttempts: maxAttempts) {
        calls.increment()
        throw NetworkError.noConnection
      }
    }
    #expect(calls.count == expectedCalls, "expected \(expectedCalls) calls, got \(calls.count)")
    #expect(sleeper.delays == expectedDelays, "expected \(expectedDelays), got \(sleeper.delays)")
  }

  @Test("a per-call maxAttempts does not make a non-retryable error retryable")
  func overrideKeepsNonRetryable() async {
    let calls = Counter()
    await #expect(throws: NetworkError.sessionExpired) {
      try await Retrier(sleep: SleepRecorder().sleep).run(maxAttempts: 10) {
        calls.increment()
        throw NetworkError.sessionExpired
      }
    }
    #expect(calls.count == 1)
  }

  @Test("beforeRetry runs before each wait with the next attempt, the delay and the error")
  func beforeRetry() async throws {
    let sleeper = SleepRecorder()
    let log = Log()
    let calls = Counter()
    let retrier = Retrier(
      sleep: { seconds in
        log.append("sleep \(seconds)")
        try await sleeper.sleep(seconds)
      }, random: { 0 })
    let errors: [any Error] = [
      NetworkError.noConnection, NetworkError.rateLimited(retryAfter: 10),
    ]
    let value = try await retrier.run(maxAttempts: 4) { attempt, delay, error in
      log.append("attempt \(attempt) in \(delay) after \(error)")
    } operation: {
      let call = calls.increment()
      if call <= errors.count { throw errors[call - 1] }
      return "done"
    }
    #expect(value == "done")
    let expected = [
      "attempt 2 in 1.0 after NetworkError.noConnection", "sleep 1.0",
      "attempt 3 in 10.0 after NetworkError.rateLimited(retryAfter: 10.0)", "sleep 10.0",
    ]
    #expect(log.entries == expected, "expected \(expected), got \(log.entries)")
  }
}
