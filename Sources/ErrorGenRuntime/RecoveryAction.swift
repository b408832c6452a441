/// A recovery option of an error as a plain value, for code that does not know the error's type.
public struct RecoveryAction: Sendable, Hashable {
  /// The option's name in the catalog, for example `"signIn"`.
  public var name: String
  /// The button title in the current locale.
  public var label: String
  /// The option's role.
  public var role: RecoveryRole
  /// Whether the failed operation should run again once this option has recovered.
  public var retriesOperation: Bool

  public init(name: String, label: String, role: RecoveryRole, retriesOperation: Bool) {
    self.name = name
    self.label = label
    self.role = role
    self.retriesOperation = retriesOperation
  }
}
