import Foundation

/// An RFC 9457 problem details object (`application/problem+json`): the body a server answers a
/// failure with, and that a client turns back into the catalog case it came from.
///
/// A server makes one from any catalog error (`ProblemDetails(error, locale: "de")`, or the whole
/// response with `ProblemResponse`); a client reads one from a response
/// (`ServerResponseError(response:body:)`) and gets the case back through
/// `init?(problemDetails:)` of the catalog type, which an `ErrorUpgrader` calls.
///
/// ```swift
/// let details = ProblemDetails(NetworkError.rateLimited(retryAfter: 30), locale: "en")
/// let body = try JSONEncoder().encode(details)
/// // {"code":"com.example.network.rateLimited","detail":"Too many requests. …","errorCode":1429,
/// //  "params":{"retryAfter":30},"retryAfter":30,"status":429,"title":"Rate limited",
/// //  "type":"about:blank"}
/// let back = NetworkError(problemDetails: try JSONDecoder().decode(ProblemDetails.self, from: body))
/// // NetworkError.rateLimited(retryAfter: 30)
/// ```
///
/// Decoding is lenient, as RFC 9457 asks: only a JSON object decodes; a body without `type` reads
/// as `about:blank`; a member of the wrong JSON type (a `status` that is a string) is ignored, as
/// if it were absent; members this type does not know are kept in `extensions` and written again.
/// Encoding leaves nil members out (they are not written as `null`) and always writes `type`.
public struct ProblemDetails: Codable, Sendable, Hashable {
  /// The media type of a problem details body: `"application/problem+json"`.
  public static let mediaType = "application/problem+json"

  /// A URI that identifies the problem type; `"about:blank"` when there is none.
  public var type: String

  /// A short summary of the problem type, the same for every occurrence of the case.
  public var title: String?

  /// The HTTP status of the response.
  public var status: Int?

  /// The explanation of this occurrence, for a person: the case's message.
  public var detail: String?

  /// A URI that identifies this occurrence (the request's path, a trace URL).
  public var instance: String?

  /// Extension member: the case's identifier, `"com.example.network.rateLimited"`.
  public var code: String?

  /// Extension member: the case's numeric code (`errorCode`).
  public var errorCode: Int?

  /// Extension member: the least delay before trying again, in seconds.
  public var retryAfter: Double?

  /// Extension member: the case's params that are not sensitive, by name.
  public var params: [String: Value]

  /// The members of a decoded body that this type does not know, kept so that they are encoded
  /// again. A key that names one of the members above is ignored when encoding.
  public var extensions: [String: Value]

  /// Creates problem details from its members.
  public init(
    type: String = "about:blank", title: String? = nil, status: Int? = nil,
    detail: String? = nil, instance: String? = nil, code: String? = nil, errorCode: Int? = nil,
    retryAfter: Double? = nil, params: [String: Value] = [:], extensions: [String: Value] = [:]
  ) {
    self.type = type
    self.title = title
    self.status = status
    self.detail = detail
    self.instance = instance
    self.code = code
    self.errorCode = errorCode
    self.retryAfter = retryAfter
    self.params = params
    self.extensions = extensions
  }

  /// The problem details a server answers `error` with, its texts in `locale`.
  ///
  /// - `type`: the case's `problemType` (from its catalog's `problem_type`; for an umbrella's
  ///   composed case, the wrapped catalog's), else `about:blank`.
  /// - `title`: for an `about:blank` type, the status phrase (`"Too Many Requests"`), as RFC 9457
  ///   asks; otherwise the case's `problemTitle(locale:)`, else its name as words (`rateLimited`
  ///   → `"Rate limited"`). It does not change between occurrences of the case and shows no
  ///   param.
  /// - `status`: `httpStatus`; `detail`: the message in `locale`, a sensitive param reading
  ///   `<redacted>` (`redactedErrorDescription(locale:)`).
  /// - `code`: `identifier`; `errorCode`; `retryAfter` when the error has one; `params`: the
  ///   params that are not sensitive (`problemDetailsParams`). A sensitive param is in no member.
  public init(_ error: some CatalogError, locale: String, instance: String? = nil) {
    let retryAfter = error.retryAfter.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    self.init(
      type: error.problemType, title: Self.title(for: error, locale: locale),
      status: error.httpStatus, detail: error.redactedErrorDescription(locale: locale),
      instance: instance, code: error.identifier, errorCode: error.errorCode,
      retryAfter: retryAfter, params: error.problemDetailsParams)
  }

