import ErrorGenRuntime
import Foundation
import FuzzChecks

/// A payload with what apps queue: text, numbers, optionals, dates, nested values.
struct Payload: Codable, Sendable, Equatable {
  var text: String
  var count: Int?
  var amount: Double?
  var when: Date?
  var tags: [String]?
  var replies: [Payload]?
}

/// The folder the store lives in: in memory where the system has one, so that the `fsync` of
/// each write costs nothing; one per process, removed when libFuzzer exits.
let folder: URL = {
  let url = folderURL()
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  atexit { try? FileManager.default.removeItem(at: folderURL()) }
  return url
}()

private func folderURL() -> URL {
  let shared = URL(fileURLWithPath: "/dev/shm")
  let base =
    FileManager.default.fileExists(atPath: shared.path)
    ? shared : FileManager.default.temporaryDirectory
  return base.appendingPathComponent("errorgen-queue-fuzz-\(getpid())")
}

/// libFuzzer's entry point for the offline queue's store: the input is the store file, opened
/// as a queue of `Payload`, of `Int` and of `String`. Each open must either succeed, with a
/// queue that takes one more entry and reads back the same after reopening, or throw
/// `.unreadableStore` and leave the file byte for byte as it was, with no other file beside it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Data(bytes: $0, count: size) } ?? Data()
  check(bytes, as: Payload.self, adding: Payload(text: "added", replies: [Payload(text: "r")]))
  check(bytes, as: Int.self, adding: 7)
  check(bytes, as: String.self, adding: "added")
  return 0
}

private func check<Value: Codable & Sendable & Equatable>(
  _ bytes: Data, as type: Value.Type, adding added: Value
) {
  let store = folder.appendingPathComponent("queue.json")
  try? FileManager.default.removeItem(at: store)
  require((try? bytes.write(to: store)) != nil, "cannot write \(store.path)")
  let before: [PendingOperation<Value>]
  let entry: PendingOperation<Value>?
  do {
    // The queue is released at the end of this block, and its lock with it.
    let queue = try OfflineQueue<Value>(contentsOf: store)
    before = blocking { await queue.pending }
    entry = blocking { try? await queue.enqueue(added) }
  } catch OfflineQueueError.unreadableStore(let path, let reason) {
    require(path == store.path, "unreadableStore names \(path)")
    require(!reason.isEmpty, "unreadableStore without a reason")
    require(FileManager.default.contents(atPath: store.path) == bytes, "a refused store changed")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    require(names == ["queue.json"], "files beside a refused store: \(names)")
    return
  } catch {
    fail("opening threw \(error), not .unreadableStore")
  }
  require(Set(before.map(\.id)).count == before.count, "two entries with one id")
  require(before.allSatisfy { $0.attempts >= 0 }, "an entry with negative attempts")
  guard let entry else { fail("an opened store did not take an entry") }
  let after = blocking { () -> Result<[PendingOperation<Value>], any Error> in
    // The task that ran the last call may hold the first queue a moment after it returned.
    for _ in 0..<1_000 {
      do {
        return .success(try await OfflineQueue<Value>(contentsOf: store).pending)
      } catch OfflineQueueError.storeInUse {
        try? await Task.sleep(for: .microseconds(100))
      } catch {
        return .failure(error)
      }
    }
    return .failure(OfflineQueueError.storeInUse(path: store.path))
  }
  switch after {
  case .failure(let error):
    fail("a store the queue wrote did not open again: \(error)")
  case .success(let after):
    require(after.map(\.id) == before.map(\.id) + [entry.id], "the ids changed on reopening")
    require(after.dropLast().map(\.payload) == before.map(\.payload), "payloads changed")
    require(after.last?.payload == added, "the added payload changed")
  }
}

/// Runs `body` to its end from this synchronous callback.
private func blocking<Result: Sendable>(_ body: @escaping @Sendable () async -> Result) -> Result {
  let result = LockedValue<Result?>(nil)
  let done = DispatchSemaphore(value: 0)
  Task {
    result.value = await body()
    done.signal()
  }
  done.wait()
  return result.value!
}
