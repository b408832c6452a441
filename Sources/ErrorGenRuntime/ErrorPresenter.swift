/// What the app implements to show an error: an alert, a banner, a toast.
///
/// The presenter shows the error with a button for each recovery option it is given, waits for
/// the user, and returns the option they chose (one of `options`), or nil when they dismissed the
/// error without choosing one. The presentation chain then runs the error's recovery attempter
/// for that option. `ErrorPresentationChain` never calls a presenter for a second error before
/// the first call returned.
///
/// ```swift
/// @MainActor final class AlertPresenter: ErrorPresenter {
///   func present(_ error: any Error, options: [RecoveryAction]) async -> RecoveryAction? {
///     await withCheckedContinuation { continuation in
///       let alert = UIAlertController(
///         title: error.localizedDescription, message: nil, preferredStyle: .alert)
///       for option in options {
///         alert.addAction(UIAlertAction(title: option.label, style: .default) { _ in
///           continuation.resume(returning: option)
///         })
///       }
///       if options.isEmpty {
///         alert.addAction(UIAlertAction(title: "OK", style: .cancel) { _ in
///           continuation.resume(returning: nil)
///         })
///       }
///       window.rootViewController?.present(alert, animated: true)
///     }
///   }
/// }
/// ```
public protocol ErrorPresenter: Sendable {
  /// Shows `error` with a button for each of `options` (its `recoveryActions`, empty for an
  /// error that is not a `CatalogError`) and returns the option the user chose, or nil.
  func present(_ error: any Error, options: [RecoveryAction]) async -> RecoveryAction?
}

/// An `ErrorPresenter` made of a closure.
///
/// ```swift
/// let presenter = ClosureErrorPresenter { error, options in
///   await banner.show(error.localizedDescription)
///   return nil
/// }
/// ```
public struct ClosureErrorPresenter: ErrorPresenter {
  private let body: @Sendable (any Error, [RecoveryAction]) async -> RecoveryAction?

  /// Creates a presenter that shows errors with `body`.
  public init(_ body: @escaping @Sendable (any Error, [RecoveryAction]) async -> RecoveryAction?) {
    self.body = body
  }

  /// Shows `error` by calling the closure, and returns the option it returns.
  public func present(_ error: any Error, options: [RecoveryAction]) async -> RecoveryAction? {
    await body(error, options)
  }
}
