/// An error no catalog maps: what a bug or a failed dependency throws. The servers answer it
/// with the upgrader's fallback and log it as it is.
public struct DatabaseUnavailable: Error, CustomDebugStringConvertible {
  /// The host that did not answer.
  public var host: String

  /// An error for `host`.
  public init(host: String) {
    self.host = host
  }

  public var debugDescription: String { "DatabaseUnavailable(host: \(host))" }
}

/// Values the example routes throw with, which the tests look for.
public enum ExampleValues {
  /// A card number: a sensitive param, which no response or log line may show.
  public static let cardNumber = "4111 1111 1111 1111"

  /// The Retry-After delay of `OrderError.rateLimited`, in seconds; it answers as 3.
  public static let retryAfter = 2.5
}
