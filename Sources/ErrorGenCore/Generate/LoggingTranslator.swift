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
    let (context, typeName) = (context, context.typeName)
    let forwarded = context.composed.map { composedCase in
      var forwarding = context.forwarding(
        composedCase,
        .expression(
          .interpolatedString([
            .text(typeName + "." + composedCase.name.value + "("),
            .value(.dot(.identifier("error"), "description")), .text(")"),
          ])))
      forwarding.returnsItsValue()
      return forwarding
    }
    // A large enum's cases without params share one default, which reads the case's name.
    let named = Expression.binary(.string(typeName + "."), "+", .identifier("caseName"))
    let plainCases = context.sharesCommonArms ? context.cases.count { $0.params.isEmpty } : 0
    if plainCases > 0 && plainCases == context.cases.count && forwarded.isEmpty {
      return .expression(named)
    }
    let trailing: [SwitchCaseDescription] = plainCases > 0 ? [.otherwise(.return(named))] : []
    // Shared by every case: descriptions are values, and sharing costs nothing.
    let sourceText = Expression.qualifiedName("ErrorLogging.sourceText")
    let namesArePlain = context.namesArePlain
    return .switching(.selfValue, generating: context.lowersSwitches, everyCaseReturns: true) {
      var values = SharedValues<String, InterpolationPart>()
      // `name: ` and `, name: `, shared by the params of one name.
      var firstLabels = SharedValues<String, InterpolationPart>()
      var laterLabels = SharedValues<String, InterpolationPart>()
      return GeneratedCases.iterator(leading: forwarded, context.cases, trailing: trailing) {
        errorCase in
        if plainCases > 0 && errorCase.params.isEmpty { return nil }
        return Self.descriptionCase(
          errorCase, typeName: typeName, context: context,
          label: { name, isFirst in
            isFirst
              ? firstLabels.value(for: name) { .text(String.joining(name, ": ")) }
              : laterLabels.value(for: name) { .text(String.joining(", ", name, ": ")) }
          }
        ) { name in
          values.value(for: name) {
            let value = ErrorTypeContext.reference(name, namesArePlain: namesArePlain)
            return .value(.call(sourceText, [.value(value)]))
          }
        }
      }
    }
  }

  /// The case of `description`'s switch for `errorCase`: `sourceText(name)` interpolates the
  /// value of the param `name`.
  private static func descriptionCase(
    _ errorCase: CatalogCase, typeName: String, context: ErrorTypeContext,
    label: (_ name: String, _ isFirst: Bool) -> InterpolationPart,
    sourceText: (String) -> InterpolationPart
  ) -> SwitchCaseDescription {
    guard !errorCase.params.isEmpty else {
      return .returns(
        [context.pattern(errorCase)], .string(String.joining(typeName, ".", errorCase.name.value))
      )
    }
    var parts: [InterpolationPart] = []
    // The head, a label and a value per param, and the closing parenthesis.
    parts.reserveCapacity(2 * errorCase.params.count + 2)
    parts.append(.text(String.joining(typeName, ".", errorCase.name.value, "(")))
    // Each param's fields are read in place, not copied with the rest of the param.
    let params = errorCase.params
    for index in params.indices {
      let name = params[index].name.value
      parts.append(label(name, index == 0))
      parts.append(params[index].sensitive ? .text("<redacted>") : sourceText(name))
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

  /// What a `loggingMetadata` assignment depends on: params of one name, binding and
  /// sensitivity in different cases share it.
  private struct MetadataEntry: SharedKey {
    var name: String
    var bound: String
    var sensitive: Bool

    /// The name's: the bound name differs from it only for a param named `metadata`.
    var quickHash: Int { name.quickHash &* 2 &+ (sensitive ? 1 : 0) }
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
    let described = context.cases.reduce(0) { $0 + ($1.params.isEmpty ? 0 : 1) }
    guard described > 0 else {
      return body + [
        body.isEmpty ? .expression(.dictionary(entries)) : .return(.dictionary(entries))
      ]
    }
    // The cases without params, and composed ones, set nothing more.
    let others: [SwitchCaseDescription] =
      described < context.cases.count || !context.composed.isEmpty ? [.otherwise(.break)] : []
    let context = context
    let assignments = CodeBlockItem.switching(.selfValue, generating: context.lowersSwitches) {
      // Params of the same name and sensitivity in different cases set the same entry.
      var shared = SharedValues<MetadataEntry, CodeBlockItem>()
      return GeneratedCases.iterator(context.cases, trailing: others) { errorCase in
        guard !errorCase.params.isEmpty else { return nil }
        return Self.metadataCase(errorCase, context: context, shared: &shared)
      }
    }
    return body + [
      .binding(.var, name: "metadata", type: type, value: .dictionary(entries)),
      assignments,
      .return(metadata),
    ]
  }

  // Shared by every case (made once, not per case): descriptions are values, and sharing costs
  // nothing.
  private static let redacted = Expression.qualifiedName("ErrorLogging.redacted")
  private static let metadataText = Expression.qualifiedName("ErrorLogging.metadataText")

  /// The case of `loggingMetadata`'s switch for `errorCase`, which has params: an entry set for
  /// each param; entries alike are taken from `shared`.
  private static func metadataCase(
    _ errorCase: CatalogCase, context: ErrorTypeContext,
    shared: inout SharedValues<MetadataEntry, CodeBlockItem>
  ) -> SwitchCaseDescription {
    let params = errorCase.params
    let namesArePlain = context.namesArePlain
    // Each param's fields are read in place, not copied with the rest of the param.
    let assignments: [CodeBlockItem] = params.indices.map { index in
      let name = params[index].name.value
      let sensitive = params[index].sensitive
      // A param named `metadata` is bound under another name, not to hide the dictionary.
      let bound = name == "metadata" ? ErrorTypeContext.boundName(name, among: params) : name
      return shared.value(for: MetadataEntry(name: name, bound: bound, sensitive: sensitive)) {
        let value: Expression =
          sensitive
          ? redacted
          : .call(
            metadataText,
            [.value(ErrorTypeContext.reference(bound, namesArePlain: namesArePlain))])
        return .assignment(.subscripted(.qualifiedName("metadata"), .string(name)), value)
      }
    }
    let pattern = context.pattern(errorCase, hiding: "metadata") { !$0.sensitive }
    return SwitchCaseDescription(label: .patterns([pattern]), body: assignments)
  }
}
