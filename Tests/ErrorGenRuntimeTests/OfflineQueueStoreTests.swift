import ErrorGenRuntime
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file behind `OfflineQueue`: bad stores refused and left alone, one process per store,
/// temporary files, the folder.
struct OfflineQueueStoreTests {
  /// A store file that is not one `OfflineQueue<Int>` wrote.
  struct BadStore: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: @Sendable (_ valid: Data) -> Data
    /// A phrase the error's reason must hold.
    var reason: String

    var testDescription: String { name }
  }

  static let badStores: [BadStore] = [
    BadStore(name: "an empty file", bytes: { _ in Data() }, reason: "empty"),
    BadStore(name: "truncated to half", bytes: { $0.prefix($0.count / 2) }, reason: "not"),
    BadStore(name: "without its last brace", bytes: { $0.dropLast(2) }, reason: "not"),
    BadStore(
      name: "random bytes",
      bytes: { _ in Data((0..<512).map { UInt8(truncatingIfNeeded: $0 * 7919 + 13) }) },
      reason: "not"),
    BadStore(
      name: "another JSON document", bytes: { _ in Data(#"{"entries":[1,2]}"#.utf8) },
      reason: "not an offline queue"),
    BadStore(
      name: "another payload type",
      bytes: { _ in
        Data(
          #"{"errorgenOfflineQueue":1,"entries":[{"attempts":0,"enqueuedAt":1,"id":"C2C4B5E5-920E-47D1-A9F5-985BA8388BAC","payload":{"text":"a post"}}]}"#
            .utf8)
      },
      reason: "PendingOperation<Int>"),
    BadStore(
      name: "a later format",
      bytes: { _ in Data(#"{"errorgenOfflineQueue":2,"entries":[]}"#.utf8) }, reason: "format 2"),
    BadStore(
      name: "nested too deeply for the decoder's stack",
      bytes: { _ in
        Data(
          #"{"errorgenOfflineQueue":1,"entries":["#.utf8
            + Array(repeating: UInt8(ascii: "["), count: 100_000))
      },
      reason: "nested"),
    BadStore(
      name: "an id twice",
      bytes: { valid in
        let text = String(decoding: valid, as: UTF8.self)
        let entry = text.split(separator: "[", maxSplits: 1)[1].split(separator: "}")[0] + "}"
        return Data(#"{"errorgenOfflineQueue":1,"entries":[\#(entry),\#(entry)]}"#.utf8)
      },
      reason: "id of an earlier one"),
  ]

  @Test(
    "a bad store throws .unreadableStore with its path and is left exactly as it was",
    arguments: badStores)
  func badStoreIsRefusedAndKept(_ store: BadStore) async throws {
    let folder = try StoreFolder()
    do { _ = try await makeQueue(in: folder, [1, 2]) }
    let bytes = store.bytes(try #require(folder.bytes()))
    try bytes.write(to: folder.store())
    do {
      _ = try OfflineQueue<Int>(contentsOf: folder.store())
      Issue.record("expected .unreadableStore for \(store.name), the queue opened")
    } catch OfflineQueueError.unreadableStore(let path, let reason) {
      #expect(path == folder.store().path)
      #expect(
        reason.contains(store.reason), "expected a reason with '\(store.reason)', got '\(reason)'")
    }
    #expect(folder.bytes() == bytes, "expected the store's bytes untouched")
    #expect(folder.fileNames == ["queue.json"], "expected no other file, got \(folder.fileNames)")
  }

  @Test("a store cut at any byte before its end is refused")
  func everyTruncation() async throws {
    let folder = try StoreFolder()
    do { _ = try await makeQueue(in: folder, [1, 22, 333]) }
    let valid = try #require(folder.bytes())
    // The last byte is the newline after the closing brace: without it, the store is whole.
    for length in 0..<(valid.count - 1) {
      try valid.prefix(length).write(to: folder.store())
      #expect(throws: OfflineQueueError.self, "expected a store cut to \(length) bytes refused") {
        try OfflineQueue<Int>(contentsOf: folder.store())
      }
    }
  }

  @Test("an empty store of another payload type opens")
  func emptyStoreOfAnotherType() async throws {
    let folder = try StoreFolder()
    do { _ = try await makeQueue(in: folder) }
    let posts = try OfflineQueue<Post>(contentsOf: folder.store())
    #expect(await posts.pending.isEmpty)
  }

  @Test("a folder is not a store")
  func folderIsNotAStore() throws {
    let folder = try StoreFolder()
    try FileManager.default.createDirectory(at: folder.store(), withIntermediateDirectories: true)
    #expect(
      throws: OfflineQueueError.unreadableStore(
        path: folder.store().path, reason: "it is not a regular file")
    ) {
      try OfflineQueue<Int>(contentsOf: folder.store())
    }
  }

  @Test("a missing folder is created, and the new store is the documented format")
  func newStore() async throws {
    let folder = try StoreFolder()
    let url = folder.url.appendingPathComponent("a/b/queue.json")
    let queue = try OfflineQueue<Int>(contentsOf: url)
    try await queue.enqueue(7)
    let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
    #expect(text.hasPrefix(#"{"errorgenOfflineQueue":1,"entries":[{"attempts":0,"enqueuedAt":"#))
    #expect(text.hasSuffix(#""payload":7}]}"# + "\n"))
  }

  @Test("a store opened through a symbolic link is written where the link points, the link kept")
  func symbolicLink() async throws {
    let folder = try StoreFolder()
    do { _ = try await makeQueue(in: folder, [1]) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.store("link.json").path, withDestinationPath: "queue.json")
    let queue = try OfflineQueue<Int>(contentsOf: folder.store("link.json"))
    try await queue.enqueue(2)
    let destination = try FileManager.default.destinationOfSymbolicLink(
      atPath: folder.store("link.json").path)
    #expect(destination == "queue.json", "expected the link kept, got \(destination)")
    #expect(try folder.storedEntries().map(\.payload) == [1, 2])
  }

  // MARK: One process per store

  @Test("a second queue on an open store throws .storeInUse; releasing the first frees it")
  func secondQueueInThisProcess() async throws {
    let folder = try StoreFolder()
    var first: OfflineQueue<Int>? = try await makeQueue(in: folder, [1])
    #expect(throws: OfflineQueueError.storeInUse(path: folder.store().path)) {
      try OfflineQueue<Int>(contentsOf: folder.store())
    }
    try await first?.enqueue(2)  // the first still works
    first = nil
    let second = try OfflineQueue<Int>(contentsOf: folder.store())
    #expect(await second.pending.map(\.payload) == [1, 2])
  }

  @Test("a store another process holds throws .storeInUse at once, and opens once it exits")
  func storeHeldByAnotherProcess() async throws {
    let folder = try StoreFolder()
    let child = try QueueChild.start(["hold", folder.store().path])
    let ready = child.output.fileHandleForReading.availableData
    #expect(String(decoding: ready, as: UTF8.self) == "O\n", "expected the child to open the store")
    #expect(throws: OfflineQueueError.storeInUse(path: folder.store().path)) {
      try OfflineQueue<Int>(contentsOf: folder.store())
    }
    try child.input.fileHandleForWriting.close()
    child.process.waitUntilExit()
    let queue = try OfflineQueue<Int>(contentsOf: folder.store())
    #expect(await queue.pending.isEmpty)
  }

  @Test("another process cannot open a store this one holds")
  func storeHeldHere() async throws {
    let folder = try StoreFolder()
    let queue = try await makeQueue(in: folder, [1])
    let output = try QueueChild.run(["open", folder.store().path])
    #expect(output == "the offline queue at \(folder.store().path) is open in another process\n")
    #expect(await queue.pending.count == 1)
  }

  // MARK: Temporary files

  @Test("opening removes the store's own stray temporary files, unless locked, and no other file")
  func strayTemporaries() async throws {
    let folder = try StoreFolder()
    do { _ = try await makeQueue(in: folder, [1]) }
    let uuid = UUID().uuidString
    let strays = [".queue.json.\(uuid).tmp", ".queue.json.\(UUID().uuidString).tmp"]
    let kept = [
      ".other.json.\(uuid).tmp", ".queue.json.x.\(uuid).tmp", ".queue.json.tmp", "queue.json.bak",
      ".queue.json.\(uuid).tmp.orig",
    ]
    // One of the store's own naming that a process has locked: it is creating the store.
    let locked = ".queue.json.\(UUID().uuidString).tmp"
    for name in strays + kept + [locked] { try Data("{".utf8).write(to: folder.store(name)) }
    let lock = try FileHandle(forReadingFrom: folder.store(locked))
    defer { try? lock.close() }
    #expect(flock(lock.fileDescriptor, LOCK_EX | LOCK_NB) == 0)
    let queue = try OfflineQueue<Int>(contentsOf: folder.store())
    #expect(await queue.pending.map(\.payload) == [1])
    #expect(folder.fileNames == (kept + [locked, "queue.json"]).sorted())
  }

  @Test("a file URL is required")
  func fileURLRequired() throws {
    let url = try #require(URL(string: "https://example.com/queue.json"))
    #expect(
      throws: OfflineQueueError.unreadableStore(
        path: url.absoluteString, reason: "it is not a file URL")
    ) {
      try OfflineQueue<Int>(contentsOf: url)
    }
  }
}
