/// `// MARK: - Logging`: `description`, `debugDescription` and `loggingMetadata`, which never
/// show a `sensitive` param's value.
struct LoggingTranslator {
  var context: ErrorTypeContext

  func members() -> [Declaration] {
    [
      .computed(context.access, "description", .string, [description()]),
      .computed(
        context.access, "debugDescription", .string, [.expression(.identifier("description"))]),
      .computed(
        context.access, "loggingMetadata", .dictionary(key: .string, value: .string), metadata()),
    ]
  }

  /// `NetworkError.serverError(statusCode: 503)`, like Swift source.
  private func description() -> CodeBlockItem {
    let (context, typeName) = (context, context.typeName)
    let forwarded = context.composed.map { composedCase in
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
    return .switching(
      .selfValue, forwarded + context.cases.map { Self.descriptionCase($0, context: context) })
  }

  /// The case of `description`'s switch for `errorCase`: its name and its params' values.
  private static func descriptionCase(_ errorCase: CasePlan, context: ErrorTypeContext)
    -> SwitchCaseDescription
  {
    let head = context.typeName + "." + errorCase.name
    guard !errorCase.params.isEmpty else {
      return .returns([context.pattern(errorCase)], .string(head))
    }
    var parts: [InterpolationPart] = [.text(head + "(")]
    for (index, param) in errorCase.params.enumerated() {
      let name = param.name
      parts.append(.text((index == 0 ? "" : ", ") + name + ": "))
      if param.sensitive {
        parts.append(.text("<redacted>"))
      } else {
        let value = Expression.identifier(name)
        parts.append(.value(.call(.qualifiedName("ErrorLogging.sourceText"), [.value(value)])))
      }
    }
    parts.append(.text(")"))
    let pattern = context.pattern(errorCase) { !$0.sensitive }
    let value: Expression =
      errorCase.params.allSatisfy(\.sensitive)
      ? .string(Self.joined(parts)) : .interpolatedString(parts)
    return .returns([pattern], value)
  }

  private static func joined(_ parts: [InterpolationPart]) -> String {
    parts.map { if case .text(let text) = $0 { text } else { "" } }.joined()
  }

  /// Domain, code, case, kind, retryable, then every param by name.
  private func metadata() -> [CodeBlockItem] {
    let type = TypeDescription.dictionary(key: .string, value: .string)
    let entries: [DictionaryEntry] = [
      DictionaryEntry(key: .string("domain"), value: context.staticMember("errorDomain")),
      DictionaryEntry(
        key: .string("code"), value: .call("String", .value(.identifier("errorCode")))),
      DictionaryEntry(key: .string("case"), value: .identifier("caseName")),
      DictionaryEntry(key: .string("kind"), value: .dot(.identifier("kind"), "rawValue")),
      DictionaryEntry(
        key: .string("retryable"), value: .call("String", .value(.identifier("isRetryable")))),
    ]
    let metadata = Expression.identifier("metadata")
    var body: [CodeBlockItem] = []
    if !context.composed.isEmpty {
      let underlying = Expression.identifier("underlyingError")
      body.append(
        .if(
          [
            ConditionalBranch(
              condition: .optionalBinding(name: "underlyingError", value: underlying),
              body: [.return(.dot(underlying, "loggingMetadata"))])
          ], else: nil))
    }
    let described = context.cases.filter { !$0.params.isEmpty }
    guard !described.isEmpty else {
      return body + [
        body.isEmpty ? .expression(.dictionary(entries)) : .return(.dictionary(entries))
      ]
    }
    // The cases without params, and composed ones, set nothing more.
    let others: [SwitchCaseDescription] =
      described.count < context.cases.count || !context.composed.isEmpty
      ? [.otherwise(.break)] : []
    let assignments = CodeBlockItem.switching(
      .selfValue, described.map { Self.metadataCase($0, context: context) } + others)
    return body + [
      .binding(.var, name: "metadata", type: type, value: .dictionary(entries)),
      assignments,
      .return(metadata),
    ]
  }

  /// The case of `loggingMetadata`'s switch for `errorCase`, which has params: an entry set for
  /// each param.
  private static func metadataCase(_ errorCase: CasePlan, context: ErrorTypeContext)
    -> SwitchCaseDescription
  {
    let params = errorCase.params
    let assignments: [CodeBlockItem] = params.map { param in
      let name = param.name
      // A param named `metadata` is bound under another name, not to hide the dictionary.
      let bound = name == "metadata" ? ErrorTypeContext.boundName(name, among: params) : name
      let value: Expression =
        param.sensitive
        ? .qualifiedName("ErrorLogging.redacted")
        : .call(
          .qualifiedName("ErrorLogging.metadataText"),
          [.value(.identifier(bound))])
      return .assignment(.subscripted(.qualifiedName("metadata"), .string(name)), value)
    }
    let pattern = context.pattern(errorCase, hiding: "metadata") { !$0.sensitive }
    return SwitchCaseDescription(label: .patterns([pattern]), body: assignments)
  }
}
