/// `// MARK: - Logging`: `description`, `debugDescription` and `loggingMetadata`, which never
/// show a `sensitive` param's value.
struct LoggingTranslator {
  var context: ErrorTypeContext

  func members() -> [Declaration] {
    memberGroups().flatMap { $0() }
  }

  /// The members in groups that can be described apart, in order: the descriptions, then the
  /// metadata; each of the two switches over every case.
  func memberGroups() -> [@Sendable () -> [Declaration]] {
    let translator = self
    let access = context.access
    return [
      {
        [
          .computed(access, "description", .string, [translator.description()]),
          .computed(access, "debugDescription", .string, [.expression(.identifier("description"))]),
        ]
      },
      {
        [
          .computed(
            access, "loggingMetadata", .dictionary(key: .string, value: .string),
            translator.metadata())
        ]
      },
    ]
  }

  /// `NetworkError.serverError(statusCode: 503)`, like Swift source.
  private func description() -> CodeBlockItem {
    let typeName = context.typeName
    var cases = context.composed.map { composedCase in
      context.forwarding(
        composedCase,
        .expression(
          .interpolatedString([
            .text(typeName + "." + composedCase.name.value + "("),
            .value(.dot(.identifier("error"), "description")), .text(")"),
          ])))
    }
    // Shared by every case: descriptions are values, and sharing costs nothing.
    let sourceText = Expression.member(.identifier("ErrorLogging"), "sourceText")
    var values = SharedValues<String, InterpolationPart>()
    for errorCase in context.cases {
      let head = typeName + "." + errorCase.name.value
      guard !errorCase.params.isEmpty else {
        cases.append(.returns([context.pattern(errorCase)], .string(head)))
        continue
      }
      var parts: [InterpolationPart] = [.text(head + "(")]
      for (index, param) in errorCase.params.enumerated() {
        let separator = index == 0 ? "" : ", "
        parts.append(.text(separator + param.name.value + ": "))
        if param.sensitive {
          parts.append(.text("<redacted>"))
        } else {
          let name = param.name.value
          parts.append(
            values.value(for: name) { .value(.call(sourceText, [.value(.identifier(name))])) })
        }
      }
      parts.append(.text(")"))
      let pattern = context.pattern(errorCase) { !$0.sensitive }
      let value: Expression =
        errorCase.params.allSatisfy(\.sensitive)
        ? .string(Self.joined(parts)) : .interpolatedString(parts)
      cases.append(.returns([pattern], value))
    }
    return .returning(.selfValue, cases)
  }

  private static func joined(_ parts: [InterpolationPart]) -> String {
    parts.map { if case .text(let text) = $0 { text } else { "" } }.joined()
  }

  /// What a `loggingMetadata` assignment depends on: params of one name, binding and
  /// sensitivity in different cases share it.
  private struct MetadataEntry: Hashable {
    var name: String
    var bound: String
    var sensitive: Bool
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
    var cases: [SwitchCaseDescription] = []
    // Shared by every case: descriptions are values, and sharing costs nothing.
    let redacted = Expression.dot(.identifier("ErrorLogging"), "redacted")
    let metadataText = Expression.member(.identifier("ErrorLogging"), "metadataText")
    // Params of the same name and sensitivity in different cases set the same entry.
    var shared = SharedValues<MetadataEntry, CodeBlockItem>()
    for errorCase in context.cases where !errorCase.params.isEmpty {
      let params = errorCase.params
      let assignments: [CodeBlockItem] = params.map { param in
        let name = param.name.value
        // A param named `metadata` is bound under another name, not to hide the dictionary.
        let bound = name == "metadata" ? ErrorTypeContext.boundName(name, among: params) : name
        return shared.value(
          for: MetadataEntry(name: name, bound: bound, sensitive: param.sensitive)
        ) {
          let value: Expression =
            param.sensitive ? redacted : .call(metadataText, [.value(.identifier(bound))])
          return .assignment(.subscripted(metadata, .string(name)), value)
        }
      }
      let pattern = context.pattern(errorCase, hiding: "metadata") { !$0.sensitive }
      cases.append(SwitchCaseDescription(label: .patterns([pattern]), body: assignments))
    }
    guard !cases.isEmpty else {
      return body + [
        body.isEmpty ? .expression(.dictionary(entries)) : .return(.dictionary(entries))
      ]
    }
    if cases.count < context.cases.count || !context.composed.isEmpty {
      cases.append(.otherwise(.break))
    }
    return body + [
      .binding(.var, name: "metadata", type: type, value: .dictionary(entries)),
      .switching(.selfValue, cases),
      .return(metadata),
    ]
  }
}
