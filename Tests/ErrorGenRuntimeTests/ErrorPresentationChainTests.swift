import Foundation
import Testing

@testable import ErrorGenRuntime

/// A presenter that records what it was asked to show and answers with the option `choose` picks.
final class RecordingPresenter: ErrorPresenter {
  let shown = Log()
  let offered = LockedValue<[[String]]>([])
  private let choose: @Sendable (any Error, [RecoveryAction]) async -> RecoveryAction?
  private let showing = LockedValue(0)
  let mostAtOnce = LockedValue(0)

  init(
    choose: @escaping @Sendable (any Error, [RecoveryAction]) async -> RecoveryAction? = {
      _, _ in nil
    }
  ) {
    self.choose = choose
  }

  /// A presenter that picks the option named `name`.
  convenience init(choosing name: String) {
    self.init { _, options in options.first { $0.name == name } }
  }

  func present(_ error: any Error, options: [RecoveryAction]) async -> RecoveryAction? {
    let now = showing.withLock {
      $0 += 1
      return $0
    }
    mostAtOnce.withLock { $0 = max($0, now) }
    shown.append("\(error)")
    offered.withLock { $0.append(options.map(\.name)) }
    for _ in 0..<3 { await Task.yield() }  // give other callers a chance to overlap
    let choice = await choose(error, options)
    showing.withLock { $0 -= 1 }
    return choice
  }
}

struct ErrorPresentationChainTests {
  struct Unrelated: Error {}

  @Test(
    "the chosen option's recovery runs; the result says whether to run the operation again",
    arguments: [
      // error, option chosen, attempter's answer, attempter log, recovered, retry operation
      (NetworkError.noConnection, "retry", true, ["retry noConnection"], true, true),
      (NetworkError.noConnection, "retry", false, ["retry noConnection"], false, false),
      (NetworkError.noConnection, "openSettings", true, ["openSettings noConnection"], true, false),
      (NetworkError.noConnection, "cancel", true, [], false, false),
      (NetworkError.noConnection, "none", true, [], false, false),
      (NetworkError.sessionExpired, "signIn", true, ["signIn sessionExpired"], true, true),
    ] as [(NetworkError, String, Bool, [String], Bool, Bool)])
  func recovery(
    error: NetworkError, option: String, answer: Bool, expectedLog: [String], recovered: Bool,
    retries: Bool
  ) async {
    let attempter = RecordingAttempter(answer: answer)
    let presenter = RecordingPresenter(choosing: option)
    let chain = ErrorPresentationChain(presenter: presenter)
    let result = await NetworkError.$testAttempter.withValue(attempter) {
      await chain.present(error)
    }
    #expect(presenter.offered.value == [error.availableRecoveryOptions.map(\.rawValue)])
    #expect(result.chosenOption?.name == (option == "none" ? nil : option))
    #expect(attempter.log.entries == expectedLog)
    #expect(result.recovered == recovered)
    #expect(result.shouldRetryOperation == retries)
    #expect(result.presentedError as? NetworkError == error)
    #expect(!result.isSuppressed)
  }

  @Test("an error that is not a catalog error is shown with no options")
  func foreignError() async {
    let presenter = RecordingPresenter()
    let result = await ErrorPresentationChain(presenter: presenter).present(Unrelated())
    #expect(presenter.offered.value == [[]])
    #expect(result.presentedError is Unrelated)
    #expect(!result.shouldRetryOperation)
  }

