/// What every Kotlin translator needs to know about the sealed class it describes, and the
/// pieces they share: the `when (this)` over cases, references to params, sample values.
struct KotlinTypeContext: Sendable {
  var plan: CatalogPlan

  init(plan: CatalogPlan) {
    self.plan = plan
  }

  var typeName: String { plan.typeName }
  var cases: [CasePlan] { plan.cases }
  var composed: [ComposedCasePlan] { plan.composed }
  var hasRecoveryOptions: Bool { !plan.recoveryOptions.isEmpty }
  /// Own cases and composed ones: what a `when (this)` must cover to need no `else`.
  var caseCount: Int { cases.count + composed.count }

  /// The condition that selects `errorCase` in a `when (this)`.
  func condition(_ errorCase: CasePlan) -> KotlinWhenBranch.Condition {
    .isCase(KotlinLexicon.className(errorCase.name), isObject: errorCase.params.isEmpty)
  }

  func condition(_ composedCase: ComposedCasePlan) -> KotlinWhenBranch.Condition {
    .isCase(KotlinLexicon.className(composedCase.name), isObject: false)
  }

  /// `this.name`: a param of the case that a `when (this)` branch smart-cast `this` to.
  func param(_ name: String) -> KotlinExpression { .member(.this, name) }

  /// Whether some case has a param that overrides member `name` (which then is `open`).
  func isOverridden(_ name: String) -> Bool {
    cases.contains { KotlinNames.overrides(member: name, in: $0) }
  }

  /// The wrapped error of a composed case, in its branch: `this.error`.
  var wrapped: KotlinExpression { .member(.this, "error") }

  /// `when (this)` with a branch per own case that has a value (`value` returns nil for those
  /// that take `otherwise`), branches with equal values merged, and `else` only when some case
  /// has none (Kotlin warns about an `else` that cannot be reached).
  func whenThis(
    forwarding: ((ComposedCasePlan) -> KotlinExpression)? = nil,
    readsParams: Bool = true,
    _ value: (CasePlan) -> KotlinExpression?,
    otherwise: KotlinExpression
  ) -> KotlinExpression {
    var branches: [KotlinWhenBranch] = []
    if let forwarding {
      branches += composed.map {
        KotlinWhenBranch(conditions: [condition($0)], value: forwarding($0))
      }
    }
    var covered = branches.count
    let composedBranches = branches.count
    for errorCase in cases {
      guard let result = value(errorCase) else { continue }
      covered += 1
      // Neighbouring cases with the same value share a branch: `is A, is B -> ...`. Values
      // that read a case's params are never shared, since another case binds other params.
      if let last = branches.last, last.value == result, branches.count > composedBranches,
        !readsParams || (errorCase.params.isEmpty && last.conditions.allSatisfy(\.isObject))
      {
        branches[branches.count - 1].conditions.append(condition(errorCase))
      } else {
        branches.append(KotlinWhenBranch(conditions: [condition(errorCase)], value: result))
      }
    }
    if branches.isEmpty { return otherwise }
    return .when(subject: .this, branches, otherwise: covered == caseCount ? nil : otherwise)
  }

  /// The case built with `arguments` for its params: `RateLimited(30.0)`, `NoConnection`.
  func construct(_ errorCase: CasePlan, _ arguments: [KotlinExpression]) -> KotlinExpression {
    let name = KotlinExpression.typeName(KotlinLexicon.className(errorCase.name))
    guard !errorCase.params.isEmpty else { return name }
    return .call(name, arguments.map { KotlinArgument($0) })
  }

  /// The case with a sample value for every param: the same values as the Swift `samples`.
  func sample(_ errorCase: CasePlan) -> KotlinExpression {
    construct(errorCase, errorCase.params.map { Self.expression($0.sample, type: $0.type.base) })
  }

  /// A sample value (`ParamPlan.sample`) as a Kotlin expression of the param's base type.
  static func expression(_ sample: SampleValue, type: ParamType.Base) -> KotlinExpression {
    switch sample {
    case .string(let value): return .string(value)
    case .integer(let value):
      switch type {
      case .int64: return .long(value)
      case .uint, .uint64:
        return .call(.typeName("java.math.BigInteger"), [KotlinArgument(.string(String(value)))])
      default: return .int(value)
      }
    case .double(let value): return .double(value)
    case .bool(let value): return .bool(value)
    case .date(let seconds):
      return .call(.typeName("java.util.Date"), [KotlinArgument(.long(seconds * 1000))])
    case .url(let value): return .call(.typeName("java.net.URI"), [KotlinArgument(.string(value))])
    case .uuid(let value):
      // The zero UUID as its two halves; any other through its text.
      guard value.allSatisfy({ $0 == "0" || $0 == "-" }) else {
        return .methodCall(
          .typeName("java.util.UUID"), "fromString", [KotlinArgument(.string(value))])
      }
      return .call(
        .typeName("java.util.UUID"), [KotlinArgument(.long(0)), KotlinArgument(.long(0))])
    case .array(let element): return .listOf([expression(element, type: type)])
    }
  }

  /// A static member of the sealed class, qualified so that a param of the same name in a
  /// smart-cast branch cannot hide it: `NetworkError.domain`.
  func companionMember(_ name: String) -> KotlinExpression {
    .member(.typeName(typeName), name)
  }

  /// `ErrorKind.TRANSIENT` and the like: a runtime enum's constant.
  static func runtimeConstant(_ type: String, _ rawValue: String) -> KotlinExpression {
    .member(.typeName(type), KotlinLexicon.constantName(rawValue))
  }
}
