/// Rewrites `switch self` into `if case` chains in the file of a large catalog.
///
/// Why: Swift checks that a switch over an enum with associated values is exhaustive in time
/// that grows with the number of patterns times the number of cases, and gives up on large
/// enums ("the compiler is unable to check that this switch is exhaustive in reasonable time").
/// An `if case` is not checked for exhaustiveness, so a chain of them type-checks in time that
/// grows with its cases alone. Small catalogs keep their switches, which read better.
///
/// A chain is exhaustive by construction: every case of the switch becomes one `if case`, and
/// the last case that binds no value ends the chain without a condition. Only when every case
/// binds values does the chain end in a neutral value of the result type (never reached).
///
/// The renderer does the rewriting as it writes a member's body
/// (`SwiftRenderer.lowersSwitchesOverSelf`), from the chain planned here: the description stays
/// a `switch`, so translators describe one shape for every catalog.
enum LargeEnumLowering {
  /// From this many cases (own and composed), switches over `self` become `if case` chains.
  static let caseThreshold = 128
  /// Switches with fewer patterns than this stay: they cost the compiler little at any size.
  static let patternThreshold = 8

  /// Written above every member whose body has a chain (and above a large `samples` literal).
  ///
  /// Why: the optimizer's work on a chain grows with its arms times the enum's cases, which
  /// makes an optimized build of a large catalog slow; these members run when an error is
  /// shown or logged and gain nothing noticeable from optimization. (`@_optimize(none)` is
  /// underscored, but long-standing: benchmark libraries rely on it for their `blackHole`.)
  static let attribute = "@_optimize(none)"

  /// Whether `body` is one collection literal with an element per case of a large enum (its
  /// `samples`): the optimizer's work on it grows faster than its elements too, so it gets
  /// `attribute` like a chain.
  static func isLargeLiteral(_ body: [CodeBlockItem]) -> Bool {
    guard body.count == 1 else { return false }
    switch body[0] {
    case .expression(.array(let elements)), .return(.array(let elements)?):
      return elements.count >= caseThreshold
    default:
      return false
    }
  }

  /// Whether the members of a type with `caseCount` cases get chains.
  static func applies(caseCount: Int) -> Bool {
    caseCount >= caseThreshold
  }

  /// The `if case` statements that do what a `switch self` does, then the statements that
  /// follow them (a `break` among those is not written either).
  struct Chain {
    /// The switch's cases: each pattern of each case, but `unconditional`'s, becomes an
    /// `if case <pattern> = self { body }` (a `break` in the body is not written).
    var cases: [SwitchCaseDescription]
    /// The case whose body ends the chain without a condition, if any: it is in `tail`.
    var unconditional: Int?
    var tail: [CodeBlockItem]
  }

  /// The chain for `item`, a statement at the top of the body of a member returning `type`,
  /// when it is a `switch self` with enough patterns that can be rewritten; otherwise nil.
  static func chain(_ item: CodeBlockItem, returning type: TypeDescription?) -> Chain? {
    guard case .switch(.keyword("self"), let cases) = item else { return nil }
    var patternCount = 0
    var returns = true
    var lastBindingNothing: Int?
    var fallback: [CodeBlockItem]?
    for (index, switchCase) in cases.enumerated() {
      guard case .patterns(let patterns) = switchCase.label, !patterns.isEmpty else {
        if fallback == nil { fallback = switchCase.body }
        continue
      }
      patternCount += patterns.count
      if !endsInReturn(switchCase.body) { returns = false }
      if patterns.allSatisfy(bindsNothing) { lastBindingNothing = index }
    }
    guard patternCount >= patternThreshold else { return nil }
    // A default that runs after cases that do not return has to stay a switch.
    if !returns && !(fallback ?? []).allSatisfy(\.isBreak) { return nil }
    guard fallback == nil && returns else {
      return Chain(cases: cases, unconditional: nil, tail: fallback ?? [])
    }
    // Exhaustive: the last case that binds nothing needs no condition.
    if let lastBindingNothing {
      return Chain(
        cases: cases, unconditional: lastBindingNothing, tail: cases[lastBindingNothing].body)
    }
    if let neutral = type.flatMap(neutralValue) {
      return Chain(cases: cases, unconditional: nil, tail: [.return(neutral)])
    }
    return nil
  }

  private static func bindsNothing(_ pattern: Pattern) -> Bool {
    switch pattern {
    case .enumCase(_, let bindings), .plainEnumCase(_, let bindings):
      bindings.allSatisfy { $0 == nil }
    case .expression:
      false
    }
  }

  /// Whether control never goes past `item`: a `return`, or a switch or `if` whose every
  /// branch ends in one.
  private static func terminates(_ item: CodeBlockItem) -> Bool {
    switch item {
    case .return:
      return true
    case .switch(_, let cases):
      let hasDefault = cases.contains {
        if case .patterns(let patterns) = $0.label { patterns.isEmpty } else { true }
      }
      return hasDefault && cases.allSatisfy { endsInReturn($0.body) }
    case .if(let branches, let elseBody):
      guard let elseBody, endsInReturn(elseBody) else { return false }
      return branches.allSatisfy { endsInReturn($0.body) }
    default:
      return false
    }
  }

  /// Whether the last statement of `body` is one that `terminates`.
  static func endsInReturn(_ body: [CodeBlockItem]) -> Bool {
    body.last.map(terminates) ?? false
  }

  /// A value of `type` to end a chain whose every case binds values; never reached.
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
