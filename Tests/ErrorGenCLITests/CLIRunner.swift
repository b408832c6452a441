import Foundation

/// Runs the built `errorgen` binary the way a user or CI does, and captures what it prints.
struct CLIRunner {
  struct Output {
    var status: Int32
    var standardOutput: String
    var standardError: String
    /// Whether the run was killed for taking too long.
    var timedOut = false
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

  /// Runs `errorgen` with `arguments`. A run still going after `timeout` seconds is killed
  /// and comes back with `timedOut` set, so that a hang fails its test instead of stopping the
  /// whole run. `launcher`, when given, is a command that runs the binary (its path first,
  /// then its arguments): `setpriv` to run it as another user. `executable` runs another
  /// program instead (a shell that passes raw bytes on).
  static func run(
    _ arguments: [String], in folder: URL? = nil, timeout: Double = 300, launcher: [String] = [],
    executable: URL? = CLIRunner.executable
  ) throws -> Output {
    guard let executable else {
      throw CocoaError(
        .fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "errorgen binary not found"])
    }
    let process = Process()
    if let command = launcher.first {
      process.executableURL = URL(fileURLWithPath: command)
      process.arguments = launcher.dropFirst() + [executable.path] + arguments
    } else {
      process.executableURL = executable
      process.arguments = arguments
    }
    if let folder { process.currentDirectoryURL = folder }
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let finished = DispatchSemaphore(value: 0)
    let timedOut = LockedFlag()
    DispatchQueue.global().async {
      if finished.wait(timeout: .now() + timeout) == .timedOut {
        timedOut.set()
        kill(process.processIdentifier, SIGKILL)
      }
    }
    // Both pipes are read before waiting, and at once: a process that fills one pipe (64 KiB,
    // a few hundred diagnostics) while the other is read to its end would wait forever.
    let errors = Collected()
    let readingErrors = DispatchGroup()
    DispatchQueue.global().async(group: readingErrors) {
      errors.data = error.fileHandleForReading.readDataToEndOfFile()
    }
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    readingErrors.wait()
    let errData = errors.data
    process.waitUntilExit()
    finished.signal()
    return Output(
      status: process.terminationStatus,
      standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self), timedOut: timedOut.isSet)
  }

  /// A flag set once from another thread.
  final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
  }

  /// What a thread reading a pipe hands over, once the thread that waits for it is done.
  private final class Collected: @unchecked Sendable {
    var data = Data()
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
