import Foundation
import Testing

/// The one summary line on standard error after text output, so that a clean run still says
/// what it checked, and the remark for a given folder that holds no catalog.
@Suite("Run summaries")
struct RunSummaryTests {
  static let catalog = """
    errorgen: 1
    domain: com.example.shop
    errors:
      declined: { code: 1, message: The card was declined. }

    """

  static func write(_ text: String, to path: String, in folder: URL) throws {
    let url = folder.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
  }

  /// A folder holding `catalogs/Shop.errors.yaml` and an empty folder `empty`.
  static func withCatalogAndEmptyFolder(_ body: (URL) throws -> Void) throws {
    try CLIRunner.withTemporaryFolder { folder in
      try write(catalog, to: "catalogs/Shop.errors.yaml", in: folder)
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
      try body(folder)
    }
  }

  @Test("generate says how many files it wrote and left unchanged, and how many catalogs it read")
  func generateSummary() throws {
    try Self.withCatalogAndEmptyFolder { folder in
      let first = try CLIRunner.run(["generate", "catalogs", "empty", "-o", "out"], in: folder)
      let expected =
        "note: no *.errors.yaml or *.errors.yml catalog in 'empty'\n"
        + "generate: 1 catalog read, 1 file written, 0 unchanged\n"
      #expect(first.status == 0, "got \(first.all)")
      #expect(first.standardError == expected, "expected\n\(expected)got\n\(first.standardError)")
      let again = try CLIRunner.run(["generate", "catalogs", "-o", "out"], in: folder)
      #expect(
        again.standardError == "generate: 1 catalog read, 0 files written, 1 unchanged\n",
        "got \(again.standardError)")
      try Self.write(
        Self.catalog + "  bad: { code: 1, message: Bad. }\n", to: "catalogs/Shop.errors.yaml",
        in: folder)
      let broken = try CLIRunner.run(["generate", "catalogs", "-o", "out"], in: folder)
      #expect(
        broken.standardError.hasSuffix(
          "generate: 1 catalog read, 1 problem found (1 error, 0 warnings), nothing written\n"),
        "got \(broken.standardError)")
    }
  }

  @Test("lint counts catalogs and problems; a folder without catalogs gets a remark")
  func lintSummary() throws {
    try Self.withCatalogAndEmptyFolder { folder in
      let result = try CLIRunner.run(["lint", "catalogs", "empty"], in: folder)
      let expected =
        "note: no *.errors.yaml or *.errors.yml catalog in 'empty'\n"
        + "lint: 1 catalog checked, no problems found\n"
      #expect(result.status == 0 && result.standardOutput.isEmpty, "got \(result.all)")
      #expect(result.standardError == expected, "expected\n\(expected)got\n\(result.standardError)")
    }
  }

  @Test(
    "machine-readable formats print no summary", arguments: ["json", "github", "sarif"])
  func noSummaryForMachines(format: String) throws {
    try Self.withCatalogAndEmptyFolder { folder in
      let result = try CLIRunner.run(["lint", "catalogs", "--format", format], in: folder)
      #expect(
        result.standardError.isEmpty,
        "expected nothing on standard error, got \(result.standardError)")
    }
  }
}
