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

  /// `kotlinc` with `arguments`, and JVM options for a short-lived compiler on shared cores: the
  /// quick JIT alone and one GC thread take less than half the CPU time of the defaults for the
  /// same output and warnings (measured on the cross-language test's files: 30 s to 11 s).
  @discardableResult
  static func kotlinc(_ arguments: [String], in folder: URL) throws -> String {
    try run("kotlinc", ["-J-XX:TieredStopAtLevel=1", "-J-XX:+UseSerialGC"] + arguments, in: folder)
  }

  /// Puts ErrorGenRuntime (with ErrorGenLocales) into `folder` as a static library and
  /// modules, for `-I folder -L folder -lErrorGenRuntime`: links to one build made once per
  /// version of their sources (in `.build/`), which every test that compiles generated code
  /// shares, instead of a build of its own.
  static func buildRuntime(into folder: URL) throws {
    let built = try builtRuntime.get()
    for name in try FileManager.default.contentsOfDirectory(atPath: built.path)
    where name.hasPrefix("ErrorGen") || name.hasPrefix("lib") {
      try FileManager.default.createSymbolicLink(
        at: folder.appendingPathComponent(name),
        withDestinationURL: built.appendingPathComponent(name))
    }
  }

  /// The runtime built once, in `.build/errorgen-test-runtime/<fingerprint of its sources>`.
  private static let builtRuntime = Result<URL, any Error> {
    let modules = ["ErrorGenLocales", "ErrorGenRuntime"]
    var fingerprint: UInt64 = 0xcbf2_9ce4_8422_2325
    for module in modules {
      for file in try sources(module) {
        for byte in Array(file.utf8) + Array(try Data(contentsOf: URL(fileURLWithPath: file))) {
          fingerprint = (fingerprint ^ UInt64(byte)) &* 0x100_0000_01b3
        }
      }
    }
    let cache = repositoryRoot.appendingPathComponent(".build/errorgen-test-runtime")
    let folder = cache.appendingPathComponent(String(fingerprint, radix: 16))
    let library = folder.appendingPathComponent("libErrorGenRuntime.a")
    if FileManager.default.fileExists(atPath: library.path) { return folder }
    // Built beside it and renamed into place, so that a build cut short is never used.
    let building = cache.appendingPathComponent("building-" + UUID().uuidString)
    try FileManager.default.createDirectory(at: building, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: building) }
    try build(into: building)
    do {
      try FileManager.default.moveItem(at: building, to: folder)
    } catch  where FileManager.default.fileExists(atPath: library.path) {
      // Another test process built the same sources first.
    }
    return folder
  }

  /// The `.swift` files of `module`'s sources, sorted, but those that import swift-http-types
  /// (the runtime's `HTTPResponse` overloads): generated code never calls them, and a build of
  /// that package here would cost every run its time.
  private static func sources(_ module: String) throws -> [String] {
    let sources = repositoryRoot.appendingPathComponent("Sources/" + module)
    return try FileManager.default.contentsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") }.sorted()
      .map { sources.appendingPathComponent($0).path }
      .filter { path in
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return !text.split(separator: "\n").contains("import HTTPTypes")
      }
  }

  /// Builds ErrorGenRuntime from its sources into `folder` as a static library and module,
  /// with ErrorGenLocales (its module beside it, its objects in the same library), so that a
  /// program links `-lErrorGenRuntime` alone.
  private static func build(into folder: URL) throws {
    let locales = folder.appendingPathComponent("ErrorGenLocales.objects")
    try FileManager.default.createDirectory(at: locales, withIntermediateDirectories: true)
    // One package name for both, as SwiftPM gives them: the runtime uses `package` members.
    // Whole-module: one compiler process, a third of the time of one per batch of files, while
    // the tests that need the library wait for it.
    let common = ["-parse-as-library", "-swift-version", "6", "-package-name", "errorgen", "-wmo"]
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
    try FileManager.default.removeItem(at: locales)
  }
}
