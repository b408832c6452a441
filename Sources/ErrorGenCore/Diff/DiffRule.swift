/// A rule of `errorgen diff`: its id, severity, what it finds, and examples.
///
/// Like a lint rule's, the examples are the rule's tests (`DiffRuleExampleTests` runs each
/// through `ErrorGenPipeline.diff`) and its documentation (`errorgen diff --explain`).
public struct DiffRule: Sendable {
  public var id: RuleID
  public var severity: Diagnostic.Severity
  /// One sentence saying what the rule finds and why it matters.
  public var summary: String
  /// Baselines and new catalogs that must trigger the rule, `↓` where it must be reported.
  public var triggeringExamples: [DiffExample]
  /// Baselines and new catalogs that must not trigger any rule.
  public var nonTriggeringExamples: [DiffExample]
}

/// A baseline catalog and the same catalog now; `↓` marks places as in `LintExample`.
public struct DiffExample: Sendable {
  public static let baselinePath = "baseline/Example.errors.yaml"
  public static let currentPath = "Example.errors.yaml"

  /// The baseline's text; nil for a catalog that is new.
  public var baseline: String?
  /// The new text; nil for a catalog that is gone.
  public var current: String?

  public init(baseline: String?, current: String?) {
    self.baseline = baseline
    self.current = current
  }

  var baselineExample: LintExample? {
    baseline.map { LintExample($0, path: Self.baselinePath) }
  }
  var currentExample: LintExample? {
    current.map { LintExample($0, path: Self.currentPath) }
  }

  /// The sources of each side, markers removed.
  public var sources: (baseline: [CatalogSource], current: [CatalogSource]) {
    func sources(_ example: LintExample?) -> [CatalogSource] {
      example?.sources.map { CatalogSource(path: $0.path, contents: $0.contents) } ?? []
    }
    return (sources(baselineExample), sources(currentExample))
  }

  /// Every place the rule must be reported, in either file.
  public var expectedLocations: [(file: String, location: SourceLocation)] {
    (baselineExample?.expectedLocations ?? []) + (currentExample?.expectedLocations ?? [])
  }
}

/// `errorgen diff --explain RULE` and `--list-rules`.
public enum DiffRuleDocumentation {
  public static func listing() -> String {
    let width = DiffRules.all.map(\.id.rawValue.count).max() ?? 0
    return DiffRules.all.map { rule in
      let id = RuleDocumentation.padded(rule.id.rawValue, to: width)
      let severity = RuleDocumentation.padded(rule.severity.rawValue, to: 7)
      return "\(id)  \(severity)  \(rule.summary)\n"
    }.joined()
  }

  public static func explain(_ id: String) -> String? {
    DiffRules.rule(withID: RuleID(id)).map(explain)
  }

  public static func explain(_ rule: DiffRule) -> String {
    var output = "\(rule.id): \(rule.summary)\n\n"
    output += "Severity: \(rule.severity.rawValue)\n"
    output += "Reported by: errorgen diff, comparing catalogs with their baseline\n"
    output += section(
      "Triggering examples (↓ marks where the problem is reported)", rule.triggeringExamples)
    output += section("Non-triggering examples", rule.nonTriggeringExamples)
    return output
  }

  public static func unknownRuleMessage(_ id: String) -> String {
    let ids = DiffRules.all.map(\.id.rawValue)
    let hint = Suggestion.closest(to: id, in: ids).map { " did you mean '\($0)'?" } ?? ""
    return "no diff rule has the id '\(id)';\(hint) 'errorgen diff --list-rules' lists them all"
  }

  private static func section(_ title: String, _ examples: [DiffExample]) -> String {
    guard !examples.isEmpty else { return "" }
    var output = "\n\(title):\n"
    for example in examples {
      output += file("baseline: " + DiffExample.baselinePath, example.baseline)
      output += file("now: " + DiffExample.currentPath, example.current)
    }
    return output
  }

  private static func file(_ title: String, _ text: String?) -> String {
    guard let text else { return "\n    # \(title): (no such catalog)\n" }
    var output = "\n    # \(title)\n"
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      output += line.isEmpty ? "\n" : "    \(line)\n"
    }
    return output
  }
}
