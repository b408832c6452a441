/// Gives each `switch self` of a large catalog's members a `default:`.
///
/// Why: Swift checks that a switch over an enum with associated values is exhaustive in time
/// that grows with the number of patterns times the number of cases, and gives up on large
/// enums ("the compiler is unable to check that this switch is exhaustive in reasonable time").
/// A switch with a `default:` needs no such proof, so it type-checks in time that grows with its
/// cases alone, and it still dispatches in constant time, where a chain of `if case` would test
/// every case before the last. Small catalogs keep their switches as they are, which read better.
///
/// The `default:` must be reachable, or Swift warns that it will never be executed: it takes the
/// first case whose patterns bind nothing, moved to the end of the switch with a comment naming
/// the cases it stands for. (The first, so that adding a case to the catalog changes no other
/// case's lines.) When every case binds values, the `default:` holds a switch of two cases: the
/// first case as it was, then a neutral value of the result type (never reached).
///
/// The renderer rewrites a member's body as it writes it (`SwiftRenderer.lowersSwitchesOverSelf`):
/// the description stays an exhaustive `switch`, so translators describe one shape for every
/// catalog.
enum LargeEnumLowering {
  /// From this many cases (own and composed), switches over `self` get a `default:`.
  static let caseThreshold = 128
  /// Switches with fewer patterns than this stay: they cost the compiler little at any size.
  static let patternThreshold = 8

  /// Written above every member whose body has a lowered switch (and above a large `samples`
  /// literal).
  ///
  /// Why: the optimizer's time for such a switch grows faster than its cases (a 1,700-case,
  /// 24-locale catalog compiled with `-O` takes half again as long without it); these members
  /// run when an error is shown or logged and gain nothing noticeable from optimization, and a
  /// switch dispatches in constant time without it. (`@_optimize(none)` is underscored, but
  /// long-standing: benchmark libraries rely on it for their `blackHole`.)
  static let attribute = "@_optimize(none)"

  /// Whether `body` is one collection literal with an element per case of a large enum (its
  /// `samples`): the optimizer's work on it grows faster than its elements too, so it gets
  /// `attribute` like a lowered switch.
  static func isLargeLiteral(_ body: [CodeBlockItem]) -> Bool {
    guard body.count == 1 else { return false }
    switch body[0] {
    case .expression(.array(let elements)), .return(.array(let elements)?):
      return elements.count >= caseThreshold
    default:
      return false
    }
  }

  /// Whether the members of a type with `caseCount` cases are lowered.
  static func applies(caseCount: Int) -> Bool {
    caseCount >= caseThreshold
  }

  /// `body`, the statements of a member returning `type`, with each large `switch self` given
  /// a `default:` if it has none; nil when it has no large `switch self`. A member whose body is
  /// not nil gets `attribute`.
  static func lowered(_ body: [CodeBlockItem]?, returning type: TypeDescription?)
    -> [CodeBlockItem]?
  {
    guard let body else { return nil }
    var large = false
    let result = body.map { item in
      guard let switchStatement = lowered(item, returning: type) else { return item }
      large = true
      return switchStatement
    }
    return large ? result : nil
  }

  /// `item` with a `default:`, when it is a `switch self` with enough patterns (as it is when it
  /// has one already); nil when it is not, or when it cannot be given one.
  static func lowered(_ item: CodeBlockItem, returning type: TypeDescription?) -> CodeBlockItem? {
    guard case .switch(.keyword("self"), var cases) = item else { return nil }
    let patternCount = cases.reduce(0) { $0 + $1.patterns.count }
    guard patternCount >= patternThreshold else { return nil }
    if cases.contains(where: { $0.patterns.isEmpty }) { return item }
    if let index = cases.firstIndex(where: { $0.patterns.allSatisfy(bindsNothing) }) {
      let taken = cases.remove(at: index)
      let names = taken.patterns.compactMap { $0.enumCaseParts?.name }
      cases.append(SwitchCaseDescription(label: .defaultStandingFor(names), body: taken.body))
      return .switch(.keyword("self"), cases)
    }
    // Every case binds values: the first one is matched again under the `default:`.
    let taken = cases.removeFirst()
    let fallback: CodeBlockItem
    if endsInReturn(taken.body) {
      guard let neutral = type.flatMap(neutralValue) else { return nil }
      fallback = .return(neutral)
    } else {
      fallback = .break
    }
    let inner = CodeBlockItem.switch(
      .keyword("self"), [taken, SwitchCaseDescription(label: .default, body: [fallback])])
    cases.append(SwitchCaseDescription(label: .default, body: [inner]))
    return .switch(.keyword("self"), cases)
  }

  private static func bindsNothing(_ pattern: Pattern) -> Bool {
    switch pattern {
    case .enumCase(_, let bindings):
      bindings.allSatisfy { $0 == nil }
    case .expression:
      false
    }
  }

  /// Whether the last statement of `body` is a `return`, or a switch or `if` whose every
  /// branch ends in one.
  private static func endsInReturn(_ body: [CodeBlockItem]) -> Bool {
    switch body.last {
    case .return?:
      return true
    case .switch(_, let cases)?:
      let hasDefault = cases.contains { $0.patterns.isEmpty }
      return hasDefault && cases.allSatisfy { endsInReturn($0.body) }
    case .if(let branches, let elseBody)?:
      guard let elseBody, endsInReturn(elseBody) else { return false }
      return branches.allSatisfy { endsInReturn($0.body) }
    default:
      return false
    }
  }

  /// A value of `type` to end a `default:` whose case binds values; never reached.
  private static func neutralValue(_ type: TypeDescription) -> Expression? {
    switch type {
    case .optional: .literal(.nil)
    case .named("String"): .literal(.string(""))
    case .array: .array([])
    case .dictionary: .dictionary([])
    default: nil
    }
  }
}
