/// How the app should show an error to the user.
public enum ErrorPresentation: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// A modal alert with the recovery options as buttons.
  case alert
  /// A transient banner that does not interrupt the user.
  case banner
  /// Next to the input field the error refers to.
  case inline
  /// A screen of its own, for errors the app cannot go on after.
  case fullscreen
  /// Not shown at all; only logged.
  case silent

  public var description: String { rawValue }
}
