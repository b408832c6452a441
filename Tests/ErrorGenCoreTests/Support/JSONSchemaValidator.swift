import Foundation
import Testing

/// Runs the real JSON Schema validator (Python's `jsonschema`, through
/// `Tests/Fixtures/validate.py`) over many documents in one process, so that schema and SARIF
/// tests cost one start of Python each, not one per document.
///
/// This file is shared by the test targets that validate (a symbolic link in each).
enum JSONSchemaValidator {
  /// The repository's root: the first folder above this file with a `Package.swift` (the
  /// file is reached through links from other targets' folders).
  static let root: URL = {
    var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    while folder.path != "/",
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path)
    {
      folder = folder.deletingLastPathComponent()
    }
    return folder
  }()

  static let catalogSchema = root.appendingPathComponent("docs/errorgen.schema.json")
  static let exportSchema = root.appendingPathComponent("docs/errorgen.export.schema.json")
  static let sarifSchema = root.appendingPathComponent("Tests/Fixtures/sarif-schema-2.1.0.json")
  static let script = root.appendingPathComponent("Tests/Fixtures/validate.py")

  /// One document to validate.
  struct Document {
    var schema: URL
    var path: URL
    var isYAML: Bool
  }

  /// The problems the validator found in each document, in order; nil, with an issue
  /// recorded that says why, when the validator cannot run (no python3, no jsonschema).
  static func validate(_ documents: [Document], sourceLocation: SourceLocation = #_sourceLocation)
    -> [[String]]?
  {
    let request: [String: Any] = [
      "documents": documents.map {
        ["schema": $0.schema.path, "path": $0.path.path, "yaml": $0.isYAML] as [String: Any]
      }
    ]
    do {
      let input = try JSONSerialization.data(withJSONObject: request)
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = ["python3", script.path]
      let stdin = Pipe()
      let stdout = Pipe()
      let stderr = Pipe()
      process.standardInput = stdin
      process.standardOutput = stdout
      process.standardError = stderr
      try process.run()
      // Written from another thread: a large request would fill the pipe while the output,
      // not yet read, fills the other.
      let writer = DispatchQueue(label: "validator-input")
      writer.async {
        stdin.fileHandleForWriting.write(input)
        try? stdin.fileHandleForWriting.close()
      }
      let output = stdout.fileHandleForReading.readDataToEndOfFile()
      let errors = stderr.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      guard process.terminationStatus == 0 else {
        Issue.record(
          """
          the JSON Schema validator did not run (status \(process.terminationStatus)): \
          \(String(decoding: errors, as: UTF8.self)) \
          Install it with 'apt-get install -y python3-jsonschema python3-yaml' \
          (bash .ci/run does).
          """, sourceLocation: sourceLocation)
        return nil
      }
      let results = try JSONSerialization.jsonObject(with: output) as? [[String: Any]] ?? []
      return results.map { $0["errors"] as? [String] ?? ["no result"] }
    } catch {
      Issue.record(
        "cannot run python3 for the JSON Schema validator: \(error)", sourceLocation: sourceLocation
      )
      return nil
    }
  }

  /// A new empty folder that is removed when `body` returns.
  static func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("errorgen-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }
}
