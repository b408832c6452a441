/// Rewrites `switch self` into `if case` chains in the file of a large catalog.
///
/// Swift checks that a switch over an enum with associated values is exhaustive in time that
/// grows with the number of patterns times the number of cases: a catalog of 1,000 cases makes
/// every `switch self` fail with "the compiler is unable to check that this switch is exhaustive
/// in reasonable time". An `if case` is not checked for exhaustiveness, so a chain of them
/// type-checks in linear time. Small catalogs keep their switches, which read better.
///
/// A chain is exhaustive by construction: every case of the switch becomes one `if case`, and
/// the last case that binds no value ends the chain without a condition. Only when every case
/// binds values does the chain end in a neutral value of the result type (never reached).
///
/// The renderer does the rewriting as it writes a member's body
/// (`SwiftRenderer.lowersSwitchesOverSelf`), from the chain planned here: the description stays
/// a `switch`, and no second description of the member is built.
enum LargeEnumLowering {
  /// From this many cases (own and composed), switches over `self` become `if case` chains.
  static let caseThreshold = 128
  /// Switches with fewer patterns than this stay: they cost the compiler little at any size.
  static let patternThreshold = 8

  /// Written above every member whose body has a chain: the optimizer leaves the member alone.
  ///
  /// Each `if case` of a chain is a test of an enum with as many cases as the catalog, and
  /// the SIL optimizer's time for a chain grows with the number of arms times the number of
  /// cases: a 300-case catalog's optimized build spent 20 of its 29 s on the chains, a
  /// 1,000-case one minutes. A member that runs when an error is shown or logged gains nothing
  /// measurable from being optimized; the attribute keeps an optimized build of a large catalog
  /// linear in its cases. (`@_optimize(none)` is an underscored attribute, but a long-standing
  /// one: benchmark libraries rely on it for their `blackHole`.)
  static let attribute = "@_optimize(none)"

  /// Whether `body` is one collection literal with an element per case of a large enum (its
  /// `samples`): the optimizer's time for it grows faster than its elements too, so it gets
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
  ///
  /// The chain refers to the switch's own cases rather than copying each pattern and body:
  /// a large enum's member has thousands of them.
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
    for switchCase in cases where patternCount < patternThreshold {
      if case .patterns(let patterns) = switchCase.label { patternCount += patterns.count }
    }
    guard patternCount >= patternThreshold else { return nil }
    return chain(cases, returning: type)
  }

  /// The chain that does what `switch self { cases }` does, or nil when the switch has to stay
  /// (a default that runs after cases that do not return).
  private static func chain(_ cases: [SwitchCaseDescription], returning type: TypeDescription?)
    -> Chain?
  {
    var fallback: [CodeBlockItem]?
    var returns = true
    var lastBindingNothing: Int?
    for index in cases.indices {
      guard case .patterns(let patterns) = cases[index].label, !patterns.isEmpty else {
        if fallback == nil { fallback = cases[index].body }
        continue
      }
      if returns && !(cases[index].body.last.map(terminates) ?? false) { returns = false }
      if patterns.allSatisfy(bindsNothing) { lastBindingNothing = index }
    }
    if !returns && !(fallback ?? []).allSatisfy(\.isBreak) { return nil }

    var tail: [CodeBlockItem] = fallback ?? []
    var unconditional: Int?
    if fallback == nil && returns {
      // Exhaustive: the last case that binds nothing needs no condition.
      if let lastBindingNothing {
        tail = cases[lastBindingNothing].body
        unconditional = lastBindingNothing
      } else if let neutral = type.flatMap(neutralValue) {
        tail = [.return(neutral)]
      } else {
        return nil
      }
    }
    return Chain(cases: cases, unconditional: unconditional, tail: tail)
  }

  private static func patterns(of switchCase: SwitchCaseDescription) -> [Pattern] {
    if case .patterns(let patterns) = switchCase.label { patterns } else { [] }
  }

  private static func bindsNothing(_ pattern: Pattern) -> Bool {
    if case .enumCase(_, let bindings) = pattern {
      bindings.allSatisfy { $0 == nil }
    } else {
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
      return cases.contains { patterns(of: $0).isEmpty }
        && cases.allSatisfy { $0.body.last.map(terminates) ?? false }
    case .if(let branches, let elseBody):
      guard let elseBody, let last = elseBody.last, terminates(last) else { return false }
      return branches.allSatisfy { $0.body.last.map(terminates) ?? false }
    default:
      return false
    }
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
