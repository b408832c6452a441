import Foundation
import Testing

@testable import ErrorGenCore

/// SARIF 2.1.0 output: its shape, checked here, and its validity, checked by the real
/// validator against the official schema (vendored in Tests/Fixtures).
@Suite("SARIF renderer")
struct SARIFRendererTests {
  /// Every lint rule's triggering examples: hundreds of diagnostics, notes among them.
  static var manyDiagnostics: [Diagnostic] {
    Linter.rules.flatMap { rule in
      rule.description.triggeringExamples.flatMap { example in
        ErrorGenPipeline.check(
          example.sources.map { CatalogSource(path: $0.path, contents: $0.contents) }
        ).diagnostics
      }
    }
  }

  static let hostile = [
    Diagnostic(
      .error, rule: "unknown_key", message: "key \"<script>\"\n::error::x \u{202E} \u{0} \\ end",
      file: "/work/a b/#odd?\u{e9}.errors.yaml", location: SourceLocation(line: 3, column: 7),
      notes: [
        .init(
          message: "first\r\nhere", file: "./dir/x.errors.yaml", location: .init(line: 1, column: 1)
        )
      ]),
    Diagnostic(
      .warning, rule: "made_up_rule", message: "", file: "rel/\u{1F600}.errors.yaml",
      location: SourceLocation(line: 1, column: 1)),
  ]

  static func parse(_ text: String) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test("a result has ruleId, level, message, a relative uri and a 1-based region")
  func resultShape() throws {
    let text = SARIFRenderer.render(Self.hostile, workingDirectory: "/work")
    let log = try Self.parse(text)
    #expect(log["version"] as? String == "2.1.0")
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "errorgen")
    #expect(driver["version"] as? String == ErrorGenVersion.current)
    let rules = try #require(driver["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == ["unknown_key", "made_up_rule"])
    let full = (rules.first?["fullDescription"] as? [String: Any])?["text"] as? String
    #expect(full == RuleDocumentation.explain("unknown_key"), "expected --explain's text")
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.compactMap { $0["level"] as? String } == ["error", "warning"])
    let message = (results.first?["message"] as? [String: Any])?["text"] as? String
    #expect(message == Self.hostile[0].message, "the message must survive unchanged")
    let location = try #require((results.first?["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    let uri = (physical["artifactLocation"] as? [String: Any])?["uri"] as? String
    #expect(uri == "a%20b/%23odd%3F%C3%A9.errors.yaml", "got \(uri ?? "nil")")
    let region = physical["region"] as? [String: Any]
    #expect(region?["startLine"] as? Int == 3 && region?["startColumn"] as? Int == 7)
    let related = try #require(results.first?["relatedLocations"] as? [[String: Any]])
    #expect((related.first?["message"] as? [String: Any])?["text"] as? String == "first\r\nhere")
  }

  @Test(
    "uris are relative to the working directory, else file URIs",
    arguments: [
      ("/w/a.errors.yaml", "a.errors.yaml"), ("./b/a.errors.yaml", "b/a.errors.yaml"),
      ("/elsewhere/a.errors.yaml", "file:///elsewhere/a.errors.yaml"),
      ("main:c/a.errors.yaml", "main%3Ac/a.errors.yaml"),
    ])
  func uris(file: String, expected: String) {
    let got = SARIFRenderer.uri(file, workingDirectory: "/w")
    #expect(got == expected, "\(file): expected \(expected), got \(got)")
  }

  @Test("clean, many-diagnostic and hostile logs validate against the SARIF 2.1.0 schema")
  func validatesAgainstTheOfficialSchema() throws {
    let many = Self.manyDiagnostics
    #expect(many.count > 50 && many.contains { !$0.notes.isEmpty }, "got \(many.count) diagnostics")
    let logs = [("clean", [Diagnostic]()), ("many", many), ("hostile", Self.hostile)]
    try JSONSchemaValidator.withTemporaryFolder { folder in
      var documents: [JSONSchemaValidator.Document] = []
      for (name, diagnostics) in logs {
        let file = folder.appendingPathComponent("\(name).sarif")
        try Data(DiagnosticFormat.sarif.render(diagnostics).utf8).write(to: file)
        documents.append(.init(schema: JSONSchemaValidator.sarifSchema, path: file, isYAML: false))
      }
      guard let results = JSONSchemaValidator.validate(documents) else { return }
      for ((name, _), errors) in zip(logs, results) {
        #expect(errors.isEmpty, "expected the \(name) log valid SARIF, got \(errors.prefix(5))")
      }
    }
  }
}
