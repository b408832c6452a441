/// How presenting an error ended, so that the caller knows whether to run the failed operation
/// again.
///
/// ```swift
/// let result = await chain.present(error)
/// if result.shouldRetryOperation {
///   try await reload()
/// }
/// ```
public struct PresentationResult: Sendable {
  /// The error as it was shown, after responders rewrote it; nil when a responder suppressed it.
  public let presentedError: (any Error)?

  /// The recovery option the user chose, or nil when they dismissed the error or it was
  /// suppressed.
  public let chosenOption: RecoveryAction?

  /// Whether the chosen option's recovery attempter ran and reported success.
  public let recovered: Bool

  /// Whether the error was not shown because its presentation is `silent`: the responders saw
  /// it (`presentedError` is the error they left), the presenter was not called.
  public let isSilent: Bool

  /// Creates a result; the presentation chain makes these, tests may too.
  public init(
    presentedError: (any Error)?, chosenOption: RecoveryAction?, recovered: Bool,
    isSilent: Bool = false
  ) {
    self.presentedError = presentedError
    self.chosenOption = chosenOption
    self.recovered = recovered
    self.isSilent = isSilent
  }

  /// The result of an error whose presentation is `silent`: not shown, nothing chosen.
  public static func silent(_ error: any Error) -> PresentationResult {
    PresentationResult(presentedError: error, chosenOption: nil, recovered: false, isSilent: true)
  }

  /// The result of an error that a responder suppressed: nothing shown, nothing chosen.
  public static let suppressed = PresentationResult(
    presentedError: nil, chosenOption: nil, recovered: false)

  /// Whether a responder suppressed the error, so that nothing was shown.
  public var isSuppressed: Bool { presentedError == nil }

  /// Whether the failed operation should run again: the chosen option retries the operation
  /// (`retriesOperation`) and its recovery succeeded.
  public var shouldRetryOperation: Bool {
    recovered && chosenOption?.retriesOperation == true
  }
}
