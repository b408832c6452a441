import Foundation
import Testing

/// `diff --baseline REV --format github|sarif`: a place at the revision is given as the working
/// tree's path (what GitHub's annotations and code scanning resolve), with the revision's place
/// in the message; text output keeps `REV:path`, which `git show` takes.
@Suite("Baseline locations for code scanning")
struct BaselineLocationTests {
  static let gone =
    "errorgen: 1\ndomain: com.example.gone\nerrors:\n  a: { code: 1, message: A. }\n"

  /// The repository of `ToolingCLITests.withRepository` and a third commit that adds
  /// `catalogs/Gone.errors.yaml`, which the working tree no longer has.
  static func withRepository(_ body: (URL) throws -> Void) throws {
    try ToolingCLITests.withRepository(
      first: ToolingCLITests.twoCases, second: ToolingCLITests.oneCase
    ) { folder in
      let gone = folder.appendingPathComponent("catalogs/Gone.errors.yaml")
      try Data(Self.gone.utf8).write(to: gone)
      try ToolingCLITests.git(["add", "."], in: folder)
      try ToolingCLITests.git(["commit", "-q", "-m", "third"], in: folder)
      try FileManager.default.removeItem(at: gone)
      try body(folder)
    }
  }

  @Test(
    "github annotations name working-tree files, and the revision's place in the message",
    arguments: [
      (
        "HEAD~2", "::notice file=catalogs/Shop.errors.yaml,line=7,col=3,title=removed_case::",
        "(HEAD~2:catalogs/Shop.errors.yaml:7:3)"
      ),
      (
        "HEAD", "::error file=catalogs/Gone.errors.yaml,line=3,col=1,title=removed_catalog::",
        "(HEAD:catalogs/Gone.errors.yaml:3:1)"
      ),
    ])
  func githubAnnotations(revision: String, annotation: String, place: String) throws {
    try Self.withRepository { folder in
      let result = try CLIRunner.run(
        ["diff", "--baseline", revision, "catalogs", "--format", "github"], in: folder)
      #expect(result.status == 1, "got \(result.all)")
      let lines = result.standardOutput.split(separator: "\n").map(String.init)
      let line = lines.first { $0.hasPrefix(annotation) }
      #expect(line?.hasSuffix(place) == true, "expected \(annotation)…\(place), got \(lines)")
      #expect(
        !lines.contains { $0.contains("file=\(revision)") },
        "expected no file at the revision, got \(lines)")
      let text = try CLIRunner.run(["diff", "--baseline", revision, "catalogs"], in: folder)
      #expect(text.standardOutput.contains(revision + ":catalogs/"), "got \(text.all)")
    }
  }

  @Test("SARIF locations are working-tree paths, and the log is valid SARIF 2.1.0")
  func sarifLocations() throws {
    try Self.withRepository { folder in
      var documents: [JSONSchemaValidator.Document] = []
      for revision in ["HEAD~2", "HEAD"] {
        let result = try CLIRunner.run(
          ["diff", "--baseline", revision, "catalogs", "--format", "sarif"], in: folder)
        #expect(result.status == 1, "got \(result.all)")
        let log = try #require(
          try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
            as? [String: Any])
        let run = (log["runs"] as? [[String: Any]])?.first
        let results = run?["results"] as? [[String: Any]] ?? []
        var uris: [String] = []
        var messages: [String] = []
        for result in results {
          for key in ["locations", "relatedLocations"] {
            for location in result[key] as? [[String: Any]] ?? [] {
              let physical = location["physicalLocation"] as? [String: Any]
              let artifact = physical?["artifactLocation"] as? [String: Any]
              uris.append(artifact?["uri"] as? String ?? "")
              let message = (location["message"] as? [String: Any])?["text"] as? String
              messages += message.map { [$0] } ?? []
            }
          }
          messages.append((result["message"] as? [String: Any])?["text"] as? String ?? "")
        }
        #expect(
          !uris.isEmpty && uris.allSatisfy { $0.hasPrefix("catalogs/") },
          "expected working-tree uris, got \(uris)")
        #expect(
          messages.contains { $0.contains("(\(revision):catalogs/") },
          "expected the revision's place in a message, got \(messages)")
        let file = folder.appendingPathComponent("diff-\(documents.count).sarif")
        try Data(result.standardOutput.utf8).write(to: file)
        documents.append(.init(schema: JSONSchemaValidator.sarifSchema, path: file, isYAML: false))
      }
      guard let errors = JSONSchemaValidator.validate(documents) else { return }
      for (index, found) in errors.enumerated() {
        #expect(found.isEmpty, "log \(index): expected valid SARIF, got \(found.prefix(5))")
      }
    }
  }
}
