import ErrorGenRuntime
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `OfflineQueue` killed with SIGKILL at random moments: `offline-queue-child work` enqueues and
/// processes without end (Tests/OfflineQueueChild), and each round kills it after a random
/// delay, while it opens, writes, renames or performs. After every round the store must open
/// with nothing lost and no temporary file left; at the end, every entry must have been
/// performed, the first performances in the order of the enqueues.
///
/// `ERRORGEN_KILL_ROUNDS` sets the rounds (default 30, about 2 s: each change of the store is
/// two `fsync`s).
struct OfflineQueueKillTests {
  static let rounds =
    ProcessInfo.processInfo.environment["ERRORGEN_KILL_ROUNDS"]
    .flatMap { Int($0) } ?? 30

  @Test("SIGKILL at any moment loses no entry whose enqueue returned and keeps the order")
  func killedAtRandomMoments() async throws {
    let folder = try StoreFolder()
    let store = folder.store()
    var enqueued: [Int] = []  // "E n": enqueue(n) had returned
    var performed: [Int] = []  // "P n": perform started for n, in order, across rounds
    for round in 0..<Self.rounds {
      // Each round's numbers are above every earlier round's, so queue order is number order.
      let child = try QueueChild.start(["work", store.path, String(round * 1_000_000)])
      let delay = Int.random(in: 0..<90)
      try await Task.sleep(for: .milliseconds(delay))
      kill(child.process.processIdentifier, SIGKILL)
      child.process.waitUntilExit()
      let output = child.output.fileHandleForReading.readDataToEndOfFile()
      for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
        let parts = line.split(separator: " ")
        guard parts.count == 2, let number = Int(parts[1]) else { continue }
        if parts[0] == "E" { enqueued.append(number) }
        if parts[0] == "P" { performed.append(number) }
      }
      let place = "round \(round), killed after \(delay) ms"
      let pending: [Int]
      do {
        let queue = try OfflineQueue<Int>(contentsOf: store)
        pending = await queue.pending.map(\.payload)
      } catch {
        Issue.record("\(place): expected the store to open, got \(error)")
        return
      }
      #expect(
        folder.fileNames == ["queue.json"], "\(place): expected no stray file after reopening")
      let lost = Set(enqueued).subtracting(pending).subtracting(performed)
      #expect(lost.isEmpty, "\(place): expected nothing lost, lost \(lost.sorted())")
      #expect(
        pending == pending.sorted(), "\(place): expected the queue in enqueue order, got \(pending)"
      )
    }
    let queue = try OfflineQueue<Int>(contentsOf: store)
    let performer = Performer()
    _ = await queue.process(performer.perform)
    performed += performer.payloads
    #expect(await queue.pending.isEmpty)
    let never = Set(enqueued).subtracting(performed)
    #expect(never.isEmpty, "expected every enqueued entry performed, never: \(never.sorted())")
    var seen = Set<Int>()
    let firsts = performed.filter { seen.insert($0).inserted }
    #expect(
      firsts == firsts.sorted(), "expected first performances in enqueue order, got \(firsts)")
    // Not vacuous: the rounds got past opening the store and did work.
    #expect(enqueued.count >= Self.rounds, "expected work to kill, got \(enqueued.count) enqueues")
  }
}
