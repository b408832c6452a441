/// `// MARK: - Classification`: kind, presentation, retry policy, Retry-After, icon, field.
struct ClassificationTranslator {
  var context: ErrorTypeContext

  func members() -> [Declaration] {
    [
      perCase("kind", .named("ErrorKind")) { .member(nil, $0.kind.value.rawValue) },
      perCase("presentation", .named("ErrorPresentation")) {
        .member(nil, $0.presentation.value.rawValue)
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
    _ name: String, _ type: TypeDescription, _ value: (CatalogCase) -> Expression
  ) -> Declaration {
    let cases =
      forwarding(name) + context.cases.map { .returns([context.pattern($0)], value($0)) }
    return .computed(context.access, name, type, [.returning(.selfValue, cases)])
  }

  /// An optional property: cases with a value get a `case`, the others share `default: nil`.
  private func optionalPerCase(
    _ name: String, _ type: TypeDescription,
    _ value: (CatalogCase) -> (CatalogCase, Expression, Set<String>)?
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
  static func policy(_ errorCase: CatalogCase, in context: ErrorTypeContext) -> Expression {
    let declared: RetryPolicyDecl?
    switch errorCase.retry.policy {
    case .none: declared = nil
    case .named(let name): declared = context.catalog.retryPolicy(named: name.value)
    case .inline(let inline): declared = inline
    }
    guard let declared else { return .nil }
    var arguments: [ArgumentDescription] = []
    if declared.maxAttempts.value != 3 {
      arguments.append(
        ArgumentDescription("maxAttempts", .literal(.int(declared.maxAttempts.value))))
    }
    let durations: [(String, Double, Double)] = [
      ("initialDelay", declared.initialDelay.value, 1), ("maxDelay", declared.maxDelay.value, 30),
      ("jitter", declared.jitter.value, 0), ("multiplier", declared.multiplier.value, 2),
    ]
    for (label, value, standard) in durations where value != standard {
      arguments.append(ArgumentDescription(label, .literal(.double(value))))
    }
    return .call(.identifier("RetryPolicy"), arguments)
  }

  /// The `after` param as seconds, when the case names one that holds a number.
  private func retryAfter(_ errorCase: CatalogCase) -> (CatalogCase, Expression, Set<String>)? {
    guard let name = errorCase.retry.after?.value, let param = errorCase.param(named: name),
      param.type.value.base.isSeconds, param.type.value.shape != .array
    else { return nil }
    let value = Expression.identifier(name)
    let expression: Expression
    switch (param.type.value.base, param.type.value.shape) {
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
