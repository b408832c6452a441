import Foundation
import Testing

/// Where `generate` reads and writes: every catalog that was given is generated or reported,
/// files go only where the user named, and no run leaves debris, even when it is killed.
@Suite struct OutputFilesTests {
  static func catalog(domain: String, type: String) -> String {
    "errorgen: 1\ndomain: \(domain)\ntype: \(type)\nerrors:\n  first:\n    code: 1\n"
      + "    message: Hello.\n"
  }

  static let composed = "Cafe\u{301}"
  static let precomposed = "Caf\u{E9}"

  /// Writes `text` at the path whose bytes are `bytes` below `folder` (Foundation's path APIs
  /// would normalize the name).
  static func write(_ text: String, bytes: [UInt8], in folder: URL) throws {
    let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + bytes + [0]
    let created = path.withUnsafeBufferPointer { buffer in
      buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
        FileManager.default.createFile(
          atPath: FileManager.default.string(withFileSystemRepresentation: $0, length: strlen($0)),
          contents: Data(text.utf8))
      }
    }
    if !created {
      let fd = path.withUnsafeBufferPointer { buffer in
        buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
          open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
      }
      #expect(fd >= 0, "could not create \(bytes)")
      _ = Array(text.utf8).withUnsafeBytes { Foundation.write(fd, $0.baseAddress, $0.count) }
      close(fd)
    }
  }

  /// Two catalogs whose names differ only in Unicode normalization are two files on Linux:
  /// neither may be dropped. Their outputs would collide (macOS file systems take the names as
  /// one), so both are named in a `duplicate_domain` error and nothing is written.
  @Test func catalogsWhoseNamesDifferOnlyInNormalizationAreBothSeen() throws {
    try CLIRunner.withTemporaryFolder { folder in
      let input = folder.appendingPathComponent("in")
      try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
      try Self.write(
        Self.catalog(domain: "com.example.one", type: "OneError"),
        bytes: Array((Self.precomposed + ".errors.yaml").utf8), in: input)
      try Self.write(
        Self.catalog(domain: "com.example.two", type: "TwoError"),
        bytes: Array((Self.composed + ".errors.yaml").utf8), in: input)
      let entries = try FileManager.default.contentsOfDirectory(atPath: input.path)
      try #require(entries.count == 2, "expected two files on this file system, got \(entries)")
      let result = try CLIRunner.run(["generate", "in", "--output", "out"], in: folder)
      #expect(result.status == 1, "expected exit 1, got \(result.status): \(result.all)")
      let clashes = result.all.split(separator: "\n").filter { $0.contains("[duplicate_domain]") }
      #expect(clashes.count == 1, "expected one duplicate_domain error, got \(result.all)")
      #expect(
        !FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path),
        "expected nothing written")
    }
  }

  /// The same for two folders whose names differ only in normalization, each with a catalog.
  @Test func foldersWhoseNamesDifferOnlyInNormalizationAreBothRead() throws {
    try CLIRunner.withTemporaryFolder { folder in
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("in"), withIntermediateDirectories: true)
      for (index, name) in [Self.precomposed, Self.composed].enumerated() {
        // Through the C library, which passes the name's bytes as they are.
        let made = mkdir(folder.path + "/in/" + name, 0o755)
        #expect(made == 0, "could not make the folder \(Array(name.unicodeScalars))")
        try Self.write(
          Self.catalog(domain: "com.example.f\(index)", type: "F\(index)Error"),
          bytes: Array(("in/" + name + "/X.errors.yaml").utf8), in: folder)
      }
      let listed = try FileManager.default.contentsOfDirectory(
        atPath: folder.appendingPathComponent("in").path)
      try #require(listed.count == 2, "expected two folders, got \(listed)")
      let lint = try CLIRunner.run(["lint", "in"], in: folder)
      #expect(
        lint.status == 1 && lint.all.contains("[duplicate_domain]"),
        "expected both X.errors.yaml read and their outputs reported as clashing, got \(lint.all)")
    }
  }

  /// An argument that is not UTF-8 would become another path (its bytes replaced by U+FFFD):
  /// a usage error, and nothing is written anywhere.
  @Test(arguments: [["generate", "in", "--output", "out\u{FFFD}"], ["lint", "in\u{FFFD}"]])
  func anArgumentThatIsNotUTF8IsAUsageError(arguments: [String]) throws {
    try CLIRunner.withTemporaryFolder { folder in
      let input = folder.appendingPathComponent("in")
      try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
      try Self.catalog(domain: "com.example.ok", type: "OkError")
        .write(
          to: input.appendingPathComponent("Ok.errors.yaml"), atomically: true, encoding: .utf8)
      // U+FFFD in the list stands for the byte 0xFF, given raw through the shell.
      let raw = arguments.map { "'" + $0.replacing("\u{FFFD}", with: "'$'\\xff''") + "'" }
      let executable = CLIRunner.executable?.path ?? "errorgen"
      let result = try CLIRunner.run(
        ["-c", "exec '\(executable)' " + raw.joined(separator: " ")], in: folder,
        executable: URL(fileURLWithPath: "/bin/bash"))
      #expect(
        result.status == 64, "expected a usage error (64), got \(result.status): \(result.all)")
      #expect(result.all.contains("is not valid UTF-8"), "expected the reason, got \(result.all)")
      let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(entries == ["in"], "expected nothing written, found \(entries)")
    }
  }

  /// Output names up to the file system's 255 bytes are written (their temporary names fit
  /// too); a name over it fails before anything is written, and leaves no folder behind.
  @Test(arguments: [241, 255, 256])
  func longOutputNames(length: Int) throws {
    try CLIRunner.withTemporaryFolder { folder in
      let stem = "A" + String(repeating: "b", count: length - "A.errors.swift".count)
      let input = folder.appendingPathComponent("in")
      try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
      // The catalog's own name is 3 bytes shorter (.yml), so that it can exist at 256.
      try Self.catalog(domain: "com.example.long", type: "LongError")
        .write(
          to: input.appendingPathComponent(stem + ".errors.yml"), atomically: true, encoding: .utf8)
      let result = try CLIRunner.run(["generate", "in", "--output", "out/deeper"], in: folder)
      let out = folder.appendingPathComponent("out/deeper")
      if length <= 255 {
        #expect(result.status == 0, "expected a \(length)-byte name written: \(result.all)")
        let written = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(written == [stem + ".errors.swift"], "got \(written)")
      } else {
        #expect(result.status == 1, "expected exit 1, got \(result.status): \(result.all)")
        #expect(result.all.contains("File name too long"), "got \(result.all)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(entries == ["in"], "expected no output folder left behind, found \(entries)")
      }
    }
  }

  /// Many catalogs of many cases, so that a run spends a while writing its files.
  static func writeCatalogs(in folder: URL, step: Int, count: Int = 40, cases: Int = 60) throws {
    let input = folder.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    for index in 0..<count {
      let entries = (0..<cases).map {
        "  case\($0):\n    code: \($0 + 1)\n    message: Failed \($0) in run \(step).\n"
      }
      let text =
        "errorgen: 1\ndomain: com.example.c\(index)\ntype: C\(index)Error\nerrors:\n"
        + entries.joined()
      try text.write(
        to: input.appendingPathComponent("C\(index).errors.yaml"), atomically: true,
        encoding: .utf8)
    }
  }

  /// The names in `folder` that are not generated files.
  static func debris(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { !$0.hasSuffix(".errors.swift") }
  }

  /// Runs `generate` into `out`, stops it as soon as a temporary file shows there and, when
  /// one is still there once it has stopped, sends it `signal` and lets it go on: whether it
  /// was stopped with a temporary file.
  static func generate(in folder: URL, signal: Int32) throws -> Bool {
    let out = folder.appendingPathComponent("out")
    // The test runner may ignore these signals, and its children would inherit that: `env`
    // gives errorgen the default handling a shell's command gets.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "--default-signal=TERM,INT,HUP", CLIRunner.executable?.path ?? "errorgen", "generate", "in",
      "--output", "out",
    ]
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let pid = process.processIdentifier
    var caught = false
    while process.isRunning {
      guard !debris(in: out).isEmpty else { continue }
      kill(pid, SIGSTOP)
      // Stopped: what is there now stays until the signal.
      caught = !debris(in: out).isEmpty
      kill(pid, caught ? signal : SIGCONT)
      if caught { kill(pid, SIGCONT) }
      break
    }
    process.waitUntilExit()
    return caught
  }

  /// SIGINT and SIGTERM in the middle of writing leave no temporary file: the run removes its
  /// own before it ends. SIGKILL cannot be caught: the next run removes what it left.
  @Test(arguments: [SIGTERM, SIGINT, SIGKILL])
  func aKilledRunLeavesNoDebris(signal: Int32) throws {
    try CLIRunner.withTemporaryFolder { folder in
      let out = folder.appendingPathComponent("out")
      try Self.writeCatalogs(in: folder, step: 0)
      _ = try CLIRunner.run(["generate", "in", "--output", "out"], in: folder)
      var caught = 0
      for step in 1...8 {
        // Each run rewrites every file: the catalogs change between runs.
        try Self.writeCatalogs(in: folder, step: step)
        guard try Self.generate(in: folder, signal: signal) else { continue }
        caught += 1
        let left = Self.debris(in: out)
        if signal == SIGKILL {
          #expect(!left.isEmpty, "run \(step): expected a killed run to leave its temporaries")
        } else {
          #expect(left.isEmpty, "run \(step): expected no temporary files, found \(left)")
        }
      }
      #expect(caught > 0, "expected a signal to reach a run while it wrote, in 8 runs")
      let result = try CLIRunner.run(["generate", "in", "--output", "out"], in: folder)
      #expect(result.status == 0, "\(result.all)")
      let left = Self.debris(in: out)
      #expect(left.isEmpty, "expected the last run to remove what killed runs left, found \(left)")
    }
  }
}
