/// `// MARK: - Identity`: domain, code, case name, identifier, samples, locales.
struct IdentityTranslator {
  var context: ErrorTypeContext

  func members() -> [Declaration] {
    domainLocalesAndCode() + [
      .computed(context.access, "caseName", .string, [caseNameSwitch()]),
      .computed(context.access, "identifier", .string, identifierBody()),
      .computed(
        context.access, "samples", .array(.named(context.typeName)), isStatic: true, samplesBody()),
      params(),
    ] + equality()
  }

  /// The names of the private members that `==` compares and that list a case's params.
  static let comparedValuesName = "comparedValues"
  static let paramsName = "params"

  /// `params`: each case's params as `ErrorParam`s, in catalog order, the one switch that
  /// reads the cases' values. The runtime writes `description`, `loggingMetadata`, the texts'
  /// placeholders, `problemDetailsParams` and `==` from them, so those are code once, not an
  /// arm per case.
  func params() -> Declaration {
    let type = TypeDescription.array(.named("ErrorParam"))
    let listed = context.cases.filter { !$0.params.isEmpty }
    var body: [CodeBlockItem] = [.expression(.array([]))]
    if !listed.isEmpty {
      var cases = listed.map { errorCase in
        SwitchCaseDescription.returns(
          [context.pattern(errorCase) { _ in true }],
          .array(errorCase.params.map { Self.param($0, of: errorCase) }))
      }
      if listed.count < context.cases.count || !context.composed.isEmpty {
        cases.append(.otherwise(.return(.array([]))))
      }
      body = [.switching(.selfValue, cases)]
    }
    return .computed(.private, Self.paramsName, type, body).documented(
      "The case's params in catalog order: what the runtime shows, sends and compares.")
  }

  /// `ErrorParam("name", name)`, with `sensitive: true` and `plural: true` where they hold.
  private static func param(_ param: ParamPlan, of errorCase: CasePlan) -> Expression {
    var arguments = [
      ArgumentDescription.value(.string(param.name)), .value(.identifier(param.name)),
    ]
    if param.sensitive { arguments.append(ArgumentDescription("sensitive", .literal(.bool(true)))) }
    if errorCase.pluralParam == param.name {
      arguments.append(ArgumentDescription("plural", .literal(.bool(true))))
    }
    return .call(.identifier("ErrorParam"), arguments)
  }

  /// The type's own `==`, which compares each value's case name and params.
  ///
  /// Why: the `==` that Swift derives for an enum's `Hashable` conformance is one switch over
  /// both values, and the optimizer's work on it grows faster than the square of the cases.
  /// This `==` reads `comparedValues`, made of `params`, and says what the derived one says:
  /// equal when both values are of one case with equal values. `hash(into:)`, whose derived
  /// form grows the same way, hashes the same values.
  private func equality() -> [Declaration] {
    let type = TypeDescription.named(context.typeName)
    let compared = Expression.binary(
      .dot(.identifier("lhs"), Self.comparedValuesName), "==",
      .dot(.identifier("rhs"), Self.comparedValuesName))
    let equals = Declaration.function(
      FunctionDescription(
        access: context.access, isStatic: true, kind: .operator("=="),
        parameters: [
          ParameterDescription(name: "lhs", type: type),
          ParameterDescription(name: "rhs", type: type),
        ],
        returnType: .bool, body: [.expression(compared)]))
    let hash = Declaration.function(
      FunctionDescription(
        access: context.access, kind: .function(name: "hash"),
        parameters: [
          ParameterDescription(
            label: "into", name: "hasher", type: .named("Hasher"), isInout: true)
        ],
        body: [
          .expression(
            .method(.identifier("hasher"), "combine", .value(.identifier(Self.comparedValuesName))))
        ]))
    // The case's name, then its params' values.
    let own = Expression.binary(
      .array([.call(.identifier("AnyHashable"), [.value(.identifier("caseName"))])]), "+",
      .method(.identifier(Self.paramsName), "map", .value(.keyPath("comparedValue"))))
    let context = context
    let forwarded = context.composed.map { composedCase in
      SwitchCaseDescription.returns(
        [context.pattern(composedCase)],
        .array([.string(composedCase.name), .identifier("error")]))
    }
    let body: [CodeBlockItem] =
      forwarded.isEmpty
      ? [.expression(own)]
      : [
        .switching(
          .selfValue, forwarded + (context.cases.isEmpty ? [] : [.otherwise(.return(own))]))
      ]
    let values = Declaration.computed(
      .private, Self.comparedValuesName, .array(.named("AnyHashable")), body
    ).documented("What `==` and `hash(into:)` use: the case's name, then its params' values.")
    return [
      equals.documented(
        "Whether both are the same case with equal associated values, as the derived `==` is."),
      hash.documented("Hashes what `==` compares."),
      values,
    ]
  }

