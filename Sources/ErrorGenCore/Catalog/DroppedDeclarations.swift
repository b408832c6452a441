/// Names of declarations that the decoder reported and left out of the model.
///
/// A case without a code, an option without a label or a param with an unknown type is not in
/// the model, but it is in the file: a lint rule that finds `{when}` in a text, or `cancel` in
/// a `recovery` list, must not say that it "names nothing" when the decoder already reported
/// the real problem at the declaration.
public struct DroppedDeclarations: Hashable, Sendable {
  public var cases: Set<String> = []
  public var recoveryOptions: Set<String> = []
  public var retryPolicies: Set<String> = []
  /// Param names, by the name of their case.
  public var params: [String: Set<String>] = [:]
  /// Whether a case or `defaults:` has an unknown key meant as `recovery` (`recovry`): which
  /// options the catalog offers is then not known, so none is reported unused.
  public var misspelledRecovery = false

  public init() {}

  /// Adds the names `other` holds.
  mutating func formUnion(_ other: DroppedDeclarations) {
    cases.formUnion(other.cases)
    recoveryOptions.formUnion(other.recoveryOptions)
    retryPolicies.formUnion(other.retryPolicies)
    params.merge(other.params) { $0.union($1) }
    misspelledRecovery = misspelledRecovery || other.misspelledRecovery
  }
}
