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

  /// Builds ErrorGenRuntime from its sources into `folder` as a static library and module,
  /// with ErrorGenLocales (its module beside it, its objects in the same library), so that a
  /// program links `-lErrorGenRuntime` alone.
  static func buildRuntime(into folder: URL) throws {
    func sources(_ module: String) throws -> [String] {
      let sources = repositoryRoot.appendingPathComponent("Sources/" + module)
      return try FileManager.default.contentsOfDirectory(atPath: sources.path)
        .filter { $0.hasSuffix(".swift") }.sorted()
        .map { sources.appendingPathComponent($0).path }
    }
    let locales = folder.appendingPathComponent("ErrorGenLocales")
    try FileManager.default.createDirectory(at: locales, withIntermediateDirectories: true)
    // One package name for both, as SwiftPM gives them: the runtime uses `package` members.
    let common = ["-parse-as-library", "-swift-version", "6", "-package-name", "errorgen"]
    try run(
      "swiftc",
      common + [
        "-module-name", "ErrorGenLocales", "-emit-module", "-emit-module-path",
        folder.appendingPathComponent("ErrorGenLocales.swiftmodule").path, "-c",
      ] + sources("ErrorGenLocales"), in: locales)
    let runtime = folder.appendingPathComponent("libErrorGenRuntime.a").path
    try run(
      "swiftc",
      common + [
        "-module-name", "ErrorGenRuntime", "-I", folder.path,
        "-emit-module", "-emit-module-path",
        folder.appendingPathComponent("ErrorGenRuntime.swiftmodule").path,
        "-emit-library", "-static", "-o", runtime,
      ] + sources("ErrorGenRuntime"), in: folder)
    let objects = try FileManager.default.contentsOfDirectory(atPath: locales.path)
      .filter { $0.hasSuffix(".o") }.sorted().map { locales.appendingPathComponent($0).path }
    try run("ar", ["rcs", runtime] + objects, in: folder)
  }
}
