/// Gives each `switch self` of the error type's members a `default:`, and marks every member
/// that switches, or lists every case, as not optimized.
///
/// Why: Swift checks that a switch over an enum with associated values is exhaustive in time
/// that grows with the number of patterns times the number of cases, and gives up on large
/// enums ("the compiler is unable to check that this switch is exhaustive in reasonable time").
/// A switch with a `default:` needs no such proof, so it type-checks in time that grows with its
/// cases alone, and it still dispatches in constant time, where a chain of `if case` would test
/// every case before the last. It is done at every size, so that a 10-case and a 2,000-case
/// catalog have one shape, and adding a case changes only the lines about that case.
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
enum SwitchLowering {
  /// Written above every member whose body switches, or appends a line per case (`samples`).
  ///
  /// Why: the optimizer's time for a switch over hundreds of cases, and for hundreds of
  /// appends, grows faster than its cases (docs/PERFORMANCE.md); these members run
  /// when an error is shown, logged or decoded and gain nothing noticeable from optimization,
  /// and a switch dispatches in constant time without it. (`@_optimize(none)` is underscored,
  /// but long-standing: benchmark libraries rely on it for their `blackHole`.)
  static let attribute = "@_optimize(none)"

  /// Whether a member with `body` gets `attribute`: it has a switch at its top level, or
  /// appends to a collection (`samples`, a line per case).
  static func isUnoptimized(_ body: [CodeBlockItem]) -> Bool {
    body.contains { item in
      switch item {
      case .switch, .expression(.call(.member(_, "append"), _)): true
      default: false
      }
    }
  }

  /// `body`, the statements of a member returning `type`, with each `switch self` given a
  /// `default:` if it has none.
  static func lowered(_ body: [CodeBlockItem], returning type: TypeDescription?)
    -> [CodeBlockItem]
  {
    body.flatMap { item -> [CodeBlockItem] in
      guard let lowered = lowered(item, returning: type) else { return [item] }
      // Every case has the value of the `default:`: the member is that value.
      guard case .switch(_, let cases) = lowered, cases.count == 1 else { return [lowered] }
      if body.count == 1, case .return(let value?) = cases[0].body.first, cases[0].body.count == 1 {
        return [.expression(value)]
      }
      return cases[0].body
    }
  }

  /// `item` with a `default:`, when it is a `switch self` (as it is when it has one already);
  /// nil when it is not, or when it cannot be given one.
  ///
  /// The cases whose body is the `default:`'s, and that bind nothing, are left to it: a member
  /// lists only the cases that differ from the first, as one would write it by hand, and a
  /// switch whose every case has one value is that value.
  static func lowered(_ item: CodeBlockItem, returning type: TypeDescription?) -> CodeBlockItem? {
    guard case .switch(.keyword("self"), var cases) = item else { return nil }
    // The switch of a one-case type: its exhaustiveness is cheap, and a `default:` would never
    // be reached.
    guard cases.count > 1 || cases.contains(where: { $0.patterns.count > 1 }) else { return nil }
    if cases.contains(where: { $0.patterns.isEmpty }) { return item }
    if let index = cases.firstIndex(where: { $0.patterns.allSatisfy(bindsNothing) }) {
      let taken = cases.remove(at: index)
      let count = cases.count
      cases.removeAll { $0.body == taken.body && $0.patterns.allSatisfy(bindsNothing) }
      // The comment names the case the `default:` stands for, unless it stands for others too.
      let names = cases.count < count ? [] : taken.patterns.compactMap { $0.enumCaseParts?.name }
      let label: SwitchCaseDescription.Label =
        names.isEmpty ? .default : .defaultStandingFor(names)
      cases.append(SwitchCaseDescription(label: label, body: taken.body))
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
