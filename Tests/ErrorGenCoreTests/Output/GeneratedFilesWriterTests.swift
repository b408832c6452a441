import Foundation
import Testing

@testable import ErrorGenCore

/// Generated files are written piece by piece into hidden temporary files, and become visible
/// only on `commit()`; `discard()` leaves the folders as they were.
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

  private static let files: [(name: String, pieces: [[UInt8]])] = [
    ("A.errors.swift", [Array("// A\n".utf8), Array("let a = 1\n".utf8), Array("é\n".utf8)]),
    ("B.errors.swift", [Array("// B\n".utf8)]),
    ("Empty.errors.swift", []),
  ]

  private static func feed(_ writer: GeneratedFilesWriter) {
    for file in files {
      writer.startFile(named: file.name)
      for piece in file.pieces { writer.append(piece) }
    }
  }

  /// The output folder exists, or `Out/Nested` is made when the first file starts.
  @Test(arguments: [false, true])
  func filesAppearOnlyOnCommit(nested: Bool) throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let output = nested ? root.appendingPathComponent("Out/Nested") : root
    let writer = GeneratedFilesWriter(folder: output.path)
    Self.feed(writer)
    let before = try Self.contents(output)
    #expect(
      before.allSatisfy { $0.hasPrefix(".") && $0.hasSuffix(".tmp") },
      "expected only hidden temporary files in the output folder before commit, found \(before)")
    #expect(before.count == Self.files.count)

    let outcomes = writer.commit()
    #expect(outcomes.map(\.path) == Self.files.map { output.appendingPathComponent($0.name).path })
    for ((_, outcome), file) in zip(outcomes, Self.files) {
      #expect(try outcome.get() == .written, "\(file.name)")
      let written = try [UInt8](Data(contentsOf: output.appendingPathComponent(file.name)))
      #expect(written == Array(file.pieces.joined()), "\(file.name): got \(written)")
    }
    #expect(try Self.contents(output) == Self.files.map(\.name).sorted())
    if nested { #expect(try Self.contents(root) == ["Out"], "no temporary file is left behind") }
  }

  /// Also the folders made for the temporary files go, but not one that holds something else.
  @Test func discardLeavesTheFolderAsItWas() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    try "kept".write(
      to: root.appendingPathComponent("A.errors.swift"), atomically: true, encoding: .utf8)
    for output in [root, root.appendingPathComponent("Missing/Deeper")] {
      let writer = GeneratedFilesWriter(folder: output.path)
      Self.feed(writer)
      writer.discard()
      #expect(try Self.contents(root) == ["A.errors.swift"], "for \(output.path)")
      #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Missing").path))
      #expect(
        try String(contentsOf: root.appendingPathComponent("A.errors.swift"), encoding: .utf8)
          == "kept")
    }
  }

  @Test func aWriterDroppedWithoutCommitLeavesNothing() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    do {
      let writer = GeneratedFilesWriter(folder: root.path)
      Self.feed(writer)
    }
    #expect(try Self.contents(root) == [])
  }

  @Test func anUnchangedFileIsLeftAlone() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = GeneratedFilesWriter(folder: root.path)
    Self.feed(first)
    #expect(try first.commit().map { try $0.outcome.get() } == [.written, .written, .written])
    let path = root.appendingPathComponent("A.errors.swift").path
    let inode =
      try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber

    // The same bytes, cut into other pieces; B changes.
    let second = GeneratedFilesWriter(folder: root.path)
    second.startFile(named: "A.errors.swift")
    second.append(Array(Self.files[0].pieces.joined()))
    second.startFile(named: "B.errors.swift")
    second.append(Array("// B, changed\n".utf8))
    #expect(try second.commit().map { try $0.outcome.get() } == [.unchanged, .written])
    let after =
      try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? NSNumber
    #expect(after == inode, "expected the unchanged file not to be replaced")
    #expect(
      try String(contentsOf: root.appendingPathComponent("B.errors.swift"), encoding: .utf8)
        == "// B, changed\n")
    #expect(try Self.contents(root) == Self.files.map(\.name).sorted())
  }

  @Test func anOutputPathThatIsAFileFailsWithTheSystemsWords() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = root.appendingPathComponent("Out")
    try "a file".write(to: blocker, atomically: true, encoding: .utf8)
    let writer = GeneratedFilesWriter(folder: blocker.path)
    Self.feed(writer)
    let outcomes = writer.commit()
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

  /// A folder where one file goes: that file cannot be committed, so none is, and the files
  /// already there keep their bytes. Each file in turn is the blocked one: a blocked last
  /// file used to find the others already in place.
  @Test(arguments: files.map(\.name))
  func oneFileThatCannotBeCommittedLeavesEveryFileUnwritten(blocked: String) throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = root.appendingPathComponent(blocked)
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    let others = Self.files.map(\.name).filter { $0 != blocked }
    for name in others {
      try "old".write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let writer = GeneratedFilesWriter(folder: root.path)
    Self.feed(writer)
    let outcomes = writer.commit()
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

  /// The pipeline hands a large file over to its sink (in one piece), the same bytes as the
  /// whole file it returns.
  @Test func thePipelineStreamsTheSameFileItReturns() throws {
    let root = try Self.folder()
    defer { try? FileManager.default.removeItem(at: root) }
    let source = CatalogSource(
      path: "Large.errors.yaml", text: LargeEnumLoweringTests.catalog(cases: 300))
    let whole = ErrorGenPipeline.generate([source])
    #expect(whole.files.count == 1, "got \(whole.diagnostics)")
    let recorder = PieceCounter(folder: root.path)
    let diagnostics = ErrorGenPipeline.generate([source], into: recorder)
    #expect(diagnostics == whole.diagnostics)
    #expect(recorder.pieces >= 1, "expected the file handed over, got \(recorder.pieces) pieces")
    _ = recorder.writer.commit()
    let written = try [UInt8](Data(contentsOf: root.appendingPathComponent("Large.errors.swift")))
    #expect(written == whole.files.first?.bytes, "streamed file differs from the returned one")
  }
}

/// A sink that counts the pieces it passes on to a writer.
private final class PieceCounter: GeneratedFileSink, @unchecked Sendable {
  let writer: GeneratedFilesWriter
  var pieces = 0

  init(folder: String) {
    writer = GeneratedFilesWriter(folder: folder)
  }

  func startFile(named name: String) { writer.startFile(named: name) }

  func append(_ piece: [UInt8]) {
    pieces += 1
    writer.append(piece)
  }
}
