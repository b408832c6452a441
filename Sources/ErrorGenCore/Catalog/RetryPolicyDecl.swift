/// A retry policy: named under `retry_policies`, or written inline in a case's `retry`.
///
/// Each value is located at its key, or at the policy itself when the format's default is used.
public struct RetryPolicyDecl: Hashable, Sendable {
  /// The policy's name; nil for an inline policy.
  public var name: Located<String>?
  public var maxAttempts: Located<Int>
  /// Seconds.
  public var initialDelay: Located<Double>
  /// Seconds.
  public var maxDelay: Located<Double>
  public var multiplier: Located<Double>
  /// Seconds.
  public var jitter: Located<Double>
  public var location: SourceLocation

  public init(
    name: Located<String>?,
    maxAttempts: Located<Int>,
    initialDelay: Located<Double>,
    maxDelay: Located<Double>,
    multiplier: Located<Double>,
    jitter: Located<Double>,
    location: SourceLocation
  ) {
    self.name = name
    self.maxAttempts = maxAttempts
    self.initialDelay = initialDelay
    self.maxDelay = maxDelay
    self.multiplier = multiplier
    self.jitter = jitter
    self.location = location
  }

  /// The format's defaults: 3 attempts, 1 s initial delay, 30 s cap, multiplier 2, no jitter.
  public static func defaults(name: Located<String>?, at location: SourceLocation)
    -> RetryPolicyDecl
  {
    RetryPolicyDecl(
      name: name,
      maxAttempts: Located(3, at: location),
      initialDelay: Located(1, at: location),
      maxDelay: Located(30, at: location),
      multiplier: Located(2, at: location),
      jitter: Located(0, at: location),
      location: location)
  }
}

/// A case's `retry`: none, a named policy, or an inline one, and the param holding Retry-After.
public struct RetrySpec: Hashable, Sendable {
  public enum Policy: Hashable, Sendable {
    case none
    case named(Located<String>)
    case inline(RetryPolicyDecl)
  }

  public var policy: Policy
  /// `after: param`: the param whose value is the least delay before the next attempt.
  public var after: Located<String>?
  public var location: SourceLocation

  public init(policy: Policy, after: Located<String>? = nil, location: SourceLocation) {
    self.policy = policy
    self.after = after
    self.location = location
  }

  public static func none(at location: SourceLocation) -> RetrySpec {
    RetrySpec(policy: .none, location: location)
  }
}
