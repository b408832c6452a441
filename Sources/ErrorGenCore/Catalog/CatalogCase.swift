internal import CCacheHints

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

  /// For a walk over `cases` that is at `index`: asks the processor for the box of the case
  /// `prefetchDistance` ahead, and for the lists of the next case, whose box it asked for one
  /// step before.
  ///
  /// A member of a large catalog's type walks every case, and each case's box and lists are
  /// then read from memory, a wait of some hundred nanoseconds each (which the first retain of
  /// the box took). Asked for ahead, they are in the caches when their turn comes: about 10 ms
  /// of CPU time of a 10,000-case `generate` (docs/PERFORMANCE.md, twentieth round).
  @inline(__always)
  static func prefetch(aheadOf index: Int, in cases: [CatalogCase]) {
    prefetch(cases, at: index + prefetchDistance)
    prefetchLists(cases, at: index + 1)
  }

  /// How many cases ahead of the one being read a walk asks for a case's box: making a
  /// member's text for a case takes about a microsecond, longer than a read from memory, and
  /// the next case may be asked for too late. (1, 2 and 4 measured alike.)
  static let prefetchDistance = 2

  /// Appends `source[range]` to `destination`, asking for each case's box `copyDistance` cases
  /// ahead of its copy, and with `lists`, for its lists a case ahead: each copy retains the
  /// box, and a retain waits for the box and lets no other read go on meanwhile, so a copy of
  /// thousands of cases waited for each box in turn (the join of a file read in parts, the
  /// runs of cases lint checks, whose rules then read the lists).
  static func append(
    _ source: [CatalogCase], _ range: Range<Int>, to destination: inout [CatalogCase],
    lists: Bool
  ) {
    destination.reserveCapacity(destination.count + range.count)
    for index in range {
      prefetch(source, at: index + copyDistance)
      if lists { prefetchLists(source, at: index + 1) }
      destination.append(source[index])
    }
  }

  /// How many cases ahead of its copy `append` asks for a case's box: a copy takes a few
  /// nanoseconds once the box is there, a read from memory some hundred.
  static let copyDistance = 16

  /// Asks the processor to start loading the box of `cases[index]` into its caches, without
  /// reading it now; nothing when there is no such case.
  static func prefetch(_ cases: [CatalogCase], at index: Int) {
    guard let box = boxAddress(cases, at: index) else { return }
    errorgen_prefetch(box, boxLines)
  }

  /// Asks the processor to start loading the translations of the texts of `cases[index]` and
  /// its params, found in its box: for a case whose box was asked for before (`prefetch`).
  static func prefetchLists(_ cases: [CatalogCase], at index: Int) {
    guard let offsets = listOffsets, let box = boxAddress(cases, at: index) else { return }
    prefetchList(in: box, at: offsets.message)
    prefetchList(in: box, at: offsets.reason)
    prefetchList(in: box, at: offsets.suggestion)
    prefetchList(in: box, at: offsets.params)
  }

  /// Asks for the storage of the list whose reference is at `offset` in `box`: its header (four
  /// words), then its first elements (three translations).
  @inline(__always)
  private static func prefetchList(in box: UnsafeRawPointer, at offset: Int) {
    if let list = UnsafeRawPointer(bitPattern: box.load(fromByteOffset: offset, as: UInt.self)) {
      errorgen_prefetch(list, 5)
    }
  }

  /// The address of the box of `cases[index]`, read without a retain (which would wait for the
  /// box): a case is one reference and nothing else (`isOneReference`), so its bytes in the
  /// array are the address. Nil when there is no such case, or a case is stored otherwise.
  static func boxAddress(_ cases: [CatalogCase], at index: Int) -> UnsafeRawPointer? {
    guard isOneReference, cases.indices.contains(index) else { return nil }
    return cases.withUnsafeBytes { bytes in
      bytes.load(
        fromByteOffset: index * MemoryLayout<CatalogCase>.stride, as: UnsafeRawPointer.self)
    }
  }

  /// The box this case's values live in (for tests: `boxAddress` reads its address).
  var boxIdentifier: ObjectIdentifier { ObjectIdentifier(storage) }

  /// Whether a case is stored as the reference to its box and nothing else.
  static let isOneReference =
    MemoryLayout<CatalogCase>.size == MemoryLayout<UnsafeRawPointer>.size
    && MemoryLayout<CatalogCase>.stride == MemoryLayout<UnsafeRawPointer>.stride

  /// Where in a box the references to the storage of its lists are: the translations of the
  /// message, the reason and the suggestion (when there is none, no address), and the params.
  /// Nil when a list is stored as more than its reference.
  static let listOffsets: (message: Int, reason: Int, suggestion: Int, params: Int)? = {
    guard MemoryLayout<[Translation]>.size == MemoryLayout<UInt>.size,
      MemoryLayout<[CatalogParam]>.size == MemoryLayout<UInt>.size,
      let message = MemoryLayout<Fields>.offset(of: \.message),
      let reason = MemoryLayout<Fields>.offset(of: \.reason),
      let suggestion = MemoryLayout<Fields>.offset(of: \.suggestion),
      let params = MemoryLayout<Fields>.offset(of: \.params),
      let translations = MemoryLayout<LocalizedText>.offset(of: \.translations)
    else { return nil }
    // An optional text's value is where the optional is.
    return (
      boxHeader + message + translations, boxHeader + reason + translations,
      boxHeader + suggestion + translations, boxHeader + params
    )
  }()

  /// The bytes of a box before its fields: the object's header, two words.
  private static let boxHeader = 2 * MemoryLayout<Int>.size

  /// The cache lines of a box: its header and its fields.
  private static let boxLines = (boxHeader + MemoryLayout<Fields>.size + 63) / 64

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
