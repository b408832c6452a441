import ErrorGenRuntime
import Foundation
import Testing

/// Records the waits a `Retrier` asks for instead of sleeping, so retry tests take no time.
final class SleepRecorder: Sendable {
  private let storage = LockedValue<[TimeInterval]>([])

  /// The waits asked for so far, in order.
  var delays: [TimeInterval] { storage.value }

  /// A `Retrier.Sleep` that records and returns at once.
  var sleep: Retrier.Sleep {
    { [storage] seconds in storage.withLock { $0.append(seconds) } }
  }
}

/// Counts calls (of an operation, a handler) from any task.
final class Counter: Sendable {
  private let storage = LockedValue(0)

  var count: Int { storage.value }

  /// Adds one and returns the new count.
  @discardableResult
  func increment() -> Int {
    storage.withLock {
      $0 += 1
      return $0
    }
  }
}

/// Records strings (which handler ran, in which order) from any task.
final class Log: Sendable {
  private let storage = LockedValue<[String]>([])

  var entries: [String] { storage.value }

  func append(_ entry: String) { storage.withLock { $0.append(entry) } }
}

/// A recovery attempter that records which option ran and answers with `answer`.
final class RecordingAttempter: NetworkErrorRecoveryAttempter {
  let answer: Bool
  let log = Log()

  init(answer: Bool) { self.answer = answer }

  func retry(_ error: NetworkError) async -> Bool { record("retry", error) }
  func openSettings(_ error: NetworkError) async -> Bool { record("openSettings", error) }
  func signIn(_ error: NetworkError) async -> Bool { record("signIn", error) }

  private func record(_ option: String, _ error: NetworkError) -> Bool {
    log.append("\(option) \(error.caseName)")
    return answer
  }
}

/// A one-shot signal: `wait()` suspends until `open()` is called, then returns at once.
final class Gate: Sendable {
  private let state = LockedValue<(isOpen: Bool, waiters: [CheckedContinuation<Void, Never>])>(
    (false, []))

  func wait() async {
    await withCheckedContinuation { continuation in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiters.append(continuation) }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters = [] }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}

/// Yields until `condition` holds, without real time; records an issue if it never does.
func waitUntil(
  _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
  _ condition: () -> Bool
) async {
  for _ in 0..<100_000 {
    if condition() { return }
    await Task.yield()
  }
  Issue.record("expected \(what), but it never happened", sourceLocation: sourceLocation)
}

/// Suspends until the current task is cancelled, then throws `CancellationError`: a sleep that
/// never ends by itself and reads no clock, for tests of cancellation during a wait.
func suspendUntilCancelled() async throws {
  let gate = Gate()
  await withTaskCancellationHandler {
    await gate.wait()
  } onCancel: {
    gate.open()
  }
  try Task.checkCancellation()
}
