/// `// MARK: - Bridging`: an explicit `errorUserInfo`.
///
/// On Linux, Foundation bridges a `CustomNSError` from `errorUserInfo` alone, so every key that
/// `NSError` reads (description, reason, suggestion, help, recovery options, underlying error)
/// is filled here rather than left to Foundation's defaults.
struct BridgingTranslator {
  var context: ErrorTypeContext

  func members() -> [Declaration] {
    let userInfo = Expression.identifier("userInfo")
    let type = TypeDescription.dictionary(key: .string, value: .named("Any"))
    var body: [CodeBlockItem] = [
      .binding(.var, name: "userInfo", type: type, value: .dictionary([]))
    ]
    let keys = [
      ("NSLocalizedDescriptionKey", "errorDescription"),
      ("NSLocalizedFailureReasonErrorKey", "failureReason"),
      ("NSLocalizedRecoverySuggestionErrorKey", "recoverySuggestion"),
      ("NSHelpAnchorErrorKey", "helpAnchor"),
    ]
    for (key, member) in keys {
      body.append(.assignment(subscripted(userInfo, key), .identifier(member)))
    }
    body.append(
      .if(
        [
          ConditionalBranch(
            condition: .expression(.prefix("!", .dot(.identifier("recoveryOptions"), "isEmpty"))),
            body: [
              .assignment(
                subscripted(userInfo, "NSLocalizedRecoveryOptionsErrorKey"),
                .identifier("recoveryOptions"))
            ])
        ], else: nil))
    if !context.composed.isEmpty {
      body.append(
        .if(
          [
            ConditionalBranch(
              condition: .optionalBinding(
                name: "underlyingError", value: .identifier("underlyingError")),
              body: [
                .assignment(
                  subscripted(userInfo, "NSUnderlyingErrorKey"), .identifier("underlyingError"))
              ])
          ], else: nil))
    }
    body.append(.return(userInfo))
    var members: [Declaration] = [.computed(context.access, "errorUserInfo", type, body)]
    if !context.composed.isEmpty { members.append(underlyingError()) }
    return members
  }

  /// `underlyingError`: the wrapped error of a composed case, nil for the umbrella's own.
  private func underlyingError() -> Declaration {
    var cases = context.composed.map {
      context.forwarding($0, .expression(.identifier("error")))
    }
    if !context.cases.isEmpty { cases.append(.otherwise(.expression(.nil))) }
    return .computed(
      context.access, "underlyingError", .optional(.existential(.named("CatalogError"))),
      [.returning(.selfValue, cases)])
  }

  /// `base[key]`, written as a call-like subscript on an identifier.
  private func subscripted(_ base: Expression, _ key: String) -> Expression {
    .subscripted(base, .identifier(key))
  }
}
