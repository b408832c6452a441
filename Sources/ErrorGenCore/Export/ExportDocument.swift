/// What `errorgen export` writes (EXPORT.md): the catalogs' plans as one JSON document, for web
/// front ends, support tools and analytics that read errors without parsing YAML.
///
/// Codable both ways, so that a tool (or a test) can decode an export and compare catalogs
/// without compiling anything. Keys are fixed within `"errorgen": 1`; keys may be added.
public struct ExportDocument: Codable, Hashable, Sendable {
  /// The format version: 1.
  public var errorgen: Int
  public var catalogs: [Catalog]

  public init(_ plans: [CatalogPlan]) {
    errorgen = 1
    catalogs = plans.map(Catalog.init)
  }

  /// The document as UTF-8 JSON: keys sorted, two-space indent, a final newline.
  public var json: String { JSONValue.encoded(self) }

  /// One catalog.
  public struct Catalog: Codable, Hashable, Sendable {
    public var file: String
    public var type: String
    public var domain: String
    public var defaultLocale: String
    public var locales: [String]
    /// An umbrella's composed cases: the case name, and the type it wraps.
    public var compose: [String: String]
    public var cases: [Case]

    enum CodingKeys: String, CodingKey {
      case file, type, domain, locales, compose, cases
      case defaultLocale = "default_locale"
    }

    init(_ plan: CatalogPlan) {
      file = plan.file
      type = plan.typeName
      domain = plan.domain
      defaultLocale = plan.defaultLocale
      locales = plan.locales
      compose = Dictionary(
        plan.composed.map { ($0.name, $0.typeName) }, uniquingKeysWith: { first, _ in first })
      cases = plan.cases.map(Case.init)
    }
  }

  /// One own case of a catalog.
  public struct Case: Codable, Hashable, Sendable {
    public var name: String
    public var identifier: String
    public var code: Int
    public var kind: String
    public var deprecated: Bool
    public var params: [Param]
    /// The status a server answers with (a `bind: http_status` param's value, when the case
    /// has one, replaces it at run time).
    public var httpStatus: Int?
    public var problemType: String?
    public var retry: Retry?
    public var serverCodes: [String]
    /// `message`, `reason` and `suggestion`: each locale's text as written.
    public var texts: [String: [String: Text]]

    enum CodingKeys: String, CodingKey {
      case name, identifier, code, kind, deprecated, params, retry, texts
      case httpStatus = "http_status"
      case problemType = "problem_type"
      case serverCodes = "server_codes"
    }

    init(_ plan: CasePlan) {
      name = plan.name
      identifier = plan.identifier
      code = plan.code
      kind = plan.kind.rawValue
      deprecated = plan.deprecated != nil
      params = plan.params.map {
        Param(
          name: $0.name, type: $0.type.description, optional: $0.type.isOptional,
          sensitive: $0.sensitive)
      }
      httpStatus = plan.status
      problemType = plan.problemType
      retry = plan.retry.map(Retry.init)
      serverCodes = plan.serverCodes
      var texts: [String: [String: Text]] = [:]
      for kind in TextKind.allCases { texts[kind.rawValue] = [:] }
      for (kind, text) in plan.texts {
        for value in text.locales {
          texts[kind.rawValue, default: [:]][value.locale] = Text(value, plural: plan.pluralParam)
        }
      }
      self.texts = texts
    }

    // `http_status`, `problem_type` and `retry` are written as `null` when absent, as the
    // format says, not left out (the synthesized encoder would leave them out).
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .name)
      try container.encode(identifier, forKey: .identifier)
      try container.encode(code, forKey: .code)
      try container.encode(kind, forKey: .kind)
      try container.encode(deprecated, forKey: .deprecated)
      try container.encode(params, forKey: .params)
      try container.encode(httpStatus, forKey: .httpStatus)
      try container.encode(problemType, forKey: .problemType)
      try container.encode(retry, forKey: .retry)
      try container.encode(serverCodes, forKey: .serverCodes)
      try container.encode(texts, forKey: .texts)
    }
  }

  /// A param of a case.
  public struct Param: Codable, Hashable, Sendable {
    public var name: String
    /// The type as the catalog writes it: `Int`, `String?`, `[URL]`.
    public var type: String
    public var optional: Bool
    public var sensitive: Bool
  }

  /// A resolved retry policy; durations in seconds.
  public struct Retry: Codable, Hashable, Sendable {
    public var maxAttempts: Int
    public var initialDelay: Double
    public var maxDelay: Double
    public var multiplier: Double
    public var jitter: Double

    enum CodingKeys: String, CodingKey {
      case multiplier, jitter
      case maxAttempts = "max_attempts"
      case initialDelay = "initial_delay"
      case maxDelay = "max_delay"
    }

    init(_ plan: RetryPolicyPlan) {
      maxAttempts = plan.maxAttempts
      initialDelay = plan.initialDelay
      maxDelay = plan.maxDelay
      multiplier = plan.multiplier
      jitter = plan.jitter
    }
  }

  /// One locale's text: a string, or plural variants by CLDR category with `"plural"`, the
  /// param they count.
  public enum Text: Codable, Hashable, Sendable {
    case text(String)
    case plural(param: String, variants: [String: String])

    init(_ value: LocaleText, plural: String?) {
      let first = value.written.first
      guard first?.category != nil else {
        self = .text(first?.template.text ?? "")
        return
      }
      var variants: [String: String] = [:]
      for written in value.written {
        guard let category = written.category, variants[category] == nil else { continue }
        variants[category] = written.template.text
      }
      self = .plural(param: plural ?? "", variants: variants)
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let text = try? container.decode(String.self) {
        self = .text(text)
        return
      }
      var variants = try container.decode([String: String].self)
      let param = variants.removeValue(forKey: "plural") ?? ""
      self = .plural(param: param, variants: variants)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      switch self {
      case .text(let text): try container.encode(text)
      case .plural(let param, let variants):
        try container.encode(variants.merging(["plural": param]) { variant, _ in variant })
      }
    }
  }
}
