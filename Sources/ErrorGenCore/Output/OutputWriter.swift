import Foundation

/// Writes generated files so that an unchanged catalog touches nothing and a crash never leaves
/// a half-written file.
public enum OutputWriter {
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
    try bytes.withUnsafeBufferPointer { buffer in
      guard let start = buffer.baseAddress, buffer.count > 0 else {
        return try write(Data(), to: path)
      }
      let data = Data(
        bytesNoCopy: UnsafeMutableRawPointer(mutating: start), count: buffer.count,
        deallocator: .none)
      return try write(data, to: path)
    }
  }

  /// Writes `bytes`, which may borrow memory that is only valid during the call.
  private static func write(_ bytes: Data, to path: String) throws -> Outcome {
    let url = URL(fileURLWithPath: path)
    if let existing = try? Data(contentsOf: url), existing == bytes {
      return .unchanged
    }
    let folder = url.deletingLastPathComponent()
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try bytes.write(to: temporary)
      if rename(temporary.path, url.path) != 0 {
        throw CocoaError(.fileWriteUnknown)
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
    return .written
  }
}
