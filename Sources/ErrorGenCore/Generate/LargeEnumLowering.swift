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
struct LargeEnumLowering {
  /// From this many cases (own and composed), switches over `self` become `if case` chains.
  static let caseThreshold = 128
  /// Switches with fewer patterns than this stay: they cost the compiler little at any size.
  static let patternThreshold = 8

  /// `file` with every large `switch self` in the error type's members lowered, when the type
  /// has `caseCount` cases or more.
  static func lower(_ file: FileDescription, caseCount: Int) -> FileDescription {
    var lowered = file
    lowered.declarations = lower(file.declarations, caseCount: caseCount)
    return lowered
  }

  /// `declarations` with every large `switch self` lowered, when the type has `caseCount`
  /// cases or more.
  static func lower(_ declarations: [Declaration], caseCount: Int) -> [Declaration] {
    guard caseCount >= caseThreshold else { return declarations }
    return declarations.map(lower)
  }

  private static func lower(_ declaration: Declaration) -> Declaration {
    switch declaration {
    case .commented(let comment, let inner):
      return .commented(comment, lower(inner))
    case .deprecated(let message, let inner):
      return .deprecated(message: message, lower(inner))
    case .extension(var description):
      description.members = description.members.map(lower)
      return .extension(description)
    case .variable(var variable):
      if let getter = variable.getter {
        variable.getter = lower(getter, returning: variable.type)
      }
      return .variable(variable)
    case .function(var function):
      if let body = function.body {
        function.body = lower(body, returning: function.returnType)
      }
      return .function(function)
    case .mark, .enumeration, .enumCase, .protocol:
      // Nested enums (RecoveryOption) have no associated values: their switches are cheap.
      return declaration
    }
  }

  private static func lower(_ items: [CodeBlockItem], returning type: TypeDescription?)
    -> [CodeBlockItem]
  {
    items.flatMap { item -> [CodeBlockItem] in
      guard case .switch(.keyword("self"), let cases) = item,
        cases.reduce(0, { $0 + patterns(of: $1).count }) >= patternThreshold,
        let chain = chain(cases, returning: type)
      else { return [item] }
      return chain
    }
  }

  /// The `if case` statements that do what `switch self { cases }` does, or nil when the switch
  /// has to stay (a default that runs after cases that do not return).
  private static func chain(_ cases: [SwitchCaseDescription], returning type: TypeDescription?)
    -> [CodeBlockItem]?
  {
    let matched = cases.filter { !patterns(of: $0).isEmpty }
    let fallback = cases.first { patterns(of: $0).isEmpty }?.body.filter { $0 != .break }
    let returns = matched.allSatisfy { $0.body.last.map(terminates) ?? false }
    if !returns && !(fallback ?? []).isEmpty { return nil }

    var tail: [CodeBlockItem] = fallback ?? []
    var conditional = matched
    if fallback == nil && returns {
      // Exhaustive: the last case that binds nothing needs no condition.
      if let index = matched.lastIndex(where: { patterns(of: $0).allSatisfy(bindsNothing) }) {
        tail = matched[index].body
        conditional.remove(at: index)
      } else if let neutral = type.flatMap(neutralValue) {
        tail = [.return(neutral)]
      } else {
        return nil
      }
    }
    var statements: [CodeBlockItem] = []
    for switchCase in conditional {
      let body = switchCase.body.filter { $0 != .break }
      for pattern in patterns(of: switchCase) {
        let condition = Condition.casePattern(pattern, .keyword("self"))
        statements.append(.if([ConditionalBranch(condition: condition, body: body)], else: nil))
      }
    }
    return statements + tail
  }

  private static func patterns(of switchCase: SwitchCaseDescription) -> [Pattern] {
    if case .patterns(let patterns) = switchCase.label { patterns } else { [] }
  }

  private static func bindsNothing(_ pattern: Pattern) -> Bool {
    if case .enumCase(_, let bindings) = pattern { bindings.allSatisfy { $0 == nil } } else { false }
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
