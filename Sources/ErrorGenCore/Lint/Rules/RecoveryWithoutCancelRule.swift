/// `recovery_without_cancel`: a case that offers recovery options but no way to decline them.
public enum RecoveryWithoutCancelRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "recovery_without_cancel",
    severity: .warning,
    summary:
      "A case offers recovery options but none with role `cancel`, so the user cannot decline.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        recovery_options:
          retry: { label: Try Again, role: default }
        errors:
          failed:
            code: 1
            message: Could not save the file.
            recovery: [↓retry]
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
          readOnly:
            code: 2
            message: The file is read-only. Save a copy instead.
            recovery: []
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    let roles = RecoveryRoles.of(catalog)
    var diagnostics: [Diagnostic] = []
    for errorCase in catalog.cases {
      guard let first = errorCase.recovery.first else { continue }
      var isDeclared = true
      var hasCancel = false
      for name in errorCase.recovery {
        guard let role = roles.role(of: name.value) else {
          isDeclared = false
          break
        }
        if role == .cancel { hasCancel = true }
      }
      // An undeclared option is reported by unknown_recovery_option; its role is unknown.
      guard isDeclared, !hasCancel else { continue }
      let names = errorCase.recovery.map(\.value)
      diagnostics.append(diagnostic(noCancel(names), file: catalog.file, at: first.location))
    }
    return diagnostics
  }

  // MARK: Messages

  static func noCancel(_ names: [String]) -> String {
    "recovery [\(names.joined(separator: ", "))] has no option with role cancel; "
      + "add one, such as 'cancel: { label: Cancel, role: cancel }'"
  }
}
