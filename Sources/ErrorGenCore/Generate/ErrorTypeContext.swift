/// What every translator needs to know about the type it describes, and the small pieces of
/// description they share: case patterns, case construction and sample values.
struct ErrorTypeContext: Sendable {
  var plan: CatalogPlan
  var access: AccessModifier

  init(plan: CatalogPlan) {
    self.plan = plan
    switch plan.access {
    case .public: access = .public
    case .package: access = .package
    case .internal: access = .internal
    }
  }

  var typeName: String { plan.typeName }
  var cases: [CasePlan] { plan.cases }
  var composed: [ComposedCasePlan] { plan.composed }
  var hasRecoveryOptions: Bool { !plan.recoveryOptions.isEmpty }

  /// The name of the protocol that recovery attempters of this type conform to.
  var attempterProtocolName: String { typeName + "RecoveryAttempter" }

  /// The name of the private protocol that builds deprecated cases without a warning.
  var deprecatedCasesProtocolName: String { typeName + "DeprecatedCases" }

  /// `.name`, or `.name(let a, _)` binding the params in `used` (all others are `_`).
  func pattern(_ errorCase: CasePlan, binding used: Set<String> = []) -> Pattern {
    pattern(errorCase) { used.contains($0.name) }
  }

  /// `.name`, or `.name(let a, _)` binding the params for which `binds` is true.
  func pattern(_ errorCase: CasePlan, binding binds: (ParamPlan) -> Bool) -> Pattern {
    let params = errorCase.params
    guard params.contains(where: binds) else {
      return .enumCase(name: errorCase.name, bindings: [])
    }
    return .enumCase(name: errorCase.name, bindings: params.map { binds($0) ? $0.name : nil })
  }

  /// A composed type as an expression: `NetworkError`, or `Networking.NetworkError` for a type
  /// named with its module.
  func typeExpression(_ composedCase: ComposedCasePlan) -> Expression {
    let parts = composedCase.typeName.split(separator: ".").map(String.init)
    guard let first = parts.first else { return .identifier(composedCase.typeName) }
    return parts.dropFirst().reduce(Expression.identifier(first)) { .member($0, $1) }
  }

  /// The modules that composed types are named with (`Networking` for
  /// `Networking.NetworkError`): the generated file imports them.
  var composedModules: [String] {
    Array(Set(composed.compactMap(\.module))).sorted()
  }

  /// The pattern of a composed case, binding the wrapped error as `error`.
  func pattern(_ composedCase: ComposedCasePlan) -> Pattern {
    .enumCase(name: composedCase.name, bindings: ["error"])
  }

  /// A `case` of a switch over the type for a composed case: `case .network(let error):`.
  func forwarding(_ composedCase: ComposedCasePlan, _ body: CodeBlockItem) -> SwitchCaseDescription
  {
    SwitchCaseDescription(label: .patterns([pattern(composedCase)]), body: [body])
  }

  /// The value of the case with `arguments` for its params, in order.
  ///
  /// A deprecated case is built through the `<Type>DeprecatedCases` protocol: a use through a
  /// protocol requirement does not warn, so generated code compiles warning-free.
  func construct(_ errorCase: CasePlan, arguments: [Expression]) -> Expression {
    let base: Expression? =
      errorCase.deprecated == nil ? nil : .member(.keyword("Self"), "deprecatedCases")
    let member = Expression.member(base, errorCase.name)
    let params = errorCase.params
    guard !params.isEmpty else { return member }
    // Each param's name is read in place, not copied with the rest of the param.
    var labelled: [ArgumentDescription] = []
    labelled.reserveCapacity(min(params.count, arguments.count))
    for index in params.indices where index < arguments.count {
      labelled.append(
        ArgumentDescription(params[index].name, arguments[index])
      )
    }
    return .call(member, labelled)
  }

  /// The case with a sample value for every param.
  func sample(_ errorCase: CasePlan) -> Expression {
    construct(errorCase, arguments: errorCase.params.map { Self.expression($0.sample) })
  }

  /// A sample value (`ParamPlan.sample`) as a Swift expression.
  static func expression(_ sample: SampleValue) -> Expression {
    switch sample {
    case .string(let value): return .literal(.string(value))
    case .integer(let value): return .literal(.int(value))
    case .double(let value): return .literal(.double(value))
    case .bool(let value): return .literal(.bool(value))
    case .date(let seconds):
      return .call(
        .identifier("Date"),
        [ArgumentDescription("timeIntervalSince1970", .literal(.int(seconds)))])
    case .url(let value):
      return .forceUnwrap(
        .call(.identifier("URL"), [ArgumentDescription("string", .literal(.string(value)))]))
    case .uuid(let value):
      return .forceUnwrap(
        .call(.identifier("UUID"), [ArgumentDescription("uuidString", .literal(.string(value)))]))
    case .array(let element): return .array([expression(element)])
    }
  }

  /// `Self.name` for a static member of the generated type.
  func staticMember(_ name: String) -> Expression {
    .member(.keyword("Self"), name)
  }
}
