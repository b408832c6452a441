// Times OfflineQueue.enqueue and a full OfflineQueue.process at each size given, and the floor
// every change of the store pays: the same bytes written to a new file, fsync'd, renamed over
// the store and the folder fsync'd, by hand. Prints one Markdown table.
//
//   offline-queue-bench [--runs N] [--folder DIR] SIZES...
//
// Each run uses a new store in DIR (default: the temporary folder), on the disk whose fsync is
// measured. Figures are medians of the runs. CPU time (user + system) per change is what the
// queue costs beyond waiting for the disk.
import ErrorGenRuntime
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A post as an app queues it: about 200 bytes of JSON.
struct Post: Codable, Sendable {
  var text: String
  var tags: [String]
  var author: UUID
  var draftedAt: Date
}

/// The floor's time per change, in milliseconds: a store of one entry, and the whole store
/// (wall time), and the CPU time of the whole store's.
struct Floors {
  var one: [Double] = []
  var all: [Double] = []
  var cpu: [Double] = []
}

/// Wall and CPU time of one measured stretch, in milliseconds.
struct Timing {
  var wall: Double
  var cpu: Double
}

func cpuMilliseconds() -> Double {
  var usage = rusage()
  #if canImport(Glibc)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
  #else
    getrusage(RUSAGE_SELF, &usage)
  #endif
  let user = Double(usage.ru_utime.tv_sec) * 1e3 + Double(usage.ru_utime.tv_usec) / 1e3
  let system = Double(usage.ru_stime.tv_sec) * 1e3 + Double(usage.ru_stime.tv_usec) / 1e3
  return user + system
}

func measure(_ body: () async throws -> Void) async rethrows -> Timing {
  let clock = ContinuousClock()
  let cpu = cpuMilliseconds()
  let elapsed = try await clock.measure(body)
  let (seconds, attoseconds) = elapsed.components
  let wall = Double(seconds) * 1e3 + Double(attoseconds) / 1e15
  return Timing(wall: wall, cpu: cpuMilliseconds() - cpu)
}

func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[(sorted.count - 1) / 2]
}

/// What one change of a store costs at the least: `bytes` written to a new file in `folder`,
/// synced, renamed over `target`, and the folder synced.
func floorChange(_ bytes: Data, in folder: URL, target: URL) {
  let temporary = folder.appendingPathComponent(".floor.tmp").path
  let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
  _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
  fsync(descriptor)
  close(descriptor)
  rename(temporary, target.path)
  let folderDescriptor = open(folder.path, O_RDONLY)
  fsync(folderDescriptor)
  close(folderDescriptor)
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 3
var base = FileManager.default.temporaryDirectory
var sizes: [Int] = []
while let argument = arguments.first {
  arguments.removeFirst()
  switch argument {
  case "--runs": runs = Int(arguments.removeFirst()) ?? runs
  case "--folder": base = URL(fileURLWithPath: arguments.removeFirst())
  default:
    guard let size = Int(argument), size > 0 else {
      let usage = "usage: offline-queue-bench [--runs N] [--folder DIR] SIZES...\n"
      FileHandle.standardError.write(Data(usage.utf8))
      exit(64)
    }
    sizes.append(size)
  }
}

print(
  "| entries | store KiB | `enqueue` ms each | `process` ms per entry"
    + " | floor ms, one entry / whole store | `enqueue` / floor | `process` / floor"
    + " | CPU ms per change: `enqueue` / `process` / floor |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|")
for size in sizes {
  var enqueueWall: [Double] = []
  var enqueueCPU: [Double] = []
  var processWall: [Double] = []
  var processCPU: [Double] = []
  var floors = Floors()
  var storeBytes = 0
  for _ in 0..<runs {
    let folder = base.appendingPathComponent("offline-queue-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("queue.json")
    let queue = try OfflineQueue<Post>(contentsOf: store, capacity: size)
    let enqueued = try await measure {
      for index in 0..<size {
        let post = Post(
          text: "Post number \(index): a short text as people write them, with an emoji 🚲.",
          tags: ["bench", "offline"], author: UUID(), draftedAt: Date())
        try await queue.enqueue(post)
      }
    }
    enqueueWall.append(enqueued.wall / Double(size))
    enqueueCPU.append(enqueued.cpu / Double(size))
    let full = try Data(contentsOf: store)
    storeBytes = full.count
    let one = full.prefix(64) + Data("]}\n".utf8)
    let floorTarget = folder.appendingPathComponent("floor.json")
    let changes = min(size, 20)
    for (bytes, figures) in [(one, \Floors.one), (full, \Floors.all)] {
      let timing = await measure {
        for _ in 0..<changes { floorChange(bytes, in: folder, target: floorTarget) }
      }
      floors[keyPath: figures].append(timing.wall / Double(changes))
      if figures == \Floors.all { floors.cpu.append(timing.cpu / Double(changes)) }
    }
    var completed = 0
    let processed = await measure {
      completed = await queue.process { _ in }.completed.count
    }
    guard completed == size else { fatalError("processed \(completed) of \(size)") }
    processWall.append(processed.wall / Double(size))
    processCPU.append(processed.cpu / Double(size))
  }
  // Enqueueing writes stores of 1 to size entries, a full process of size - 1 down to none: on
  // average, the mean of a store of one entry and the whole store.
  let floorHalf = (median(floors.one) + median(floors.all)) / 2
  func f(_ value: Double) -> String { String(format: "%.2f", value) }
  print(
    "| \(size) | \(storeBytes / 1024) | \(f(median(enqueueWall))) | \(f(median(processWall)))"
      + " | \(f(median(floors.one))) / \(f(median(floors.all)))"
      + " | \(f(median(enqueueWall) / floorHalf)) | \(f(median(processWall) / floorHalf))"
      + " | \(f(median(enqueueCPU))) / \(f(median(processCPU))) / \(f(median(floors.cpu))) |")
}
