/// `// MARK: - HTTP`: what `ProblemDetails` and `ProblemResponse` read of a case, and the way
/// back from problem details to the case (docs/RUNTIME.md, "HTTP").
///
/// The runtime has defaults for all of these; they are generated because the defaults can only
/// guess (by kind, and by redacting every associated value's text).
struct HTTPTranslator {
  var context: ErrorTypeContext

  func members() -> [Declaration] {
    var members: [Declaration] = []
    if let template = context.plan.problemTypeTemplate {
      members.append(
        .computed(
          context.access, "problemTypeTemplate", .optional(.string), isStatic: true,
          [.expression(.string(template))]))
    }
    members += [httpStatus(), problemDetailsParams(), redactedErrorDescription()]
    members += problemDetailsInitializer()
    return members
  }

  private func forwarding(_ body: (Expression) -> CodeBlockItem) -> [SwitchCaseDescription] {
    context.composed.map { context.forwarding($0, body(.identifier("error"))) }
  }

  // MARK: httpStatus

  /// `var httpStatus: Int`: a `bind: http_status` param's value, else `status`, else the first
  /// single status of `http`, else the kind's.
  private func httpStatus() -> Declaration {
    var cases = forwarding { .expression(.dot($0, "httpStatus")) }
    for errorCase in context.cases {
      let fixed = Expression.literal(.int(errorCase.status))
      guard let name = errorCase.statusParam, let bound = errorCase.param(named: name) else {
        cases.append(.returns([context.pattern(errorCase)], fixed))
        continue
      }
      let value = Expression.identifier(name)
      // The decoder allows `Int` and `Int?`; a nil status answers with the case's own.
      let status: Expression =
        bound.type.isOptional ? .binary(value, "??", fixed) : value
      cases.append(.returns([context.pattern(errorCase, binding: [name])], status))
    }
    return .computed(context.access, "httpStatus", .int, [.returning(.selfValue, cases)])
  }

  // MARK: problemDetailsParams

  /// `var problemDetailsParams: [String: ProblemDetails.Value]`: every param that is not
  /// sensitive, by its catalog name (`ProblemDetails.params(of:)` reads `params`).
  private func problemDetailsParams() -> Declaration {
    let type = TypeDescription.dictionary(key: .string, value: .named("ProblemDetails.Value"))
    let own = Expression.call(
      .qualifiedName("ProblemDetails.params"),
      [ArgumentDescription("of", .identifier(IdentityTranslator.paramsName))])
    var cases = forwarding { .expression(.dot($0, "problemDetailsParams")) }
    guard !cases.isEmpty else {
      return .computed(context.access, "problemDetailsParams", type, [.expression(own)])
    }
    if !context.cases.isEmpty { cases.append(.otherwise(.expression(own))) }
    return .computed(context.access, "problemDetailsParams", type, [.returning(.selfValue, cases)])
  }

  // MARK: redactedErrorDescription

  /// `func redactedErrorDescription(locale:) -> String`: the message, with each sensitive
  /// param's placeholder showing `ErrorLogging.redacted`; the other cases' message as it is.
  private func redactedErrorDescription() -> Declaration {
    let locale = Expression.identifier("locale")
    let plain = Expression.call(
      .identifier("errorDescription"), [ArgumentDescription("locale", locale)])
    var cases = forwarding {
      .return(.method($0, "redactedErrorDescription", ArgumentDescription("locale", locale)))
    }
    // Own cases read the message with their sensitive params redacted, when one shows any.
    let redacts = context.cases.contains { errorCase in
      errorCase.params.contains { $0.sensitive && errorCase.message.mentions(placeholder: $0.name) }
    }
    let own = redacts ? TextsTranslator(context: context).ownText(.message, redacting: true) : plain
    let body: [CodeBlockItem]
    if cases.isEmpty {
      body = [.expression(own)]
    } else {
      if !context.cases.isEmpty { cases.append(.otherwise(.return(own))) }
      body = [.switching(.selfValue, cases)]
    }
    return .method(
      context.access, "redactedErrorDescription",
      [ParameterDescription(name: "locale", type: .string)], returns: .string, body)
  }

  // MARK: init?(problemDetails:)

  /// The private static function that `init?(problemDetails:)` calls; reserved in `SwiftNames`.
  static let problemDetailsCaseName = "problemDetailsCase"

  /// `init?(problemDetails:)`: the case that `problemDetailsCase(_:from:)` finds for the
  /// details' code, or nil (always nil without a code).
  ///
  /// Why a function of its own, over a `String`: the switch over the code has a pattern per
  /// case. When its subject is a local or a property (`problemDetails.code`), Swift's mandatory
  /// SIL passes take time that grows with the square of the cases; a parameter is borrowed
  /// from the caller, and the same switch compiles in linear time. When it is a `String?`, the
  /// optimizer's time grows the same way (`-O`); a `String` switch is cheap in both.
  private func problemDetailsInitializer() -> [Declaration] {
    let details = Expression.identifier("problemDetails")
    let found = Expression.call(
      .member(.keyword("Self"), Self.problemDetailsCaseName),
      [.value(.identifier("code")), ArgumentDescription("from", details)])
    let initializer = Declaration.function(
      FunctionDescription(
        access: context.access, kind: .initializer(failable: true),
        parameters: [ParameterDescription(name: "problemDetails", type: .named("ProblemDetails"))],
        body: [
          .guard(
            .optionalBinding(name: "code", value: .dot(details, "code")), else: [.return(.nil)]),
          .guard(.optionalBinding(name: "error", value: found), else: [.return(.nil)]),
          .assignment(.selfValue, .identifier("error")),
        ]))
    return [initializer] + problemDetailsCase()
  }