  /// The `title` of `error`'s problem details in `locale` (see `init(_:locale:instance:)`).
  public static func title(for error: some CatalogError, locale: String) -> String {
    let type = error.problemType
    if type == "about:blank", let phrase = HTTPStatusPhrase.phrase(for: error.httpStatus) {
      return phrase
    }
    return error.problemTitle(locale: locale) ?? title(forCaseName: error.caseName)
  }

  /// A case name as words: `"rateLimited"` → `"Rate limited"`, `"invalidURL"` → `"Invalid URL"`.
  public static func title(forCaseName name: String) -> String {
    var words: [String] = []
    var current = ""
    let characters = Array(name)
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        character.isUppercase
        && (previous.map { $0.isLowercase || $0.isNumber } == true
          || (previous?.isUppercase == true && next?.isLowercase == true))
      if startsWord, !current.isEmpty {
        words.append(current)
        current = ""
      }
      current.append(character)
    }
    if !current.isEmpty { words.append(current) }
    let shaped = words.enumerated().map { index, word -> String in
      let isAcronym = word.count > 1 && word.allSatisfy { $0.isUppercase || $0.isNumber }
      if isAcronym { return word }
      return index == 0 ? word.prefix(1).uppercased() + word.dropFirst() : word.lowercased()
    }
    return shaped.joined(separator: " ")
  }

  // MARK: Codable

  /// The members RFC 9457 defines and the extension members errorgen writes.
  static let knownMembers: Set<String> = [
    "type", "title", "status", "detail", "instance", "code", "errorCode", "retryAfter", "params",
  ]

  struct MemberKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
  }

  /// Decodes a JSON object; a member of the wrong type is ignored, unknown members go to
  /// `extensions`. Throws for anything that is not a JSON object.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: MemberKey.self)
    func member<T: Decodable>(_ name: String, _: T.Type) -> T? {
      (try? container.decodeIfPresent(T.self, forKey: MemberKey(name))) ?? nil
    }
    type = member("type", String.self) ?? "about:blank"
    title = member("title", String.self)
    status = member("status", Int.self)
    detail = member("detail", String.self)
    instance = member("instance", String.self)
    code = member("code", String.self)
    errorCode = member("errorCode", Int.self)
    retryAfter = member("retryAfter", Double.self).flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    params = [:]
    if let nested = try? container.nestedContainer(
      keyedBy: MemberKey.self, forKey: MemberKey("params"))
    {
      for key in nested.allKeys {
        if let value = try? nested.decode(Value.self, forKey: key) {
          params[key.stringValue] = value
        }
      }
    }
    extensions = [:]
    for key in container.allKeys where !Self.knownMembers.contains(key.stringValue) {
      if let value = try? container.decode(Value.self, forKey: key) {
        extensions[key.stringValue] = value
      }
    }
  }

  /// Encodes a JSON object: `type` always, the other members when they are not nil (`params`
  /// when not empty), then `extensions`. A number that is not finite is written as `null`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: MemberKey.self)
    try container.encode(type, forKey: MemberKey("type"))
    try container.encodeIfPresent(title, forKey: MemberKey("title"))
    try container.encodeIfPresent(status, forKey: MemberKey("status"))
    try container.encodeIfPresent(detail, forKey: MemberKey("detail"))
    try container.encodeIfPresent(instance, forKey: MemberKey("instance"))
    try container.encodeIfPresent(code, forKey: MemberKey("code"))
    try container.encodeIfPresent(errorCode, forKey: MemberKey("errorCode"))
    if let retryAfter, retryAfter.isFinite {
      try container.encode(retryAfter, forKey: MemberKey("retryAfter"))
    }
    if !params.isEmpty {
      try container.encode(params, forKey: MemberKey("params"))
    }
    for (name, value) in extensions where !Self.knownMembers.contains(name) {
      try container.encode(value, forKey: MemberKey(name))
    }
  }

  // MARK: JSON bytes

  /// The JSON bytes of these problem details, members in sorted order, slashes not escaped.
  public func jsonData() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Cannot fail: every member is a string, a finite number, or a Value, which writes a number
    // that is not finite as null. The fallback is there only so that this never traps.
    return (try? encoder.encode(self)) ?? Data(#"{"type":"about:blank"}"#.utf8)
  }

  /// The problem details in `data`, or nil when it is not a JSON object (invalid JSON, invalid
  /// UTF-8, an array). Bodies larger than `maximumBodySize`, or with arrays and objects nested
  /// deeper than `maximumNesting`, are not read.
  public init?(jsonData data: Data) {
    guard Self.isReadable(data),
      let decoded = try? JSONDecoder().decode(ProblemDetails.self, from: data)
    else { return nil }
    self = decoded
  }

  /// The largest body, in bytes, that `init?(jsonData:)` and `ServerResponseError` read: 1 MiB.
  /// Problem details are small; a larger body is treated as one that is not JSON.
  public static let maximumBodySize = 1 << 20

  /// The deepest nesting of arrays and objects that `init?(jsonData:)` and
  /// `ServerResponseError` read; a body nested deeper is treated as one that is not JSON.
  /// `JSONDecoder` decodes recursively, and a body of a few hundred `[` exhausts the 512 KiB
  /// stack of a secondary thread long before the decoder's own limit.
  public static let maximumNesting = 32

  /// Whether `data` is small and shallow enough to decode: at most `maximumBodySize` bytes of
  /// UTF-8 and `maximumNesting` levels (`JSONNesting`). A body in UTF-16 or UTF-32 is not read.
  static func isReadable(_ data: Data) -> Bool {
    data.count <= maximumBodySize && JSONNesting.isUTF8(data, nestedAtMost: maximumNesting)
  }
}

