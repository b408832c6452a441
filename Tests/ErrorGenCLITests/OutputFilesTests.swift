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
      for (index, name) in [Self.precomposed, Self.composed].enumerated() {
        let bytes = Array(("in/" + name).utf8) + [0]
        let path = Array(folder.path.utf8) + [UInt8(ascii: "/")] + bytes
        _ = mkdir(String(decoding: path.dropLast(), as: UTF8.self), 0o755)
        // The name through the file system's bytes, not a normalized String.
        let made = path.withUnsafeBufferPointer { buffer in
          buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
            mkdir($0, 0o755)
          }
        }
        _ = made
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
        .write(to: input.appendingPathComponent("Ok.errors.yaml"), atomically: true, encoding: .utf8)
      // U+FFFD in the list stands for the byte 0xFF, given raw through the shell.
      let raw = arguments.map { "'" + $0.replacing("\u{FFFD}", with: "'$'\\xff''") + "'" }
      let executable = try #require(CLIRunner.executable).path
      let result = try CLIRunner.run(
        ["-c", "exec '\(executable)' " + raw.joined(separator: " ")], in: folder,
        executable: URL(fileURLWithPath: "/bin/bash"))
      #expect(result.status == 64, "expected a usage error (64), got \(result.status): \(result.all)")
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

  /// Many catalogs, so that a run spends a while writing.
  static func manyCatalogs(in folder: URL, count: Int = 150) throws {
    let input = folder.appendingPathComponent("in")
    try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
    for index in 0..<count {
      try Self.catalog(domain: "com.example.c\(index)", type: "C\(index)Error")
        .write(
          to: input.appendingPathComponent("C\(index).errors.yaml"), atomically: true,
          encoding: .utf8)
    }
  }

  /// The files in `folder` that are not generated files.
  static func debris(in folder: URL) throws -> [String] {
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { !$0.hasSuffix(".errors.swift") }
  }

  /// Runs `generate` and sends `signal` after `delay` seconds (or not at all, when it ended
  /// first).
  static func generate(in folder: URL, signal: Int32, after delay: Double) throws {
    let process = Process()
    process.executableURL = try #require(CLIRunner.executable)
    process.arguments = ["generate", "in", "--output", "out"]
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    usleep(useconds_t(delay * 1_000_000))
    kill(process.processIdentifier, signal)
    process.waitUntilExit()
  }

  /// SIGINT and SIGTERM at any moment of a run leave no temporary file: the run removes its
  /// own before it ends. SIGKILL cannot be caught: the next run removes what it left.
  @Test(arguments: [SIGTERM, SIGINT, SIGKILL])
  func aKilledRunLeavesNoDebris(signal: Int32) throws {
    try CLIRunner.withTemporaryFolder { folder in
      try Self.manyCatalogs(in: folder)
      let out = folder.appendingPathComponent("out")
      // How long a whole run takes here, so that the signals fall all over it.
      let start = Date()
      _ = try CLIRunner.run(["generate", "in", "--output", "out"], in: folder)
      let duration = Date().timeIntervalSince(start)
      for step in 0..<12 {
        // Each run rewrites every file: the catalogs change between runs.
        for index in 0..<150 {
          try Self.catalog(domain: "com.example.c\(index)", type: "C\(index)Error")
            .replacing("Hello.", with: "Hello \(step).")
            .write(
              to: folder.appendingPathComponent("in/C\(index).errors.yaml"), atomically: true,
              encoding: .utf8)
        }
        try Self.generate(in: folder, signal: signal, after: duration * Double(step + 1) / 13)
        if signal != SIGKILL {
          let left = try Self.debris(in: out)
          #expect(left.isEmpty, "run \(step): expected no temporary files, found \(left)")
        }
      }
      let result = try CLIRunner.run(["generate", "in", "--output", "out"], in: folder)
      #expect(result.status == 0, "\(result.all)")
      let left = try Self.debris(in: out)
      #expect(left.isEmpty, "expected the last run to remove what killed runs left, found \(left)")
    }
  }
}
