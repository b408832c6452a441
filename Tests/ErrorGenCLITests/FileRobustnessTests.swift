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

  /// A path that is not a readable regular file, made in a test's folder: what to run on it,
  /// and the error expected, at which file.
  struct OddPath: Sendable, CustomTestStringConvertible {
    var name: String
    /// Makes the path in the folder; the arguments of `lint`, relative to the folder.
    var make: @Sendable (URL) throws -> [String]
    /// The file the error is at, relative to the folder, and a part of its message.
    var file: String
    var message: String

    var testDescription: String { name }
  }

  /// Makes the folder `path` below `folder`, and the folders above it.
  static func makeFolder(_ path: String, in folder: URL) throws {
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
  }

  static let oddPaths: [OddPath] = [
    OddPath(
      name: "a named pipe given directly",
      make: { folder in
        try #require(mkfifo(folder.path + "/F.errors.yaml", 0o644) == 0)
        return ["F.errors.yaml"]
      }, file: "F.errors.yaml", message: "this is a named pipe, not a regular file"),
    OddPath(
      name: "a named pipe in a folder",
      make: { folder in
        try makeFolder("cats", in: folder)
        try #require(mkfifo(folder.path + "/cats/F.errors.yaml", 0o644) == 0)
        try valid.write(
          toFile: folder.path + "/cats/Ok.errors.yaml", atomically: true, encoding: .utf8)
        return ["cats"]
      }, file: "cats/F.errors.yaml", message: "this is a named pipe, not a regular file"),
    OddPath(
      name: "a link to a device in a folder",
      make: { folder in
        try makeFolder("cats", in: folder)
        try FileManager.default.createSymbolicLink(
          atPath: folder.path + "/cats/Null.errors.yaml", withDestinationPath: "/dev/null")
        return ["cats"]
      }, file: "cats/Null.errors.yaml", message: "this is a device, not a regular file"),
    OddPath(
      name: "a folder named as a catalog",
      make: { folder in
        try makeFolder("dirs/D.errors.yaml", in: folder)
        return ["dirs"]
      }, file: "dirs/D.errors.yaml", message: "this is a folder, not a catalog file"),
    OddPath(
      name: "a loop of symbolic links given directly",
      make: { folder in
        try FileManager.default.createSymbolicLink(
          atPath: folder.path + "/Loop.errors.yaml", withDestinationPath: "Loop.errors.yaml")
        return ["Loop.errors.yaml"]
      }, file: "Loop.errors.yaml",
      message: "the path cannot be resolved: its symbolic links form a loop"),
    OddPath(
      name: "a loop of symbolic links in a folder",
      make: { folder in
        try makeFolder("cats", in: folder)
        try FileManager.default.createSymbolicLink(
          atPath: folder.path + "/cats/Loop.errors.yaml", withDestinationPath: "Loop.errors.yaml")
        return ["cats"]
      }, file: "cats/Loop.errors.yaml",
      message: "the path cannot be resolved: its symbolic links form a loop"),
    OddPath(
      name: "a catalog whose name is not UTF-8",
      make: { folder in
        try makeFolder("bad", in: folder)
        let path =
          Array((folder.path + "/bad/").utf8CString.dropLast())
          + [CChar(bitPattern: 0xFF)] + ".errors.yaml".utf8CString
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        try #require(descriptor >= 0)
        close(descriptor)
        return ["bad"]
      }, file: "bad/\u{FFFD}.errors.yaml", message: "the file's name is not UTF-8"),
  ]

  /// Whatever a catalog path is, the command ends soon with an error at that path: a named
  /// pipe blocked `open` forever, and the other paths got misleading messages.
  @Test(arguments: oddPaths)
  func anOddPathGetsAClearError(_ odd: OddPath) throws {
    try CLIRunner.withTemporaryFolder { folder in
      let arguments = try odd.make(folder)
      for command in [["lint"], ["generate", "--output", "out"]] {
        let result = try CLIRunner.run(command + arguments, in: folder, timeout: 20)
        #expect(!result.timedOut, "\(odd.name): expected \(command[0]) to end, it hung")
        #expect(
          result.status == 1, "\(odd.name): expected exit 1, got \(result.status): \(result.all)")
        let expected = "\(odd.file):1:1: error: \(odd.message)"
        #expect(
          result.all.contains(expected) && result.all.contains("[unreadable_file]"),
          "\(odd.name): expected '\(expected)', got \(result.all)")
        #expect(
          !FileManager.default.fileExists(atPath: folder.path + "/out"),
          "\(odd.name): expected nothing written")
      }
    }
  }

  /// The command to run `errorgen` as an unprivileged user: root reads any folder, so a
  /// folder that cannot be read needs another user. Nil when that cannot be done here.
  static let asNobody: [String]? = {
    guard getuid() == 0 else { return [] }
    let setpriv = "/usr/bin/setpriv"
    guard FileManager.default.isExecutableFile(atPath: setpriv) else { return nil }
    return [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
  }()

  /// A folder below a given one that cannot be read is an error, and the catalogs of the
  /// folders that can be read are still checked: the whole folder used to be skipped, without
  /// a word.
  @Test(.enabled(if: asNobody != nil, "needs a user that cannot read a locked folder"))
  func anUnreadableFolderIsAnErrorAndTheRestIsRead() throws {
    let launcher = try #require(Self.asNobody)
    try CLIRunner.withTemporaryFolder { folder in
      let manager = FileManager.default
      for sub in ["cats/locked", "other"] {
        try manager.createDirectory(
          at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
      }
      try Self.invalid.write(
        toFile: folder.path + "/cats/Bad.errors.yaml", atomically: true, encoding: .utf8)
      try Self.valid.write(
        toFile: folder.path + "/cats/locked/Sub.errors.yaml", atomically: true, encoding: .utf8)
      try Self.valid.replacing("com.example.ok", with: "com.example.other")
        .replacing("OkError", with: "OtherError")
        .write(toFile: folder.path + "/other/Other.errors.yaml", atomically: true, encoding: .utf8)
      try manager.setAttributes([.posixPermissions: 0o777], ofItemAtPath: folder.path)
      try manager.setAttributes([.posixPermissions: 0], ofItemAtPath: folder.path + "/cats/locked")
      defer {
        try? manager.setAttributes(
          [.posixPermissions: 0o755], ofItemAtPath: folder.path + "/cats/locked")
      }
      let locked = "cats/locked:1:1: error: the folder cannot be read: Permission denied"
      let lint = try CLIRunner.run(["lint", "cats"], in: folder, launcher: launcher)
      #expect(lint.status == 1, "expected exit 1, got \(lint.status): \(lint.all)")
      #expect(lint.all.contains(locked), "expected '\(locked)', got \(lint.all)")
      #expect(
        lint.all.contains("cats/Bad.errors.yaml:8:11: error:"),
        "expected the readable catalog to be checked, got \(lint.all)")
      try Self.valid.write(
        toFile: folder.path + "/cats/Bad.errors.yaml", atomically: true, encoding: .utf8)
      let generate = try CLIRunner.run(
        ["generate", "cats", "other", "--output", "out"], in: folder, launcher: launcher)
      #expect(generate.status == 1, "expected exit 1, got \(generate.status): \(generate.all)")
      #expect(generate.all.contains(locked), "expected '\(locked)', got \(generate.all)")
      #expect(
        !manager.fileExists(atPath: folder.path + "/out"),
        "expected nothing written while catalogs may be missing")
    }
  }

  /// When one generated file cannot be written (a folder stands where it goes), no file is:
  /// the others were already in place though the run failed.
  @Test func oneUnwritableOutputMeansNoOutputAtAll() throws {
    try CLIRunner.withTemporaryFolder { folder in
      try Self.makeFolder("in", in: folder)
      try Self.makeFolder("out/Zed.errors.swift", in: folder)
      for (stem, domain) in [("Aa", "com.example.a"), ("Zed", "com.example.z")] {
        try Self.valid.replacing("com.example.ok", with: domain)
          .replacing("OkError", with: "\(stem)Error")
          .write(
            toFile: folder.path + "/in/\(stem).errors.yaml", atomically: true, encoding: .utf8)
      }
      let result = try CLIRunner.run(["generate", "in", "--output", "out"], in: folder)
      #expect(result.status == 1, "expected exit 1, got \(result.status): \(result.all)")
      let expected = "out/Zed.errors.swift:1:1: error: cannot write the file: Is a directory"
      #expect(result.all.contains(expected), "expected '\(expected)', got \(result.all)")
      let written = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/out")
      #expect(written == ["Zed.errors.swift"], "expected nothing written, found \(written)")
    }
  }
}
