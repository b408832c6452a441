/// A named recovery option of `recovery_options`.
public struct RecoveryOptionDecl: Hashable, Sendable {
  /// The option's role (the runtime's `RecoveryRole`).
  public enum Role: String, Hashable, Sendable, CaseIterable {
    case `default`, cancel, destructive, normal
  }

  public var name: Located<String>
  public var label: LocalizedText
  public var role: Located<Role>
  public var retriesOperation: Bool
  public var doc: String?

  public init(
    name: Located<String>,
    label: LocalizedText,
    role: Located<Role>,
    retriesOperation: Bool = false,
    doc: String? = nil
  ) {
    self.name = name
    self.label = label
    self.role = role
    self.retriesOperation = retriesOperation
    self.doc = doc
  }
}
