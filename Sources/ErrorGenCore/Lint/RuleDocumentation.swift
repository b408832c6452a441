/// The text of `errorgen lint --explain RULE` and `errorgen lint --list-rules`.
///
/// It lives here rather than in the command so that it is tested like any other output.
public enum RuleDocumentation {
  /// Every rule, one a line: id, severity and summary, in columns.
  public static func listing(_ rules: [any LintRule.Type] = Linter.rules) -> String {
    let descriptions = rules.map { $0.description }
    let idWidth = descriptions.map(\.id.rawValue.count).max() ?? 0
    let severityWidth = descriptions.map(\.severity.rawValue.count).max() ?? 0
    var output = ""
    for description in descriptions {
      output += padded(description.id.rawValue, to: idWidth) + "  "
      output += padded(description.severity.rawValue, to: severityWidth) + "  "
      output += description.summary + "\n"
    }
    return output
  }

  /// The rule's id, severity, stage, summary and examples; nil when no rule has `id`.
  public static func explain(_ id: String) -> String? {
    guard let rule = Linter.rule(withID: RuleID(id)) else { return nil }
    return explain(rule.description)
  }

  /// The explanation of one rule.
  public static func explain(_ description: RuleDescription) -> String {
    var output = "\(description.id): \(description.summary)\n\n"
    output += "Severity: \(description.severity.rawValue)\n"
    output += "Reported by: \(stageText(description.stage))\n"
    output += section(
      "Triggering examples (↓ marks where the problem is reported)",
      description.triggeringExamples)
    output += section("Non-triggering examples", description.nonTriggeringExamples)
    return output
  }

  /// The message for an id that names no rule, with the closest id when there is one.
  public static func unknownRuleMessage(_ id: String) -> String {
    let ids = Linter.rules.map { $0.description.id.rawValue }
    let hint = Suggestion.closest(to: id, in: ids).map { " did you mean '\($0)'?" } ?? ""
    return "no rule has the id '\(id)';\(hint) 'errorgen lint --list-rules' lists them all"
  }

  private static func stageText(_ stage: RuleDescription.Stage) -> String {
    switch stage {
    case .yaml: "the YAML reader, while it reads the file"
    case .decoder: "the catalog decoder, while it reads the catalog's keys and values"
    case .linter: "the linter, over the decoded catalogs"
    }
  }

  private static func section(_ title: String, _ examples: [LintExample]) -> String {
    guard !examples.isEmpty else { return "" }
    var output = "\n\(title):\n"
    for example in examples {
      for file in example.files {
        output += "\n    # \(file.path)\n"
        for line in file.text.split(separator: "\n", omittingEmptySubsequences: false) {
          output += line.isEmpty ? "\n" : "    \(line)\n"
        }
      }
    }
    return output
  }

  /// `text` and spaces up to `width` characters: a column of a rule listing.
  static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
