import Testing

@testable import ErrorGenCore

/// `errorgen.yml` and `lint_ignore`: what a team waives, and nothing more.
@Suite struct LintConfigurationTests {
  static func configuration(_ yaml: String) -> (LintConfiguration?, [Diagnostic]) {
    LintConfiguration.decode(CatalogSource(path: "errorgen.yml", text: yaml))
  }

  static func check(_ yaml: String, _ configuration: LintConfiguration = .init()) -> [Diagnostic] {
    ErrorGenPipeline.check(
      [CatalogSource(path: "A.errors.yaml", text: yaml)], configuration: configuration
    ).diagnostics
  }

  static func places(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.line):\($0.column) \($0.severity) \($0.rule)" }
  }

  @Test func aFullConfigurationIsRead() throws {
    let (read, problems) = Self.configuration(
      "disabled_rules: [generic_message]\nseverity: { missing_translation: error }\n"
        + "access: package\nstrict: true\n")
    #expect(problems.isEmpty, "expected no problems, got \(problems)")
    #expect(
      read
        == LintConfiguration(
          disabledRules: ["generic_message"], severities: ["missing_translation": .error],
          access: .package, strict: true))
  }

  @Test(arguments: [
    ("strikt: true\n", "1:1 error unknown_key"),
    ("disabled_rules: [nope]\n", "1:18 error invalid_value"),
    ("disabled_rules: [duplicate_code]\n", "1:18 error invalid_value"),
    ("disabled_rules: generic_message\n", "1:17 error invalid_value"),
    ("severity: { duplicate_code: warning }\n", "1:29 error invalid_value"),
    ("severity: { generic_message: loud }\n", "1:30 error invalid_value"),
    ("access: open\n", "1:9 error invalid_value"),
    ("strict: yes\n", "1:9 error invalid_value"),
    ("[a, b]\n", "1:1 error invalid_value"),
    ("a: [\n", "2:1 error yaml_syntax"),
  ])
  func aBadConfigurationIsALocatedError(yaml: String, expected: String) {
    let (read, problems) = Self.configuration(yaml)
    #expect(read == nil, "expected no configuration from \(yaml.debugDescription)")
    #expect(Self.places(problems) == [expected], "for \(yaml.debugDescription)")
  }

  static let catalog = """
    errorgen: 1
    domain: com.example.auth
    errors:
      invalidEmail:
        code: 1
        kind: user
        params:
          email: { type: String, sensitive: true }
        message: { en: "{email} is not valid.", de: "{email} ist ungültig." }
        lint_ignore: [sensitive_in_text]
      wrong:
        code: 2
        message: Something went wrong.

    """

  @Test func lintIgnoreWaivesItsCaseOnly() {
    let found = Self.check(Self.catalog)
    #expect(
      Self.places(found) == ["13:14 warning missing_translation", "13:14 warning generic_message"],
      "got \(found)")
    // Moved to the other case, the same waiver is unused, and the warning is back.
    let moved =
      Self.catalog.replacing("    lint_ignore: [sensitive_in_text]\n", with: "")
      + "    lint_ignore: [sensitive_in_text]\n"
    #expect(
      Self.places(Self.check(moved)) == [
        "9:20 warning sensitive_in_text", "12:14 warning missing_translation",
        "12:14 warning generic_message", "13:19 warning unused_lint_ignore",
      ])
  }

  @Test func disabledRulesAndRaisedSeverities() {
    let configuration = LintConfiguration(
      disabledRules: ["missing_translation"], severities: ["generic_message": .error])
    #expect(Self.places(Self.check(Self.catalog, configuration)) == ["13:14 error generic_message"])
  }

  @Test(arguments: ["duplicate_code", "nope", "unused_lint_ignore"])
  func lintIgnoreCannotWaiveErrors(rule: String) {
    let yaml = Self.catalog.replacing("[sensitive_in_text]", with: "[sensitive_in_text, \(rule)]")
    let errors = Self.check(yaml).filter { $0.severity == .error }
    #expect(Self.places(errors) == ["10:38 error invalid_value"], "got \(errors)")
  }
}
