/// The Kotlin names a catalog's names become, and the generated names they must not clash
/// with: shared by the Kotlin translators and the `invalid_kotlin_name` rule, so that what the
/// rule lets through is exactly what the generator can write.
enum KotlinNames {
  /// Members of the sealed class (its own and `Exception`'s) that a param may override, with
  /// the Kotlin type it must have to do so: the param's value then is the member's value.
  static let overridableMembers: [String: String] = [
    "message": "String?", "retryAfter": "Double?", "icon": "String?", "field": "String?",
    "helpAnchor": "String?",
  ]

  /// Instance members of the sealed class and of `Throwable` (`getCause()` is `cause` in
  /// Kotlin) that no param can override: a param of that name does not compile.
  static let fixedMembers: Set<String> = [
    "code", "caseName", "identifier", "kind", "isRetryable", "retryPolicy", "presentation",
    "availableRecoveryOptions", "recoveryOptions", "recoveryActions", "loggingMetadata",
    "commonMetadata", "cause", "localizedMessage", "stackTrace", "suppressed", "textArguments",
    "params",
  ]

  /// Class names that generated code uses unqualified inside the sealed class: a case class of
  /// that name would hide them (or, for `Companion` and `RecoveryOption`, be declared twice).
  static let reservedClassNames: Set<String> = [
    "Companion", "RecoveryOption", "ErrorKind", "ErrorPresentation", "RecoveryRole",
    "RetryPolicy", "RecoveryAction", "ErrorLocalization", "ErrorLogging", "PluralCategory",
    "String", "Int", "Long", "Double", "Boolean", "List", "Map", "Any", "Exception", "Throwable",
    "Deprecated", "Suppress", "Unit", "Nothing", "ErrorTextTable", "TextArguments", "ErrorParam",
  ]

  /// The problem with param `name` of Kotlin type `type`: the member it clashes with, or nil
  /// when it is fine (or overrides one). Any param of a member's name and type overrides it
  /// (KOTLIN.md), `retryAfter` too when it is not the case's `retry.after`: Kotlin has no other
  /// way to give a data class a property of that name.
  static func clashingMember(param name: String, type: String) -> String? {
    if fixedMembers.contains(name) { return name }
    guard let memberType = overridableMembers[name] else { return nil }
    return memberType == type ? nil : name
  }

  /// Whether param `name` of Kotlin type `type` is written `override val`.
  static func overrides(param name: String, type: String) -> Bool {
    overridableMembers[name] != nil && clashingMember(param: name, type: type) == nil
  }

  /// Whether one of `errorCase`'s params overrides member `member`, whose value then is that
  /// param's, not what the sealed class would say for the case.
  static func overrides(member: String, in errorCase: CasePlan) -> Bool {
    errorCase.params.contains {
      $0.name == member && overrides(param: member, type: spelling($0.type))
    }
  }

  /// A param type as Kotlin spells it: `String`, `Long?`, `List<java.net.URI>`.
  static func type(_ type: ParamType) -> KotlinType {
    let base = KotlinType.named(baseName(type.base))
    switch type.shape {
    case .plain: return base
    case .optional: return .nullable(base)
    case .array: return .list(base)
    }
  }

  static func baseName(_ base: ParamType.Base) -> String {
    switch base {
    case .string: "String"
    case .int: "Int"
    case .int64: "Long"
    // Kotlin's unsigned types are experimental in the Kotlin this targets (1.3), and warn
    // without an opt-in; BigInteger holds every UInt64 exactly.
    case .uint, .uint64: "java.math.BigInteger"
    case .double, .timeInterval: "Double"
    case .bool: "Boolean"
    case .date: "java.util.Date"
    case .url: "java.net.URI"
    case .uuid: "java.util.UUID"
    }
  }

  /// The spelling of `type(_:)`, for comparing with `overridableMembers`.
  static func spelling(_ type: ParamType) -> String { KotlinRenderer.render(self.type(type)) }

  /// The simple name a composed type is referred to by: `NetworkError` for
  /// `Networking.NetworkError` (Kotlin has packages, not modules: the type must be visible).
  static func composedTypeName(_ composed: ComposedCasePlan) -> String {
    composedTypeName(composed.typeName)
  }

  /// The same for a type named as written (`Networking.NetworkError`).
  static func composedTypeName(_ typeName: String) -> String {
    String(typeName.split(separator: ".").last ?? "")
  }
}
