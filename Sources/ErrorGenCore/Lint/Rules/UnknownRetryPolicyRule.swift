/// `unknown_retry_policy`: a case's `retry` names a policy that `retry_policies` does not declare.
public enum UnknownRetryPolicyRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "unknown_retry_policy",
    severity: .error,
    summary: "A case's `retry` names a policy that `retry_policies` does not declare.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        retry_policies:
          standard: { max_attempts: 3 }
        errors:
          timedOut:
            code: 1
            kind: transient
            message: The server took too long to answer.
            retry: ↓standart
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        retry_policies:
          standard: { max_attempts: 3 }
        errors:
          timedOut:
            code: 1
            kind: transient
            message: The server took too long to answer.
            retry: standard
          offline:
            code: 2
            kind: transient
            message: You are offline.
            retry: { policy: standard }
        """)
    ])

  /// How many candidates the "did you mean" suggestions of one catalog compare at most, as
  /// `UnknownRecoveryOptionRule.suggestionComparisons` (this rule too runs whole).
  static let suggestionComparisons = 65_536

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    var declared = DeclaredNames(
      catalog.retryPolicies.compactMap { $0.name?.value }, comparisons: suggestionComparisons)
    return catalog.cases.compactMap { errorCase in
      guard case .named(let name) = errorCase.retry.policy, !declared.contains(name.value),
        !catalog.dropped.retryPolicies.contains(name.value)
      else { return nil }
      return diagnostic(
        declared.message(for: name.value, undeclared), file: catalog.file, at: name.location)
    }
  }

  // MARK: Messages

  static func undeclared(_ name: String, _ declared: [String]) -> String {
    undeclared(name, declared, match: Suggestion.closest(to: name, in: declared))
  }

  /// The message for `name`, with `match`, the closest of `declared` when there is one.
  static func undeclared(_ name: String, _ declared: [String], match: String?) -> String {
    let hint: String
    if let match {
      hint = "did you mean '\(match)'?"
    } else if declared.isEmpty {
      hint = "declare it under retry_policies, or write the policy inline"
    } else {
      hint = "declare it under retry_policies or use \(Suggestion.list(declared))"
    }
    return "retry policy '\(name)' is not declared; \(hint)"
  }
}
