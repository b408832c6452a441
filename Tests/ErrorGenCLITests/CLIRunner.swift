import Foundation

/// Runs the built `errorgen` binary the way a user or CI does, and captures what it prints.
struct CLIRunner {
  struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
    var all: String { standardOutput + standardError }
  }

  /// The `errorgen` binary next to the test bundle, in the same build folder.
  static let executable: URL? = {
    if let path = ProcessInfo.processInfo.environment["ERRORGEN_EXECUTABLE"] {
      return URL(fileURLWithPath: path)
    }
    var candidates: [URL] = []
    let argument = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
    candidates.append(argument.deletingLastPathComponent())
    candidates.append(Bundle.main.bundleURL)
    candidates.append(Bundle.main.bundleURL.deletingLastPathComponent())
    for folder in candidates {
      var current = folder
      for _ in 0..<4 {
        let binary = current.appendingPathComponent("errorgen")
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: binary.path, isDirectory: &isFolder),
          !isFolder.boolValue
        {
          return binary
        }
        current = current.deletingLastPathComponent()
      }
    }
    return nil
  }()

  static func run(_ arguments: [String], in folder: URL? = nil) throws -> Output {
    guard let executable else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "errorgen binary not found"])
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    // Read both pipes before waiting, so a large output cannot fill a pipe and block.
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      status: process.terminationStatus,
      standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self))
  }

  /// A new empty folder that is removed when `body` returns.
  static func withTemporaryFolder<T>(_ body: (URL) throws -> T) throws -> T {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("errorgen-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try body(folder)
  }

  /// The repository's `catalogs/` folder.
  static let catalogsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("catalogs")
}
