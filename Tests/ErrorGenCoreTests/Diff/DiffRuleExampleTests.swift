import Testing

@testable import ErrorGenCore

/// Runs every diff rule's examples through `ErrorGenPipeline.diff`, so that no rule exists
/// without tests and every example of `errorgen diff --explain` is true.
@Suite("Diff rule examples")
struct DiffRuleExampleTests {
  static let ruleIDs = DiffRules.all.map(\.id.rawValue)

  static func places(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.isEmpty
      ? "nothing"
      : diagnostics.map { "\($0.rule) at \($0.file):\($0.line):\($0.column) (\($0.message))" }
        .joined(separator: "; ")
  }

  static func diff(_ example: DiffExample) -> DiffResult {
    let (baseline, current) = example.sources
    return ErrorGenPipeline.diff(baseline: baseline, current: current)
  }

  @Test("the rules are those of docs/TOOLING.md, each id once")
  func rulesAreTheContractsRules() {
    let expected = [
      "removed_case", "changed_code", "reused_code", "unreserved_code", "changed_domain",
      "changed_params", "reduced_access", "added_recovery_option", "changed_kind",
      "changed_retry", "removed_mapping", "removed_locale", "removed_translation",
      "added_catalog", "removed_catalog",
    ]
    #expect(Self.ruleIDs == expected, "expected \(expected), got \(Self.ruleIDs)")
    let lintIDs = Set(Linter.rules.map { $0.description.id.rawValue })
    #expect(lintIDs.isDisjoint(with: Self.ruleIDs), "a diff rule id is also a lint rule id")
  }

  @Test(
    "severities follow the contract",
    arguments: [
      ("removed_case", Diagnostic.Severity.error), ("changed_params", .error),
      ("reduced_access", .error), ("added_recovery_option", .warning),
      ("changed_kind", .warning), ("removed_translation", .warning), ("added_catalog", .note),
      ("removed_catalog", .error),
    ])
  func severity(id: String, expected: Diagnostic.Severity) throws {
    let rule = try #require(DiffRules.rule(withID: RuleID(id)))
    #expect(rule.severity == expected, "\(id): expected \(expected), got \(rule.severity)")
  }

  @Test("every triggering example reports the rule exactly where ↓ marks", arguments: ruleIDs)
  func triggeringExamples(id: String) throws {
    let rule = try #require(DiffRules.rule(withID: RuleID(id)))
    #expect(!rule.triggeringExamples.isEmpty, "rule \(id) has no triggering example")
    for (index, example) in rule.triggeringExamples.enumerated() {
      let expected = example.expectedLocations.map { "\($0.file):\($0.location)" }
      #expect(!expected.isEmpty, "triggering example \(index + 1) of \(id) marks no place")
      let result = Self.diff(example)
      #expect(
        result.compared,
        "example \(index + 1) of \(id) has errors: \(Self.places(result.diagnostics))")
      let got = result.diagnostics.filter { $0.rule == rule.id }
      #expect(
        got.map { "\($0.file):\($0.location)" }.sorted() == expected.sorted(),
        """
        triggering example \(index + 1) of \(id): expected \(id) at \(expected), got \
        \(Self.places(got)); all: \(Self.places(result.diagnostics))
        """)
      #expect(got.allSatisfy { $0.severity == rule.severity })
    }
  }

  @Test("no non-triggering example reports anything", arguments: ruleIDs)
  func nonTriggeringExamples(id: String) throws {
    let rule = try #require(DiffRules.rule(withID: RuleID(id)))
    #expect(!rule.nonTriggeringExamples.isEmpty, "rule \(id) has no non-triggering example")
    for (index, example) in rule.nonTriggeringExamples.enumerated() {
      let result = Self.diff(example)
      #expect(
        result.compared && result.diagnostics.isEmpty,
        "non-triggering example \(index + 1) of \(id): expected nothing, got \(Self.places(result.diagnostics))"
      )
    }
  }

  @Test("a diagnostic of a changed catalog has a note at the baseline")
  func notesNameTheBaseline() throws {
    let rule = try #require(DiffRules.rule(withID: "changed_code"))
    let result = Self.diff(rule.triggeringExamples[0])
    let diagnostic = try #require(result.diagnostics.first)
    #expect(diagnostic.notes.map(\.file) == [DiffExample.baselinePath])
    #expect(diagnostic.notes.first?.location == SourceLocation(line: 5, column: 11))
  }

  @Test("--explain shows the severity and both sides of every example", arguments: ruleIDs)
  func explanation(id: String) throws {
    let text = try #require(DiffRuleDocumentation.explain(id))
    #expect(text.hasPrefix("\(id): "))
    #expect(text.contains("Severity: "))
    #expect(text.contains("# baseline: baseline/Example.errors.yaml"))
    #expect(text.contains("Triggering examples"))
  }

  @Test("an unknown id suggests the closest rule")
  func unknownRule() {
    #expect(DiffRuleDocumentation.explain("removed_cas") == nil)
    let message = DiffRuleDocumentation.unknownRuleMessage("removed_cas")
    #expect(message.contains("did you mean 'removed_case'"), "got \(message)")
  }
}
