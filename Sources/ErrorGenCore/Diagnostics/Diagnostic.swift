/// One problem found in a catalog, with where it is and which rule found it.
///
/// Every stage reports through this one value, so the command line, the build plugin and the
/// tests render and count problems the same way.
public struct Diagnostic: Hashable, Sendable {
  /// How serious a problem is.
  public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    case error
    case warning
    case note

    private var rank: Int {
      switch self {
      case .error: 2
      case .warning: 1
      case .note: 0
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// A related place, such as the first of two duplicate keys.
  public struct Note: Hashable, Sendable {
    public var message: String
    public var file: String
    public var location: SourceLocation

    public init(message: String, file: String, location: SourceLocation) {
      self.message = message
      self.file = file
      self.location = location
    }
  }

  public var severity: Severity
  /// The stable snake_case id of the rule that found the problem, for example `unknown_key`.
  public var rule: RuleID
  /// Lowercase, with no final period, saying what to write instead where that is known.
  public var message: String
  public var file: String
  public var location: SourceLocation
  public var notes: [Note]

  public init(
    _ severity: Severity,
    rule: RuleID,
    message: String,
    file: String,
    location: SourceLocation,
    notes: [Note] = []
  ) {
    self.severity = severity
    self.rule = rule
    self.message = message
    self.file = file
    self.location = location
    self.notes = notes
  }

  public var line: Int { location.line }
  public var column: Int { location.column }
}

extension Diagnostic {
  /// Orders diagnostics by file, then place, then rule, so that output is stable.
  public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      let (l, r) = (lhs.element, rhs.element)
      if l.file != r.file { return l.file < r.file }
      if l.location != r.location { return l.location < r.location }
      return lhs.offset < rhs.offset
    }.map(\.element)
  }
}

extension Array where Element == Diagnostic {
  /// The most problems a stage reports for one file (the YAML reader, the decoder and the
  /// linter each): past this, a hostile or badly broken file would cost time and memory for
  /// output nobody reads (a file of millions of aliases, a diagnostic each).
  static let maxPerFile = 1_000

  /// Appends `diagnostic` while fewer than `limit - 1` problems are here; the one that reaches
  /// `limit` becomes `CatalogMessages.tooManyProblems`, with its rule and place, and those
  /// after it are dropped.
  mutating func append(_ diagnostic: Diagnostic, limit: Int) {
    if count < limit - 1 {
      append(diagnostic)
    } else if count == limit - 1 {
      append(
        CatalogMessages.tooManyProblems(
          limit: limit, rule: diagnostic.rule, file: diagnostic.file, at: diagnostic.location))
    }
  }

  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { contains { $0.severity == .error } }

  /// Whether any diagnostic is a warning.
  public var hasWarnings: Bool { contains { $0.severity == .warning } }
}
