import Foundation
import Testing

@testable import ErrorGenCore

/// A catalog translated unevenly: a locale missing from many texts of one kind is one warning
/// whose notes list every place; few missing texts stay one warning each.
@Suite struct MissingTranslationSummaryTests {
  static func catalog(lackingGerman: Int, total: Int) -> String {
    "errorgen: 1\ndomain: com.example.uneven\nerrors:\n"
      + (0..<total).map { index in
        let german = index < lackingGerman ? "" : ", de: Fehler \(index)."
        return "  case\(index):\n    code: \(index + 1)\n"
          + "    message: { en: Upload \(index) failed\(german) }\n"
      }.joined()
  }

  static func missing(_ yaml: String) -> [Diagnostic] {
    ErrorGenPipeline.check([CatalogSource(path: "U.errors.yaml", text: yaml)]).diagnostics
      .filter { $0.rule == "missing_translation" }
  }

  @Test func manyTextsLackingOneLocaleAreOneWarningWithEveryPlace() throws {
    let found = Self.missing(Self.catalog(lackingGerman: 30, total: 40))
    let summary = try #require(found.first)
    #expect(found.count == 1, "expected one warning, got \(found.count)")
    #expect(
      summary.message.hasPrefix(
        "'de' lacks 30 of 40 message texts, the first in the message of case 'case0'"),
      "got \(summary.message)")
    #expect(summary.notes.count == 30, "expected a note per text, got \(summary.notes.count)")
    let text = DiagnosticFormat.text.render(found)
    #expect(text.split(separator: "\n").count == 1 + DiagnosticFormat.maxNotesShown + 1)
    #expect(text.contains("and 25 more places"), "got \(text)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(DiagnosticFormat.json.render(found).utf8))
        as? [[String: Any]])
    #expect((json.first?["notes"] as? [Any])?.count == 30, "expected every place in json")
  }

  @Test func fewTextsLackingALocaleAreReportedEachOnItsOwn() {
    let found = Self.missing(Self.catalog(lackingGerman: 3, total: 40))
    #expect(found.count == 3, "expected one warning per text, got \(found.map(\.message))")
    #expect(found.allSatisfy { $0.message.hasPrefix("the message of case") })
  }

  /// A locale first used in the String Catalog: the note points into the `.xcstrings`, the
  /// file its place belongs to, not the YAML.
  @Test func theFirstUseOfALocaleNamesTheFileItIsIn() throws {
    let yaml =
      "errorgen: 1\ndomain: com.example.uneven\nerrors:\n"
      + "  saved:\n    code: 1\n    message: Saved.\n"
      + "  opened:\n    code: 2\n    message: Opened.\n"
    let strings = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "saved.message" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Gespeichert." } }
            }
          }
        }
      }
      """
    let found = ErrorGenPipeline.check([
      CatalogSource(path: "U.errors.yaml", text: yaml),
      CatalogSource(path: "U.errors.xcstrings", text: strings),
    ]).diagnostics.filter { $0.rule == "missing_translation" }
    let warning = try #require(found.first, "expected a missing_translation warning")
    #expect(
      "\(warning.file):\(warning.location)" == "U.errors.yaml:9:14",
      "expected the warning at the text without 'de', got \(warning.file):\(warning.location)")
    let notes = warning.notes.map { "\($0.file):\($0.location) \($0.message)" }
    let expected = ["U.errors.xcstrings:6:9 'de' is first used here"]
    #expect(notes == expected, "expected \(expected), got \(notes)")
  }
}
