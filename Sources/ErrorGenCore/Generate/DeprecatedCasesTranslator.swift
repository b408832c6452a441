/// `// MARK: - Deprecated cases`: how generated code builds a deprecated case warning-free.
///
/// Swift warns wherever a deprecated case is built outside a deprecated context, and generated
/// code must build it (in `samples`, in the mapping initializers). A use through a protocol
/// requirement is not a use of the deprecated declaration, and an enum case can witness a
/// static requirement, so a private protocol lists the deprecated cases and the type conforms
/// to it with its cases alone. Switch patterns over deprecated cases do not warn.
struct DeprecatedCasesTranslator {
  var context: ErrorTypeContext

  func declarations() -> [Declaration] {
    let type = TypeDescription.named(context.typeName)
    let requirements: [Declaration] = context.cases.filter { $0.deprecated != nil }.map {
      errorCase in
      if errorCase.params.isEmpty {
        return .variable(
          VariableDescription(
            isStatic: true, name: errorCase.name, type: type, getter: []))
      }
      let parameters = errorCase.params.map { param in
        ParameterDescription(name: param.name, type: ErrorTypeTranslator.type(of: param))
      }
      return .function(
        FunctionDescription(
          isStatic: true, kind: .function(name: errorCase.name), parameters: parameters,
          returnType: type))
    }
    let metatype = TypeDescription.existential(
      .metatype(.named(context.deprecatedCasesProtocolName)))
    let accessor = Declaration.computed(
      .private, "deprecatedCases", metatype, isStatic: true,
      [.expression(.dot(.identifier(context.typeName), "self"))])
    return [
      .protocol(
        ProtocolDescription(
          access: .private, name: context.deprecatedCasesProtocolName, members: requirements)
      ).documented(
        "Builds deprecated cases without a deprecation warning: the cases witness these "
          + "requirements, and a use through a requirement does not warn."),
      .extension(
        ExtensionDescription(
          typeName: context.typeName, conformances: [context.deprecatedCasesProtocolName],
          members: [accessor])),
    ]
  }
}
