#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes generated files so that an unchanged catalog touches nothing and a crash never leaves
/// a half-written file.
public enum OutputWriter {
  /// Why a file could not be written, in the system's words.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// What happened to one file.
  public enum Outcome: Equatable, Sendable {
    case unchanged, written
  }

  /// Writes `contents` to `path` only when the bytes differ from what is there, through a
  /// temporary file in the same folder and a rename.
  public static func write(_ contents: String, to path: String) throws -> Outcome {
    try write(bytes: Array(contents.utf8), to: path)
  }

  /// Writes `bytes` to `path` only when they differ from what is there, through a temporary
  /// file in the same folder and a rename.
  public static func write(bytes: [UInt8], to path: String) throws -> Outcome {
    try write(pieces: [bytes], to: path)
  }

  /// Writes `file`'s bytes to `path` as `write(bytes:to:)` does, piece after piece.
  public static func write(_ file: GeneratedFile, to path: String) throws -> Outcome {
    try write(pieces: file.pieces, to: path)
  }

  /// Writes the bytes of `pieces`, in order, to `path`.
  static func write(pieces: [[UInt8]], to path: String) throws -> Outcome {
    let url = URL(fileURLWithPath: path)
    if let existing = try? Data(contentsOf: url), equal(existing, pieces) {
      return .unchanged
    }
    let folder = url.deletingLastPathComponent()
    if let problem = POSIXFiles.makeFolders(folder.path) { throw Failure(description: problem) }
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    if let problem = POSIXFiles.createNew(temporary.path, with: pieces) {
      _ = unlink(temporary.path)
      throw Failure(description: problem)
    }
    if rename(temporary.path, url.path) != 0 {
      let problem = POSIXFiles.lastError()
      _ = unlink(temporary.path)
      throw Failure(description: problem)
    }
    return .written
  }

  /// Whether `data` holds exactly the bytes of `pieces`.
  private static func equal(_ data: Data, _ pieces: [[UInt8]]) -> Bool {
    guard data.count == pieces.reduce(0, { $0 + $1.count }) else { return false }
    return data.withUnsafeBytes { existing in
      var offset = 0
      for piece in pieces {
        let same = piece.withUnsafeBytes { piece in
          piece.isEmpty
            || memcmp(existing.baseAddress! + offset, piece.baseAddress!, piece.count) == 0
        }
        guard same else { return false }
        offset += piece.count
      }
      return true
    }
  }
}
