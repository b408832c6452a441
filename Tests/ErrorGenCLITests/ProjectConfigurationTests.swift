import Foundation
import Testing

/// `errorgen.yml` as a team uses it: `lint --strict` passes on a large, unevenly translated
/// catalog once the file says which rules the team waives.
@Suite struct ProjectConfigurationTests {
  /// 400 cases in `en`, each also in a few of 12 other languages, one case showing a sensitive
  /// param (acknowledged with `lint_ignore`).
  static func unevenCatalog() -> String {
    let locales = ["de", "fr", "es", "it", "ja", "ko", "nl", "pl", "pt", "sv", "tr", "zh"]
    var yaml = "errorgen: 1\ndomain: com.example.big\nerrors:\n"
    yaml += "  invalidEmail:\n    code: 1\n    kind: user\n"
    yaml += "    params:\n      email: { type: String, sensitive: true }\n"
    yaml += "    message: \"{email} is not a valid address. Check it and try again.\"\n"
    yaml += "    lint_ignore: [sensitive_in_text]\n"
    for index in 2...400 {
      let some = locales.enumerated().filter { ($0.offset + index) % 3 == 0 }.map(\.element)
      let texts = (["en"] + some).map { "\($0): \"Upload \(index) failed in \($0); try again.\"" }
      yaml +=
        "  case\(index):\n    code: \(index)\n    message: { \(texts.joined(separator: ", ")) }\n"
    }
    return yaml
  }

  @Test func strictLintPassesOnceTheTeamWaivesItsRules() throws {
    try CLIRunner.withTemporaryFolder { folder in
      try Self.unevenCatalog().write(
        to: folder.appendingPathComponent("Big.errors.yaml"), atomically: true, encoding: .utf8)
      let without = try CLIRunner.run(["lint", "Big.errors.yaml", "--strict"], in: folder)
      #expect(without.status == 1, "expected warnings to fail --strict: \(without.all.prefix(500))")
      #expect(without.all.contains("[missing_translation]"))

      try "disabled_rules: [missing_translation]\nstrict: true\n".write(
        to: folder.appendingPathComponent("errorgen.yml"), atomically: true, encoding: .utf8)
      let with = try CLIRunner.run(["lint", "Big.errors.yaml"], in: folder)
      #expect(
        with.status == 0,
        "expected a clean strict lint, got \(with.status): \(with.all.prefix(500))")
      #expect(
        with.standardOutput.isEmpty
          && with.standardError == "lint: 1 catalog checked, no problems found\n",
        "expected only the summary line, got \(with.all.prefix(500))")
    }
  }

  /// A broken configuration fails the run with its place, and nothing is generated.
  @Test func aBrokenConfigurationFailsWithItsPlace() throws {
    try CLIRunner.withTemporaryFolder { folder in
      try Self.unevenCatalog().write(
        to: folder.appendingPathComponent("Big.errors.yaml"), atomically: true, encoding: .utf8)
      try "disabled_rules: [missing_translaton]\n".write(
        to: folder.appendingPathComponent("team.yml"), atomically: true, encoding: .utf8)
      let result = try CLIRunner.run(
        ["generate", "Big.errors.yaml", "--config", "team.yml", "--output", "out"], in: folder)
      #expect(result.status == 1, "expected exit 1, got \(result.status): \(result.all)")
      #expect(
        result.all.contains(
          "team.yml:1:18: error: unknown rule 'missing_translaton'; did you mean 'missing_translation'?"
        ),
        "got \(result.all)")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
  }
}
