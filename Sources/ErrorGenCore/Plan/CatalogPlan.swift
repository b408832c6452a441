/// One catalog worked out for every output: what Swift, Kotlin and `errorgen export` show of
/// it, decided once (ARCHITECTURE.md, stage 4).
///
/// `CatalogPlanner` builds it from a lint-clean `Catalog`; the renderers read only this and
/// choose syntax. Values are plain (no source locations): a plan is what the outputs show, not
/// where the catalog said it.
public struct CatalogPlan: Sendable {
  /// The catalog file's path as given on the command line.
  public var file: String
  /// The file name without `.errors.yaml`: the generated files are named after it.
  public var stem: String
  public var typeName: String
  public var domain: String
  /// The access level of the generated declarations (`generate --access` applied).
  public var access: Catalog.Access
  public var doc: String?
  public var defaultLocale: String
  /// The default locale first, then every other locale a text uses, sorted.
  public var locales: [String]
  /// `problem_type`, the URI template with `{identifier}`; nil for `about:blank`.
  public var problemTypeTemplate: String?
  /// `kotlin_package`, the Kotlin file's package.
  public var kotlinPackage: String?
  /// The own cases, in catalog order.
  public var cases: [CasePlan]
  /// An umbrella's composed cases, in catalog order.
  public var composed: [ComposedCasePlan]
  /// `recovery_options`, in catalog order.
  public var recoveryOptions: [RecoveryOptionPlan]

  /// Whether some own case is deprecated.
  public var hasDeprecatedCases: Bool { cases.contains { $0.deprecated != nil } }
}

/// An umbrella case that wraps another catalog's type: `network: NetworkError`.
public struct ComposedCasePlan: Hashable, Sendable {
  public var name: String
  /// The type as written, module included: `NetworkError` or `Networking.NetworkError`.
  public var typeName: String

  /// The module the type is named with (`Networking`), if any.
  public var module: String? {
    let parts = typeName.split(separator: ".")
    return parts.count > 1 ? String(parts[0]) : nil
  }
}

/// A recovery option: a button an error can offer.
public struct RecoveryOptionPlan: Hashable, Sendable {
  public var name: String
  public var label: TextPlan
  public var role: RecoveryOptionDecl.Role
  public var retriesOperation: Bool
  public var doc: String?
}

/// One error case, with everything an output shows of it.
///
/// A class, where the rest of the plan is values: a plan is made once and then only read, and
/// each output walks its cases once per member it writes. A walk copies each element it visits;
/// a reference is one retain, a struct of these fields one per string and array.
public final class CasePlan: Sendable {
  public let name: String
  /// `<domain>.<name>`: the case's stable identifier (problem details' `code`).
  public let identifier: String
  public let code: Int
  public let doc: String?
  public let kind: CatalogCase.Kind
  /// The deprecation message (possibly empty); nil when the case is not deprecated.
  public let deprecated: String?
  public let params: [ParamPlan]
  public let message: TextPlan
  public let reason: TextPlan?
  public let suggestion: TextPlan?
  public let help: String?
  /// The param whose value chooses plural variants, when some text of the case has them.
  public let pluralParam: String?
  /// The recovery options the case offers, in button order.
  public let recovery: [String]
  /// Whether `recovery` is the kind's default (the case wrote none of its own).
  public let recoveryIsDefault: Bool
  /// The resolved retry policy (a named one written out); nil when the case is not retried.
  public let retry: RetryPolicyPlan?
  /// The param that holds the least delay before the next attempt, in seconds, when the case
  /// names one (`retry.after`) that holds a number.
  public let retryAfterParam: String?
  public let presentation: CatalogCase.Presentation
  public let icon: String?
  public let field: String?
  /// The status a server answers with: a `bind: http_status` param's value when the case has
  /// one (`statusParam`), else `status`.
  public let status: Int
  /// The `bind: http_status` param, whose value (when not nil) is the status.
  public let statusParam: String?
  /// The HTTP statuses that map to this case, each an inclusive range.
  public let httpMatches: [ClosedRange<Int>]
  public let serverCodes: [String]
  /// Foreign errors (an `NSError` domain and its codes) that map to this case.
  public let foreignMappings: [ForeignMappingPlan]
  /// RFC 9457's `type`: the catalog's template with the identifier filled in; nil for
  /// `about:blank`.
  public let problemType: String?