  private func domainLocalesAndCode() -> [Declaration] {
    let access = context.access
    return [
      .computed(
        access, "errorDomain", .string, isStatic: true,
        [.expression(.string(context.plan.domain))]
      ).documented("The catalog's domain: the domain of the bridged `NSError`."),
      .variable(
        VariableDescription(
          access: access, isStatic: true, kind: .let, name: "locales", type: .array(.string),
          value: .array(context.plan.locales.map { .string($0) }))
      ).documented("The catalog's locales, the default locale first."),
      .variable(
        VariableDescription(
          access: access, isStatic: true, kind: .let, name: "defaultLocale", type: .string,
          value: .string(context.plan.defaultLocale))
      ).documented("The locale every text has: the one shown when no preferred language matches."),
      .computed(access, "errorCode", .int, [codeSwitch()]),
    ]
  }

  private func codeSwitch() -> CodeBlockItem {
    var cases = context.composed.map {
      context.forwarding($0, .expression(.dot(.identifier("error"), "errorCode")))
    }
    cases += context.cases.map { errorCase in
      .returns([context.pattern(errorCase)], .literal(.int(errorCase.code)))
    }
    return .returning(.selfValue, cases)
  }

  private func caseNameSwitch() -> CodeBlockItem {
    var cases = context.composed.map {
      context.forwarding($0, .expression(.dot(.identifier("error"), "caseName")))
    }
    cases += context.cases.map { errorCase in
      .returns([context.pattern(errorCase)], .string(errorCase.name))
    }
    return .returning(.selfValue, cases)
  }

  private func identifierBody() -> [CodeBlockItem] {
    let own = Expression.binary(
      .binary(context.staticMember("errorDomain"), "+", .string(".")), "+",
      .identifier("caseName"))
    guard !context.composed.isEmpty else { return [.expression(own)] }
    var cases = context.composed.map {
      context.forwarding($0, .expression(.dot(.identifier("error"), "identifier")))
    }
    if !context.cases.isEmpty { cases.append(.otherwise(.expression(own))) }
    return [.returning(.selfValue, cases)]
  }

  /// One line per case, `samples.append(...)`: one literal of every case costs the type
  /// checker memory that grows faster than its elements (docs/PERFORMANCE.md).
  private func samplesBody() -> [CodeBlockItem] {
    let samples = Expression.identifier("samples")
    let type = TypeDescription.array(.named(context.typeName))
    var body: [CodeBlockItem] = [.binding(.var, name: "samples", type: type, value: .array([]))]
    for composedCase in context.composed {
      let wrapped = Expression.method(
        .dot(context.typeExpression(composedCase), "samples"), "map",
        .value(.dot(.identifier(context.typeName), composedCase.name)))
      body.append(.assignment(samples, wrapped, compound: "+"))
    }
    for errorCase in context.cases {
      body.append(.expression(.method(samples, "append", .value(context.sample(errorCase)))))
    }
    body.append(.return(samples))
    return body
  }
}
