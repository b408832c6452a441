import Foundation
import Testing

/// Lint (ErrorGenCore) and generated code (ErrorGenRuntime) must give the same answers about
/// locales, but ErrorGenCore does not link the runtime, which brings Foundation and
/// FoundationNetworking into the command-line tool. So the two modules hold the same sources:
/// `LocaleMatching.swift`, copied, and the CLDR plural tables, which
/// `scripts/generate-plural-rules.py` writes into both. These tests keep the copies equal.
@Suite struct SharedSourcesTests {
  static let sources = ReferenceFiles.packageRoot.appendingPathComponent("Sources")

  static func text(_ path: String) throws -> String {
    try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func bothModulesHaveTheSameLocaleMatching() throws {
    let core = try Self.text("ErrorGenCore/Strings/LocaleMatching.swift")
    let runtime = try Self.text("ErrorGenRuntime/LocaleMatching.swift")
    #expect(
      core == runtime,
      "expected Sources/ErrorGenCore/Strings/LocaleMatching.swift to equal the runtime's copy; copy the one you changed over the other"
    )
  }

  /// The rule set of each locale: lint's plural categories and the runtime's rules index the
  /// same table.
  @Test func bothModulesHaveTheSamePluralRuleSets() throws {
    func ruleSets(_ path: String) throws -> Substring {
      let text = try Self.text(path)
      let start = try #require(
        text.range(of: "static let ruleSets: [String: Int] = ["), "expected ruleSets in \(path)")
      let end = try #require(
        text.range(of: "\n  ]\n", range: start.upperBound..<text.endIndex),
        "expected the end of ruleSets in \(path)")
      return text[start.lowerBound..<end.upperBound]
    }
    let core = try ruleSets("ErrorGenCore/Catalog/PluralCategories+CLDR.swift")
    let runtime = try ruleSets("ErrorGenRuntime/PluralRules+CLDRLocales.swift")
    #expect(core.count > 1_000, "expected CLDR's table, got \(core.count) characters")
    #expect(
      core == runtime,
      "expected the same ruleSets in ErrorGenCore and ErrorGenRuntime; run scripts/generate-plural-rules.py"
    )
  }
}
