/// The role of a recovery option, which decides how its button looks and where it goes.
public enum RecoveryRole: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  /// The preferred action, shown as the default button.
  case `default`
  /// Dismisses the error without recovering.
  case cancel
  /// An action that loses data, shown as such.
  case destructive
  /// Any other action.
  case normal

  public var description: String { rawValue }
}
