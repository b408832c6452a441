import Foundation

/// What an error thrown by an `OfflineQueue`'s `perform` means for the entry: the catalog's
/// knowledge applied to one failure.
struct OfflineFailure {
  /// The error to report: the upgrader's catalog error, or the thrown one when it maps to
  /// nothing or there is no upgrader.
  let error: any Error

  /// Whether the operation may succeed later as it is: a catalog error with a retry policy, or
  /// a `URLError` of lost connectivity, whatever the upgrader makes of it.
  let isRetryable: Bool

  /// Whether the run was cancelled rather than the operation failing: `CancellationError`, or
  /// anything thrown once the task was cancelled. Such an entry is kept as it was.
  let isCancellation: Bool

  /// Whether the entry stays and the run ends.
  var stopsProcessing: Bool { isRetryable || isCancellation }

  init(_ thrown: any Error, upgrader: ErrorUpgrader?) {
    error = upgrader?.mapped(thrown) ?? thrown
    isCancellation = thrown is CancellationError || Task.isCancelled
    isRetryable =
      Self.isLostConnectivity(thrown) || (error as? any CatalogError)?.isRetryable == true
  }

  /// The wait before the next run for an entry that failed `attempts` times: the error's
  /// `retryAfter`, else its policy's delay after that attempt (as `Retrier` counts, without
  /// jitter), else nil. Nil for a cancellation.
  func retryAfter(afterAttempts attempts: Int) -> TimeInterval? {
    guard !isCancellation, let catalogError = error as? any CatalogError else { return nil }
    return catalogError.retryAfter ?? catalogError.retryPolicy?.delay(afterAttempt: attempts)
  }

  /// `URLError` codes that say the device could not reach the server, not that the server
  /// refused: the operation may well succeed once the network is back.
  static let lostConnectivityCodes: Set<Int> = Set(
    [
      URLError.notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost,
      .cannotFindHost, .dnsLookupFailed, .timedOut, .internationalRoamingOff, .dataNotAllowed,
    ].map(\.rawValue))

  static func isLostConnectivity(_ error: any Error) -> Bool {
    if let urlError = error as? URLError {
      return lostConnectivityCodes.contains(urlError.code.rawValue)
    }
    let nsError = error as NSError
    return nsError.domain == NSURLErrorDomain && lostConnectivityCodes.contains(nsError.code)
  }
}
