import ErrorGenRuntime
import Foundation
import Testing

/// A folder of its own for one test's stores, removed when the test is done with it.
final class StoreFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("errorgen-offline-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  /// The URL of the store `name` in this folder.
  func store(_ name: String = "queue.json") -> URL {
    url.appendingPathComponent(name)
  }

  /// The names of the files in the folder, sorted.
  var fileNames: [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  /// The entries on disk in the store `name`, read as docs/RUNTIME.md describes the format,
  /// without opening (and locking) the store.
  func storedEntries(_ name: String = "queue.json") throws -> [PendingOperation<Int>] {
    struct Stored: Decodable {
      var errorgenOfflineQueue: Int
      var entries: [PendingOperation<Int>]
    }
    let stored = try JSONDecoder().decode(Stored.self, from: bytes(name) ?? Data())
    #expect(stored.errorgenOfflineQueue == 1)
    return stored.entries
  }

  /// The bytes of the store `name`.
  func bytes(_ name: String = "queue.json") -> Data? {
    FileManager.default.contents(atPath: store(name).path)
  }
}

/// A payload as an app queues it: a post to send.
struct Post: Codable, Sendable, Hashable {
  var text: String
  var tags: [String] = []
}

/// Records the entries a `perform` closure saw and answers each with a scripted error or
/// success, from any task.
final class Performer: Sendable {
  private let failures: LockedValue<[Int: any Error]>
  private let seen = LockedValue<[PendingOperation<Int>]>([])

  /// `failures[payload]` is thrown when that payload is performed; the others succeed.
  init(failing failures: [Int: any Error] = [:]) {
    self.failures = LockedValue(failures)
  }

  /// The payloads performed so far, in order.
  var payloads: [Int] { seen.value.map(\.payload) }

  /// The entries performed so far, as `perform` received them.
  var entries: [PendingOperation<Int>] { seen.value }

  /// A `perform` closure for `OfflineQueue.process`.
  var perform: @Sendable (PendingOperation<Int>) async throws -> Void {
    { [seen, failures] entry in
      seen.withLock { $0.append(entry) }
      if let error = failures.value[entry.payload] { throw error }
    }
  }

  /// From now on, `payload` succeeds.
  func succeed(_ payload: Int) {
    failures.withLock { $0[payload] = nil }
  }
}

/// An error no catalog maps.
struct Unmapped: Error {}

/// Queues of `Int` on a fresh store with `payloads` enqueued, oldest first.
func makeQueue(
  in folder: StoreFolder, _ payloads: [Int] = [], capacity: Int = 1_000,
  upgrader: ErrorUpgrader? = nil
) async throws -> OfflineQueue<Int> {
  let queue = try OfflineQueue<Int>(
    contentsOf: folder.store(), capacity: capacity, upgrader: upgrader)
  for payload in payloads { try await queue.enqueue(payload) }
  return queue
}

/// Runs `offline-queue-child`, built beside the test bundle (Tests/OfflineQueueChild).
enum QueueChild {
  static let executable: URL? = {
    let folders =
      [URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent()]
      + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    return folders.map { $0.appendingPathComponent("offline-queue-child") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Starts the child with `arguments`; its standard output is the returned pipe, and its
  /// standard input stays open until `input` is closed.
  static func start(_ arguments: [String]) throws -> (process: Process, output: Pipe, input: Pipe) {
    guard let executable else {
      throw CocoaError(
        .fileNoSuchFile,
        userInfo: [NSLocalizedDescriptionKey: "offline-queue-child not found beside the tests"])
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let output = Pipe()
    let input = Pipe()
    process.standardOutput = output
    process.standardInput = input
    try process.run()
    return (process, output, input)
  }

  /// Runs the child to its end and returns what it printed.
  static func run(_ arguments: [String]) throws -> String {
    let child = try start(arguments)
    try child.input.fileHandleForWriting.close()
    let data = child.output.fileHandleForReading.readDataToEndOfFile()
    child.process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }
}
