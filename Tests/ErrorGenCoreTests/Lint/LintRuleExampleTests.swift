import Testing

@testable import ErrorGenCore

/// Runs every rule's examples through the whole pipeline (YAML, decoder, linter), so that no rule
/// exists without tests and every example in `errorgen lint --explain` is true.
@Suite("Lint rule examples")
struct LintRuleExampleTests {
  static let ruleIDs = Linter.rules.map { $0.description.id.rawValue }

  static func description(_ id: String) -> RuleDescription? {
    Linter.rule(withID: RuleID(id))?.description
  }

  static func check(_ example: LintExample) -> CheckResult {
    ErrorGenPipeline.check(
      example.sources.map { CatalogSource(path: $0.path, contents: $0.contents) })
  }

  static func places(_ diagnostics: [Diagnostic]) -> String {
    diagnostics.isEmpty
      ? "nothing"
      : diagnostics.map { "\($0.rule) at \($0.file):\($0.line):\($0.column) (\($0.message))" }
        .joined(separator: "; ")
  }

  @Test("every triggering example reports the rule exactly where ↓ marks", arguments: ruleIDs)
  func triggeringExamples(id: String) throws {
    let description = try #require(Self.description(id))
    #expect(!description.triggeringExamples.isEmpty, "rule \(id) has no triggering example")
    for (index, example) in description.triggeringExamples.enumerated() {
      let expected = example.expectedLocations.map { "\($0.file):\($0.location)" }
      #expect(!expected.isEmpty, "triggering example \(index + 1) of \(id) marks no place with ↓")
      let diagnostics = Self.check(example).diagnostics
      let got = diagnostics.filter { $0.rule == description.id }
      #expect(
        got.map { "\($0.file):\($0.location)" }.sorted() == expected.sorted(),
        """
        triggering example \(index + 1) of \(id): expected \(id) at \(expected), \
        got \(Self.places(got)); all diagnostics: \(Self.places(diagnostics))
        """)
      for diagnostic in got {
        #expect(
          diagnostic.severity == description.severity
            || (id == "unsupported_version" && diagnostic.severity == .warning),
          "example \(index + 1) of \(id) reported \(diagnostic.severity), expected \(description.severity)"
        )
      }
    }
  }

  @Test(
    "every non-triggering example is free of the rule and of every other problem",
    arguments: ruleIDs)
  func nonTriggeringExamples(id: String) throws {
    let description = try #require(Self.description(id))
    #expect(!description.nonTriggeringExamples.isEmpty, "rule \(id) has no non-triggering example")
    for (index, example) in description.nonTriggeringExamples.enumerated() {
      #expect(
        example.expectedLocations.isEmpty,
        "non-triggering example \(index + 1) of \(id) has a ↓ marker")
      let diagnostics = Self.check(example).diagnostics
      #expect(
        diagnostics.isEmpty,
        "non-triggering example \(index + 1) of \(id): expected no diagnostic, got \(Self.places(diagnostics))"
      )
    }
  }

  @Test("rule ids are unique snake_case and cover LINT-RULES.md")
  func ruleIDsAreStable() {
    let expected = [
      "yaml_syntax", "yaml_unsupported", "yaml_limits", "duplicate_key", "invalid_utf8",
      "unsupported_version", "unknown_key", "missing_key", "invalid_value", "invalid_identifier",
      "invalid_domain", "invalid_locale", "duplicate_code", "code_out_of_range", "reserved_code",
      "unknown_placeholder", "placeholder_mismatch", "missing_default_text", "missing_translation",
      "optional_placeholder", "sensitive_in_text", "unknown_recovery_option",
      "unused_recovery_option", "recovery_without_cancel", "destructive_default",
      "multiple_default_options", "unknown_retry_policy", "invalid_retry_policy",
      "retry_kind_mismatch", "invalid_retry_after", "invalid_http_status", "conflicting_mapping",
      "unbindable_mapping", "generic_message", "duplicate_domain", "empty_catalog",
      // Added after the first set: an umbrella that wraps a less visible type of the run, and
      // one that wraps its own type.
      "composed_access", "composition_cycle",
      // Plural variants (LOCALIZATION.md §1).
      "invalid_plural", "plural_categories",
      // String Catalogs beside a catalog (LOCALIZATION.md §2).
      "invalid_string_catalog", "translation_conflict", "needs_review", "unknown_string_key",
      // HTTP problem details (issue 35): a `problem_type` that is no URI template.
      "invalid_problem_type",
      // A lint_ignore entry that waives nothing.
      "unused_lint_ignore",
      // Names Kotlin output cannot hold (docs/KOTLIN.md).
      "invalid_kotlin_name",
    ]
    #expect(
      Self.ruleIDs == expected,
      "expected the ids of LINT-RULES.md in order, then the added ones, got \(Self.ruleIDs)")
    for id in Self.ruleIDs {
      #expect(
        id.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || $0 == "_" || ("0"..."9").contains($0)
        },
        "rule id \(id) is not snake_case")
    }
  }

  @Test("summaries are one sentence")
  func summariesAreOneSentence() {
    for rule in Linter.rules {
      let summary = rule.description.summary
      #expect(
        summary.hasSuffix("."),
        "summary of \(rule.description.id) does not end a sentence: \(summary)")
      #expect(!summary.contains("\n"), "summary of \(rule.description.id) spans lines")
    }
  }

  /// `generate` must report what `check` reports for its language, and make no file when that
  /// is an error: a Swift run checks no Kotlin names, a Kotlin run those of every catalog.
  @Test("generate reports what check reports for every triggering example", arguments: ruleIDs)
  func generateReportsWhatCheckReports(id: String) throws {
    let description = try #require(Self.description(id))
    for (index, example) in description.triggeringExamples.enumerated() {
      let sources = example.sources.map { CatalogSource(path: $0.path, contents: $0.contents) }
      let checked = ErrorGenPipeline.check(sources, kotlinNames: .none)
      let generated = ErrorGenPipeline.generate(sources)
      #expect(
        generated.diagnostics == checked.diagnostics,
        """
        example \(index + 1) of \(id): generate reported \
        \(Self.places(generated.diagnostics)); check reported \(Self.places(checked.diagnostics))
        """)
      let kotlin = ErrorGenPipeline.generateKotlin(sources, options: .init(package: "x"))
      let checkedKotlin = ErrorGenPipeline.check(sources, kotlinNames: .all).diagnostics
      #expect(
        kotlin.diagnostics == checkedKotlin,
        """
        example \(index + 1) of \(id): generate --language kotlin reported \
        \(Self.places(kotlin.diagnostics)); check reported \(Self.places(checkedKotlin))
        """)
      #expect(
        // A String Catalog is merged into its catalog: one file per YAML catalog.
        generated.files.count
          == (checked.hasErrors ? 0 : sources.count { !$0.path.hasSuffix(".xcstrings") }),
        "example \(index + 1) of \(id): \(generated.files.count) files")
    }
  }
}