// MARK: - Value

extension ProblemDetails {
  /// A JSON value: the value of a param or of an extension member.
  ///
  /// Numbers that are integers are kept as `Int64`, so that they survive exactly up to its
  /// bounds; other numbers (`1.5`, integers beyond `Int64`) are `Double`. An `integer` and a
  /// `number` with the same value are equal, since JSON does not tell them apart (`2.0` is
  /// written as `2`).
  public enum Value: Codable, Sendable, Hashable {
    case string(String)
    case integer(Int64)
    case number(Double)
    case bool(Bool)
    case null
    case array([Value])
    case object([String: Value])

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if container.decodeNil() {
        self = .null
      } else if let value = try? container.decode(Bool.self) {
        self = .bool(value)
      } else if let value = try? container.decode(Int64.self) {
        self = .integer(value)
      } else if let value = try? container.decode(Double.self) {
        self = .number(value)
      } else if let value = try? container.decode(String.self) {
        self = .string(value)
      } else if let value = try? container.decode([Value].self) {
        self = .array(value)
      } else {
        self = .object(try container.decode([String: Value].self))
      }
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .string(let value): try container.encode(value)
      case .integer(let value): try container.encode(value)
      case .number(let value):
        if let integer = Int64(exactly: value) {
          try container.encode(integer)
        } else if value.isFinite {
          try container.encode(value)
        } else {
          try container.encodeNil()
        }
      case .bool(let value): try container.encode(value)
      case .null: try container.encodeNil()
      case .array(let value): try container.encode(value)
      case .object(let value): try container.encode(value)
      }
    }

    public static func == (lhs: Value, rhs: Value) -> Bool {
      switch (lhs, rhs) {
      case (.string(let a), .string(let b)): a == b
      case (.integer(let a), .integer(let b)): a == b
      case (.number(let a), .number(let b)): a == b
      case (.integer(let a), .number(let b)), (.number(let b), .integer(let a)):
        Int64(exactly: b) == a
      case (.bool(let a), .bool(let b)): a == b
      case (.null, .null): true
      case (.array(let a), .array(let b)): a == b
      case (.object(let a), .object(let b)): a == b
      default: false
      }
    }

    public func hash(into hasher: inout Hasher) {
      switch self {
      case .string(let value):
        hasher.combine(0)
        hasher.combine(value)
      case .integer(let value):
        hasher.combine(1)
        hasher.combine(value)
      case .number(let value):
        if let integer = Int64(exactly: value) {
          hasher.combine(1)
          hasher.combine(integer)
        } else {
          hasher.combine(2)
          hasher.combine(value)
        }
      case .bool(let value):
        hasher.combine(3)
        hasher.combine(value)
      case .null:
        hasher.combine(4)
      case .array(let value):
        hasher.combine(5)
        hasher.combine(value)
      case .object(let value):
        hasher.combine(6)
        hasher.combine(value)
      }
    }
  }
}

extension ProblemDetails.Value: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral,
  ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int64) { self = .integer(value) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(nilLiteral: ()) { self = .null }
  public init(arrayLiteral elements: ProblemDetails.Value...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, ProblemDetails.Value)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
