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
  ///
  /// Only those cases are rewritten, in place: a translator that writes `.return` itself (the
  /// large per-case switches do, so that cases can share a body) costs nothing more here.
  static func returning(_ subject: Expression, _ cases: consuming [SwitchCaseDescription])
    -> CodeBlockItem
  {
    var cases = cases
    for index in cases.indices { cases[index].returnsItsValue() }
    return .switch(subject, cases)
  }

  /// `switch subject { cases }`.
  static func switching(_ subject: Expression, _ cases: [SwitchCaseDescription]) -> CodeBlockItem {
    .switch(subject, cases)
  }

  /// `switch subject { cases }`, the cases made by `makeIterator`: one at a time as they are
  /// written when `generating` (`GeneratedCases`), else at once. `everyCaseReturns` is the
  /// maker's promise that every case's body ends in a `return` (`GeneratedCases`).
  static func switching(
    _ subject: Expression, generating: Bool, everyCaseReturns: Bool = false,
    _ makeIterator: @escaping @Sendable () -> AnyIterator<SwitchCaseDescription>
  ) -> CodeBlockItem {
    let cases = GeneratedCases(everyCaseReturns: everyCaseReturns, makeIterator)
    return generating ? .generatedSwitch(subject, cases) : .switch(subject, cases.cases)
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

/// Description values that many cases of a member repeat (a kind, a locale's label, a
/// placeholder), made once per key and then shared. Descriptions are values, so sharing costs
/// nothing, while a member of a large catalog would otherwise allocate them once per case.
///
/// The keys are found in a table of their own, by `SharedKey.quickHash`: a dictionary hashes a
/// `String` through SipHash, which cost about 700 instructions a lookup, and a member of a
/// large catalog looks up each param of each case.
struct SharedValues<Key: SharedKey, Value> {
  private var keys: [Key] = []
  private var values: [Value] = []
  private var slots = OpenSlots()
  /// Whether values are still shared: not once the slots are crowded (`OpenSlots.maxProbes`,
  /// keys made to share a hash), after which each value is made afresh, as it would be without
  /// sharing.
  private var isOn = true

  /// The value shared under `key`, made by `make` the first time.
  mutating func value(for key: Key, _ make: () -> Value) -> Value {
    guard isOn else { return make() }
    // A few keys (a catalog's locales) are found faster by comparing than by hashing.
    if keys.count <= 4 {
      for index in keys.indices where keys[index] == key { return values[index] }
    }
    let found = slots.find(hash: key.quickHash) { keys[$0] == key }
    if let index = found.index { return values[index] }
    guard let slot = found.slot else {
      isOn = false
      keys = []
      values = []
      slots = OpenSlots()
      return make()
    }
    let value = make()
    keys.append(key)
    values.append(value)
    slots.insert(keys.count - 1, at: slot, count: keys.count) { keys[$0].quickHash }
    return value
  }
}

/// A key of `SharedValues`: a hash that is quick to make, spread over the low bits.
protocol SharedKey: Equatable {
  var quickHash: Int { get }
}

extension String: SharedKey {
  /// FNV-1a over the UTF-8 bytes (equal strings have equal bytes: the keys are names).
  var quickHash: Int {
    withUTF8Bytes { bytes in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
  }
}

extension Array: SharedKey where Element: SharedKey {
  var quickHash: Int {
    var hash = count
    for element in self { hash = hash &* 31 &+ element.quickHash }
    return hash ^ (hash >> 29)
  }
}
