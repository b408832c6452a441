/// `multiple_default_options`: a case with two options of role `default`; an alert can
/// highlight only one.
public enum MultipleDefaultOptionsRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "multiple_default_options",
    severity: .error,
    summary:
      "A case offers two recovery options with role `default`; at most one can be the default.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        recovery_options:
          retry: { label: Try Again, role: default }
          reload: { label: Reload, role: default }
          cancel: { label: Cancel, role: cancel }
        errors:
          failed:
            code: 1
            message: Could not load the page.
            recovery: [retry, ↓reload, cancel]
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        recovery_options:
          retry: { label: Try Again, role: default }
          reload: { label: Reload }
          cancel: { label: Cancel, role: cancel }
        errors:
          failed:
            code: 1
            message: Could not load the page.
            recovery: [retry, reload, cancel]
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let roles = RecoveryRoles.of(catalog)
    for errorCase in catalog.cases {
      var first: Located<String>?
      for name in errorCase.recovery where roles.role(of: name.value) == .default {
        guard let earlier = first else {
          first = name
          continue
        }
        guard earlier.value != name.value else { continue }
        let note = Diagnostic.Note(
          message: firstDefault(earlier.value), file: catalog.file, location: earlier.location)
        diagnostics.append(
          diagnostic(
            secondDefault(name.value, earlier.value), file: catalog.file, at: name.location,
            notes: [note]))
      }
    }
    return diagnostics
  }

  // MARK: Messages

  static func secondDefault(_ name: String, _ first: String) -> String {
    "options '\(first)' and '\(name)' both have role default; give '\(name)' role normal"
  }

  static func firstDefault(_ name: String) -> String {
    "'\(name)' is the first default option"
  }
}
