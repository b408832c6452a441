import Foundation

/// Runs the toolchain's `swiftc` the way a user's build would, and reports what it printed.
enum SwiftCompiler {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The repository's root, found from this file.
  static let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// Runs `tool` (found on PATH) with `arguments`; throws with the output when it fails.
  @discardableResult
  static func run(_ tool: String, _ arguments: [String], in folder: URL) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    process.currentDirectoryURL = folder
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let output = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw Failure(
        description: "\(tool) \(arguments.prefix(12).joined(separator: " ")) … exited with "
          + "\(process.terminationStatus):\n\(output.prefix(20_000))")
    }
    return output
  }

  /// Builds ErrorGenRuntime from its sources into `folder` as a static library and module.
  static func buildRuntime(into folder: URL) throws {
    let sources = repositoryRoot.appendingPathComponent("Sources/ErrorGenRuntime")
    let files = try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map { sources.appendingPathComponent($0).path }
    try run(
      "swiftc",
      [
        "-parse-as-library", "-swift-version", "6", "-module-name", "ErrorGenRuntime",
        "-emit-module", "-emit-module-path", folder.appendingPathComponent("ErrorGenRuntime.swiftmodule").path,
        "-emit-library", "-static", "-o", folder.appendingPathComponent("libErrorGenRuntime.a").path,
      ] + files, in: folder)
  }
}
