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
    case .expression(.generatedArray(let list)), .return(.generatedArray(let list)?):
      return list.count >= caseThreshold
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
    /// The cases of a generated switch, which the renderer plans as it writes them, instead of
    /// `cases`, `unconditional` and `tail`.
    var generated: GeneratedCases? = nil
    /// The case whose body ends the chain without a condition, if any: it is in `tail`.
    var unconditional: Int?
    var tail: [CodeBlockItem]
  }

  /// The chain for `item`, a statement at the top of the body of a member returning `type`,
  /// when it is a `switch self` with enough patterns that can be rewritten; otherwise nil.
  static func chain(_ item: CodeBlockItem, returning type: TypeDescription?) -> Chain? {
    if case .generatedSwitch(.keyword("self"), let cases) = item {
      // Planned as it is written (`SwiftRenderer.renderGeneratedChain`), which says then
      // whether it could be lowered.
      return Chain(cases: [], generated: cases, unconditional: nil, tail: [])
    }
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
    var planner = ChainPlanner()
    for switchCase in cases { _ = planner.add(switchCase) }
    switch planner.ending(returning: type) {
    case nil: return nil
    case .tail(let tail): return Chain(cases: cases, unconditional: nil, tail: tail)
    case .unconditional(let index):
      return Chain(cases: cases, unconditional: index, tail: cases[index].body)
    }
  }

  /// The decisions `chain(_:returning:)` makes, taken as the cases of a switch come one at a
  /// time (a generated switch's are written as they come): which cases are links, and how the
  /// chain ends once the last case is in.
  struct ChainPlanner {
    /// The patterns of the links so far.
    private(set) var patternCount = 0
    /// The index of the last case so far that binds nothing.
    private(set) var lastBindingNothing: Int?
    /// Whether every link so far ends in a return.
    private var returns = true
    /// The body of the first default.
    private var fallback: [CodeBlockItem]?
    private var count = 0

    /// How a chain ends.
    enum Ending {
      /// With these statements after the links.
      case tail([CodeBlockItem])
      /// With the body of the case at this index, which is no link then.
      case unconditional(Int)
    }

    /// Takes the next case: true when it is a link of the chain (a case with patterns), false
    /// for a default, which is never a link.
    mutating func add(_ switchCase: SwitchCaseDescription) -> Bool {
      defer { count += 1 }
      guard case .patterns(let patterns) = switchCase.label, !patterns.isEmpty else {
        if fallback == nil { fallback = switchCase.body }
        return false
      }
      patternCount += patterns.count
      if returns && !LargeEnumLowering.endsInReturn(switchCase.body) { returns = false }
      if patterns.allSatisfy(bindsNothing) { lastBindingNothing = count }
      return true
    }

    /// Whether the chain of the cases taken is sure to be written, with the ending it has now or
    /// the text of a later case binding nothing, when every case still to come returns (a
    /// switch whose `GeneratedCases.everyCaseReturns`): enough patterns, every case so far
    /// returns, and the chain can end without a condition (a case binding nothing, a default,
    /// or a neutral value of `type`).
    func isSureToEnd(returning type: TypeDescription?) -> Bool {
      patternCount >= LargeEnumLowering.patternThreshold && returns
        && (lastBindingNothing != nil || fallback != nil
          || type.flatMap(LargeEnumLowering.neutralValue) != nil)
    }

    /// How the chain of the cases taken ends, as a switch over `self` in a member returning
    /// `type`; nil when the switch has to stay (a default that runs after cases that do not
    /// return, or every case binding values and no neutral value of `type`).
    func ending(returning type: TypeDescription?) -> Ending? {
      if !returns && !(fallback ?? []).allSatisfy(\.isBreak) { return nil }
      guard fallback == nil && returns else { return .tail(fallback ?? []) }
      // Exhaustive: the last case that binds nothing needs no condition.
      if let lastBindingNothing { return .unconditional(lastBindingNothing) }
      if let neutral = type.flatMap(neutralValue) { return .tail([.return(neutral)]) }
      return nil
    }
  }

  private static func bindsNothing(_ pattern: Pattern) -> Bool {
    // The bindings are read in place: every case of every generated member comes here.
    switch pattern {
    case .enumCase(_, let bindings), .plainEnumCase(_, let bindings):
      for index in bindings.indices where bindings[index] != nil { return false }
      return true
    case .expression:
      return false
    }
  }

  /// Whether control never goes past `item`: a `return`, or a switch or `if` whose every
  /// branch ends in one.
  private static func terminates(_ item: CodeBlockItem) -> Bool {
    switch item {
    case .return:
      return true
    case .switch(_, let cases):
      return terminates(cases)
    case .generatedSwitch(_, let cases):
      return terminates(cases.cases)
    case .returnSwitch:
      return true
    case .if(let branches, let elseBody):
      guard let elseBody, endsInReturn(elseBody) else { return false }
      return branches.allSatisfy { endsInReturn($0.body) }
    default:
      return false
    }
  }

  /// Whether a switch of `cases` has a default and every case ends in a return. Read in place:
  /// every arm of a large switch over `self` asks it of its own switch.
  private static func terminates(_ cases: [SwitchCaseDescription]) -> Bool {
    var hasDefault = false
    for index in cases.indices {
      switch cases[index].label {
      case .default: hasDefault = true
      case .patterns(let patterns): if patterns.isEmpty { hasDefault = true }
      }
      guard endsInReturn(cases[index].body) else { return false }
    }
    return hasDefault
  }

  /// Whether the last statement of `body` is one that `terminates`.
  static func endsInReturn(_ body: [CodeBlockItem]) -> Bool {
    guard let last = body.indices.last else { return false }
    // Most bodies end in a `return` or a locale switch: told in place, without a copy of the
    // statement (every case of every generated member comes here).
    switch body[last] {
    case .return, .returnSwitch: return true
    default: return terminates(body[last])
    }
  }

  /// A value of `type` to end a chain whose every case binds values; never reached.
  fileprivate static func neutralValue(_ type: TypeDescription) -> Expression? {
    switch type {
    case .optional: .literal(.nil)
    case .named("String"): .literal(.string(""))
    case .array: .array([])
    case .dictionary: .dictionary([])
    default: nil
    }
  }
}

extension Declaration {
  /// Whether this is a function or a computed property whose body has a generated switch over
  /// `self` at its top.
  var generatesSwitchOverSelf: Bool {
    memberBody?.contains { item in
      if case .generatedSwitch(.keyword("self"), _) = item { true } else { false }
    } ?? false
  }

  /// The declaration with the cases of its body's generated switches made at once.
  var withGeneratedCasesMade: Declaration {
    func made(_ body: [CodeBlockItem]?) -> [CodeBlockItem]? {
      body?.map { item in
        if case .generatedSwitch(let subject, let cases) = item {
          .switch(subject, cases.cases)
        } else {
          item
        }
      }
    }
    switch self {
    case .function(var function):
      function.body = made(function.body)
      return .function(function)
    case .variable(var variable):
      variable.getter = made(variable.getter)
      return .variable(variable)
    default:
      return self
    }
  }

  /// The body of a function, or the getter of a property.
  private var memberBody: [CodeBlockItem]? {
    switch self {
    case .function(let function): function.body
    case .variable(let variable): variable.getter
    default: nil
    }
  }
}
