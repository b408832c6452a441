/// One case of a catalog's `errors`, with the catalog's defaults applied.
public struct CatalogCase: Hashable, Sendable {
  /// How an error behaves (the runtime's `ErrorKind`).
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case transient, user, system, fatal
  }

  /// How an error is shown (the runtime's `ErrorPresentation`).
  public enum Presentation: String, Hashable, Sendable, CaseIterable {
    case alert, banner, inline, fullscreen, silent
  }

  // The values live in one immutable box that copies share: a case is copied wherever it is
  // iterated over (lint rules, translators), and copying one reference costs one retain where
  // copying eighteen fields cost some thirty, contended between threads. A change makes a new
  // box (cases are built once, by the decoder, and rarely changed after).
  private struct Fields: Hashable, Sendable {
    var name: Located<String>
    var code: Located<Int>
    var doc: String?
    var kind: Located<Kind>
    var params: [CatalogParam]
    var message: LocalizedText
    var reason: LocalizedText?
    var suggestion: LocalizedText?
    var help: String?
    var recovery: [Located<String>]
    var retry: RetrySpec
    var presentation: Located<Presentation>
    var icon: String?
    var field: String?
    var http: [HTTPStatusRange]
    var serverCodes: [Located<String>]
    var maps: [ForeignErrorMapping]
    var deprecated: String?
  }

  private final class Storage: Sendable {
    let fields: Fields

    init(_ fields: Fields) {
      self.fields = fields
    }
  }

  private var storage: Storage

  private mutating func change(_ body: (inout Fields) -> Void) {
    var fields = storage.fields
    body(&fields)
    storage = Storage(fields)
  }

  public var name: Located<String> {
    get { storage.fields.name }
    set { change { $0.name = newValue } }
  }

  public var code: Located<Int> {
    get { storage.fields.code }
    set { change { $0.code = newValue } }
  }

  public var doc: String? {
    get { storage.fields.doc }
    set { change { $0.doc = newValue } }
  }

  /// `kind`, else `defaults.kind`, else `system` (located at the case's name).
  public var kind: Located<Kind> {
    get { storage.fields.kind }
    set { change { $0.kind = newValue } }
  }

  public var params: [CatalogParam] {
    get { storage.fields.params }
    set { change { $0.params = newValue } }
  }

  public var message: LocalizedText {
    get { storage.fields.message }
    set { change { $0.message = newValue } }
  }

  public var reason: LocalizedText? {
    get { storage.fields.reason }
    set { change { $0.reason = newValue } }
  }

  public var suggestion: LocalizedText? {
    get { storage.fields.suggestion }
    set { change { $0.suggestion = newValue } }
  }

  public var help: String? {
    get { storage.fields.help }
    set { change { $0.help = newValue } }
  }

  /// Option names in button order; `defaults.recovery` when the case has none.
  public var recovery: [Located<String>] {
    get { storage.fields.recovery }
    set { change { $0.recovery = newValue } }
  }

  /// `retry`, else `defaults.retry`, else none.
  public var retry: RetrySpec {
    get { storage.fields.retry }
    set { change { $0.retry = newValue } }
  }

  public var presentation: Located<Presentation> {
    get { storage.fields.presentation }
    set { change { $0.presentation = newValue } }
  }

  public var icon: String? {
    get { storage.fields.icon }
    set { change { $0.icon = newValue } }
  }

  public var field: String? {
    get { storage.fields.field }
    set { change { $0.field = newValue } }
  }

  public var http: [HTTPStatusRange] {
    get { storage.fields.http }
    set { change { $0.http = newValue } }
  }

  public var serverCodes: [Located<String>] {
    get { storage.fields.serverCodes }
    set { change { $0.serverCodes = newValue } }
  }

  public var maps: [ForeignErrorMapping] {
    get { storage.fields.maps }
    set { change { $0.maps = newValue } }
  }

  /// The deprecation message, when the case is deprecated.
  public var deprecated: String? {
    get { storage.fields.deprecated }
    set { change { $0.deprecated = newValue } }
  }

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
    http: [HTTPStatusRange] = [],
    serverCodes: [Located<String>] = [],
    maps: [ForeignErrorMapping] = [],
    deprecated: String? = nil
  ) {
    storage = Storage(
      Fields(
        name: name, code: code, doc: doc, kind: kind, params: params, message: message,
        reason: reason, suggestion: suggestion, help: help, recovery: recovery, retry: retry,
        presentation: presentation, icon: icon, field: field, http: http, serverCodes: serverCodes,
        maps: maps, deprecated: deprecated))
  }

  public static func == (lhs: CatalogCase, rhs: CatalogCase) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
  }

  public func hash(into hasher: inout Hasher) {
    storage.fields.hash(into: &hasher)
  }

  /// The param declared under `name`, if any.
  public func param(named name: String) -> CatalogParam? {
    params.first { $0.name.value == name }
  }

  /// Whether the case can be built from an HTTP status, a server code or a foreign error.
  public var isMapped: Bool { !http.isEmpty || !serverCodes.isEmpty || !maps.isEmpty }
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
