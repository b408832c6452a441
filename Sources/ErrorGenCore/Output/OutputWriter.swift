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
    let bytes = Data(contents.utf8)
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
