/// A rule of the catalog format: its id, what it is about, and how to check it.
///
/// Every rule is one type, in one file under `Rules/`, so that a rule, its messages and its
/// examples are read and changed together. The examples are the rule's tests (one generic test
/// runs them all through the whole pipeline) and its documentation (`errorgen lint --explain`).
public protocol LintRule: Sendable {
  /// The rule's id, severity, summary and examples.
  static var description: RuleDescription { get }

  /// The problems the rule finds in catalogs that are checked together.
  ///
  /// Catalogs may be partly decoded: a rule reads only what is there and never traps on what a
  /// user wrote (no force unwraps, no arithmetic that can overflow on huge numbers).
  static func check(_ catalogs: [Catalog]) -> [Diagnostic]
}

/// A rule that looks at one catalog at a time, which is most of them.
public protocol CatalogLintRule: LintRule {
  /// The problems the rule finds in `catalog`.
  static func check(_ catalog: Catalog) -> [Diagnostic]
}

extension CatalogLintRule {
  public static func check(_ catalogs: [Catalog]) -> [Diagnostic] {
    catalogs.flatMap { check($0) }
  }
}

/// A rule that the reading stages (the YAML loader or the catalog decoder) report.
///
/// Its type only documents the rule and carries its examples; the examples are still run
/// through the whole pipeline by the generic example test.
public protocol ReadingStageRule: LintRule {}

extension ReadingStageRule {
  public static func check(_ catalogs: [Catalog]) -> [Diagnostic] { [] }
}

extension LintRule {
  /// The rule's stable id.
  public static var id: RuleID { description.id }

  /// A diagnostic of this rule at its default severity.
  static func diagnostic(
    _ message: String, file: String, at location: SourceLocation,
    notes: [Diagnostic.Note] = []
  ) -> Diagnostic {
    Diagnostic(
      description.severity, rule: description.id, message: message, file: file,
      location: location, notes: notes)
  }
}

/// What a rule is: the data behind `errorgen lint --explain` and the rule's tests.
public struct RuleDescription: Sendable {
  /// Which part of errorgen reports a rule.
  public enum Stage: String, Sendable {
    /// The YAML loader, while it reads the file.
    case yaml
    /// The catalog decoder, while it turns YAML into the catalog model.
    case decoder
    /// The linter, over the decoded catalogs.
    case linter
  }

  /// The stable snake_case id, for example `duplicate_code`.
  public var id: RuleID
  /// The severity a problem gets unless a flag such as `--strict` changes it.
  public var severity: Diagnostic.Severity
  /// One sentence saying what the rule finds and why it matters.
  public var summary: String
  public var stage: Stage
  /// Catalogs that must trigger the rule, with `↓` before every place it must be reported.
  public var triggeringExamples: [LintExample]
  /// Catalogs that must not trigger the rule; they are also free of every other problem.
  public var nonTriggeringExamples: [LintExample]

  public init(
    id: RuleID,
    severity: Diagnostic.Severity,
    summary: String,
    stage: Stage = .linter,
    triggeringExamples: [LintExample],
    nonTriggeringExamples: [LintExample]
  ) {
    self.id = id
    self.severity = severity
    self.summary = summary
    self.stage = stage
    self.triggeringExamples = triggeringExamples
    self.nonTriggeringExamples = nonTriggeringExamples
  }
}
