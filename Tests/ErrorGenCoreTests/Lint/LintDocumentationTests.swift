import Testing

@testable import ErrorGenCore

/// The text behind `errorgen lint --explain` and `--list-rules`, and diagnostics as JSON.
@Suite("Lint documentation and output")
struct LintDocumentationTests {
  @Test("the listing has one line per rule with id, severity and summary")
  func listing() {
    let lines = RuleDocumentation.listing().split(separator: "\n")
    #expect(
      lines.count == Linter.rules.count, "expected \(Linter.rules.count) lines, got \(lines.count)")
    let line = lines.first { $0.hasPrefix("duplicate_code ") }.map(String.init) ?? ""
    #expect(
      line.contains(" error ") && line.hasSuffix(DuplicateCodeRule.description.summary),
      "got '\(line)'")
    let warning = lines.first { $0.hasPrefix("missing_translation ") }.map(String.init) ?? ""
    #expect(warning.contains(" warning "), "got '\(warning)'")
  }

  @Test("explain prints the summary, severity, stage and every example")
  func explain() throws {
    let text = try #require(RuleDocumentation.explain("duplicate_code"))
    #expect(text.hasPrefix("duplicate_code: Two cases share a code"), "got \(text.prefix(80))")
    #expect(text.contains("Severity: error\n"))
    #expect(text.contains("Reported by: the linter"))
    #expect(text.contains("Triggering examples"))
    #expect(text.contains("Non-triggering examples"))
    #expect(text.contains("    # App.errors.yaml\n"))
    #expect(
      text.contains("      failed: { code: ↓1001, message: Could not save the file. }\n"),
      "got \(text)")
    let reading = try #require(RuleDocumentation.explain("yaml_syntax"))
    #expect(reading.contains("Reported by: the YAML reader"))
  }

  @Test("explain of an unknown id is nil and the message suggests the closest id")
  func unknownRule() {
    #expect(RuleDocumentation.explain("duplicate_codes") == nil)
    let message = RuleDocumentation.unknownRuleMessage("duplicate_codes")
    #expect(
      message == "no rule has the id 'duplicate_codes'; did you mean 'duplicate_code'? "
        + "'errorgen lint --list-rules' lists them all", "got \(message)")
  }

  @Test("example markers become locations and byte escapes become bytes")
  func exampleScanning() {
    let example = LintExample("a: ↓1\nb: «FF»↓x\n")
    #expect(example.sources.first?.contents == Array("a: 1\nb: ".utf8) + [0xFF] + Array("x\n".utf8))
    let places = example.expectedLocations.map { "\($0.location)" }
    #expect(places == ["1:4", "2:5"], "got \(places)")
  }

  @Test("a broken catalog renders as JSON with rule ids, places and notes")
  func jsonOutput() {
    let yaml = """
      errorgen: 1
      domain: com.example.app
      errors:
        saveFailed: { code: 1, message: Could not save the file. }
        openFailed: { code: 1, message: "Could not open {file}." }
      """
    let result = ErrorGenPipeline.check([CatalogSource(path: "App.errors.yaml", text: yaml)])
    let json = DiagnosticFormat.json.render(result.diagnostics)
    let expected = """
      [
        {"column":23,"file":"App.errors.yaml","line":5,"message":"code 1 is already used by case \
      'saveFailed'; use a free code such as 2","notes":[{"column":23,"file":"App.errors.yaml",\
      "line":4,"message":"case 'saveFailed' uses the code here","rule":"duplicate_code",\
      "severity":"note"}],"rule":"duplicate_code","severity":"error"},
        {"column":51,"file":"App.errors.yaml","line":5,"message":"the message of case 'openFailed' \
      uses {file}, which names no param; declare it under params, or write {{ and }} for literal \
      braces","rule":"unknown_placeholder","severity":"error"}
      ]

      """
    #expect(json == expected, "got:\n\(json)")
  }
}
