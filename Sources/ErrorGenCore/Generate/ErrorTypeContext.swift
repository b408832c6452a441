/// What every translator needs to know about the type it describes, and the small pieces of
/// description they share: case patterns, case construction and sample values.
struct ErrorTypeContext: Sendable {
  var catalog: Catalog
  var access: AccessModifier
  /// Whether every case, param and recovery option name is plain (`SwiftLexicon.isPlainName`),
  /// as in any catalog without `invalid_identifier` errors: the patterns, references, labels
  /// and members made of them are then written without checking each use again (a large
  /// catalog's names are written in every member).
  var namesArePlain: Bool
  /// `catalog.locales`, made once: it walks every text.
  var locales: [String]

  init(catalog: Catalog, options: SwiftGenerator.Options) {
    self.catalog = catalog
    locales = catalog.locales
    switch options.access ?? catalog.access.value {
    case .public: access = .public
    case .package: access = .package
    case .internal: access = .internal
    }
    // The decoder checked them as it read them, on the threads that read the file.
    namesArePlain = Self.namesArePlain(catalog)
  }

  /// Whether every case, param and recovery option name of `catalog` is plain.
  static func namesArePlain(_ catalog: Catalog) -> Bool {
    let cases = catalog.cases
    for index in cases.indices {
      guard SwiftLexicon.isPlainName(cases[index].name.value) else { return false }
      let params = cases[index].params
      for param in params.indices where !SwiftLexicon.isPlainName(params[param].name.value) {
        return false
      }
    }
    let options = catalog.recoveryOptions
    return options.indices.allSatisfy { SwiftLexicon.isPlainName(options[$0].name.value) }
  }

  /// A reference to a case's param, bound under `name` (its name, or `boundName`), in a
  /// catalog whose names are plain (`namesArePlain`) or not. Static, so that a closure that
  /// makes references captures the flag, not a copy of the context.
  static func reference(_ name: String, namesArePlain: Bool) -> Expression {
    // `boundName` appends `Value` to a plain name, which keeps it plain.
    namesArePlain ? .qualifiedName(name) : .identifier(name)
  }

  var typeName: String { catalog.typeName.value }
  var cases: [CatalogCase] { catalog.cases }
  var composed: [ComposedCase] { catalog.composed }
  var hasRecoveryOptions: Bool { !catalog.recoveryOptions.isEmpty }
  var hasDeprecatedCases: Bool { cases.contains { $0.deprecated != nil } }

  /// The name of the protocol that recovery attempters of this type conform to.
  var attempterProtocolName: String { typeName + "RecoveryAttempter" }

  /// The name of the private protocol that builds deprecated cases without a warning.
  var deprecatedCasesProtocolName: String { typeName + "DeprecatedCases" }

  /// `.name`, or `.name(let a, _)` binding the params in `used` (all others are `_`).
  func pattern(_ errorCase: CatalogCase, binding used: Set<String> = []) -> Pattern {
    pattern(errorCase) { used.contains($0.name.value) }
  }

  /// `.name`, or `.name(let a, _)` binding the params for which `binds` is true.
  ///
  /// A member whose arms use a local of their own (`locale` in the text functions, `metadata`
  /// in `loggingMetadata`) names it as `hiding`: a param of that name is bound under another
  /// name (`boundName`), so that the binding does not hide the local.
  func pattern(
    _ errorCase: CatalogCase, hiding local: String? = nil, binding binds: (CatalogParam) -> Bool
  ) -> Pattern {
    let params = errorCase.params
    let name = errorCase.name.value
    guard params.contains(where: binds) else {
      return namesArePlain
        ? .plainEnumCase(name: name, bindings: []) : .enumCase(name: name, bindings: [])
    }
    let bindings: [String?] = params.map { param in
      guard binds(param) else { return nil }
      let name = param.name.value
      return name == local ? Self.boundName(name, among: params) : name
    }
    return namesArePlain
      ? .plainEnumCase(name: name, bindings: bindings)
      : .enumCase(name: name, bindings: bindings)
  }

  /// The name that param `name` is bound to in an arm whose member has a local of the same
  /// name: `nameValue`, with `Value` appended again while another param of the case has it.
  static func boundName(_ name: String, among params: [CatalogParam]) -> String {
    var bound = name + "Value"
    while params.contains(where: { $0.name.value == bound }) { bound += "Value" }
    return bound
  }

