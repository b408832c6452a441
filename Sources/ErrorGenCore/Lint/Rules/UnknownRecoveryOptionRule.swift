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

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    let declared = catalog.recoveryOptions.map(\.name.value)
    var diagnostics: [Diagnostic] = []
    for errorCase in catalog.cases {
      for name in errorCase.recovery
      where !declared.contains(name.value) && !catalog.dropped.recoveryOptions.contains(name.value)
      {
        diagnostics.append(
          diagnostic(undeclared(name.value, declared), file: catalog.file, at: name.location))
      }
    }
    return diagnostics
  }

  // MARK: Messages

  static func undeclared(_ name: String, _ declared: [String]) -> String {
    let hint: String
    if let match = Suggestion.closest(to: name, in: declared) {
      hint = "did you mean '\(match)'?"
    } else if declared.isEmpty {
      hint = "declare it under recovery_options"
    } else {
      hint = "declare it under recovery_options or use \(Suggestion.list(declared))"
    }
    return "recovery option '\(name)' is not declared; \(hint)"
  }
}
