import Foundation

/// A type the catalog format allows for a param: `String`, `Int`, `Int64`, `UInt`, `UInt64`,
/// `Double` (`TimeInterval`), `Bool`, `Date`, `URL`, `UUID`, and optionals and arrays of them.
///
/// Generated code hands each case's params to the runtime as `ErrorParam`s, so that
/// `description`, `loggingMetadata`, the texts' placeholders, `problemDetailsParams` and `==`
/// are written once, here, and not once per case in every catalog.
public protocol ErrorParamValue: PlaceholderValue, ProblemDetailsValueConvertible, Hashable {
  /// The number that chooses a text's plural variant: an integer's magnitude; nil otherwise.
  var pluralCount: UInt64? { get }
}

extension ErrorParamValue {
  public var pluralCount: UInt64? { nil }
}

extension String: ErrorParamValue {}
extension Double: ErrorParamValue {}
extension Bool: ErrorParamValue {}
extension Date: ErrorParamValue {}
extension URL: ErrorParamValue {}
extension UUID: ErrorParamValue {}
extension Array: ErrorParamValue where Element: ErrorParamValue {}

extension Int: ErrorParamValue {
  public var pluralCount: UInt64? { UInt64(clamping: magnitude) }
}

extension Int64: ErrorParamValue {
  public var pluralCount: UInt64? { UInt64(clamping: magnitude) }
}

extension UInt: ErrorParamValue {
  public var pluralCount: UInt64? { UInt64(clamping: self) }
}

extension UInt64: ErrorParamValue {
  public var pluralCount: UInt64? { self }
}

extension Optional: ErrorParamValue where Wrapped: ErrorParamValue {
  public var pluralCount: UInt64? { self?.pluralCount }
}

/// One param of an error's case: its catalog name, its value, whether it is `sensitive`, and
/// whether it chooses the plural variants of the case's texts. Generated `params` lists them in
/// catalog order.
public struct ErrorParam: Sendable {
  public let name: String
  public let value: any ErrorParamValue
  public let isSensitive: Bool
  public let choosesPlural: Bool

  public init<Value: ErrorParamValue>(
    _ name: String, _ value: Value, sensitive: Bool = false, plural: Bool = false
  ) {
    self.name = name
    self.value = value
    self.isSensitive = sensitive
    self.choosesPlural = plural
  }

  /// The value as `==` and `hash(into:)` compare it.
  public var comparedValue: AnyHashable { AnyHashable(value) }
}

extension ErrorLogging {
  /// `NetworkError.rateLimited(retryAfter: 30.0)`, like Swift source; a sensitive value shows
  /// `redacted`.
  public static func description(of typeName: String, caseName: String, params: [ErrorParam])
    -> String
  {
    let head = typeName + "." + caseName
    guard !params.isEmpty else { return head }
    let values = params.map { param in
      param.name + ": " + (param.isSensitive ? redacted : sourceText(param.value))
    }
    return head + "(" + values.joined(separator: ", ") + ")"
  }

  /// What generated `loggingMetadata` holds: domain, code, case, kind, retryable, then every
  /// param by name, a sensitive one as `redacted`.
  public static func metadata<Failure: CatalogError>(of error: Failure, params: [ErrorParam])
    -> [String: String]
  {
    var metadata: [String: String] = [
      "domain": Failure.errorDomain,
      "code": String(error.errorCode),
      "case": error.caseName,
      "kind": error.kind.rawValue,
      "retryable": String(error.isRetryable),
    ]
    for param in params {
      metadata[param.name] = param.isSensitive ? redacted : metadataText(param.value)
    }
    return metadata
  }
}

extension TextArguments {
  /// What each placeholder shows, a sensitive param as `ErrorLogging.redacted` when
  /// `redacting`, and the count of the param that chooses plural variants.
  public init(_ params: [ErrorParam], redacting: Bool) {
    var values: [String: String] = [:]
    var count: UInt64?
    for param in params {
      values[param.name] =
        redacting && param.isSensitive ? ErrorLogging.redacted : param.value.placeholderText
      if param.choosesPlural { count = param.value.pluralCount }
    }
    self.init(values)
    self.count = count
  }
}

extension ProblemDetails {
  /// What generated `problemDetailsParams` sends: every param that is not sensitive, by name.
  public static func params(of params: [ErrorParam]) -> [String: Value] {
    var values: [String: Value] = [:]
    for param in params where !param.isSensitive {
      values[param.name] = param.value.problemDetailsValue
    }
    return values
  }
}

extension ProblemDetails {
  /// The error code of each own case of `samples` by its identifier, leaving out composed
  /// cases (which take both from the error they wrap): generated `init?(problemDetails:)`
  /// looks a `code` up here, then switches over the integer, which costs the compiler far less
  /// than a switch over the strings.
  public static func errorCodes<Failure: CatalogError>(byIdentifierOf samples: [Failure])
    -> [String: Int]
  {
    var codes: [String: Int] = [:]
    for sample in samples where sample.underlyingError == nil {
      codes[sample.identifier] = sample.errorCode
    }
    return codes
  }
}

extension ErrorParam {
  /// Each own case of `samples` that has no params, by its error code (the first of a code
  /// wins), leaving out composed cases: the cases that generated `init?(code:)` and
  /// `init?(problemDetails:)` return without reading a value. A table made once, so that those
  /// initializers switch only over the cases that have params.
  public static func casesWithoutParams<Failure: CatalogError>(
    byCodeOf samples: [Failure], params: (Failure) -> [ErrorParam]
  ) -> [Int: Failure] {
    var cases: [Int: Failure] = [:]
    for sample in samples where sample.underlyingError == nil && params(sample).isEmpty {
      if cases[sample.errorCode] == nil { cases[sample.errorCode] = sample }
    }
    return cases
  }
}
