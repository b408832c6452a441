/// `// MARK: - Identity`: domain, code, case name, identifier, samples, locales.
struct IdentityTranslator {
  var context: ErrorTypeContext

  func members() -> [Declaration] {
    let access = context.access
    var members: [Declaration] = [
      .computed(
        access, "errorDomain", .string, isStatic: true,
        [.expression(.string(context.catalog.domain.value))]),
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
      .computed(access, "errorCode", .int, [codeSwitch()]),
      .computed(access, "caseName", .string, [caseNameSwitch()]),
      .computed(access, "identifier", .string, identifierBody()),
      .computed(access, "samples", .array(.named(context.typeName)), isStatic: true, samplesBody()),
    ]
    members[0] = members[0].documented("The catalog's domain: the domain of the bridged `NSError`.")
    return members
  }

  private func codeSwitch() -> CodeBlockItem {
    var cases = context.composed.map {
      context.forwarding($0, .expression(.dot(.identifier("error"), "errorCode")))
    }
    cases += context.cases.map { errorCase in
      .when([context.pattern(errorCase)], .expression(.literal(.int(errorCase.code.value))))
    }
    return .returning(.selfValue, cases)
  }

  private func caseNameSwitch() -> CodeBlockItem {
    var cases = context.composed.map {
      context.forwarding($0, .expression(.dot(.identifier("error"), "caseName")))
    }
    cases += context.cases.map { errorCase in
      .when([context.pattern(errorCase)], .expression(.string(errorCase.name.value)))
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
    let own = Expression.array(context.cases.map(context.sample))
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
