/// One case of a catalog's `errors`, with the catalog's defaults applied.
@dynamicMemberLookup
public struct CatalogCase: Hashable, Sendable {
  /// How an error behaves (the runtime's `ErrorKind`).
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case transient, user, system, fatal
  }

  /// How an error is shown (the runtime's `ErrorPresentation`).
  public enum Presentation: String, Hashable, Sendable, CaseIterable {
    case alert, banner, inline, fullscreen, silent
  }

  /// A case's values. A `CatalogCase` holds them by reference, copied on the first change
  /// to a shared copy: the linter, the planner and the renderers walk the cases many times,
  /// and a walk copies each case it visits.
  public struct Fields: Hashable, Sendable {
    public var name: Located<String>
    public var code: Located<Int>
    public var doc: String?
    /// `kind`, else `defaults.kind`, else `system` (located at the case's name).
    public var kind: Located<Kind>
    public var params: [CatalogParam]
    public var message: LocalizedText
    public var reason: LocalizedText?
    public var suggestion: LocalizedText?
    public var help: String?
    /// Option names in button order; `defaults.recovery` when the case has none.
    public var recovery: [Located<String>]
    /// Whether `recovery` is `defaults.recovery`, which the case did not override: generated code
    /// writes that list once, for all such cases, as the catalog does.
    public var recoveryIsDefault = false
    /// `retry`, else `defaults.retry`, else none.
    public var retry: RetrySpec
    public var presentation: Located<Presentation>
    public var icon: String?
    public var field: String?
    /// `status`: the HTTP status a server answers the case with (`httpStatus`), if given.
    public var status: Located<Int>?
    public var http: [HTTPStatusRange]
    public var serverCodes: [Located<String>]
    public var maps: [ForeignErrorMapping]
    /// The deprecation message, when the case is deprecated.
    public var deprecated: String?
    /// `lint_ignore`: the ids of the rules whose warnings about this case the team acknowledged.
    public var lintIgnore: [Located<String>] = []
    /// The lines the case takes in its file, from its name to its last value; nil when unknown.
    /// `lint_ignore` applies to the problems reported on them.
    public var lines: ClosedRange<Int>?
    /// `plural`: the param that chooses a plural variant, as written.
    public var plural: Located<String>?
  }

  private final class Box: @unchecked Sendable {  // Changed only while uniquely referenced.
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private var box: Box

  public subscript<Value>(dynamicMember field: WritableKeyPath<Fields, Value>) -> Value {
    get { box.fields[keyPath: field] }
    _modify {
      if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
      yield &box.fields[keyPath: field]
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
  }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.fields) }

  public init(
    name: Located<String>,
    code: Located<Int>,
    doc: String? = nil,
    kind: Located<Kind>,
    params: [CatalogParam] = [],
    message: LocalizedText,
    reason: LocalizedText? = nil,
    suggestion: LocalizedText? = nil,
    help: String? = nil,
    recovery: [Located<String>] = [],
    retry: RetrySpec,
    presentation: Located<Presentation>,
    icon: String? = nil,
    field: String? = nil,
    status: Located<Int>? = nil,
    http: [HTTPStatusRange] = [],
    serverCodes: [Located<String>] = [],
    maps: [ForeignErrorMapping] = [],
    deprecated: String? = nil,
    plural: Located<String>? = nil
  ) {
    box = Box(
      Fields(
        name: name, code: code, doc: doc, kind: kind, params: params, message: message,
        reason: reason, suggestion: suggestion, help: help, recovery: recovery, retry: retry,
        presentation: presentation, icon: icon, field: field, status: status, http: http,
        serverCodes: serverCodes, maps: maps, deprecated: deprecated, plural: plural))
  }

  /// The name of the param that chooses plural variants: `plural`, else the case's only
  /// non-optional `Int` or `Int64` param (LOCALIZATION.md §1), else nil.
  public var pluralParamName: String? {
    if let plural = self.plural { return plural.value }
    let integers = self.params.filter { $0.type.value.isPluralCount }
    return integers.count == 1 ? integers[0].name.value : nil
  }

  /// The param declared under `name`, if any.
  public func param(named name: String) -> CatalogParam? {
    self.params.first { $0.name.value == name }
  }

  /// Whether the case can be built from an HTTP status, a server code or a foreign error.
  public var isMapped: Bool {
    !self.http.isEmpty || !self.serverCodes.isEmpty || !self.maps.isEmpty
  }
}

/// An HTTP status or an inclusive range of them, from `http: [404, "500-599"]`.
public struct HTTPStatusRange: Hashable, Sendable {
  public var lower: Int
  public var upper: Int
  public var location: SourceLocation

  public init(lower: Int, upper: Int, location: SourceLocation) {
    self.lower = lower
    self.upper = upper
    self.location = location
  }

  public func contains(_ status: Int) -> Bool { lower <= status && status <= upper }
}

/// A foreign NSError domain and codes that upgrade to a case: `{domain: NSURLErrorDomain,
/// codes: [-1009]}`.
public struct ForeignErrorMapping: Hashable, Sendable {
  public var domain: Located<String>
  public var codes: [Located<Int>]
  public var location: SourceLocation

  public init(domain: Located<String>, codes: [Located<Int>], location: SourceLocation) {
    self.domain = domain
    self.codes = codes
    self.location = location
  }
}
