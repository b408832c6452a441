/// `// MARK: - Recovery`: `RecoverableError`, the typed recovery options, the attempter.
///
/// A catalog with recovery options gets the nested `RecoveryOption` enum, the attempter
/// protocol and its locked static storage; one without gets none of them, and every
/// `attemptRecovery` form answers false (composed cases still forward).
struct RecoveryTranslator {
  var context: ErrorTypeContext

  private var access: AccessModifier { context.access }
  private var options: [RecoveryOptionPlan] { context.plan.recoveryOptions }
  private var attempted: [RecoveryOptionPlan] { options.filter { $0.role != .cancel } }

  private static let handlerType = TypeDescription.function(
    parameters: [.bool], result: .named("Void"))

  func members() -> [Declaration] {
    var members: [Declaration] = []
    if context.hasRecoveryOptions {
      members.append(RecoveryOptionTranslator(context: context).declaration())
      members.append(availableRecoveryOptions())
    }
    members.append(recoveryOptions())
    if context.hasRecoveryOptions || !context.composed.isEmpty { members.append(recoveryActions()) }
    if context.hasRecoveryOptions {
      members += attempterStorage()
      members.append(attemptRecoveryOption())
    }
    members.append(attemptRecoveryWithHandler())
    members.append(
      .method(
        access, "attemptRecovery",
        [ParameterDescription(name: "optionIndex", type: .int)], returns: .bool,
        [.expression(.literal(.bool(false)))]
      ).documented("Always false: recovery is asynchronous; use the handler or `async` form."))
    return members
  }

  /// `protocol XRecoveryAttempter`, for a catalog with recovery options.
  func attempterProtocol() -> Declaration? {
    guard context.hasRecoveryOptions else { return nil }
    let requirements: [Declaration] = attempted.map { option in
      Declaration.function(
        FunctionDescription(
          kind: .function(name: option.name),
          parameters: [
            ParameterDescription(label: "_", name: "error", type: .named(context.typeName))
          ],
          isAsync: true, returnType: .bool)
      ).documented(
        (option.doc.map { $0 + "\n\n" } ?? "")
          + "Returns whether it recovered from `error`.")
    }
    return .protocol(
      ProtocolDescription(
        access: access, name: context.attempterProtocolName, inherits: ["Sendable"],
        members: requirements)
    ).documented(
      "Runs the recovery options of `\(context.typeName)`: one method per option that is not a "
        + "cancel. Set an instance as `\(context.typeName).recoveryAttempter` at launch.")
  }

  private func availableRecoveryOptions() -> Declaration {
    let type = TypeDescription.array(.named("RecoveryOption"))
    let doc = "The options this error offers, in button order; the first is the default."
    let forwarded: [SwitchCaseDescription] = context.composed.map {
      .when([.enumCase(name: $0.name, bindings: [])], .expression(.array([])))
    }
    let list = { (errorCase: CasePlan) -> Expression in
      .array(errorCase.recovery.map { .member(nil, $0) })
    }
    var cases =
      forwarded
      + context.cases.filter { !$0.recoveryIsDefault }.map { errorCase in
        .returns([context.pattern(errorCase)], list(errorCase))
      }
    // The cases that take `defaults.recovery` share one arm, as they share the catalog's one
    // list: a long default list is never written once per case.
    if let inheriting = context.cases.first(where: \.recoveryIsDefault) {
      cases.append(.otherwise(.return(list(inheriting))))
    }
    return .computed(access, "availableRecoveryOptions", type, [.returning(.selfValue, cases)])
      .documented(doc)
  }

  /// `recoveryOptions`: the labels of the case's options; composed cases forward.
  private func recoveryOptions() -> Declaration {
    let own: Expression =
      context.hasRecoveryOptions
      ? .method(.identifier("availableRecoveryOptions"), "map", .value(.keyPath("label")))
      : .array([])
    return forwardingProperty("recoveryOptions", .array(.string), own: own)
  }

  /// `recoveryActions`: the case's options as `RecoveryAction` values.
  private func recoveryActions() -> Declaration {
    let option = Expression.identifier("option")
    let action = Expression.call(
      "RecoveryAction", ArgumentDescription("name", .dot(option, "rawValue")),
      ArgumentDescription("label", .dot(option, "label")),
      ArgumentDescription("role", .dot(option, "role")),
      ArgumentDescription("retriesOperation", .dot(option, "retriesOperation")))
    let own: Expression =
      context.hasRecoveryOptions
      ? .method(
        .identifier("availableRecoveryOptions"), "map",
        .value(.closure(parameter: "option", body: [.expression(action)])))
      : .array([])
    return forwardingProperty("recoveryActions", .array(.named("RecoveryAction")), own: own)
  }

