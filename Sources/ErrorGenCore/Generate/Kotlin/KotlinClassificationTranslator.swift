/// Classification and retry: `kind`, `presentation`, `retryPolicy`, `isRetryable`,
/// `retryAfter`, `icon`, `field`.
struct KotlinClassificationTranslator {
  var context: KotlinTypeContext

  func members() -> [KotlinDeclaration] {
    let forward = { (name: String) in
      { (_: ComposedCasePlan) in KotlinExpression.member(context.wrapped, name) }
    }
    let kind = context.whenThis(
      forwarding: forward("kind"), readsParams: false,
      { KotlinTypeContext.runtimeConstant("ErrorKind", $0.kind.rawValue) },
      otherwise: .null)
    let presentation = context.whenThis(
      forwarding: forward("presentation"), readsParams: false,
      { KotlinTypeContext.runtimeConstant("ErrorPresentation", $0.presentation.rawValue) },
      otherwise: .null)
    let policy = context.whenThis(
      forwarding: forward("retryPolicy"), readsParams: false, retryPolicy, otherwise: .null)
    return [
      property(
        "kind", "How the error behaves: what the app should do about it.", .named("ErrorKind"), kind
      ),
      property(
        "presentation", "How the error is shown.", .named("ErrorPresentation"), presentation),
      property(
        "retryPolicy", "How to retry the failed operation; null when it should not be retried.",
        .nullable(.named("RetryPolicy")), policy),
      property(
        "isRetryable", "Whether the failed operation may be retried (`retryPolicy != null`).",
        .named("Boolean"), .binary(.identifier("retryPolicy"), "!=", .null)),
      overridable(
        "retryAfter",
        "The least delay in seconds before the next attempt (a server's Retry-After).",
        .nullable(.named("Double")),
        context.whenThis(forwarding: forward("retryAfter"), retryAfter, otherwise: .null)),
      overridable(
        "icon", "The catalog's `icon`: a symbol name for the UI.", .nullable(.named("String")),
        context.whenThis(
          forwarding: forward("icon"), readsParams: false, { $0.icon.map { .string($0) } },
          otherwise: .null)),
      overridable(
        "field", "The input field a user error refers to.", .nullable(.named("String")),
        context.whenThis(
          forwarding: forward("field"), readsParams: false, { $0.field.map { .string($0) } },
          otherwise: .null)),
    ]
  }

  private func property(
    _ name: String, _ doc: String, _ type: KotlinType, _ value: KotlinExpression
  ) -> KotlinDeclaration {
    .property(KotlinProperty(doc: KotlinDoc(doc), name: name, type: type, value: .getter(value)))
  }

  /// A member that a param of its name overrides: `open` exactly when one does.
  private func overridable(
    _ name: String, _ doc: String, _ type: KotlinType, _ value: KotlinExpression
  ) -> KotlinDeclaration {
    return .property(
      KotlinProperty(
        doc: KotlinDoc(doc), modifiers: context.isOverridden(name) ? ["open"] : [], name: name,
        type: type,
        value: .getter(value)))
  }

  /// `RetryPolicy(3, 1.0, 30.0, 2.0, 0.5)`: every value given, in the order of the
  /// runtime's constructor (maxAttempts, initialDelay, maxDelay, multiplier, jitter).
  private func retryPolicy(_ errorCase: CasePlan) -> KotlinExpression? {
    guard let policy = errorCase.retry else { return .null }
    return .call(
      .typeName("RetryPolicy"),
      [
        KotlinArgument(.int(policy.maxAttempts)),
        KotlinArgument(.double(policy.initialDelay)),
        KotlinArgument(.double(policy.maxDelay)),
        KotlinArgument(.double(policy.multiplier)),
        KotlinArgument(.double(policy.jitter)),
      ])
  }

  /// The `after` param's value in seconds, for a case that has one, unless a param of the
  /// case overrides `retryAfter` (the `after` param itself, or another one named so: its
  /// `override val` is the value, and a branch here could never be reached).
  private func retryAfter(_ errorCase: CasePlan) -> KotlinExpression? {
    guard let name = errorCase.retryAfterParam, let param = errorCase.param(named: name),
      !KotlinNames.overrides(member: "retryAfter", in: errorCase)
    else { return nil }
    let value = context.param(name)
    switch (param.type.base, param.type.shape) {
    case (.double, _), (.timeInterval, _): return value
    case (_, .optional): return .methodCall(value, "toDouble", [], safe: true)
    default: return .methodCall(value, "toDouble", [])
    }
  }
}
