/// `duplicate_domain`: two catalogs of one run with one domain (their NSErrors could not be
/// told apart) or one type name, or a type named like the protocol generated beside another
/// catalog's type (the generated code would not compile), or one stem (`Ok.errors.yaml` in two
/// folders, or beside `Ok.errors.yml`): both would be generated as `Ok.errors.swift`, one
/// over the other, also when the stems differ only by case (macOS file systems fold it).
public enum DuplicateDomainRule: LintRule {
  public static let description = RuleDescription(
    id: "duplicate_domain",
    severity: .error,
    summary:
      "Two catalogs checked together share a domain, a type name or the file generated for "
      + "them, or one's type is named like the protocol generated for the other's.",
    triggeringExamples: [
      LintExample(files: [
        LintExample.File(
          path: "Network.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.network
            recovery_options:
              retry: { label: Try Again }
              cancel: { label: Cancel, role: cancel }
            errors:
              offline:
                code: 1
                message: You are offline. Connect to the internet and try again.
                recovery: [retry, cancel]
            """),
        LintExample.File(
          path: "Sync.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.sync
            type: ↓NetworkErrorRecoveryAttempter
            errors:
              conflict: { code: 1, message: The file was changed on another device. }
            """),
      ]),
      LintExample(files: [
        LintExample.File(
          path: "Network.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.network
            errors:
              offline: { code: 1, message: You are offline. Connect to the internet and try again. }
            """),
        LintExample.File(
          path: "Sync.errors.yaml",
          text: """
            errorgen: 1
            domain: ↓com.example.network
            type: ↓NetworkError
            errors:
              conflict: { code: 1, message: The file was changed on another device. }
            """),
      ]),
      LintExample(files: [
        LintExample.File(
          path: "Network.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.network
            errors:
              offline: { code: 1, message: You are offline. Connect to the internet and try again. }
            """),
        LintExample.File(
          path: "Network.errors.yml",
          text: """
            ↓errorgen: 1
            domain: com.example.sync
            type: SyncError
            errors:
              conflict: { code: 1, message: The file was changed on another device. }
            """),
      ]),
    ],
    nonTriggeringExamples: [
      LintExample(files: [
        LintExample.File(
          path: "Network.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.network
            errors:
              offline: { code: 1, message: You are offline. Connect to the internet and try again. }
            """),
        LintExample.File(
          path: "Sync.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.sync
            errors:
              conflict: { code: 1, message: The file was changed on another device. }
            """),
      ])
    ])

  public static func check(_ catalogs: [Catalog]) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var domains: [String: Catalog] = [:]
    var types: [String: Catalog] = [:]
    for catalog in catalogs {
      if !catalog.domain.value.isEmpty, let first = domains[catalog.domain.value] {
        diagnostics.append(
          diagnostic(
            sharedDomain(catalog.domain.value, first.file), file: catalog.file,
            at: catalog.domain.location,
            notes: [
              Diagnostic.Note(message: firstHere, file: first.file, location: first.domain.location)
            ]))
      } else if domains[catalog.domain.value] == nil {
        domains[catalog.domain.value] = catalog
      }
      if let first = types[catalog.typeName.value] {
        diagnostics.append(
          diagnostic(
            sharedType(catalog.typeName.value, first.file), file: catalog.file,
            at: catalog.typeName.location,
            notes: [
              Diagnostic.Note(
                message: firstHere, file: first.file, location: first.typeName.location)
            ]))
      } else {
        types[catalog.typeName.value] = catalog
      }
    }
    // Each catalog's generated file, by its name as a file system that folds case sees it.
    var outputs: [String: Catalog] = [:]
    for catalog in catalogs {
      let name = catalog.stem + ".errors.swift"
      let folded = name.lowercased()
      if let first = outputs[folded] {
        diagnostics.append(
          diagnostic(
            sharedOutput(name, first.stem + ".errors.swift", first.file), file: catalog.file,
            at: SourceLocation(line: 1, column: 1)))
      } else {
        outputs[folded] = catalog
      }
    }
    // The protocols generated beside a type are top-level declarations too.
    var generated: [String: (catalog: Catalog, what: String)] = [:]
    for catalog in catalogs {
      let type = catalog.typeName.value
      if !catalog.recoveryOptions.isEmpty {
        generated[type + "RecoveryAttempter"] = (catalog, "recovery attempter protocol")
      }
      if catalog.cases.contains(where: { $0.deprecated != nil }) {
        generated[type + "DeprecatedCases"] = (catalog, "deprecated cases protocol")
      }
    }
    for catalog in catalogs {
      guard let (other, what) = generated[catalog.typeName.value] else { continue }
      diagnostics.append(
        diagnostic(
          sharedGeneratedName(catalog.typeName.value, what, other.typeName.value, other.file),
          file: catalog.file, at: catalog.typeName.location,
          notes: [
            Diagnostic.Note(message: typeHere, file: other.file, location: other.typeName.location)
          ]))
    }
    return diagnostics
  }

  // MARK: Messages

  static func sharedDomain(_ domain: String, _ otherFile: String) -> String {
    "domain '\(domain)' is also the domain of \(otherFile); give each catalog its own domain"
  }

  static func sharedType(_ type: String, _ otherFile: String) -> String {
    "type name '\(type)' is also the type of \(otherFile); set a different 'type:'"
  }

  static func sharedGeneratedName(
    _ type: String, _ what: String, _ otherType: String, _ otherFile: String
  ) -> String {
    "type name '\(type)' is also the name of the \(what) generated for '\(otherType)' of "
      + "\(otherFile); set a different 'type:'"
  }

  static func sharedOutput(_ name: String, _ otherName: String, _ otherFile: String) -> String {
    let other = name == otherName ? "" : " (as '\(otherName)' where case is not told apart)"
    return "this catalog would be generated as '\(name)', as \(otherFile) is\(other); rename "
      + "one of the two files"
  }

  static let firstHere = "the other catalog declares it here"
  static let typeHere = "the other catalog's type is declared here"
}
