/// `// MARK: - Mapping`: the initializers that turn an HTTP status, a server code or a foreign
/// `NSError` into a case. A type implements only those its catalog uses (the protocol's
/// defaults return nil); an umbrella tries its own cases, then each composed type in order.
struct MappingTranslator {
  var context: ErrorTypeContext

  private var composes: Bool { !context.composed.isEmpty }

  func members() -> [Declaration] {
    var members: [Declaration] = code()
    if composes || context.cases.contains(where: { !$0.httpMatches.isEmpty }) {
      members.append(http())
    }
    if composes || context.cases.contains(where: { !$0.serverCodes.isEmpty }) {
      members.append(serverCode())
    }
    if composes || context.cases.contains(where: { !$0.foreignMappings.isEmpty }) {
      members.append(mapping())
    }
    return members
  }

  private func initializer(
    _ parameters: [ParameterDescription], _ body: [CodeBlockItem]
  ) -> Declaration {
    .function(
      FunctionDescription(
        access: context.access, kind: .initializer(failable: true), parameters: parameters,
        body: body))
  }

  /// `self = .network(error)` for the first composed type that maps the value, else nil.
  private func composedFallback(_ arguments: [ArgumentDescription]) -> [CodeBlockItem] {
    guard composes else { return [.return(.nil)] }
    let branches = context.composed.map { composedCase in
      ConditionalBranch(
        condition: .optionalBinding(
          name: "error", value: .call(context.typeExpression(composedCase), arguments)),
        body: [
          .assignment(
            .selfValue, .call(.member(nil, composedCase.name), [.value(.identifier("error"))])
          )
        ])
    }
    return [.if(branches, else: [.return(.nil)])]
  }

  /// `init?(code:)`: the case whose `errorCode` is `code`, for a client that received only the
  /// number (logged, or sent as a plain code). Only cases that need no value can be made from
  /// a number: a case with a non-optional param is never the result; optional params are nil.
  /// The cases without params are looked up in `casesWithoutParamsByCode`; the switch lists only
  /// those with optional params. An umbrella tries its own cases, then each composed type in
  /// order.
  private func code() -> [Declaration] {
    let code = Expression.identifier("code")
    var cases: [SwitchCaseDescription] = []
    var seen = Set<Int>()
    for errorCase in context.cases where errorCase.isMadeFromCode {
      // Two cases with one code are a lint error; the first is the one a number names.
      guard seen.insert(errorCase.code).inserted, !errorCase.params.isEmpty else { continue }
      let arguments = errorCase.params.map { _ in Expression.nil }
      cases.append(
        .when(
          [.expression(.literal(.int(errorCase.code)))],
          .assignment(.selfValue, context.construct(errorCase, arguments: arguments))))
    }
    var body = switching(
      code, cases, otherwise: composedFallback([ArgumentDescription("code", code)]))
    var table: [Declaration] = []
    if context.cases.contains(where: \.params.isEmpty) {
      let found = Condition.optionalBinding(
        name: "error",
        value: .subscripted(.member(.keyword("Self"), Self.casesWithoutParamsName), code))
      let assigned = CodeBlockItem.assignment(.selfValue, .identifier("error"))
      if body == [.return(.nil)] {
        body = [.guard(found, else: body), assigned]
      } else if case .if(let branches, let otherwise) = body.first, body.count == 1 {
        body = [
          .if([ConditionalBranch(condition: found, body: [assigned])] + branches, else: otherwise)
        ]
      } else {
        body = [.if([ConditionalBranch(condition: found, body: [assigned])], else: body)]
      }
      table.append(
        .variable(
          VariableDescription(
            access: .private, isStatic: true, kind: .let, name: Self.casesWithoutParamsName,
            value: .call(
              .qualifiedName("ErrorParam.casesWithoutParams"),
              [
                ArgumentDescription("byCodeOf", .identifier("samples")),
                ArgumentDescription("params", .keyPath("params")),
              ]))
        ).documented("Each own case that has no params, by its error code."))
    }
    return [
      initializer([ParameterDescription(name: "code", type: .int)], body).documented(
        "The case whose `errorCode` is `code`, when it needs no value; nil for another code.")
    ] + table
  }

  /// The private table of own cases without params by error code; reserved in `SwiftNames`.
  static let casesWithoutParamsName = "casesWithoutParamsByCode"

