/// `// MARK: - Case constants`, in the file of a large catalog: what each case declares that
/// does not depend on its params (code, name, kind, presentation, retry policy, icon, field,
/// help anchor, recovery options), gathered in one private `CaseConstants` value per case.
///
/// A small catalog's members each switch over the cases. A large one's would each be a chain
/// of thousands of `if case` tests (`LargeEnumLowering`): nine chains of the same cases, about
/// 40 % of the file's lines, each costing the compiler and the generator time. Here one chain,
/// `constants`, returns each case's values, and those members read them:
/// `public var kind: ErrorKind { constants.kind }`. Reading a property still walks one chain
/// at run time, as before. docs/PERFORMANCE.md has the figures.
///
/// Only for a type without composed cases: their members forward to the wrapped error, which
/// has no place among constants. Such a large type keeps a chain per member.
struct CaseConstantsTranslator: Sendable {
  var context: ErrorTypeContext
  /// The kind and presentation most cases have: the defaults of their fields, which the call of
  /// a case with the same value leaves out.
  private let usual: Usual
  /// The recovery options most cases offer, written once as the default of their field
  /// (`ErrorTypeContext.usualRecovery`).
  private let usualRecovery: [String]

  init(context: ErrorTypeContext) {
    self.context = context
    usual = Usual(context.cases)
    usualRecovery = context.usualRecovery()
  }

  /// The kind and presentation most cases have; of those as many cases have, the first
  /// declared by the runtime (the output must not depend on a dictionary's order).
  private struct Usual: Sendable {
    var kind: CatalogCase.Kind
    var presentation: CatalogCase.Presentation

    init(_ cases: [CatalogCase]) {
      // Counted by position among the values, without hashing one per case.
      let kinds = Array(CatalogCase.Kind.allCases)
      let presentations = Array(CatalogCase.Presentation.allCases)
      var kindCounts = [Int](repeating: 0, count: kinds.count)
      var presentationCounts = [Int](repeating: 0, count: presentations.count)
      for index in cases.indices {
        let kind = cases[index].kind.value
        let presentation = cases[index].presentation.value
        if let position = kinds.firstIndex(of: kind) { kindCounts[position] += 1 }
        if let position = presentations.firstIndex(of: presentation) {
          presentationCounts[position] += 1
        }
      }
      kind = kinds[Self.first(of: kindCounts)]
      presentation = presentations[Self.first(of: presentationCounts)]
    }

    /// The position of the first of the largest counts.
    private static func first(of counts: [Int]) -> Int {
      var best = 0
      for position in counts.indices where counts[position] > counts[best] { best = position }
      return best
    }
  }

  /// The private property that returns the case's constants.
  static let propertyName = "constants"
  /// The private struct of a case's constants.
  static let typeName = "CaseConstants"

  /// The optional members: a field only when some case gives a value.
  static let optionalNames: Set<String> = ["retryPolicy", "symbolName", "field", "helpAnchor"]

  /// The fields of `CaseConstants` for `catalog`, in the order of the members that read them,
  /// or none when its members test every case: a small catalog (`LargeEnumLowering`), or one
  /// with composed cases. An optional member that no case gives (no case has an `icon`) has no
  /// field: it returns nil without reading the constants.
  static func fieldNames(of catalog: Catalog) -> [String] {
    let cases = catalog.cases
    guard catalog.composed.isEmpty, LargeEnumLowering.applies(caseCount: cases.count) else {
      return []
    }
    var names = ["errorCode", "caseName", "kind", "presentation"]
    let given: [(String, Bool)] = [
      ("retryPolicy", cases.contains { if case .none = $0.retry.policy { false } else { true } }),
      ("symbolName", cases.contains { $0.icon != nil }),
      ("field", cases.contains { $0.field != nil }),
      ("helpAnchor", cases.contains { $0.help != nil }),
      ("availableRecoveryOptions", !catalog.recoveryOptions.isEmpty),
    ]
    names += given.filter(\.1).map(\.0)
    return names
  }

  /// A field of `CaseConstants`: a member of the generated type, and which of a case's values
  /// it holds (`value(_:of:)`).
  private struct Field {
    var name: String
    var type: TypeDescription
    /// The default of a field that not every case gives, which the case's initializer call
    /// then leaves out: nil for an optional (implied), an empty list of options, the usual
    /// kind and presentation.
    var defaultValue: Expression?
    var value: Value
  }

