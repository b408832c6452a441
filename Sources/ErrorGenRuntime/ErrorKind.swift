/// How an error behaves, which decides how an app should react to it.
public enum ErrorKind: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// Resolves by itself: retry with backoff.
  case transient
  /// The user can fix it: give clear guidance.
  case user
  /// A server bug or bad data: degrade gracefully.
  case system
  /// The app cannot go on: give recovery instructions.
  case fatal

  public var description: String { rawValue }
}
