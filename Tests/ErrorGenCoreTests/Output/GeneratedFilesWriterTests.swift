import Foundation
import Testing

@testable import ErrorGenCore

/// Generated files are written whole into hidden temporary files, then all moved into place;
/// when any cannot be, none is, and nothing is left behind.
@Suite struct GeneratedFilesWriterTests {
  private static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "GeneratedFilesWriterTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private static func contents(_ url: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  static let files = [
    GeneratedFile(name: "A.errors.swift", bytes: Array("// A\nlet a = 1\né\n".utf8)),
    GeneratedFile(name: "B.errors.swift", bytes: Array("// B\n".utf8)),
    GeneratedFile(name: "Empty.errors.swift", bytes: []),
  ]

  /// The output folder exists, or `Out/Nested` is made.
  @Test(arguments: [false, true])
  func everyFileIsWritten(nested: Bool) throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = nested ? root.appendingPathComponent("Out/Nested") : root
    let outcomes = GeneratedFilesWriter.write(Self.files, into: output.path)
    #expect(outcomes.map(\.path) == Self.files.map { output.appendingPathComponent($0.name).path })
    for ((_, outcome), file) in zip(outcomes, Self.files) {
      #expect(try outcome.get() == .written, "\(file.name)")
      let written = try [UInt8](Data(contentsOf: output.appendingPathComponent(file.name)))
      #expect(written == file.bytes, "\(file.name): expected \(file.bytes), got \(written)")
    }
    #expect(try Self.contents(output) == Self.files.map(\.name).sorted())
  }

  @Test func anUnchangedFileIsLeftAlone() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = GeneratedFilesWriter.write(Self.files, into: root.path)
    #expect(try first.map { try $0.outcome.get() } == [.written, .written, .written])
    let path = root.appendingPathComponent("A.errors.swift").path
    let inode =
      try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber

    let changed = [
      Self.files[0], GeneratedFile(name: "B.errors.swift", bytes: Array("// B2\n".utf8)),
    ]
    let second = GeneratedFilesWriter.write(changed, into: root.path)
    #expect(try second.map { try $0.outcome.get() } == [.unchanged, .written])
    let after =
      try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber
    #expect(after == inode, "expected the unchanged file not to be replaced")
    #expect(
      try String(contentsOf: root.appendingPathComponent("B.errors.swift"), encoding: .utf8)
        == "// B2\n")
    #expect(try Self.contents(root) == Self.files.map(\.name).sorted())
  }

  @Test func anOutputPathThatIsAFileFailsWithTheSystemsWords() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = root.appendingPathComponent("Out")
    try "a file".write(to: blocker, atomically: true, encoding: .utf8)
    let outcomes = GeneratedFilesWriter.write(Self.files, into: blocker.path)
    #expect(outcomes.count == Self.files.count)
    for (path, outcome) in outcomes {
      guard case .failure(let failure) = outcome else {
        Issue.record("expected \(path) to fail, got \(outcome)")
        continue
      }
      #expect("\(failure)".contains("Out is not a folder"), "got \(failure)")
    }
    #expect(try Self.contents(root) == ["Out"], "expected no temporary file left behind")
  }

  /// A folder where one file goes: that file cannot be written, so none is, and the files
  /// already there keep their bytes. Each file in turn is the blocked one.
  @Test(arguments: files.map(\.name))
  func oneFileThatCannotBeWrittenLeavesEveryFileUnwritten(blocked: String) throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = root.appendingPathComponent(blocked)
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    let others = Self.files.map(\.name).filter { $0 != blocked }
    for name in others {
      try "old".write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let outcomes = GeneratedFilesWriter.write(Self.files, into: root.path)
    let described = outcomes.map { "\($0.path): \($0.outcome)" }
    #expect(
      outcomes.count == 1 && outcomes.first?.path == blocker.path,
      "expected only \(blocked) to be reported, got \(described)")
    if case .failure(let failure) = outcomes.first?.outcome {
      #expect("\(failure)" == "Is a directory", "expected the system's words, got \(failure)")
    } else {
      Issue.record("expected \(blocked) to fail, got \(described)")
    }
    #expect(
      try Self.contents(root) == Self.files.map(\.name).sorted(),
      "expected no temporary file left behind")
    for name in others {
      let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
      #expect(text == "old", "expected \(name) untouched, got \(text.debugDescription)")
    }
  }

  /// Writes from several threads at once, half of them failing, each leave their own folder
  /// as they should: the list of temporary files that the signal handlers read is process-wide,
  /// and one write's start once replaced another's, which then left its temporary files behind.
  @Test func concurrentWritesEachCleanUpTheirOwnTemporaries() throws {
    let roots = try (0..<16).map { _ in try Self.folder() }
    defer { for root in roots { try? FileManager.default.removeItem(at: root) } }
    for (index, root) in roots.enumerated() where index.isMultiple(of: 2) {
      try FileManager.default.createDirectory(
        at: root.appendingPathComponent("B.errors.swift"), withIntermediateDirectories: true)
    }
    DispatchQueue.concurrentPerform(iterations: roots.count) { index in
      for _ in 0..<20 {
        _ = GeneratedFilesWriter.write(Self.files, into: roots[index].path)
      }
    }
    for (index, root) in roots.enumerated() {
      // A blocked write leaves the blocking folder alone; the others write every file.
      let expected = index.isMultiple(of: 2) ? ["B.errors.swift"] : Self.files.map(\.name).sorted()
      let left = try Self.contents(root)
      #expect(left == expected, "expected \(expected) in \(root.lastPathComponent), got \(left)")
    }
  }

  /// A failed write removes the folders it made for the output, and only those.
  @Test func aFailedWriteRemovesTheFoldersItMade() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = root.appendingPathComponent("Made/Deeper")
    let blocked = GeneratedFile(name: String(repeating: "x", count: 300), bytes: [1])
    let outcomes = GeneratedFilesWriter.write([Self.files[0], blocked], into: output.path)
    #expect(outcomes.count == 1, "expected the long name to fail, got \(outcomes)")
    let left = try Self.contents(root)
    #expect(left.isEmpty, "expected Made/ removed, found \(left)")
  }

  /// Every output name that the file system takes (up to 255 bytes) has a temporary name that
  /// fits too.
  @Test(arguments: [241, 250, 255])
  func outputNamesUpToTheLimitAreWritten(length: Int) throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let name = String(repeating: "b", count: length - ".errors.swift".count) + ".errors.swift"
    let outcomes = GeneratedFilesWriter.write(
      [GeneratedFile(name: name, bytes: Array("x\n".utf8))], into: root.path)
    #expect(
      try outcomes.map { try $0.outcome.get() } == [.written],
      "expected a \(length)-byte name written, got \(outcomes)")
    #expect(try Self.contents(root) == [name])
  }

  /// The pid of a process that has ended.
  private static func endedProcessID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  /// Temporary files of runs that were killed go; those of a run still going, other hidden
  /// files and names that only look alike stay.
  @Test func staleTemporariesOfEndedRunsAreRemoved() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let ended = try Self.endedProcessID()
    let stale = GeneratedFilesWriter.temporaryName(3, pid: ended)
    // pid 1 runs as long as the machine does.
    let live = GeneratedFilesWriter.temporaryName(0, pid: 1)
    let kept = [live, ".errorgen-x-1.tmp", ".errorgen-\(ended).tmp", ".hidden.tmp", "notes.txt"]
    for name in [stale] + kept {
      try "x".write(to: root.appendingPathComponent(name), atomically: false, encoding: .utf8)
    }
    _ = GeneratedFilesWriter.write([Self.files[1]], into: root.path)
    let expected = (kept + ["B.errors.swift"]).sorted()
    #expect(try Self.contents(root) == expected, "expected only \(stale) removed")
  }

  @Test(arguments: [
    (".errorgen-123-0.tmp", Int32(123)), (".errorgen-7-12.tmp", 7), (".errorgen--1.tmp", nil),
    (".errorgen-1-.tmp", nil), (".errorgen-a-1.tmp", nil), ("errorgen-1-1.tmp", nil),
    (".errorgen-1-1.tmp.swift", nil),
  ])
  func temporaryNamesAreRecognisedExactly(name: String, pid: Int32?) {
    #expect(GeneratedFilesWriter.processID(inTemporaryName: name) == pid, "\(name)")
  }
}
