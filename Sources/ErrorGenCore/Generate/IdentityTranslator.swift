/// `// MARK: - Identity`: domain, code, case name, identifier, samples, locales.
struct IdentityTranslator {
  var context: ErrorTypeContext

  func members() -> [Declaration] {
    memberGroups().flatMap { $0() }
  }

  /// The members in groups that can be described apart, in order: the domain, locales and
  /// code; the case name and identifier; the samples. Each of the three switches over every
  /// case, so a large catalog's section is never described whole at once.
  func memberGroups() -> [@Sendable () -> [Declaration]] {
    let translator = self
    return [
      { translator.domainLocalesAndCode() },
      {
        [
          .computed(
            translator.context.access, "caseName", .string,
            translator.context.constantBody("caseName") ?? [translator.caseNameSwitch()]),
          .computed(translator.context.access, "identifier", .string, translator.identifierBody()),
        ]
      },
      {
        [
          .computed(
            translator.context.access, "samples", .array(.named(translator.context.typeName)),
            isStatic: true, translator.samplesBody())
        ] + translator.equality()
      },
    ]
  }

  /// The name of the private member that a large type's `==` compares.
  static let comparedValuesName = "comparedValues"

  /// A large type's own `==`, which compares each value's case name and associated values.
  ///
  /// The `==` that Swift derives for an enum's `Hashable` conformance is one switch over both
  /// values, which the optimizer takes time for that grows faster than the square of the cases:
  /// 1.7 s of a 300-case file's optimized build, 82 s of a 1,000-case file's. This `==` reads
  /// `comparedValues`, a chain that is not optimized (`LargeEnumLowering.attribute`), and says
  /// what the derived one says: equal when both values are of one case with equal values.
  /// `hash(into:)`, derived in time that grows faster than the cases too, hashes the same
  /// values. Small types keep the derived members.
  private func equality() -> [Declaration] {
    let caseCount = context.cases.count + context.composed.count
    guard LargeEnumLowering.applies(caseCount: caseCount) else { return [] }
    let type = TypeDescription.named(context.typeName)
    let compared = Expression.binary(
      .dot(.identifier("lhs"), Self.comparedValuesName), "==",
      .dot(.identifier("rhs"), Self.comparedValuesName))
    let equals = Declaration.function(
      FunctionDescription(
        access: context.access, isStatic: true, kind: .operator("=="),
        parameters: [
          ParameterDescription(name: "lhs", type: type),
          ParameterDescription(name: "rhs", type: type),
        ],
        returnType: .bool, body: [.expression(compared)]))
    let context = context
    let forwarded = context.composed.map { composedCase in
      SwitchCaseDescription.returns(
        [context.pattern(composedCase)],
        .array([.string(composedCase.name.value), .identifier("error")]))
    }
    // The cases without params share one default, which compares the case's name.
    let named = Expression.array([.identifier("caseName")])
    let plainCases = context.sharesCommonArms ? context.cases.count { $0.params.isEmpty } : 0
    let compare: CodeBlockItem
    if plainCases > 0 && plainCases == context.cases.count && forwarded.isEmpty {
      compare = .expression(named)
    } else {
      let trailing: [SwitchCaseDescription] = plainCases > 0 ? [.otherwise(.return(named))] : []
      compare = .switching(.selfValue, generating: context.lowersSwitches, everyCaseReturns: true) {
        GeneratedCases.iterator(leading: forwarded, context.cases, trailing: trailing) {
          errorCase in
          if plainCases > 0 && errorCase.params.isEmpty { return nil }
          return Self.comparedCase(errorCase, context: context)
        }
      }
    }
    let hash = Declaration.function(
      FunctionDescription(
        access: context.access, kind: .function(name: "hash"),
        parameters: [
          ParameterDescription(
            label: "into", name: "hasher", type: .named("Hasher"), isInout: true)
        ],
        body: [
          .expression(
            .method(.identifier("hasher"), "combine", .value(.identifier(Self.comparedValuesName))))
        ]))
    let values = Declaration.computed(
      .private, Self.comparedValuesName, .array(.named("AnyHashable")), [compare]
    ).documented("What `==` and `hash(into:)` use: the case's name, then its associated values.")
    return [
      equals.documented(
        "Whether both are the same case with equal associated values, as the derived `==` is."),
      hash.documented("Hashes what `==` compares."),
      values,
    ]
  }

