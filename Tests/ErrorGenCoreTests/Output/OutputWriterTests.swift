import Foundation
import Testing

@testable import ErrorGenCore

/// Files are written whole through a temporary file and a rename, piece after piece, and an
/// unchanged file is left alone.
@Suite struct OutputWriterTests {
  private static func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "OutputWriterTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test(arguments: [
    [Array("// header\n".utf8), Array("a\n".utf8), [], Array("é\n".utf8)],
    [Array("one piece\n".utf8)],
    [[], []],
  ])
  func writesThePiecesInOrderAndKeepsAnUnchangedFile(pieces: [[UInt8]]) throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("A.errors.swift").path
    let file = GeneratedFile(name: "A.errors.swift", pieces: pieces)

    #expect(try OutputWriter.write(file, to: path) == .written)
    let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(written == Array(pieces.joined()), "expected the pieces joined, got \(written)")
    #expect(try OutputWriter.write(file, to: path) == .unchanged)
    // The same bytes cut differently are the same file.
    #expect(try OutputWriter.write(bytes: Array(pieces.joined()), to: path) == .unchanged)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["A.errors.swift"], "expected no temporary file, found \(leftovers)")
  }

  @Test func aChangedPieceIsWritten() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("B.errors.swift").path
    let before = GeneratedFile(name: "B.errors.swift", pieces: [[1, 2], [3, 4], [5]])
    let after = GeneratedFile(name: "B.errors.swift", pieces: [[1, 2], [3, 9], [5]])
    #expect(try OutputWriter.write(before, to: path) == .written)
    #expect(try OutputWriter.write(after, to: path) == .written)
    #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == [1, 2, 3, 9, 5])
  }

  @Test func filesCompareByTheirBytesNotTheirPieces() {
    let pieces = GeneratedFile(name: "C.errors.swift", pieces: [[1], [2, 3], []])
    let whole = GeneratedFile(name: "C.errors.swift", bytes: [1, 2, 3])
    #expect(pieces == whole)
    #expect(pieces.hashValue == whole.hashValue)
    #expect(pieces.bytes == [1, 2, 3])
    #expect(pieces != GeneratedFile(name: "C.errors.swift", bytes: [1, 2, 4]))
    #expect(pieces != GeneratedFile(name: "D.errors.swift", bytes: [1, 2, 3]))
  }
}
