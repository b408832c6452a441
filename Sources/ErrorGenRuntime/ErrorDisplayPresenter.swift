/// An `ErrorPresenter` for declarative UI: it publishes an `ErrorDisplay` for the error the
/// presentation chain shows, and answers the chain with the button the view reports.
///
/// SwiftUI (docs/SWIFTUI.md) and tests use it alike: the chain decides what is shown
/// (responders, silent errors, one error at a time), the presenter turns it into a value, the
/// view shows the value and calls `respond(with:)` when the user taps a button or dismisses it;
/// the chain then runs that button's recovery and tells the caller whether to retry.
///
/// ```swift
/// let presenter = ErrorDisplayPresenter()
/// let chain = ErrorPresentationChain(presenter: presenter)
/// presenter.observe { display in Task { @MainActor in model.display = display } }
/// // in the view: presenter.respond(with: button)
/// ```
public final class ErrorDisplayPresenter: ErrorPresenter {
  private struct State: Sendable {
    var current: ErrorDisplay?
    var waiting: CheckedContinuation<RecoveryAction?, Never>?
    var observer: (@Sendable (ErrorDisplay?) -> Void)?
  }

  private let dismissLabel: String
  private let state = LockedValue(State())

  /// Creates a presenter whose error without recovery options gets one button labelled
  /// `dismissLabel` (localize it as the app's other buttons).
  public init(dismissLabel: String = "OK") {
    self.dismissLabel = dismissLabel
  }

  /// What is shown now, or nil.
  public var current: ErrorDisplay? { state.value.current }

  /// Calls `observer` with what is shown now, and again each time that changes (nil once the
  /// view has responded), on the task that made the change: hop to the main actor to update UI.
  public func observe(_ observer: @escaping @Sendable (ErrorDisplay?) -> Void) {
    let current = state.withLock { state in
      state.observer = observer
      return state.current
    }
    observer(current)
  }

  /// Publishes the display of `error` and waits until the view responds; the answer is the
  /// tapped button's recovery option, or nil for a dismissal.
  public func present(_ error: any Error, options: [RecoveryAction]) async -> RecoveryAction? {
    let display = ErrorDisplay(error, options: options, dismissLabel: dismissLabel)
    return await withCheckedContinuation { continuation in
      let (replaced, observer) = state.withLock { state in
        let replaced = state.waiting
        state.current = display
        state.waiting = continuation
        return (replaced, state.observer)
      }
      // A presenter shared beyond one chain may be asked again before the view responded:
      // the earlier error counts as dismissed.
      replaced?.resume(returning: nil)
      observer?(display)
    }
  }

  /// Reports the button the user tapped, or nil when they dismissed the error without one;
  /// the display goes away. Does nothing when no error is shown.
  public func respond(with button: ErrorDisplay.Button?) {
    let (waiting, observer) = state.withLock { state in
      let waiting = state.waiting
      state.waiting = nil
      state.current = nil
      return (waiting, state.observer)
    }
    guard let waiting else { return }
    observer?(nil)
    waiting.resume(returning: button?.action)
  }
}
