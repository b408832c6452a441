/// `// MARK: - Classification`: kind, presentation, retry policy, Retry-After, icon, field.
struct ClassificationTranslator: Sendable {
  var context: ErrorTypeContext

  func members() -> [Declaration] {
    memberGroups().flatMap { $0() }
  }

  /// The members, each described apart, in order.
  func memberGroups() -> [@Sendable () -> [Declaration]] {
    let translator = self
    return [
      {
        [
          translator.perCase("kind", .named("ErrorKind"), sharedBy: \.kind.value.rawValue) {
            .member(nil, $0.kind.value.rawValue)
          }
        ]
      },
      {
        [
          translator.perCase(
            "presentation", .named("ErrorPresentation"),
            sharedBy: \.presentation.value.rawValue
          ) { .member(nil, $0.presentation.value.rawValue) }
        ]
      },
      {
        [
          translator.perCase(
            "retryPolicy", .optional(.named("RetryPolicy")), sharedBy: Self.policyName
          ) { Self.policy($0, in: translator.context) }
        ]
      },
      { [translator.optionalPerCase("retryAfter", .timeInterval, translator.retryAfter)] },
      {
        [
          translator.optionalPerCase("symbolName", .string) { errorCase in
            errorCase.icon.map { (errorCase, .string($0), []) }
          }
        ]
      },
      {
        [
          translator.optionalPerCase("field", .string) { errorCase in
            errorCase.field.map { (errorCase, .string($0), []) }
          }
        ]
      },
    ]
  }

  /// A property with one `case` per catalog case; composed cases forward.
  ///
  /// Cases with the same `sharedBy` key have the same value, so they share one description of
  /// it: a large catalog has few kinds or policies, and many cases.
  private func perCase(
    _ name: String, _ type: TypeDescription, sharedBy key: (CatalogCase) -> String?,
    _ value: (CatalogCase) -> Expression
  ) -> Declaration {
    if let body = context.constantBody(name) { return .computed(context.access, name, type, body) }
    var cases = forwarding(name)
    var shared = SharedValues<String, [CodeBlockItem]>()
    for errorCase in context.cases {
      let body: [CodeBlockItem]
      if let key = key(errorCase) {
        body = shared.value(for: key) { [.return(value(errorCase))] }
      } else {
        body = [.return(value(errorCase))]
      }
      let label = SwitchCaseDescription.Label.patterns([context.pattern(errorCase)])
      cases.append(SwitchCaseDescription(label: label, body: body))
    }
    return .computed(context.access, name, type, [.returning(.selfValue, cases)])
  }

  /// A key that cases with the same retry policy share: the policy's name, or none for an
  /// inline policy.
  private static func policyName(_ errorCase: CatalogCase) -> String? {
    switch errorCase.retry.policy {
    case .none: ""
    case .named(let name): "." + name.value
    case .inline: nil
    }
  }

  /// An optional property: cases with a value get a `case`, the others share `default: nil`.
  /// One of the type's `CaseConstants` reads them instead.
  private func optionalPerCase(
    _ name: String, _ type: TypeDescription,
    _ value: (CatalogCase) -> (CatalogCase, Expression, Set<String>)?
  ) -> Declaration {
    if let body = context.constantBody(name) {
      return .computed(context.access, name, .optional(type), body)
    }
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