  /// What a field holds. A case's values are told apart by a `switch`, not read through a
  /// closure or a key path per field: each costs a retain and a release of its context, for
  /// every field of every case.
  private enum Value {
    case errorCode, caseName, kind, presentation, retryPolicy, symbolName, field, helpAnchor
    case availableRecoveryOptions
  }

  /// Every field a type can have, in order; `fields()` keeps those of `fieldNames(of:)`.
  private func allFields() -> [Field] {
    [
      Field(name: "errorCode", type: .int, value: .errorCode),
      Field(name: "caseName", type: .string, value: .caseName),
      Field(
        name: "kind", type: .named("ErrorKind"),
        defaultValue: .member(nil, usual.kind.rawValue, nameIsPlain: true), value: .kind),
      Field(
        name: "presentation", type: .named("ErrorPresentation"),
        defaultValue: .member(nil, usual.presentation.rawValue, nameIsPlain: true),
        value: .presentation),
      Field(name: "retryPolicy", type: .optional(.named("RetryPolicy")), value: .retryPolicy),
      Field(name: "symbolName", type: .optional(.string), value: .symbolName),
      Field(name: "field", type: .optional(.string), value: .field),
      Field(name: "helpAnchor", type: .optional(.string), value: .helpAnchor),
      Field(
        name: "availableRecoveryOptions", type: .array(.named("RecoveryOption")),
        defaultValue: recoveryList(usualRecovery), value: .availableRecoveryOptions),
    ]
  }

  /// The value of `errorCase` for a field, or nil when the case gives none.
  private func value(_ value: Value, of errorCase: CatalogCase) -> Expression? {
    switch value {
    case .errorCode: return .literal(.int(errorCase.code.value))
    case .caseName: return .string(errorCase.name.value)
    // The runtime's enums' cases, plain names all.
    case .kind:
      let kind = errorCase.kind.value
      return kind == usual.kind ? nil : .member(nil, kind.rawValue, nameIsPlain: true)
    case .presentation:
      let presentation = errorCase.presentation.value
      return presentation == usual.presentation
        ? nil : .member(nil, presentation.rawValue, nameIsPlain: true)
    case .retryPolicy:
      let policy = ClassificationTranslator.policy(errorCase, in: context)
      return policy == .nil ? nil : policy
    case .symbolName: return errorCase.icon.map { .string($0) }
    case .field: return errorCase.field.map { .string($0) }
    case .helpAnchor: return errorCase.help.map { .string($0) }
    case .availableRecoveryOptions:
      let recovery = errorCase.recovery
      if ErrorTypeContext.sameNames(recovery, usualRecovery) { return nil }
      let namesArePlain = context.namesArePlain
      return .array(
        recovery.indices.map { .member(nil, recovery[$0].value, nameIsPlain: namesArePlain) })
    }
  }

  /// `[.retry, .cancel]` for the options `names`.
  private func recoveryList(_ names: [String]) -> Expression {
    .array(names.map { .member(nil, $0, nameIsPlain: context.namesArePlain) })
  }

  private func fields() -> [Field] {
    let names = context.caseConstantNames
    return allFields().filter { names.contains($0.name) }
  }

  /// The struct, then the property that returns each case's constants.
  func members() -> [Declaration] {
    let fields = fields()
    let structure = StructDescription(
      access: .private, name: Self.typeName,
      members: fields.map { field in
        .variable(
          VariableDescription(
            kind: .var, name: field.name, type: field.type, value: field.defaultValue))
      })
    let (translator, context) = (self, context)
    let constants = CodeBlockItem.switching(
      .selfValue, generating: context.lowersSwitches, everyCaseReturns: true
    ) {
      // Each case reads the fields' names and values only, not their types and defaults.
      let fields = translator.fields()
      let names = fields.map(\.name)
      let values = fields.map(\.value)
      return GeneratedCases.iterator(context.cases) { errorCase in
        var arguments: [ArgumentDescription] = []
        arguments.reserveCapacity(values.count)
        for index in values.indices {
          // The fields' names are the generator's, plain all.
          if let value = translator.value(values[index], of: errorCase) {
            arguments.append(ArgumentDescription(names[index], value, labelIsPlain: true))
          }
        }
        return .returns(
          [context.pattern(errorCase)], .call(.qualifiedName(Self.typeName), arguments))
      }
    }
    return [
      Declaration.structure(structure).documented(
        "What a case declares apart from its params. A large catalog keeps it in one place: its "
          + "members read it instead of each testing every case."),
      .computed(.private, Self.propertyName, .named(Self.typeName), [constants])
        .documented("This case's constants."),
    ]
  }
}
