/// `invalid_retry_after`: `retry.after` must name a param that holds a number of seconds, the
/// server's Retry-After.
public enum InvalidRetryAfterRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "invalid_retry_after",
    severity: .error,
    summary:
      "`retry.after` names no param of the case, or one that is not a number of seconds "
      + "(`TimeInterval`, `Double`, `Int`, `Int64`, or their optionals).",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        retry_policies:
          standard: { max_attempts: 3 }
        errors:
          rateLimited:
            code: 1
            kind: transient
            message: Too many requests. Please wait a moment.
            params:
              retryAfter: { type: "Date?", bind: retry_after }
            retry: { policy: standard, after: ↓retryAfter }
          busy:
            code: 2
            kind: transient
            message: The server is busy. Please wait a moment.
            retry: { policy: standard, after: ↓delay }
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
          rateLimited:
            code: 1
            kind: transient
            message: Too many requests. Please wait a moment.
            params:
              retryAfter: { type: "TimeInterval?", bind: retry_after }
            retry: { policy: standard, after: retryAfter }
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    catalog.cases.compactMap { errorCase in
      guard let after = errorCase.retry.after else { return nil }
      if catalog.dropped.params[errorCase.name.value]?.contains(after.value) == true {
        return nil
      }
      guard let param = errorCase.param(named: after.value) else {
        let names = errorCase.params.map(\.name.value)
        return diagnostic(noSuchParam(after.value, names), file: catalog.file, at: after.location)
      }
      let type = param.type.value
      guard !type.base.isSeconds || type.shape == .array else { return nil }
      return diagnostic(
        notSeconds(after.value, type), file: catalog.file, at: after.location,
        notes: [
          Diagnostic.Note(message: declaredHere, file: catalog.file, location: param.type.location)
        ])
    }
  }

  // MARK: Messages

  static func noSuchParam(_ name: String, _ params: [String]) -> String {
    let hint =
      Suggestion.closest(to: name, in: params).map { "did you mean '\($0)'?" }
      ?? "declare it, such as '\(name): { type: \"TimeInterval?\", bind: retry_after }'"
    return "retry.after names '\(name)', which is not a param of the case; \(hint)"
  }

  static func notSeconds(_ name: String, _ type: ParamType) -> String {
    "retry.after names '\(name)' of type \(type), which is not a number of seconds; "
      + "make it 'TimeInterval?'"
  }

  static let declaredHere = "the param's type is declared here"
}
