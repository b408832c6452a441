/// `unknown_recovery_option`: a case's `recovery` names an option that `recovery_options` does
/// not declare, so there is no button to show.
public enum UnknownRecoveryOptionRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "unknown_recovery_option",
    severity: .error,
    summary: "A case's `recovery` names an option that `recovery_options` does not declare.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        recovery_options:
          retry: { label: Try Again, role: default }
          cancel: { label: Cancel, role: cancel }
        errors:
          failed:
            code: 1
            message: Could not save the file.
            recovery: [↓rety, cancel]
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        recovery_options:
          retry: { label: Try Again, role: default }
          cancel: { label: Cancel, role: cancel }
        errors:
          failed:
            code: 1
            message: Could not save the file.
            recovery: [retry, cancel]
        """)
    ])

  /// How many candidates the "did you mean" suggestions of one catalog compare at most: a few
  /// typos among a few dozen options stay far below, and a hostile catalog (thousands of
  /// undeclared names, thousands of options) costs no more than this. The rule runs over the
  /// whole catalog (it is not one of `Linter.caseRules`), so the budget is the catalog's.
  static let suggestionComparisons = 65_536

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    var declared = DeclaredNames(
      catalog.recoveryOptions.map(\.name.value), comparisons: suggestionComparisons)
    var diagnostics: [Diagnostic] = []
    for errorCase in catalog.cases {
      for name in errorCase.recovery
      where !declared.contains(name.value)
        && !catalog.dropped.recoveryOptions.contains(name.value)
      {
        diagnostics.append(
          diagnostic(
            declared.message(for: name.value, undeclared), file: catalog.file,
            at: name.location))
      }
    }
    return diagnostics
  }

  // MARK: Messages

  static func undeclared(_ name: String, _ declared: [String]) -> String {
    undeclared(name, declared, match: Suggestion.closest(to: name, in: declared))
  }

  /// The message for `name`, with `match`, the closest of `declared` when there is one.
  static func undeclared(_ name: String, _ declared: [String], match: String?) -> String {
    let hint: String
    if let match {
      hint = "did you mean '\(match)'?"
    } else if declared.isEmpty {
      hint = "declare it under recovery_options"
    } else {
      hint = "declare it under recovery_options or use \(Suggestion.list(declared))"
    }
    return "recovery option '\(name)' is not declared; \(hint)"
  }
}
