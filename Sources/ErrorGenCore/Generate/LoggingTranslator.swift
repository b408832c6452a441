/// `// MARK: - Logging`: `description`, `debugDescription` and `loggingMetadata`, which never
/// show a `sensitive` param's value. The runtime writes them from `params` (`ErrorLogging`);
/// composed cases forward to the wrapped error.
struct LoggingTranslator {
  var context: ErrorTypeContext

  func members() -> [Declaration] {
    [
      .computed(context.access, "description", .string, description()),
      .computed(
        context.access, "debugDescription", .string, [.expression(.identifier("description"))]),
      .computed(
        context.access, "loggingMetadata", .dictionary(key: .string, value: .string), metadata()),
    ]
  }

  /// `NetworkError.serverError(statusCode: 503)`, like Swift source.
  private func description() -> [CodeBlockItem] {
    let (context, typeName) = (context, context.typeName)
    let own = Expression.call(
      .qualifiedName("ErrorLogging.description"),
      [
        ArgumentDescription("of", .string(typeName)),
        ArgumentDescription("caseName", .identifier("caseName")),
        ArgumentDescription("params", .identifier(IdentityTranslator.paramsName)),
      ])
    guard !context.composed.isEmpty else { return [.expression(own)] }
    var cases = context.composed.map { composedCase in
      var forwarding = context.forwarding(
        composedCase,
        .expression(
          .interpolatedString([
            .text(typeName + "." + composedCase.name + "("),
            .value(.dot(.identifier("error"), "description")), .text(")"),
          ])))
      forwarding.returnsItsValue()
      return forwarding
    }
    if !context.cases.isEmpty { cases.append(.otherwise(.return(own))) }
    return [.switching(.selfValue, cases)]
  }

  /// Domain, code, case, kind, retryable, then every param by name; a composed case's are
  /// the wrapped error's.
  private func metadata() -> [CodeBlockItem] {
    let own = Expression.call(
      .qualifiedName("ErrorLogging.metadata"),
      [
        ArgumentDescription("of", .keyword("self")),
        ArgumentDescription("params", .identifier(IdentityTranslator.paramsName)),
      ])
    guard !context.composed.isEmpty else { return [.expression(own)] }
    let underlying = Expression.identifier("underlyingError")
    return [
      .if(
        [
          ConditionalBranch(
            condition: .optionalBinding(name: "underlyingError", value: underlying),
            body: [.return(.dot(underlying, "loggingMetadata"))])
        ], else: nil),
      .return(own),
    ]
  }
}
