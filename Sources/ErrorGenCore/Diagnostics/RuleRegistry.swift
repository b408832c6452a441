/// What is known about a rule id, from whichever command owns it: SARIF's rule metadata.
public struct RuleMetadata: Sendable {
  public var id: RuleID
  public var severity: Diagnostic.Severity
  public var summary: String
  /// The text of `--explain`.
  public var explanation: String
}

/// Looks a rule up among lint's and diff's rules, so that one renderer describes them all.
public enum RuleRegistry {
  public static func metadata(for id: RuleID) -> RuleMetadata {
    if let rule = Linter.rule(withID: id) {
      let description = rule.description
      return RuleMetadata(
        id: id, severity: description.severity, summary: description.summary,
        explanation: RuleDocumentation.explain(description))
    }
    if let rule = DiffRules.rule(withID: id) {
      return RuleMetadata(
        id: id, severity: rule.severity, summary: rule.summary,
        explanation: DiffRuleDocumentation.explain(rule))
    }
    // Problems of the files themselves, which no rule type documents.
    let summary: String
    switch id {
    case .unreadableFile: summary = "A catalog file cannot be read."
    case .unwritableFile: summary = "An output file cannot be written."
    default: summary = "Reported by errorgen as \(id.rawValue)."
    }
    return RuleMetadata(id: id, severity: .error, summary: summary, explanation: summary)
  }
}
