/// `unused_recovery_option`: a declared option that no case offers: dead weight in the
/// generated `RecoveryOption` enum and attempter protocol, or a case that forgot it.
public enum UnusedRecoveryOptionRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "unused_recovery_option",
    severity: .warning,
    summary: "A recovery option is declared but no case offers it.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        recovery_options:
          retry: { label: Try Again, role: default }
          ↓openSettings: { label: Open Settings }
          cancel: { label: Cancel, role: cancel }
        errors:
          failed:
            code: 1
            message: Could not save the file.
            recovery: [retry, cancel]
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
        defaults:
          recovery: [retry, cancel]
        errors:
          failed:
            code: 1
            message: Could not save the file.
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    // A case the decoder left out may be the one that offers the option.
    // A dropped case, or a misspelled `recovery` key, may offer any option: unknown_key or
    // the case's own problem says what to fix, and a warning here would be a knock-on.
    guard catalog.dropped.cases.isEmpty, !catalog.dropped.misspelledRecovery else { return [] }
    // A catalog has a few options, and its first cases offer most of them: the names not
    // offered yet are looked for, case after case, until none is left. Past a few, a set.
    var notOffered = catalog.recoveryOptions.map(\.name.value)
    if notOffered.count > 16 {
      // Taken from a set as they are found, without a list of every case's names: cases that
      // take a long `defaults.recovery` would make it options times cases long.
      var left = Set(notOffered)
      for errorCase in catalog.cases where !left.isEmpty {
        for name in errorCase.recovery { left.remove(name.value) }
      }
      notOffered.removeAll { !left.contains($0) }
    } else {
      for errorCase in catalog.cases {
        guard !notOffered.isEmpty else { break }
        for name in errorCase.recovery {
          if let index = notOffered.firstIndex(of: name.value) { notOffered.remove(at: index) }
        }
      }
    }
    // Looked up for every option: past a few names left, a set.
    let notOfferedSet = notOffered.count > RecoveryRoles.scanned ? Set(notOffered) : nil
    return catalog.recoveryOptions.filter {
      notOfferedSet?.contains($0.name.value) ?? notOffered.contains($0.name.value)
    }.map { option in
      diagnostic(unused(option.name.value), file: catalog.file, at: option.name.location)
    }
  }

  // MARK: Messages

  static func unused(_ name: String) -> String {
    "recovery option '\(name)' is not offered by any case; add it to a case's recovery or remove it"
  }
}
