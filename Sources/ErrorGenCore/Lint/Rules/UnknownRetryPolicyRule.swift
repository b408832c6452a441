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

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    let declared = catalog.retryPolicies.compactMap { $0.name?.value }
    return catalog.cases.compactMap { errorCase in
      guard case .named(let name) = errorCase.retry.policy, !declared.contains(name.value),
        !catalog.dropped.retryPolicies.contains(name.value)
      else { return nil }
      return diagnostic(undeclared(name.value, declared), file: catalog.file, at: name.location)
    }
  }

  // MARK: Messages

  static func undeclared(_ name: String, _ declared: [String]) -> String {
    let hint: String
    if let match = Suggestion.closest(to: name, in: declared) {
      hint = "did you mean '\(match)'?"
    } else if declared.isEmpty {
      hint = "declare it under retry_policies, or write the policy inline"
    } else {
      hint = "declare it under retry_policies or use \(Suggestion.list(declared))"
    }
    return "retry policy '\(name)' is not declared; \(hint)"
  }
}
