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
      summary.message.hasPrefix("'de' lacks 30 of 40 message texts, the first in the message of case 'case0'"),
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
}
