/// `invalid_kotlin_name`: a name that cannot become Kotlin (KOTLIN.md), in catalogs that are
/// generated as Kotlin: every catalog of a `generate --language kotlin` run, and in
/// `errorgen lint` those with `kotlin_package` (`Catalog.targetsKotlin`); a Swift run does not
/// check them, since its output cannot break on them. Kotlin keywords are not reported: the generator quotes
/// them in backticks. Reported is only what no spelling can fix: a param named like a member of
/// the sealed class (unless it can override it), a case class named like a class the
/// generated code uses, case classes that differ only in letter case (their class files
/// collide on macOS and Windows), options with the same enum constant, and a package name
/// that is not dot-separated identifiers.
public enum InvalidKotlinNameRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "invalid_kotlin_name",
    severity: .error,
    summary:
      "In catalogs generated as Kotlin, params must not be named like members of the error "
      + "class (unless they override one with its type), case classes must not clash with "
      + "generated classes or with each other up to letter case, recovery options must give "
      + "distinct enum constants, and kotlin_package must be a package name.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        kotlin_package: com.example.app
        errors:
          ↓companion: { code: 1, message: The companion could not be reached. }
          ↓recoveryOption: { code: 2, message: The option is not available. }
          ↓string: { code: 3, message: The text could not be read. }
          tooLarge:
            code: 4
            message: The file is too large.
            params: { ↓code: Int, ↓kind: String, ↓field: Int, ↓retryAfter: Int? }
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        kotlin_package: com.example.app
        recovery_options:
          openURL: { label: Open }
          ↓openUrl: { label: Open Link }
          cancel: { label: Cancel, role: cancel }
        errors:
          fileMissing: { code: 1, message: The file is missing., recovery: [openURL, openUrl, cancel] }
          ↓filemissing: { code: 2, message: The file is gone. }
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        kotlin_package: ↓com.example..app
        errors:
          failed: { code: 1, message: Could not save the file. }
        """),
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        kotlin_package: com.example.in
        errors:
          object: { code: 1, message: The object could not be saved. }
          when:
            code: 2
            message: The time {val} is not valid.
            params: { val: String, message: String?, field: String? }
          tooManyRequests:
            code: 3
            message: Too many requests.
            params: { retryAfter: { type: "TimeInterval?", bind: retry_after } }
            http: [429]
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    guard catalog.targetsKotlin else { return [] }
    var found: [Diagnostic] = []
    let file = catalog.file
    if let package = catalog.kotlinPackage, !KotlinLexicon.isValidPackageName(package.value) {
      found.append(diagnostic(invalidPackage(package.value), file: file, at: package.location))
    }
    // Case classes: composed and own, in the order they are declared.
    var reserved = KotlinNames.reservedClassNames
    reserved.insert(catalog.typeName.value)
    for composed in catalog.composed {
      reserved.insert(KotlinNames.composedTypeName(composed.typeName.value))
    }
    var seen: [String: String] = [:]
    let names = catalog.composed.map(\.name) + catalog.cases.map(\.name)
    for name in names {
      let className = KotlinLexicon.className(name.value)
      if reserved.contains(className) {
        found.append(
          diagnostic(clashingClass(name.value, className), file: file, at: name.location))
      } else if let other = seen[className.lowercased()], other != name.value {
        found.append(diagnostic(caseOnly(name.value, other), file: file, at: name.location))
      }
      if seen[className.lowercased()] == nil { seen[className.lowercased()] = name.value }
    }
    for param in catalog.cases.flatMap(\.params) {
      let type = KotlinNames.spelling(param.type.value)
      if let member = KotlinNames.clashingMember(param: param.name.value, type: type) {
        found.append(
          diagnostic(
            clashingParam(param.name.value, type, member), file: file, at: param.name.location))
      }
    }
    var constants: [String: String] = [:]
    for option in catalog.recoveryOptions {
      let constant = KotlinLexicon.constantName(option.name.value)
      if let other = constants[constant] {
        found.append(
          diagnostic(
            sameConstant(option.name.value, other, constant), file: file, at: option.name.location))
      } else {
        constants[constant] = option.name.value
      }
    }
    return found
  }

  static func invalidPackage(_ name: String) -> String {
    "kotlin_package '\(name)' is not a Kotlin package name: use dot-separated identifiers"
  }

  static func clashingClass(_ name: String, _ className: String) -> String {
    "case '\(name)' becomes Kotlin class '\(className)', which the generated code already uses; "
      + "rename the case"
  }

  static func caseOnly(_ name: String, _ other: String) -> String {
    "case '\(name)' differs from '\(other)' only in letter case: their Kotlin class files "
      + "collide on macOS and Windows"
  }

  static func clashingParam(_ name: String, _ type: String, _ member: String) -> String {
    let clash = "param '\(name)' clashes with the generated Kotlin member '\(member)'"
    guard let memberType = KotlinNames.overridableMembers[member] else {
      return clash + "; rename the param"
    }
    // Said in the catalog's types too: `TimeInterval?` is what a catalog writes.
    let catalogTypes = memberType == "Double?" ? "TimeInterval? or Double?" : memberType
    return clash + " of type \(memberType), which it overrides only with that type "
      + "(\(catalogTypes) in the catalog), not \(type); change its type or rename the param"
  }

  static func sameConstant(_ name: String, _ other: String, _ constant: String) -> String {
    "recovery option '\(name)' gives the Kotlin constant \(constant), as '\(other)' does"
  }
}
