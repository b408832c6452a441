import Foundation
import Testing

/// The command with files and arguments that are not what a catalog usually is: odd names,
/// files that are not regular files, folders that cannot be read, outputs that cannot be
/// written. Each ends in a clear diagnostic or usage error, never a hang or a forged line.
@Suite struct FileRobustnessTests {
  static let valid = """
    errorgen: 1
    domain: com.example.ok
    type: OkError
    errors:
      first:
        code: 1
        message: Hello.

    """

  /// A catalog with one error (`invalid_value` at 8:11), to name in a hostile file name.
  static let invalid = """
    errorgen: 1
    domain: com.example.y
    type: YError
    errors:
      first:
        code: 1
        message: hi
        kind: sometimes

    """

  /// A file name whose line breaks would forge a GitHub workflow command, or a diagnostic
  /// line of its own, if printed raw: every format prints one line per diagnostic.
  @Test(arguments: ["text", "json", "github"])
  func aFileNameWithLineBreaksStaysOnOneLine(format: String) throws {
    try CLIRunner.withTemporaryFolder { folder in
      let catalogs = folder.appendingPathComponent("byname")
      try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
      let name = "x\r\n::warning title=INJECTED::via file name\r\nY.errors.yaml"
      try Self.invalid.write(
        to: catalogs.appendingPathComponent(name), atomically: false, encoding: .utf8)
      let result = try CLIRunner.run(["lint", catalogs.path, "--format", format])
      #expect(result.status == 1, "expected exit 1, got \(result.status): \(result.all)")
      // Cut at line breaks scalar by scalar: "\r\n" is one Character, equal to neither break.
      let lines = result.standardOutput.unicodeScalars.split(
        omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }
      ).map { String(String.UnicodeScalarView($0)) }
      let expected = format == "json" ? 3 : 1
      #expect(
        lines.count == expected + 1 && lines.last == "",
        "expected \(expected) lines, got \(lines.count - 1): \(result.standardOutput.debugDescription)"
      )
      #expect(
        !lines.contains { $0.hasPrefix("::warning") },
        "expected no forged workflow command, got \(result.standardOutput.debugDescription)")
    }
  }

  /// `--output ''` (`--output "$OUT"` with `OUT` unset) is a usage error: it wrote the files at
  /// the root of the file system. The catalog's stem is unique, so that a failing run's file
  /// is known and removed.
  @Test(arguments: ["generate", "stubs"])
  func anEmptyOutputIsAUsageError(command: String) throws {
    try CLIRunner.withTemporaryFolder { folder in
      let stem = "EmptyOutput\(UUID().uuidString.prefix(8))"
      let catalog = folder.appendingPathComponent("\(stem).errors.yaml")
      try Self.valid.write(to: catalog, atomically: true, encoding: .utf8)
      let atRoot = "/\(stem).errors.swift"
      defer { try? FileManager.default.removeItem(atPath: atRoot) }
      let result = try CLIRunner.run([command, catalog.path, "--output", ""], in: folder)
      #expect(result.status == 64, "expected exit 64, got \(result.status): \(result.all)")
      #expect(
        result.standardError.contains("--output must not be empty"),
        "expected the usage error, got \(result.all)")
      #expect(!FileManager.default.fileExists(atPath: atRoot), "expected nothing at \(atRoot)")
    }
  }

  /// A catalog saved "UTF-8 with BOM" lints and generates as the same file without the mark:
  /// the same diagnostics at the same places (the first line's columns too), the same output.
  @Test(arguments: [valid, invalid.replacing("errorgen: 1", with: "errorgen: 2")])
  func aByteOrderMarkChangesNothing(catalog: String) throws {
    try CLIRunner.withTemporaryFolder { folder in
      var results: [(lint: CLIRunner.Output, generate: CLIRunner.Output, file: Data?)] = []
      for mark in [Data(), Data([0xEF, 0xBB, 0xBF])] {
        let run = folder.appendingPathComponent(mark.isEmpty ? "plain" : "marked")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        try (mark + Data(catalog.utf8)).write(to: run.appendingPathComponent("Bom.errors.yaml"))
        let lint = try CLIRunner.run(["lint", "Bom.errors.yaml"], in: run)
        let generate = try CLIRunner.run(
          ["generate", "Bom.errors.yaml", "--output", "out"], in: run)
        let file = FileManager.default.contents(atPath: run.path + "/out/Bom.errors.swift")
        results.append((lint, generate, file))
      }
      let (plain, marked) = (results[0], results[1])
      #expect(
        marked.lint.status == plain.lint.status && marked.lint.all == plain.lint.all,
        "expected lint to exit \(plain.lint.status) with \(plain.lint.all.debugDescription), got \(marked.lint.status) with \(marked.lint.all.debugDescription)"
      )
      #expect(
        marked.generate.status == plain.generate.status && marked.file == plain.file,
        "expected generate to exit \(plain.generate.status) with the same file, got \(marked.generate.status): \(marked.generate.all)"
      )
    }
  }
}
