/// `destructive_default`: the first option of a case, the default action that Return or a tap
/// outside may trigger, is destructive.
public enum DestructiveDefaultRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "destructive_default",
    severity: .warning,
    summary: "A case's first recovery option, its default action, has role `destructive`.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        recovery_options:
          discard: { label: Discard Changes, role: destructive }
          cancel: { label: Cancel, role: cancel }
        errors:
          conflict:
            code: 1
            message: The file was changed by someone else.
            recovery: [↓discard, cancel]
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        recovery_options:
          discard: { label: Discard Changes, role: destructive }
          cancel: { label: Cancel, role: cancel }
        errors:
          conflict:
            code: 1
            message: The file was changed by someone else.
            recovery: [cancel, discard]
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    let roles = RecoveryRoles.of(catalog)
    return catalog.cases.compactMap { errorCase in
      guard let first = errorCase.recovery.first, roles.role(of: first.value) == .destructive
      else { return nil }
      return diagnostic(destructiveFirst(first.value), file: catalog.file, at: first.location)
    }
  }

  // MARK: Messages

  static func destructiveFirst(_ name: String) -> String {
    "the first option '\(name)' is destructive but is the default action; "
      + "put a safe option first"
  }
}
