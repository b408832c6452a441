/// Logging: `toString()`, character for character the Swift `description`
/// (`NetworkError.rateLimited(retryAfter: 30.0)`, sensitive values `<redacted>`), and
/// `loggingMetadata` with the Swift keys and values.
struct KotlinLoggingTranslator {
  var context: KotlinTypeContext

  static let redacted = "<redacted>"

  func members() -> [KotlinDeclaration] {
    let typeName = context.typeName
    let description = context.whenThis(
      forwarding: { composedCase in
        .template([
          .text(typeName + "." + composedCase.name + "("), .value(context.wrapped),
          .text(")"),
        ])
      }, describe, otherwise: .string(""))
    let common = KotlinExpression.identifier("commonMetadata")
    let metadata = context.whenThis(
      forwarding: { _ in .member(context.wrapped, "loggingMetadata") },
      { errorCase in
        errorCase.params.isEmpty
          ? nil
          : .binary(
            common, "+",
            .call(.identifier("mapOf"), errorCase.params.map { KotlinArgument(entry($0)) }))
      }, otherwise: common)
    let entries: [(String, KotlinExpression)] = [
      ("domain", context.companionMember("domain")),
      ("code", .methodCall(.identifier("code"), "toString", [])),
      ("case", .identifier("caseName")),
      ("kind", .member(.identifier("kind"), "rawValue")),
      ("retryable", .methodCall(.identifier("isRetryable"), "toString", [])),
    ]
    return [
      .function(
        KotlinFunction(
          // Final, so that data classes do not write their own.
          doc: KotlinDoc("The error as Swift's `description` writes it, sensitive values hidden."),
          modifiers: ["final", "override"], name: "toString", parameters: [],
          returnType: .named("String"), body: description)),
      .property(
        KotlinProperty(
          doc: KotlinDoc(
            "Domain, code, case, kind, retryable and every param, for structured logs; "
              + "sensitive params are `\(Self.redacted)`."),
          name: "loggingMetadata", type: .map(.named("String"), .named("String")),
          value: .getter(metadata))),
      .property(
        KotlinProperty(
          doc: KotlinDoc("The metadata every own case has."), modifiers: ["private"],
          name: "commonMetadata", type: .map(.named("String"), .named("String")),
          value: .getter(
            .call(
              .identifier("mapOf"),
              entries.map { KotlinArgument(.binary(.string($0.0), "to", $0.1)) })))),
    ]
  }

  /// `"name" to ErrorLogging.metadataText(this.name)`, or `"<redacted>"` for a sensitive one.
  private func entry(_ param: ParamPlan) -> KotlinExpression {
    let name = param.name
    let value: KotlinExpression =
      param.sensitive
      ? .string(Self.redacted)
      : .methodCall(
        .typeName("ErrorLogging"), "metadataText", [KotlinArgument(context.param(name))])
    return .binary(.string(name), "to", value)
  }

  private func describe(_ errorCase: CasePlan) -> KotlinExpression {
    let head = context.typeName + "." + errorCase.name
    guard !errorCase.params.isEmpty else { return .string(head) }
    var parts: [KotlinTemplatePart] = [.text(head + "(")]
    for (index, param) in errorCase.params.enumerated() {
      parts.append(.text((index == 0 ? "" : ", ") + param.name + ": "))
      if param.sensitive {
        parts.append(.text(Self.redacted))
      } else {
        parts.append(
          .value(
            .methodCall(
              .typeName("ErrorLogging"), "sourceText",
              [KotlinArgument(context.param(param.name))])))
      }
    }
    parts.append(.text(")"))
    return .template(parts)
  }
}
