import Foundation

/// Shows errors to the user one at a time, through responders that may rewrite or suppress them,
/// a presenter the app implements, and the error's recovery attempter.
///
/// Presenting an error runs these steps:
/// 1. The responders given with the call, then the chain's own, in order, each get the error the
///    one before returned; one that returns nil suppresses it, and the call completes at once
///    with `PresentationResult.suppressed`. A catalog error whose `presentation` is `silent`
///    (after the responders) is not shown either: the call completes at once with
///    `PresentationResult.silent(_:)` (`isSilent`), and the presenter is not called.
/// 2. The error waits until no other error is shown. An error equal to one that is shown or
///    waiting (the same domain and code) is not shown again: its call completes with the same
///    result as that one.
/// 3. The presenter shows it with its `recoveryActions` and returns the option the user chose.
/// 4. For a chosen option whose role is not `cancel`, the error's recovery attempter runs
///    (`recover(usingOptionAt:)`); the result says whether to run the failed operation again.
///
/// ```swift
/// let chain = ErrorPresentationChain(presenter: AlertPresenter())
/// let result = await chain.present(error, responders: [SignInScreen()])
/// if result.shouldRetryOperation { try await signIn() }
/// ```
///
/// Thread-safe and `Sendable`: any task may present, and every call completes.
public final class ErrorPresentationChain: Sendable {
  /// The domain and code that make two errors equal for the chain.
  private struct Key: Hashable {
    let domain: String
    let code: Int

    init(_ error: any Error) {
      if let catalogError = error as? any CatalogError {
        domain = type(of: catalogError).errorDomain
        code = catalogError.errorCode
      } else {
        let nsError = error as NSError
        domain = nsError.domain
        code = nsError.code
      }
    }
  }

  /// How a waiting call is woken: its turn to show its error, or the result of an equal one.
  private enum Wake: Sendable {
    case turn
    case result(PresentationResult)
  }

  /// An error shown (the first) or waiting, with the calls waiting for its result.
  private struct Entry: Sendable {
    let key: Key
    let owner: CheckedContinuation<Wake, Never>
    var joined: [CheckedContinuation<Wake, Never>] = []
  }

  private struct State: Sendable {
    var queue: [Entry] = []
    var responders: [any ErrorResponder] = []
  }

  private let presenter: any ErrorPresenter
  private let state = LockedValue(State())

  /// Creates a chain that shows errors with `presenter`, after the given responders.
  public init(presenter: any ErrorPresenter, responders: [any ErrorResponder] = []) {
    self.presenter = presenter
    state.withLock { $0.responders = responders }
  }

  /// Creates a chain that shows errors with a closure; see `ClosureErrorPresenter`.
  public convenience init(
    responders: [any ErrorResponder] = [],
    presenter: @escaping @Sendable (any Error, [RecoveryAction]) async -> RecoveryAction?
  ) {
    self.init(presenter: ClosureErrorPresenter(presenter), responders: responders)
  }

  /// Adds a responder after the chain's others, for every error presented from now on.
  public func addResponder(_ responder: any ErrorResponder) {
    state.withLock { $0.responders.append(responder) }
  }

  /// Adds a closure responder; see `ClosureErrorResponder`.
  public func addResponder(_ body: @escaping @Sendable (any Error) async -> (any Error)?) {
    addResponder(ClosureErrorResponder(body))
  }

  // MARK: Presenting

  /// Presents `error`: the given responders first (the most specific, like the screen that
  /// failed), then the chain's; waits its turn; shows it; runs the chosen recovery.
  ///
  /// - Returns: How it ended; `shouldRetryOperation` says whether to run the failed operation
  ///   again. The call completes even when the error was suppressed or merged with an equal one.
  @discardableResult
  public func present(
    _ error: any Error, responders: [any ErrorResponder] = []
  ) async -> PresentationResult {
    var shown = error
    for responder in responders + state.value.responders {
      guard let rewritten = await responder.willPresent(shown) else { return .suppressed }
      shown = rewritten
    }
    if let catalogError = shown as? any CatalogError, catalogError.presentation == .silent {
      return .silent(shown)
    }
    let key = Key(shown)
    let wake: Wake = await withCheckedContinuation { continuation in
      let isFirst = state.withLock { state in
        if let index = state.queue.firstIndex(where: { $0.key == key }) {
          state.queue[index].joined.append(continuation)
          return false
        }
        state.queue.append(Entry(key: key, owner: continuation))
        return state.queue.count == 1
      }
      if isFirst { continuation.resume(returning: .turn) }
    }
    if case .result(let result) = wake { return result }

    let result = await show(shown)
    let (joined, next) = state.withLock { state in
      let done = state.queue.removeFirst()
      return (done.joined, state.queue.first?.owner)
    }
    for continuation in joined { continuation.resume(returning: .result(result)) }
    next?.resume(returning: .turn)
    return result
  }

  /// Presents `error` in a new task and then calls `completion` with the result, also when a
  /// responder suppressed it. For code that cannot `await`.
  public func present(
    _ error: any Error,
    responders: [any ErrorResponder] = [],
    completion: @escaping @Sendable (PresentationResult) -> Void = { _ in }
  ) {
    Task {
      completion(await self.present(error, responders: responders))
    }
  }

  /// Runs `operation`; when it throws, presents the error and runs it again as long as the user
  /// chooses an option that recovers and retries the operation.
  ///
  /// `CancellationError` is rethrown without being shown.
  ///
  /// - Throws: The error the user did not recover from, after it was presented (or suppressed).
  public func run<Success>(
    isolation: isolated (any Actor)? = #isolation,
    responders: [any ErrorResponder] = [],
    _ operation: () async throws -> Success
  ) async throws -> Success {
    while true {
      do {
        return try await operation()
      } catch is CancellationError {
        throw CancellationError()
      } catch {
        let result = await present(error, responders: responders)
        guard result.shouldRetryOperation else { throw error }
      }
    }
  }

  // MARK: Private

  /// The calls waiting for a result: one per error shown or waiting, plus those merged with
  /// them. For tests, which must know that calls have arrived without waiting real time.
  var waitingCallCount: Int {
    state.withLock { state in state.queue.reduce(0) { $0 + 1 + $1.joined.count } }
  }

  private func show(_ error: any Error) async -> PresentationResult {
    let catalogError = error as? any CatalogError
    let options = catalogError?.recoveryActions ?? []
    let chosen = await presenter.present(error, options: options)
    var recovered = false
    if let chosen, chosen.role != .cancel, let catalogError,
      let index = options.firstIndex(of: chosen)
        ?? options.firstIndex(where: {
          $0.name == chosen.name
        })
    {
      recovered = await catalogError.recover(usingOptionAt: index)
    }
    return PresentationResult(presentedError: error, chosenOption: chosen, recovered: recovered)
  }
}
