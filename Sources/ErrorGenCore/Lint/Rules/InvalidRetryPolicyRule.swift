/// `invalid_retry_policy`: a retry policy whose numbers cannot describe a backoff: no attempt,
/// a negative delay, a cap below the first delay, or a shrinking multiplier.
public enum InvalidRetryPolicyRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "invalid_retry_policy",
    severity: .error,
    summary:
      "A retry policy needs `max_attempts` ≥ 1, delays ≥ 0, `max_delay` ≥ `initial_delay` "
      + "and `multiplier` ≥ 1.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        retry_policies:
          standard:
            max_attempts: ↓0
            initial_delay: 10s
            max_delay: ↓5s
            multiplier: ↓0.5
        errors:
          timedOut:
            code: 1
            kind: transient
            message: The server took too long to answer.
            retry: standard
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        errors:
          timedOut:
            code: 1
            kind: transient
            message: The server took too long to answer.
            retry: { max_attempts: 3, jitter: ↓-1 }
        """),
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        retry_policies:
          standard: { max_attempts: 1, initial_delay: 0, max_delay: 0, multiplier: 1 }
        errors:
          timedOut:
            code: 1
            kind: transient
            message: The server took too long to answer.
            retry: standard
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    // The declared policies are checked in a catalog's first run of cases alone.
    var policies = catalog.retryPolicies
    for errorCase in catalog.cases {
      if case .inline(let policy) = errorCase.retry.policy { policies.append(policy) }
    }
    return policies.flatMap { problems(in: $0, file: catalog.file) }
  }

  static func problems(in policy: RetryPolicyDecl, file: String) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    func report(_ message: String, _ location: SourceLocation) {
      diagnostics.append(diagnostic(message, file: file, at: location))
    }
    if policy.maxAttempts.value < 1 {
      report(tooFewAttempts(policy.maxAttempts.value), policy.maxAttempts.location)
    }
    let delays = [
      ("initial_delay", policy.initialDelay), ("max_delay", policy.maxDelay),
      ("jitter", policy.jitter),
    ]
    for (key, delay) in delays where !(delay.value >= 0) || !delay.value.isFinite {
      report(badDelay(key, delay.value), delay.location)
    }
    if policy.maxDelay.value >= 0, policy.initialDelay.value >= 0,
      policy.maxDelay.value < policy.initialDelay.value
    {
      report(
        capBelowStart(policy.maxDelay.value, policy.initialDelay.value), policy.maxDelay.location)
    }
    if !(policy.multiplier.value >= 1) || !policy.multiplier.value.isFinite {
      report(shrinking(policy.multiplier.value), policy.multiplier.location)
    }
    return diagnostics
  }

  // MARK: Messages

  static func tooFewAttempts(_ value: Int) -> String {
    "max_attempts is \(value), but it counts the first try and must be at least 1; "
      + "write 1 for no retries, or use 'retry: none'"
  }

  static func badDelay(_ key: String, _ value: Double) -> String {
    "\(key) is \(seconds(value)), but a delay must be a number of seconds of 0 or more; "
      + "write a duration such as '1s' or '250ms'"
  }

  static func capBelowStart(_ maxDelay: Double, _ initialDelay: Double) -> String {
    "max_delay \(seconds(maxDelay)) is shorter than initial_delay \(seconds(initialDelay)); "
      + "make max_delay at least \(seconds(initialDelay))"
  }

  static func shrinking(_ value: Double) -> String {
    "multiplier is \(value), which would shrink or break the delays; write a number of 1 or more, such as 2"
  }

  static func seconds(_ value: Double) -> String {
    value.isFinite && value == value.rounded() && abs(value) < 1e15
      ? "\(Int(value))s" : "\(value)s"
  }
}