  /// The case of `comparedValues`' switch for `errorCase`: its name, then its values.
  private static func comparedCase(_ errorCase: CatalogCase, context: ErrorTypeContext)
    -> SwitchCaseDescription
  {
    var values: [Expression] = []
    values.reserveCapacity(1 + errorCase.params.count)
    values.append(.string(errorCase.name.value))
    for param in errorCase.params {
      values.append(
        ErrorTypeContext.reference(param.name.value, namesArePlain: context.namesArePlain))
    }
    return .returns([context.pattern(errorCase) { _ in true }], .array(values))
  }

  private func domainLocalesAndCode() -> [Declaration] {
    let access = context.access
    return [
      .computed(
        access, "errorDomain", .string, isStatic: true,
        [.expression(.string(context.catalog.domain.value))]
      ).documented("The catalog's domain: the domain of the bridged `NSError`."),
      .variable(
        VariableDescription(
          access: access, isStatic: true, kind: .let, name: "locales", type: .array(.string),
          value: .array(context.catalog.locales.map { .string($0) }))
      ).documented("The catalog's locales, the default locale first."),
      .variable(
        VariableDescription(
          access: access, isStatic: true, kind: .let, name: "defaultLocale", type: .string,
          value: .string(context.catalog.defaultLocale.value))
      ).documented("The locale every text has: the one shown when no preferred language matches."),
      .computed(access, "errorCode", .int, context.constantBody("errorCode") ?? [codeSwitch()]),
    ]
  }

  private func codeSwitch() -> CodeBlockItem {
    var cases = context.composed.map {
      context.forwarding($0, .expression(.dot(.identifier("error"), "errorCode")))
    }
    cases += context.cases.map { errorCase in
      .returns([context.pattern(errorCase)], .literal(.int(errorCase.code.value)))
    }
    return .returning(.selfValue, cases)
  }

  private func caseNameSwitch() -> CodeBlockItem {
    var cases = context.composed.map {
      context.forwarding($0, .expression(.dot(.identifier("error"), "caseName")))
    }
    cases += context.cases.map { errorCase in
      .returns([context.pattern(errorCase)], .string(errorCase.name.value))
    }
    return .returning(.selfValue, cases)
  }

  private func identifierBody() -> [CodeBlockItem] {
    let own = Expression.binary(
      .binary(context.staticMember("errorDomain"), "+", .string(".")), "+",
      .identifier("caseName"))
    guard !context.composed.isEmpty else { return [.expression(own)] }
    var cases = context.composed.map {
      context.forwarding($0, .expression(.dot(.identifier("error"), "identifier")))
    }
    if !context.cases.isEmpty { cases.append(.otherwise(.expression(own))) }
    return [.returning(.selfValue, cases)]
  }

  private func samplesBody() -> [CodeBlockItem] {
    // Each case's sample is described as it is written (`GeneratedList`).
    let context = context
    let own = Expression.generatedArray(GeneratedList(context.cases) { context.sample($0) })
    guard !context.composed.isEmpty else { return [.expression(own)] }
    let type = TypeDescription.array(.named(context.typeName))
    var body: [CodeBlockItem] = [.binding(.var, name: "samples", type: type, value: .array([]))]
    for composedCase in context.composed {
      let wrapped = Expression.method(
        .dot(context.typeExpression(composedCase), "samples"), "map",
        .value(.dot(.identifier(context.typeName), composedCase.name.value)))
      body.append(.assignment(.identifier("samples"), wrapped, compound: "+"))
    }
    if !context.cases.isEmpty {
      body.append(.assignment(.identifier("samples"), own, compound: "+"))
    }
    body.append(.return(.identifier("samples")))
    return body
  }
}
