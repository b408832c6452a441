/// `composed_access`: an umbrella that wraps a type of the same run which is less visible than
/// the umbrella itself. Swift refuses a public enum whose case holds an internal type, so the
/// generated code would not compile; this says so at the `compose` entry instead.
///
/// Not in the first rule set of LINT-RULES.md: added because the failure otherwise surfaces as
/// a compiler error in generated code, which the user did not write.
public enum ComposedAccessRule: LintRule {
  public static let description = RuleDescription(
    id: "composed_access",
    severity: .error,
    summary:
      "An umbrella composes a catalog of the same run whose access level is lower than its own.",
    triggeringExamples: [
      LintExample(files: [
        LintExample.File(
          path: "Storage.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.storage
            errors:
              diskFull: { code: 1, message: There is not enough storage space. Free up space and try again. }
            """),
        LintExample.File(
          path: "App.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.app
            access: public
            compose:
              storage: ↓StorageError
            errors:
              outdated: { code: 100, message: This version of the app is no longer supported. Update it to go on. }
            """),
      ])
    ],
    nonTriggeringExamples: [
      LintExample(files: [
        LintExample.File(
          path: "Storage.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.storage
            access: package
            errors:
              diskFull: { code: 1, message: There is not enough storage space. Free up space and try again. }
            """),
        LintExample.File(
          path: "App.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.app
            access: package
            compose:
              storage: StorageError
            errors:
              outdated: { code: 100, message: This version of the app is no longer supported. Update it to go on. }
            """),
      ])
    ])

  public static func check(_ catalogs: [Catalog]) -> [Diagnostic] {
    let byType = Dictionary(
      catalogs.map { ($0.typeName.value, $0) }, uniquingKeysWith: { first, _ in first })
    var diagnostics: [Diagnostic] = []
    for umbrella in catalogs {
      for composed in umbrella.composed {
        guard let wrapped = byType[composed.typeName.value],
          rank(wrapped.access.value) < rank(umbrella.access.value)
        else { continue }
        diagnostics.append(
          diagnostic(
            lessVisible(
              composed.typeName.value, wrapped.access.value, umbrella.typeName.value,
              umbrella.access.value, wrapped.file),
            file: umbrella.file, at: composed.typeName.location))
      }
    }
    return diagnostics
  }

  private static func rank(_ access: Catalog.Access) -> Int {
    switch access {
    case .internal: 0
    case .package: 1
    case .public: 2
    }
  }

  // MARK: Messages

  static func lessVisible(
    _ type: String, _ access: Catalog.Access, _ umbrella: String, _ umbrellaAccess: Catalog.Access,
    _ file: String
  ) -> String {
    "'\(type)' is \(access.rawValue) but \(umbrella) is \(umbrellaAccess.rawValue); "
      + "write 'access: \(umbrellaAccess.rawValue)' in \(file), or lower this catalog's access"
  }
}
