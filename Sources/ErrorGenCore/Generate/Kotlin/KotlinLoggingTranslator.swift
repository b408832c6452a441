/// Logging: `toString()`, character for character the Swift `description`
/// (`NetworkError.rateLimited(retryAfter: 30.0)`, sensitive values `<redacted>`), and
/// `loggingMetadata` with the Swift keys and values, both written by the runtime's
/// `ErrorLogging` from `params`.
struct KotlinLoggingTranslator {
  var context: KotlinTypeContext

  static let redacted = "<redacted>"

  func members() -> [KotlinDeclaration] {
    let typeName = context.typeName
    let params = KotlinExpression.identifier("params")
    let description = context.whenThis(
      forwarding: { composedCase in
        .template([
          .text(typeName + "." + composedCase.name + "("), .value(context.wrapped),
          .text(")"),
        ])
      }, readsParams: false, { _ in nil },
      otherwise: .methodCall(
        .typeName("ErrorLogging"), "description",
        [
          KotlinArgument(.string(typeName)), KotlinArgument(.identifier("caseName")),
          KotlinArgument(params),
        ]))
    let common = KotlinExpression.identifier("commonMetadata")
    let metadata = context.whenThis(
      forwarding: { _ in .member(context.wrapped, "loggingMetadata") }, readsParams: false,
      { _ in nil },
      otherwise: .methodCall(
        .typeName("ErrorLogging"), "metadata", [KotlinArgument(common), KotlinArgument(params)]))
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
}
