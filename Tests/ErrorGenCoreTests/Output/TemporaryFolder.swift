import Foundation

/// A folder of its own for a test's files, removed when the test's body returns.
enum TemporaryFolder {
  /// Runs `body` with the path of a new, empty folder whose name starts with `prefix`.
  static func with(_ prefix: String, _ body: (String) throws -> Void) throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try body(folder)
  }
}