  /// The private table of own cases' codes by identifier; reserved in `SwiftNames`.
  static let errorCodesName = "errorCodesByIdentifier"

  /// `private static func problemDetailsCase(_ code: String, from problemDetails:) -> Self?`:
  /// the case whose identifier is `code`, its params read from the details; an umbrella then
  /// asks each composed type in order.
  ///
  /// Why a switch over the case's error code, found in `errorCodesByIdentifier`: a switch over
  /// a string compares it with each pattern in turn, and its code grows with the cases times
  /// the patterns' lengths; a switch over an integer is a jump.
  private func problemDetailsCase() -> [Declaration] {
    let details = Expression.identifier("problemDetails")
    var fallback: [CodeBlockItem] = [.return(.nil)]
    if !context.composed.isEmpty {
      let branches = context.composed.map { composedCase in
        ConditionalBranch(
          condition: .optionalBinding(
            name: "error",
            value: .call(
              context.typeExpression(composedCase), [ArgumentDescription("problemDetails", details)]
            )),
          body: [
            .return(.call(.member(nil, composedCase.name), [.value(.identifier("error"))]))
          ])
      }
      fallback = [.if(branches, else: [.return(.nil)])]
    }
    var body = fallback
    var table: [Declaration] = []
    if !context.cases.isEmpty {
      let cases = context.cases.filter { !$0.params.isEmpty }.map { errorCase in
        SwitchCaseDescription(
          label: .patterns([.expression(.literal(.int(errorCase.code)))]),
          body: reading(errorCase))
      }
      let found = Expression.subscripted(
        .identifier(Self.errorCodesName), .identifier("code"))
      body = [.guard(.optionalBinding(name: "errorCode", value: found), else: fallback)]
      // The cases without params are in `MappingTranslator`'s table: the switch reads values.
      let withoutParams = Expression.subscripted(
        .identifier(MappingTranslator.casesWithoutParamsName), .identifier("errorCode"))
      if cases.isEmpty {
        body.append(.return(withoutParams))
      } else {
        if cases.count < context.cases.count {
          body.append(
            .if(
              [
                ConditionalBranch(
                  condition: .optionalBinding(name: "error", value: withoutParams),
                  body: [.return(.identifier("error"))])
              ], else: nil))
        }
        body.append(.switching(.identifier("errorCode"), cases + [.otherwise(.return(.nil))]))
      }
      table.append(
        .variable(
          VariableDescription(
            access: .private, isStatic: true, kind: .let, name: Self.errorCodesName,
            value: .call(
              .qualifiedName("ProblemDetails.errorCodes"),
              [ArgumentDescription("byIdentifierOf", .identifier("samples"))]))
        ).documented("Each own case's error code by its identifier, for `problemDetailsCase`."))
    }
    let doc = "The case whose identifier is `code`, its values read from `problemDetails`."
    return table + [
      .commented(
        .doc(doc),
        .method(
          .private, Self.problemDetailsCaseName,
          [
            ParameterDescription(label: "_", name: "code", type: .string),
            ParameterDescription(
              label: "from", name: "problemDetails", type: .named("ProblemDetails")),
          ],
          isStatic: true, returns: .optional(.named("Self")), body))
    ]
  }

  /// The statement that reads `errorCase`'s params and returns the case: each param that is
  /// sent read with `requiredParam`, all in one `try?` (nil when one is missing or of the
  /// wrong JSON type), a neutral value for a sensitive one, which is never sent.
  private func reading(_ errorCase: CasePlan) -> [CodeBlockItem] {
    var arguments: [Expression] = []
    for param in errorCase.params {
      let type = param.type
      if param.sensitive {
        switch type.shape {
        case .optional: arguments.append(.nil)
        case .array: arguments.append(.array([]))
        case .plain:
          arguments.append(.dot(.identifier(type.base.rawValue), "problemDetailsNeutralValue"))
        }
        continue
      }
      var readArguments = [
        ArgumentDescription.value(.string(param.name)),
        ArgumentDescription("as", .member(.type(ErrorTypeTranslator.type(of: param)), "self")),
      ]
      switch param.binding {
      case .httpStatus?:
        readArguments.append(ArgumentDescription("binding", .member(nil, "httpStatus")))
      case .retryAfter?:
        readArguments.append(ArgumentDescription("binding", .member(nil, "retryAfter")))
      case nil: break
      }
      let read = Expression.member(.identifier("problemDetails"), "requiredParam")
      arguments.append(.call(read, readArguments))
    }
    let made = context.construct(errorCase, arguments: arguments)
    return [.return(errorCase.params.allSatisfy(\.sensitive) ? made : .prefix("try? ", made))]
  }
}