  /// The plan of `errorCase`, each value decided by `CatalogPlanner`.
  init(_ errorCase: CatalogCase, in catalog: Catalog) {
    let identifier = catalog.domain.value + "." + errorCase.name.value
    name = errorCase.name.value
    self.identifier = identifier
    code = errorCase.code.value
    doc = errorCase.doc
    kind = errorCase.kind.value
    deprecated = errorCase.deprecated
    params = errorCase.params.map { CatalogPlanner.plan($0, in: errorCase) }
    message = TextPlanner.plan(errorCase.message)
    reason = errorCase.reason.map(TextPlanner.plan)
    suggestion = errorCase.suggestion.map(TextPlanner.plan)
    help = errorCase.help
    let pluralTexts = [errorCase.message, errorCase.reason, errorCase.suggestion].contains {
      $0?.hasPluralVariants ?? false
    }
    pluralParam = pluralTexts ? errorCase.pluralParamName : nil
    recovery = errorCase.recovery.map(\.value)
    recoveryIsDefault = errorCase.recoveryIsDefault
    retry = CatalogPlanner.retryPolicy(errorCase.retry.policy, in: catalog)
    retryAfterParam = CatalogPlanner.retryAfterParam(errorCase)
    presentation = errorCase.presentation.value
    icon = errorCase.icon
    field = errorCase.field
    status = CatalogPlanner.status(errorCase)
    statusParam = errorCase.params.first { $0.binding?.value == .httpStatus }?.name.value
    httpMatches = errorCase.http.map { $0.lower...max($0.lower, $0.upper) }
    serverCodes = errorCase.serverCodes.map(\.value)
    foreignMappings = errorCase.maps.map {
      ForeignMappingPlan(domain: $0.domain.value, codes: $0.codes.map(\.value))
    }
    problemType = catalog.problemType.map {
      CatalogPlanner.problemType(template: $0.value, identifier: identifier)
    }
  }

  /// The param named `name`, if any.
  public func param(named name: String) -> ParamPlan? { params.first { $0.name == name } }

  /// The case's texts by what they say, absent ones left out.
  public var texts: [(kind: TextKind, text: TextPlan)] {
    [(.message, message), (.reason, reason), (.suggestion, suggestion)].compactMap { kind, text in
      text.map { (kind, $0) }
    }
  }

  /// Whether the case can be built from a number alone: every param optional.
  public var isMadeFromCode: Bool { params.allSatisfy(\.type.isOptional) }
}

/// What a text of a case says.
public enum TextKind: String, Hashable, Sendable, CaseIterable {
  case message, reason, suggestion
}

/// A param of a case.
public struct ParamPlan: Hashable, Sendable {
  public var name: String
  public var type: ParamType
  public var doc: String?
  /// Never sent in problem details, logged as `<redacted>`, its placeholder redacted in
  /// `redactedErrorDescription`.
  public var sensitive: Bool
  public var binding: CatalogParam.Binding?
  /// A value of the param's type for `samples` (and for a mapping that cannot fill it).
  public var sample: SampleValue
  /// Where its value comes from when the case is built from an HTTP status.
  public var fromHTTPStatus: ParamSource
  /// Where its value comes from when the case is built from a code, a server code or a
  /// foreign error.
  public var fromMapping: ParamSource
}

/// Where a param's value comes from when a mapping builds the case.
public enum ParamSource: Hashable, Sendable {
  /// The HTTP status, converted to the param's base type (`Int`, `Int64`, `Double`,
  /// `TimeInterval`).
  case httpStatus
  /// The server's Retry-After delay in seconds, as it is (`Double?`, `TimeInterval?`).
  case retryAfter
  /// The Retry-After delay rounded up to whole seconds and clamped to the integer type
  /// (`Int?`, `Int64?`): a server's least wait is never shortened.
  case retryAfterRoundedUp
  /// No value: an optional param.
  case none
  /// The param's sample value (a lint error keeps this from happening in a clean catalog).
  case sample
}

/// A sample value of a param's type, language-neutral.
public indirect enum SampleValue: Hashable, Sendable {
  case string(String)
  case integer(Int)
  case double(Double)
  case bool(Bool)
  /// A date, as seconds since 1970.
  case date(secondsSince1970: Int)
  case url(String)
  case uuid(String)
  /// An array holding the one value.
  case array(SampleValue)
}

/// A foreign error mapped to a case: an `NSError` domain and its codes.
public struct ForeignMappingPlan: Hashable, Sendable {
  public var domain: String
  public var codes: [Int]
}

/// A resolved retry policy: every value written out, the format's defaults filled in.
public struct RetryPolicyPlan: Hashable, Sendable {
  public var maxAttempts: Int
  /// Seconds.
  public var initialDelay: Double
  /// Seconds.
  public var maxDelay: Double
  public var multiplier: Double
  /// Seconds.
  public var jitter: Double

  /// The runtime's defaults (`RetryPolicy()`), which generated code leaves unwritten.
  public static let standard = RetryPolicyPlan(
    maxAttempts: 3, initialDelay: 1, maxDelay: 30, multiplier: 2, jitter: 0)
}
