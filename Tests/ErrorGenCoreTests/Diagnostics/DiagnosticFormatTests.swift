import Foundation
import Testing

@testable import ErrorGenCore

/// The three diagnostic formats of ARCHITECTURE.md, byte for byte.
@Suite struct DiagnosticFormatTests {
  static let duplicate = Diagnostic(
    .error, rule: .duplicateKey, message: "duplicate key 'a'; each key may appear once",
    file: "cat/Net.errors.yaml", location: SourceLocation(line: 3, column: 5),
    notes: [
      .init(
        message: "'a' is first defined here", file: "cat/Net.errors.yaml",
        location: .init(line: 1, column: 5))
    ])
  static let warning = Diagnostic(
    .warning, rule: "generic_message", message: "say \"what\", 100%\nnext: a,b",
    file: "x.errors.yaml", location: SourceLocation(line: 10, column: 2))

  @Test func textForm() {
    let text = DiagnosticFormat.text.render([Self.duplicate, Self.warning])
    #expect(
      text == """
        cat/Net.errors.yaml:3:5: error: duplicate key 'a'; each key may appear once [duplicate_key]
        cat/Net.errors.yaml:1:5: note: 'a' is first defined here
        x.errors.yaml:10:2: warning: say "what", 100%\\nnext: a,b [generic_message]

        """)
  }

  @Test func jsonFormIsValidJSONWithFixedKeys() throws {
    let json = DiagnosticFormat.json.render([Self.duplicate, Self.warning])
    let parsed = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
    #expect(parsed.count == 2)
    #expect(parsed[0]["file"] as? String == "cat/Net.errors.yaml")
    #expect(parsed[0]["line"] as? Int == 3)
    #expect(parsed[0]["column"] as? Int == 5)
    #expect(parsed[0]["severity"] as? String == "error")
    #expect(parsed[0]["rule"] as? String == "duplicate_key")
    let notes = try #require(parsed[0]["notes"] as? [[String: Any]])
    #expect(notes.first?["line"] as? Int == 1)
    #expect(parsed[1]["message"] as? String == "say \"what\", 100%\nnext: a,b")
    #expect(parsed[1]["notes"] == nil)
    // One diagnostic per line, keys sorted.
    #expect(
      json.hasPrefix(
        "[\n  {\"column\":5,\"file\":\"cat/Net.errors.yaml\",\"line\":3,"
          + "\"message\":\"duplicate key 'a'; each key may appear once\",\"notes\":[{\"column\":5,"),
      "got \(json)")
    #expect(
      json.hasSuffix("\"rule\":\"generic_message\",\"severity\":\"warning\"}\n]\n"), "got \(json)")
  }

  @Test func jsonFormOfNothingIsAnEmptyArray() {
    #expect(DiagnosticFormat.json.render([]) == "[]\n")
  }

  @Test func jsonEscapesControlCharacters() throws {
    let odd = Diagnostic(
      .error, rule: .invalidValue, message: "a\u{1}b\u{2028}c\\", file: "f", location: .start)
    let json = DiagnosticFormat.json.render([odd])
    #expect(json.contains("a\\u0001b\\u2028c\\\\"))
    let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
    #expect(parsed?.first?["message"] as? String == "a\u{1}b\u{2028}c\\")
  }

  @Test func githubForm() {
    let text = DiagnosticFormat.github.render([Self.duplicate, Self.warning])
    #expect(
      text == """
        ::error file=cat/Net.errors.yaml,line=3,col=5,title=duplicate_key::duplicate key 'a'; each key may appear once
        ::notice file=cat/Net.errors.yaml,line=1,col=5,title=duplicate_key::'a' is first defined here
        ::warning file=x.errors.yaml,line=10,col=2,title=generic_message::say "what", 100%25%0Anext: a,b

        """)
  }

  @Test func githubEscapesPropertySeparatorsInPaths() {
    let odd = Diagnostic(
      .error, rule: .yamlSyntax, message: "m", file: "a,b:c.yaml", location: .start)
    #expect(
      DiagnosticFormat.github.render([odd])
        == "::error file=a%2Cb%3Ac.yaml,line=1,col=1,title=yaml_syntax::m\n")
  }

  @Test func sortingIsByFileThenPlaceAndStable() {
    let a = Diagnostic(
      .error, rule: "b", message: "1", file: "b", location: .init(line: 1, column: 1))
    let b = Diagnostic(
      .error, rule: "a", message: "2", file: "a", location: .init(line: 9, column: 1))
    let c = Diagnostic(
      .warning, rule: "z", message: "3", file: "a", location: .init(line: 2, column: 7))
    let d = Diagnostic(
      .error, rule: "y", message: "4", file: "a", location: .init(line: 2, column: 7))
    #expect(Diagnostic.sorted([a, b, c, d]).map(\.message) == ["3", "4", "2", "1"])
  }
}
