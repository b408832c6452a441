/// What makes a name usable in the generated Swift code.
enum SwiftNames {
  /// Keywords that cannot be used as a name without backticks.
  static let keywords: Set<String> = [
    "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension",
    "fileprivate", "func", "import", "init", "inout", "internal", "let", "open", "operator",
    "private", "precedencegroup", "protocol", "public", "rethrows", "static", "struct",
    "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
    "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw",
    "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
    "super", "throws", "true", "try", "_", "package", "Type", "Protocol",
  ]

  /// Members of every generated error type: a case or param of that name would clash with them
  /// or shadow them in the generated code.
  static let generatedMembers: Set<String> = [
    "errorDomain", "errorCode", "errorUserInfo", "caseName", "identifier", "samples", "locales",
    "defaultLocale", "errorDescription", "failureReason", "recoverySuggestion", "helpAnchor",
    "localizedDescription", "kind", "presentation", "retryPolicy", "isRetryable", "retryAfter",
    "symbolName", "field", "recoveryOptions", "recoveryActions", "availableRecoveryOptions",
    "recoveryAttempter", "attemptRecovery", "recover", "loggingMetadata", "underlyingError",
    "description", "debugDescription", "hashValue", "hash", "RecoveryOption",
    // The HTTP members (docs/RUNTIME.md).
    "httpStatus", "problemTypeTemplate", "problemType", "problemDetailsParams",
    "redactedErrorDescription", "problemTitle",
    // The private helpers: a case is a static member, and clashes with a static one.
    "currentLocale", "resolvedLocale", "recoveryAttempterStorage", "deprecatedCases",
    "comparedValues", "problemDetailsCase", "textTable", "textTableSource", "params",
    "errorCodesByIdentifier", "casesWithoutParamsByCode",
  ]

  /// Members of the generated `RecoveryOption` enum, which option names become cases of.
  static let recoveryOptionMembers: Set<String> = [
    "role", "retriesOperation", "label", "rawValue", "allCases", "hashValue", "hash",
    "description",
  ]

  /// Types and constants that generated code names: a catalog type of that name would hide
  /// them. `SwiftNamesTests` checks that every name the generator writes is here.
  static let reservedTypeNames: Set<String> = [
    "CatalogError", "ErrorKind", "ErrorPresentation", "RecoveryRole", "RetryPolicy",
    "RecoveryAction", "ErrorLocalization", "ErrorGenRuntime", "Foundation", "Error", "NSError",
    "LocalizedError", "CustomNSError", "RecoverableError", "Sendable", "Hashable", "String",
    "Int", "Int64", "Double", "Bool", "Date", "URL", "UUID", "TimeInterval", "Optional", "Array",
    "Dictionary", "Never", "Swift", "ErrorLogging", "RecoveryHandlerBridge", "LockedValue",
    "CaseIterable", "Void", "NSLocalizedDescriptionKey", "NSLocalizedFailureReasonErrorKey",
    "NSLocalizedRecoverySuggestionErrorKey", "NSHelpAnchorErrorKey", "UInt", "UInt64",
    // The runtime's text table (`TextsTranslator`).
    "ErrorTextTable", "TextArguments", "ErrorParam",
    "NSLocalizedRecoveryOptionsErrorKey", "NSUnderlyingErrorKey", "AnyHashable", "Hasher",
    "ProblemDetails",
    // Nested in the generated type, where they would hide the type itself.
    "RecoveryOption", "CaseConstants",
  ]

  /// Why `name` is not an ASCII Swift identifier, or nil when it is one.
  static func identifierProblem(_ name: String) -> IdentifierProblem? {
    // Most names are plain ASCII identifiers, which the generator checks on their bytes too;
    // the rest (`_` alone among them) get the full reading below.
    if SwiftLexicon.isPlainIdentifier(name) {
      if name.utf8.starts(with: "__".utf8) { return .doubleUnderscore }
      return keywords.contains(name) ? .keyword : nil
    }
    guard let first = name.unicodeScalars.first else { return .empty }
    for scalar in name.unicodeScalars where !isIdentifierScalar(scalar) {
      return scalar.isASCII ? .invalidCharacter(scalar) : .nonASCII(scalar)
    }
    if ("0"..."9").contains(first) { return .startsWithDigit }
    if name.hasPrefix("__") { return .doubleUnderscore }
    if keywords.contains(name) { return .keyword }
    return nil
  }

  static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
      || scalar == "_"
  }

  /// A way in which a name is not a usable identifier.
  enum IdentifierProblem: Equatable {
    case empty
    case nonASCII(Unicode.Scalar)
    case invalidCharacter(Unicode.Scalar)
    case startsWithDigit
    case doubleUnderscore
    case keyword
  }

  /// `U+0430`, for naming a character that looks like another.
  static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
