/// Shorthands that keep the translators readable; they only build description values.
extension Expression {
  static func string(_ text: String) -> Expression { .literal(.string(text)) }

  static let selfValue = Expression.keyword("self")

  static let `nil` = Expression.literal(.nil)

  /// `name(arguments)`.
  static func call(_ name: String, _ arguments: ArgumentDescription...) -> Expression {
    .call(.identifier(name), arguments)
  }

  /// `base.name(arguments)`.
  static func method(_ base: Expression, _ name: String, _ arguments: ArgumentDescription...)
    -> Expression
  {
    .call(.member(base, name), arguments)
  }

  /// `base.name`.
  static func dot(_ base: Expression, _ name: String) -> Expression { .member(base, name) }
}

extension ArgumentDescription {
  /// An unlabelled argument.
  static func value(_ value: Expression) -> ArgumentDescription { ArgumentDescription(nil, value) }
}

extension Declaration {
  /// A read-only computed property.
  static func computed(
    _ access: AccessModifier, _ name: String, _ type: TypeDescription, isStatic: Bool = false,
    _ body: [CodeBlockItem]
  ) -> Declaration {
    .variable(
      VariableDescription(access: access, isStatic: isStatic, name: name, type: type, getter: body))
  }

  /// A method.
  static func method(
    _ access: AccessModifier, _ name: String, _ parameters: [ParameterDescription] = [],
    isStatic: Bool = false, isAsync: Bool = false, returns: TypeDescription? = nil,
    _ body: [CodeBlockItem]
  ) -> Declaration {
    .function(
      FunctionDescription(
        access: access, isStatic: isStatic, kind: .function(name: name), parameters: parameters,
        isAsync: isAsync, returnType: returns, body: body))
  }

  /// The declaration with a doc comment, or as it is when `doc` is nil or empty.
  func documented(_ doc: String?) -> Declaration {
    guard let doc, !doc.isEmpty else { return self }
    return .commented(.doc(doc), self)
  }
}

extension CodeBlockItem {
  /// A switch that produces a value: each case body that is a single expression returns it.
  ///
  /// Explicit `return` statements keep type-checking linear in the number of cases: a switch
  /// *expression* is type-checked as one expression with all its branches, which grows much
  /// faster than linearly with hundreds of cases.
  static func returning(_ subject: Expression, _ cases: [SwitchCaseDescription]) -> CodeBlockItem {
    var cases = cases
    for index in cases.indices { cases[index].returnsItsValue() }
    return .switch(subject, cases)
  }

  /// `switch subject { cases }`.
  static func switching(_ subject: Expression, _ cases: [SwitchCaseDescription]) -> CodeBlockItem {
    .switch(subject, cases)
  }
}

extension SwitchCaseDescription {
  /// Makes a body that is a single expression return it, as `CodeBlockItem.returning` does;
  /// whether it did.
  @discardableResult
  mutating func returnsItsValue() -> Bool {
    guard body.count == 1, case .expression(let value) = body[0] else { return false }
    body = [.return(value)]
    return true
  }

  /// `case patterns: body`.
  static func when(_ patterns: [Pattern], _ body: CodeBlockItem...) -> SwitchCaseDescription {
    SwitchCaseDescription(label: .patterns(patterns), body: body)
  }

  /// `case patterns: return value`, as `CodeBlockItem.returning` would write it.
  static func returns(_ patterns: [Pattern], _ value: Expression) -> SwitchCaseDescription {
    SwitchCaseDescription(label: .patterns(patterns), body: [.return(value)])
  }

  /// `default: body`.
  static func otherwise(_ body: CodeBlockItem...) -> SwitchCaseDescription {
    SwitchCaseDescription(label: .default, body: body)
  }
}

extension TypeDescription {
  static let string = TypeDescription.named("String")
  static let int = TypeDescription.named("Int")
  static let bool = TypeDescription.named("Bool")
  static let timeInterval = TypeDescription.named("TimeInterval")
}
