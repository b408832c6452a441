/// `// MARK: - Classification`: kind, presentation, retry policy, Retry-After, icon, field.
struct ClassificationTranslator {
  var context: ErrorTypeContext

  func members() -> [Declaration] {
    [
      perCase("kind", .named("ErrorKind")) { .member(nil, $0.kind.rawValue) },
      perCase("presentation", .named("ErrorPresentation")) {
        .member(nil, $0.presentation.rawValue)
      },
      perCase("retryPolicy", .optional(.named("RetryPolicy"))) { Self.policy($0, in: context) },
      optionalPerCase("retryAfter", .timeInterval, retryAfter),
      optionalPerCase("symbolName", .string) { errorCase in
        errorCase.icon.map { (errorCase, .string($0), []) }
      },
      optionalPerCase("field", .string) { errorCase in
        errorCase.field.map { (errorCase, .string($0), []) }
      },
    ]
  }

  /// A property with one `case` per catalog case; composed cases forward.
  private func perCase(
    _ name: String, _ type: TypeDescription, _ value: (CasePlan) -> Expression
  ) -> Declaration {
    let cases =
      forwarding(name) + context.cases.map { .returns([context.pattern($0)], value($0)) }
    return .computed(context.access, name, type, [.returning(.selfValue, cases)])
  }

  /// An optional property: cases with a value get a `case`, the others share `default: nil`.
  private func optionalPerCase(
    _ name: String, _ type: TypeDescription,
    _ value: (CasePlan) -> (CasePlan, Expression, Set<String>)?
  ) -> Declaration {
    var cases = forwarding(name)
    let valued = context.cases.compactMap(value)
    cases += valued.map { errorCase, expression, used in
      .returns([context.pattern(errorCase, binding: used)], expression)
    }
    guard !cases.isEmpty else {
      return .computed(context.access, name, .optional(type), [.expression(.nil)])
    }
    if valued.count < context.cases.count { cases.append(.otherwise(.expression(.nil))) }
    return .computed(context.access, name, .optional(type), [.returning(.selfValue, cases)])
  }

  private func forwarding(_ name: String) -> [SwitchCaseDescription] {
    context.composed.map {
      context.forwarding($0, .expression(.dot(.identifier("error"), name)))
    }
  }

  /// `RetryPolicy(...)` with the values that differ from `RetryPolicy`'s defaults, or nil.
  static func policy(_ errorCase: CasePlan, in context: ErrorTypeContext) -> Expression {
    guard let policy = errorCase.retry else { return .nil }
    let standard = RetryPolicyPlan.standard
    var arguments: [ArgumentDescription] = []
    if policy.maxAttempts != standard.maxAttempts {
      arguments.append(ArgumentDescription("maxAttempts", .literal(.int(policy.maxAttempts))))
    }
    let durations: [(String, Double, Double)] = [
      ("initialDelay", policy.initialDelay, standard.initialDelay),
      ("maxDelay", policy.maxDelay, standard.maxDelay), ("jitter", policy.jitter, standard.jitter),
      ("multiplier", policy.multiplier, standard.multiplier),
    ]
    for (label, value, standard) in durations where value != standard {
      arguments.append(ArgumentDescription(label, .literal(.double(value))))
    }
    return .call(.identifier("RetryPolicy"), arguments)
  }

  /// The `after` param as seconds, when the case names one that holds a number.
  private func retryAfter(_ errorCase: CasePlan) -> (CasePlan, Expression, Set<String>)? {
    guard let name = errorCase.retryAfterParam, let param = errorCase.param(named: name) else {
      return nil
    }
    let value = Expression.identifier(name)
    let expression: Expression
    switch (param.type.base, param.type.shape) {
    case (.double, _), (.timeInterval, _):
      expression = value
    case (_, .optional):
      expression = .method(
        value, "map",
        .value(
          .closure(
            parameter: "seconds",
            body: [.expression(.call("TimeInterval", .value(.identifier("seconds"))))])))
    default:
      expression = .call("TimeInterval", .value(value))
    }
    return (errorCase, expression, [name])
  }
}
