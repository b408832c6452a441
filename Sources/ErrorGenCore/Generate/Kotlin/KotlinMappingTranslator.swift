/// Mapping foreign errors, in the companion: `fromCode`, `fromHttpStatus` and `fromServerCode`,
/// which try the catalog's own cases in order, then each composed type's, as the Swift
/// initializers do.
/// (`maps`, Apple's NSError domains, has no Kotlin counterpart.)
struct KotlinMappingTranslator {
  var context: KotlinTypeContext

  func companionMembers() -> [KotlinDeclaration] {
    let type = KotlinType.nullable(.named(context.typeName))
    let status = KotlinExpression.identifier("status")
    let retryAfter = KotlinExpression.identifier("retryAfter")
    let httpBranches = context.cases.filter { !$0.httpMatches.isEmpty }.map { errorCase in
      KotlinWhenBranch(
        conditions: errorCase.httpMatches.map {
          $0.count == 1 ? .value(.int($0.lowerBound)) : .range($0.lowerBound, $0.upperBound)
        },
        value: mapped(errorCase, fromHTTP: true))
    }
    let http = chain(
      httpBranches.isEmpty ? nil : .when(subject: status, httpBranches, otherwise: .null),
      "fromHttpStatus", [KotlinArgument(status), KotlinArgument(retryAfter)])
    let codeBranches = context.cases.filter { !$0.serverCodes.isEmpty }.map { errorCase in
      KotlinWhenBranch(
        conditions: errorCase.serverCodes.map { .value(.string($0)) },
        value: mapped(errorCase, fromHTTP: false))
    }
    let code = KotlinExpression.identifier("code")
    let server = chain(
      codeBranches.isEmpty ? nil : .when(subject: code, codeBranches, otherwise: .null),
      "fromServerCode", [KotlinArgument(code)])
    let (numberBranches, number) = fromCode()
    return [
      .function(
        KotlinFunction(
          doc: KotlinDoc(
            "The case whose `code` is `code`, when it needs no value (optional params null); "
              + "null for another code."),
          annotations: unused(!context.composed.isEmpty || !numberBranches.isEmpty),
          name: "fromCode", parameters: [KotlinParameter(name: "code", type: .named("Int"))],
          returnType: type, body: number)),
      .function(
        KotlinFunction(
          doc: KotlinDoc(
            "The error for an HTTP status, its params filled from the status and the "
              + "Retry-After delay in seconds; null when no case maps the status."),
          annotations: unused(
            !context.composed.isEmpty
              || context.cases.contains { !$0.httpMatches.isEmpty && readsRetryAfter($0) }),
          name: "fromHttpStatus",
          parameters: [
            KotlinParameter(name: "status", type: .named("Int")),
            KotlinParameter(
              name: "retryAfter", type: .nullable(.named("Double")), defaultValue: .null),
          ],
          returnType: type, body: http)),
      .function(
        KotlinFunction(
          doc: KotlinDoc("The error for a code a server sent; null when no case maps it."),
          annotations: unused(!context.composed.isEmpty || !codeBranches.isEmpty),
          name: "fromServerCode",
          parameters: [KotlinParameter(name: "code", type: .named("String"))],
          returnType: type, body: server)),
    ]
  }

  /// Swift's `init?(code:)` (`MappingTranslator.code()`), for a client that received only the
  /// number: only cases without non-optional params can be made from it, optional params
  /// null; the first of two cases with one code (a lint error) wins, as in Swift.
  private func fromCode() -> ([KotlinWhenBranch], KotlinExpression) {
    var seen = Set<Int>()
    var branches: [KotlinWhenBranch] = []
    for errorCase in context.cases where errorCase.isMadeFromCode {
      guard seen.insert(errorCase.code).inserted else { continue }
      branches.append(
        KotlinWhenBranch(
          conditions: [.value(.int(errorCase.code))],
          value: context.construct(errorCase, errorCase.params.map { _ in .null })))
    }
    let code = KotlinExpression.identifier("code")
    let own =
      branches.isEmpty ? nil : KotlinExpression.when(subject: code, branches, otherwise: .null)
    return (branches, chain(own, "fromCode", [KotlinArgument(code)]))
  }

  /// The own cases' `when`, then `?: NetworkError.fromHttpStatus(...)?.let { Network(it) }`
  /// for each composed type.
  private func chain(
    _ own: KotlinExpression?, _ function: String, _ arguments: [KotlinArgument]
  ) -> KotlinExpression {
    var parts: [KotlinExpression] = own.map { [$0] } ?? []
    for composedCase in context.composed {
      let wrapped = KotlinExpression.methodCall(
        .typeName(KotlinNames.composedTypeName(composedCase)), function, arguments)
      parts.append(
        .trailingLambda(
          wrapped, "let",
          .call(
            .typeName(KotlinLexicon.className(composedCase.name)),
            [KotlinArgument(.identifier("it"))]),
          safe: true))
    }
    guard let first = parts.first else { return .null }
    return parts.dropFirst().reduce(first) { .binary($0, "?:", $1) }
  }

  /// `@Suppress("UNUSED_PARAMETER")` unless `used`: the functions exist on every type, so
  /// that callers and umbrellas need not know which catalogs map what.
  private func unused(_ used: Bool) -> [KotlinAnnotation] {
    used ? [] : [KotlinAnnotation(name: "Suppress", stringArguments: ["UNUSED_PARAMETER"])]
  }

  /// Whether a case built from an HTTP status reads the Retry-After delay.
  private func readsRetryAfter(_ errorCase: CasePlan) -> Bool {
    errorCase.params.contains {
      $0.fromHTTPStatus == .retryAfter || $0.fromHTTPStatus == .retryAfterRoundedUp
    }
  }

  /// The case built from a mapping: each param's value from where the plan says
  /// (`ParamPlan.fromHTTPStatus`, `fromMapping`).
  private func mapped(_ errorCase: CasePlan, fromHTTP: Bool) -> KotlinExpression {
    let arguments = errorCase.params.map { param -> KotlinExpression in
      let base = param.type.base
      switch fromHTTP ? param.fromHTTPStatus : param.fromMapping {
      case .httpStatus:
        let status = KotlinExpression.identifier("status")
        switch base {
        case .int64: return .methodCall(status, "toLong", [])
        case .double, .timeInterval: return .methodCall(status, "toDouble", [])
        default: return status
        }
      case .retryAfter:
        return .identifier("retryAfter")
      // Rounded up, as Swift's `Int(retryAfterSeconds:)`: a server's least wait is never
      // shortened (`toInt()` alone truncates; both clamp to the type's range).
      case .retryAfterRoundedUp:
        let rounded = KotlinExpression.call(
          .typeName("Math.ceil"), [KotlinArgument(.identifier("it"))])
        let converted = KotlinExpression.methodCall(
          rounded, base == .int ? "toInt" : "toLong", [])
        return .trailingLambda(.identifier("retryAfter"), "let", converted, safe: true)
      case .none:
        return .null
      case .sample:
        return KotlinTypeContext.expression(param.sample, type: base)
      }
    }
    return context.construct(errorCase, arguments)
  }
}