  @Test("responders run in order, call's first, each seeing the one before's error")
  func respondersRewrite() async {
    let log = Log()
    let presenter = RecordingPresenter()
    let chain = ErrorPresentationChain(
      presenter: presenter,
      responders: [
        ClosureErrorResponder { error in
          log.append("app \(error)")
          return error
        }
      ])
    chain.addResponder { error in
      log.append("added \(error)")
      return error is AppError ? AppError.unknown : error
    }
    let screen = ClosureErrorResponder { error in
      log.append("screen \(error)")
      return AppError.network(.noConnection)
    }
    let result = await chain.present(Unrelated(), responders: [screen])
    #expect(
      log.entries == [
        "screen Unrelated()", "app AppError.network(NetworkError.noConnection)",
        "added AppError.network(NetworkError.noConnection)",
      ])
    #expect(presenter.shown.entries == ["AppError.unknown"])
    #expect(result.presentedError as? AppError == .unknown)
  }

  @Test("a responder that suppresses the error ends the call at once; nothing is shown")
  func suppression() async {
    let presenter = RecordingPresenter()
    let later = Counter()
    let chain = ErrorPresentationChain(presenter: presenter)
    chain.addResponder { error in error is CancellationError ? nil : error }
    chain.addResponder { error in
      later.increment()
      return error
    }
    let result = await chain.present(CancellationError())
    let fromCompletion = await withCheckedContinuation { continuation in
      chain.present(CancellationError()) { continuation.resume(returning: $0) }
    }
    for outcome in [result, fromCompletion] {
      #expect(outcome.isSuppressed)
      #expect(outcome.chosenOption == nil)
      #expect(!outcome.shouldRetryOperation)
    }
    #expect(presenter.shown.entries == [])
    #expect(later.count == 0)
  }

  @Test("many tasks presenting different errors at once are shown one at a time and all complete")
  func oneAtATime() async {
    let presenter = RecordingPresenter(choosing: "retry")
    let chain = ErrorPresentationChain(presenter: presenter)
    let count = 60
    let results = await withTaskGroup(of: PresentationResult.self) { group in
      for index in 0..<count {
        group.addTask {
          await chain.present(NSError(domain: "test", code: index))
        }
      }
      return await group.reduce(into: [PresentationResult]()) { $0.append($1) }
    }
    #expect(results.count == count)
    #expect(presenter.shown.entries.count == count)
    #expect(presenter.mostAtOnce.value == 1)
    #expect(chain.waitingCallCount == 0)
  }

  @Test("equal errors (same domain and code) that arrive while one is shown get its result")
  func equalErrorsShareResult() async {
    let gate = Gate()
    let presenter = RecordingPresenter { error, options in
      await gate.wait()
      return options.first
    }
    let chain = ErrorPresentationChain(presenter: presenter)
    let attempter = RecordingAttempter(answer: true)
    let errors: [any Error] = [
      NetworkError.serverError(statusCode: 500), NetworkError.serverError(statusCode: 503),
      AppError.unknown, NetworkError.serverError(statusCode: 502), AppError.unknown,
      NSError(domain: "com.example.network", code: 1500), AppError.unknown,
    ]
    let results = await NetworkError.$testAttempter.withValue(attempter) {
      await withTaskGroup(of: (Int, PresentationResult).self) { group in
        for (index, error) in errors.enumerated() {
          group.addTask { (index, await chain.present(error)) }
          if index == 0 {  // shown first, so the NSError of index 5 merges with it
            await waitUntil("the first error to be shown") { presenter.shown.entries.count == 1 }
          }
        }
        await waitUntil("every call to be waiting") { chain.waitingCallCount == errors.count }
        gate.open()
        return await group.reduce(into: [Int: PresentationResult]()) { $0[$1.0] = $1.1 }
      }
    }
    #expect(presenter.shown.entries.count == 2, "shown: \(presenter.shown.entries)")
    #expect(attempter.log.entries.count == 1)  // AppError.unknown has no options
    for index in [0, 1, 3, 5] {
      #expect(results[index]?.shouldRetryOperation == true, "call \(index)")
      #expect(results[index]?.chosenOption?.name == "retry", "call \(index)")
    }
    for index in [2, 4, 6] {
      #expect(results[index]?.presentedError as? AppError == .unknown, "call \(index)")
      #expect(results[index]?.chosenOption == nil, "call \(index)")
    }
  }

  @Test("run(_:) runs the operation again after a recovery that retries it, else rethrows")
  func runRetriesAfterRecovery() async {
    let attempter = RecordingAttempter(answer: true)
    let calls = Counter()
    let retrying = ErrorPresentationChain(presenter: RecordingPresenter(choosing: "retry"))
    let value = try? await NetworkError.$testAttempter.withValue(attempter) {
      try await retrying.run {
        if calls.increment() < 3 { throw NetworkError.noConnection }
        return "loaded"
      }
    }
    #expect(value == "loaded")
    #expect(calls.count == 3)

    let dismissing = ErrorPresentationChain(presenter: RecordingPresenter(choosing: "cancel"))
    await #expect(throws: NetworkError.sessionExpired) {
      try await dismissing.run { throw NetworkError.sessionExpired }
    }
  }

  @Test("run(_:) rethrows cancellation without showing it")
  func runDoesNotShowCancellation() async {
    let presenter = RecordingPresenter()
    let chain = ErrorPresentationChain(presenter: presenter)
    await #expect(throws: CancellationError.self) {
      try await chain.run { throw CancellationError() }
    }
    #expect(presenter.shown.entries == [])
  }
}

struct SilentPresentationTests {
  @Test(
    "presentation: silent — responders see the error, the presenter is not called, the result says so",
    arguments: [
      (PolicyError(policy: nil) as any Error, true),
      (NetworkError.noConnection, false),
    ])
  func silent(error: any Error, isSilent: Bool) async {
    let presenter = RecordingPresenter()
    let seen = Log()
    let chain = ErrorPresentationChain(presenter: presenter)
    chain.addResponder { error in
      seen.append("\(error)")
      return error
    }
    let result = await chain.present(error)
    #expect(seen.entries == ["\(error)"], "responders: expected [\(error)], got \(seen.entries)")
    #expect(result.isSilent == isSilent, "expected isSilent \(isSilent), got \(result.isSilent)")
    #expect(presenter.shown.entries.count == (isSilent ? 0 : 1))
    #expect(!result.isSuppressed)
    #expect(!result.shouldRetryOperation)
    #expect("\(result.presentedError.map { "\($0)" } ?? "nil")" == "\(error)")
  }

  @Test("a responder may turn a silent error into one that is shown, and the other way round")
  func responderDecides() async {
    let presenter = RecordingPresenter()
    let chain = ErrorPresentationChain(presenter: presenter)
    let shown = await chain.present(
      PolicyError(policy: nil), responders: [ClosureErrorResponder { _ in AppError.unknown }])
    #expect(!shown.isSilent)
    let hidden = await chain.present(
      AppError.unknown, responders: [ClosureErrorResponder { _ in PolicyError(policy: nil) }])
    #expect(hidden.isSilent)
    #expect(presenter.shown.entries == ["AppError.unknown"])
  }
}