  /// A composed type as an expression: `NetworkError`, or `Networking.NetworkError` for a type
  /// named with its module.
  func typeExpression(_ composedCase: ComposedCase) -> Expression {
    let parts = composedCase.typeName.value.split(separator: ".").map(String.init)
    guard let first = parts.first else { return .identifier(composedCase.typeName.value) }
    return parts.dropFirst().reduce(Expression.identifier(first)) { .member($0, $1) }
  }

  /// The modules that composed types are named with (`Networking` for
  /// `Networking.NetworkError`): the generated file imports them.
  var composedModules: [String] {
    let modules = composed.compactMap { composedCase -> String? in
      let parts = composedCase.typeName.value.split(separator: ".")
      return parts.count > 1 ? String(parts[0]) : nil
    }
    return Array(Set(modules)).sorted()
  }

  /// The pattern of a composed case, binding the wrapped error as `error`.
  func pattern(_ composedCase: ComposedCase) -> Pattern {
    .enumCase(name: composedCase.name.value, bindings: ["error"])
  }

  /// A `case` of a switch over the type for a composed case: `case .network(let error):`.
  func forwarding(_ composedCase: ComposedCase, _ body: CodeBlockItem) -> SwitchCaseDescription {
    SwitchCaseDescription(label: .patterns([pattern(composedCase)]), body: [body])
  }

  /// The value of the case with `arguments` for its params, in order.
  ///
  /// A deprecated case is built through the `<Type>DeprecatedCases` protocol: a use through a
  /// protocol requirement does not warn, so generated code compiles warning-free.
  func construct(_ errorCase: CatalogCase, arguments: [Expression]) -> Expression {
    let base: Expression? =
      errorCase.deprecated == nil ? nil : .member(.keyword("Self"), "deprecatedCases")
    let member = Expression.member(base, errorCase.name.value, nameIsPlain: namesArePlain)
    let params = errorCase.params
    guard !params.isEmpty else { return member }
    // Each param's name is read in place, not copied with the rest of the param.
    var labelled: [ArgumentDescription] = []
    labelled.reserveCapacity(min(params.count, arguments.count))
    for index in params.indices where index < arguments.count {
      labelled.append(
        ArgumentDescription(params[index].name.value, arguments[index], labelIsPlain: namesArePlain)
      )
    }
    return .call(member, labelled)
  }

  /// The case with a sample value for every param.
  func sample(_ errorCase: CatalogCase) -> Expression {
    let params = errorCase.params
    return construct(
      errorCase, arguments: params.indices.map { sampleValue(params[$0], in: errorCase) })
  }

  /// A sample value of a param's type: for `samples`, and for params a mapping cannot fill.
  func sampleValue(_ param: CatalogParam, in errorCase: CatalogCase) -> Expression {
    let base = sampleValue(param.type.value.base, param: param, in: errorCase)
    switch param.type.value.shape {
    case .plain, .optional: return base
    case .array: return .array([base])
    }
  }

  private func sampleValue(
    _ base: ParamType.Base, param: CatalogParam, in errorCase: CatalogCase
  ) -> Expression {
    switch base {
    case .string:
      return .literal(.string(param.name.value))
    case .int:
      if param.binding?.value == .httpStatus {
        return .literal(.int(errorCase.http.first?.lower ?? 500))
      }
      return .literal(.int(1))
    case .int64, .uint, .uint64:
      return .literal(.int(1))
    case .double:
      return .literal(.double(1.5))
    case .timeInterval:
      return .literal(.double(30))
    case .bool:
      return .literal(.bool(true))
    case .date:
      return .call(
        .identifier("Date"), [ArgumentDescription("timeIntervalSince1970", .literal(.int(0)))])
    case .url:
      return .forceUnwrap(
        .call(
          .identifier("URL"),
          [ArgumentDescription("string", .literal(.string("https://example.com")))]))
    case .uuid:
      let zero = "00000000-0000-0000-0000-000000000000"
      return .forceUnwrap(
        .call(.identifier("UUID"), [ArgumentDescription("uuidString", .literal(.string(zero)))]))
    }
  }

  /// `Self.name` for a static member of the generated type.
  func staticMember(_ name: String) -> Expression {
    .member(.keyword("Self"), name)
  }
}