  private func forwardingProperty(
    _ name: String, _ type: TypeDescription, own: Expression
  ) -> Declaration {
    guard !context.composed.isEmpty else {
      return .computed(access, name, type, [.expression(own)])
    }
    var cases = context.composed.map {
      context.forwarding($0, .expression(.dot(.identifier("error"), name)))
    }
    if !context.cases.isEmpty { cases.append(.otherwise(.expression(own))) }
    return .computed(access, name, type, [.returning(.selfValue, cases)])
  }

  /// The static `recoveryAttempter` over locked storage.
  private func attempterStorage() -> [Declaration] {
    let type = TypeDescription.optional(.existential(.named(context.attempterProtocolName)))
    let storage = Expression.member(.keyword("Self"), "recoveryAttempterStorage")
    let property = VariableDescription(
      access: access, isStatic: true, name: "recoveryAttempter", type: type,
      getter: [.expression(.dot(storage, "value"))],
      setter: [.assignment(.dot(storage, "value"), .identifier("newValue"))])
    let locked = Expression.call(.type(.generic("LockedValue", [type])), [.value(.nil)])
    return [
      Declaration.variable(property).documented(
        "Runs the recovery options of every `\(context.typeName)`; nil until the app sets one."),
      .variable(
        VariableDescription(
          access: .private, isStatic: true, kind: .let, name: "recoveryAttempterStorage",
          value: locked)),
    ]
  }

  /// `attemptRecovery(option:) async -> Bool`.
  private func attemptRecoveryOption() -> Declaration {
    let parameters = [ParameterDescription(name: "option", type: .named("RecoveryOption"))]
    let body: [CodeBlockItem]
    if attempted.isEmpty {
      body = [.return(.literal(.bool(false)))]
    } else {
      let attempter = Expression.identifier("attempter")
      var cases: [SwitchCaseDescription] = attempted.map { option in
        .when(
          [.enumCase(name: option.name, bindings: [])],
          .return(.await(.method(attempter, option.name, .value(.selfValue)))))
      }
      let cancels = options.filter { $0.role == .cancel }
      if !cancels.isEmpty {
        cases.append(
          .when(
            cancels.map { .enumCase(name: $0.name, bindings: []) },
            .return(.literal(.bool(false)))))
      }
      body = [
        .guard(
          .optionalBinding(name: "attempter", value: context.staticMember("recoveryAttempter")),
          else: [.return(.literal(.bool(false)))]),
        .switching(.identifier("option"), cases),
      ]
    }
    return .method(access, "attemptRecovery", parameters, isAsync: true, returns: .bool, body)
      .documented(
        "Runs `option` with `recoveryAttempter` and returns whether it recovered: false for a "
          + "cancel option or when no attempter is set.")
  }

  /// `attemptRecovery(optionIndex:resultHandler:)`, through `RecoveryHandlerBridge`.
  private func attemptRecoveryWithHandler() -> Declaration {
    let handler = Expression.identifier("resultHandler")
    let index = Expression.identifier("optionIndex")
    var own: [CodeBlockItem] = [.expression(.call(handler, [.value(.literal(.bool(false)))]))]
    if context.hasRecoveryOptions {
      let options = Expression.identifier("availableRecoveryOptions")
      let run = Expression.method(
        .identifier("RecoveryHandlerBridge"), "run",
        .value(
          .closure(
            parameter: nil,
            body: [
              .expression(
                .await(
                  .method(
                    .selfValue, "attemptRecovery",
                    ArgumentDescription("option", .identifier("option")))))
            ])),
        ArgumentDescription("resultHandler", handler))
      own = [
        .guard(
          .expression(.method(.dot(options, "indices"), "contains", .value(index))),
          else: own + [.return(nil)]),
        .binding(.let, name: "option", type: nil, value: .subscripted(options, index)),
        .expression(run),
      ]
    }
    var body = own
    if !context.composed.isEmpty {
      var cases = context.composed.map {
        context.forwarding(
          $0,
          .expression(
            .method(
              .identifier("error"), "attemptRecovery", ArgumentDescription("optionIndex", index),
              ArgumentDescription("resultHandler", handler))))
      }
      if !context.cases.isEmpty {
        cases.append(SwitchCaseDescription(label: .default, body: own))
      }
      body = [.switching(.selfValue, cases)]
    }
    let parameters = [
      ParameterDescription(name: "optionIndex", type: .int),
      ParameterDescription(name: "resultHandler", type: Self.handlerType, isEscaping: true),
    ]
    return .method(access, "attemptRecovery", parameters, body)
  }
}
