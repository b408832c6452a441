/// `retry_kind_mismatch`: a case whose kind and retry behaviour disagree. Retrying a user or
/// fatal error repeats a failure only the user or a fix can end; a transient error that is not
/// retried gives up on a failure that would have passed.
public enum RetryKindMismatchRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "retry_kind_mismatch",
    severity: .warning,
    summary: "A `user` or `fatal` case that retries, or a `transient` case that does not.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        retry_policies:
          standard: { max_attempts: 3 }
        errors:
          sessionExpired:
            code: 1
            kind: user
            message: Your session has expired. Please sign in again.
            retry: ↓standard
          timedOut:
            code: 2
            kind: transient
            message: The server took too long to answer.
            retry: ↓none
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
          sessionExpired:
            code: 1
            kind: user
            message: Your session has expired. Please sign in again.
            retry: none
          timedOut:
            code: 2
            kind: transient
            message: The server took too long to answer.
            retry: standard
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    catalog.cases.compactMap { errorCase in
      let retries: Bool
      if case .none = errorCase.retry.policy { retries = false } else { retries = true }
      let name = errorCase.name.value
      let kind = errorCase.kind.value
      if (kind == .user || kind == .fatal) && retries {
        return diagnostic(
          retriesUnfixable(name, kind), file: catalog.file, at: errorCase.retry.location)
      }
      if kind == .transient && !retries {
        return diagnostic(
          transientWithoutRetry(name), file: catalog.file, at: errorCase.retry.location)
      }
      return nil
    }
  }

  // MARK: Messages

  static func retriesUnfixable(_ name: String, _ kind: CatalogCase.Kind) -> String {
    "case '\(name)' is \(kind.rawValue) but retries, which repeats a failure that retrying "
      + "cannot fix; write 'retry: none' or change its kind"
  }

  static func transientWithoutRetry(_ name: String) -> String {
    "case '\(name)' is transient but does not retry; give it a retry policy or change its kind"
  }
}
