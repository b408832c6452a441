// The child process of OfflineQueueKillTests and OfflineQueueStoreTests: a program that uses an
// OfflineQueue<Int> the way an app does, and says what it did on standard output, one line per
// event, written before or after the call it reports, unbuffered, so that a parent that kills it
// at any instant still reads every line written so far.
//
//   offline-queue-child work STORE FIRST   opens the queue ("O"), then forever: enqueues two or
//                                          three numbers from FIRST up ("E n" once enqueue
//                                          returned) and processes the queue ("P n" as each
//                                          perform starts). Multiples of 5 fail with a lost
//                                          connection on their first perform (the run stops),
//                                          multiples of 7 with an error that drops them.
//   offline-queue-child hold STORE         opens the queue ("O"), then waits for standard input
//                                          to close
//   offline-queue-child open STORE         opens the queue and prints "O", or the error
import ErrorGenRuntime
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A line on standard output at once: `print` would buffer it, and a killed process loses its
/// buffer.
func say(_ line: String) {
  let bytes = Array((line + "\n").utf8)
  _ = bytes.withUnsafeBufferPointer { write(1, $0.baseAddress, $0.count) }
}

struct Refused: Error {}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
  say("usage: offline-queue-child work|hold|open STORE [FIRST]")
  exit(64)
}
let store = URL(fileURLWithPath: arguments[2])
let queue: OfflineQueue<Int>
do {
  queue = try OfflineQueue<Int>(contentsOf: store, capacity: 100_000)
} catch {
  say("\(error)")
  exit(1)
}
say("O")

switch arguments[1] {
case "work":
  var next = Int(arguments.count > 3 ? arguments[3] : "") ?? 0
  while true {
    for _ in 0..<(2 + next % 2) {
      try await queue.enqueue(next)
      say("E \(next)")
      next += 1
    }
    _ = await queue.process { entry in
      say("P \(entry.payload)")
      if entry.payload % 5 == 0, entry.attempts == 0 { throw URLError(.networkConnectionLost) }
      if entry.payload % 7 == 0 { throw Refused() }
    }
  }
case "hold":
  _ = FileHandle.standardInput.readDataToEndOfFile()
default:
  break
}