  private func http() -> Declaration {
    let status = Expression.identifier("httpStatus")
    var cases: [SwitchCaseDescription] = []
    for errorCase in context.cases where !errorCase.httpMatches.isEmpty {
      let patterns = errorCase.httpMatches.map { range -> Pattern in
        range.count == 1
          ? .expression(.literal(.int(range.lowerBound)))
          : .expression(
            .binary(.literal(.int(range.lowerBound)), "...", .literal(.int(range.upperBound))))
      }
      cases.append(.when(patterns, .assignment(.selfValue, mapped(errorCase, fromHTTP: true))))
    }
    let fallback = composedFallback([
      ArgumentDescription("httpStatus", status),
      ArgumentDescription("retryAfter", .identifier("retryAfter")),
    ])
    return initializer(
      [
        ParameterDescription(name: "httpStatus", type: .int),
        ParameterDescription(name: "retryAfter", type: .optional(.timeInterval)),
      ], switching(status, cases, otherwise: fallback))
  }

  private func serverCode() -> Declaration {
    var cases: [SwitchCaseDescription] = []
    for errorCase in context.cases where !errorCase.serverCodes.isEmpty {
      cases.append(
        .when(
          errorCase.serverCodes.map { .expression(.string($0)) },
          .assignment(.selfValue, mapped(errorCase))))
    }
    let fallback = composedFallback([ArgumentDescription("serverCode", .identifier("serverCode"))])
    return initializer(
      [ParameterDescription(name: "serverCode", type: .string)],
      switching(.identifier("serverCode"), cases, otherwise: fallback))
  }

  private func mapping() -> Declaration {
    let error = Expression.identifier("error")
    var body: [CodeBlockItem] = [
      .if(
        [
          ConditionalBranch(
            condition: .optionalBinding(
              name: "same", value: .cast(error, .named(context.typeName), conditional: true)),
            body: [.assignment(.selfValue, .identifier("same")), .return(nil)])
        ], else: nil)
    ]
    let mapped = context.cases.filter { !$0.foreignMappings.isEmpty }
    let fallback = composedFallback([ArgumentDescription("mapping", error)])
    if mapped.isEmpty {
      body += fallback
    } else {
      let nsError = Expression.identifier("nsError")
      body.append(
        .binding(
          .let, name: "nsError", type: nil,
          value: .cast(error, .named("NSError"), conditional: false)))
      var cases: [SwitchCaseDescription] = []
      for errorCase in mapped {
        for mapping in errorCase.foreignMappings {
          let patterns = mapping.codes.map { code in
            Pattern.expression(.tuple([.string(mapping.domain), .literal(.int(code))]))
          }
          guard !patterns.isEmpty else { continue }
          cases.append(.when(patterns, .assignment(.selfValue, self.mapped(errorCase))))
        }
      }
      cases.append(SwitchCaseDescription(label: .default, body: fallback))
      body.append(.switching(.tuple([.dot(nsError, "domain"), .dot(nsError, "code")]), cases))
    }
    return initializer(
      [ParameterDescription(label: "mapping", name: "error", type: .existential(.named("Error")))],
      body)
  }

  /// A switch with `otherwise` as its default, or `otherwise` alone when there is no case.
  private func switching(
    _ subject: Expression, _ cases: [SwitchCaseDescription], otherwise: [CodeBlockItem]
  ) -> [CodeBlockItem] {
    guard !cases.isEmpty else { return otherwise }
    return [.switching(subject, cases + [SwitchCaseDescription(label: .default, body: otherwise)])]
  }

  /// The case built from a mapping: each param's value from where the plan says
  /// (`ParamPlan.fromHTTPStatus`, `fromMapping`).
  private func mapped(_ errorCase: CasePlan, fromHTTP: Bool = false) -> Expression {
    let arguments = errorCase.params.map { param -> Expression in
      let base = param.type.base
      switch fromHTTP ? param.fromHTTPStatus : param.fromMapping {
      case .httpStatus:
        let status = Expression.identifier("httpStatus")
        return base == .int ? status : .call(.identifier(base.rawValue), [.value(status)])
      case .retryAfter:
        return .identifier("retryAfter")
      case .retryAfterRoundedUp:
        let seconds = Expression.call(
          .identifier(base.rawValue),
          [ArgumentDescription("retryAfterSeconds", .identifier("seconds"))])
        return .method(
          .identifier("retryAfter"), "map",
          .value(.closure(parameter: "seconds", body: [.expression(seconds)])))
      case .none:
        return .nil
      case .sample:
        return ErrorTypeContext.expression(param.sample)
      }
    }
    return context.construct(errorCase, arguments: arguments)
  }
}
