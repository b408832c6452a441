import Testing

@testable import ErrorGenCore

/// `ByteBuffer` must hold exactly what a `[UInt8]` given the same edits holds, through growth
/// past its capacity, small and large copies, and edits in the middle.
@Suite struct ByteBufferTests {
  /// Random edits, each applied to a buffer and to an array; they agree after every step.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func randomEditsMatchAnArray(seed: UInt64) {
    var random = SeededTestRandom(seed: seed)
    // A small first capacity, so that growth happens often.
    var buffer = ByteBuffer(capacity: 1 + random.below(40))
    var model: [UInt8] = []
    for step in 0..<2_000 {
      let edit = random.below(8)
      switch edit {
      case 0:
        let byte = UInt8(random.below(256))
        buffer.append(byte)
        model.append(byte)
      case 1:
        // Runs on both sides of the small-copy path.
        let run = (0..<random.below(70)).map { _ in UInt8(random.below(256)) }
        buffer.append(contentsOf: run)
        model += run
      case 2:
        let text = ["", ", ", " = ", "if case ", "é", String(repeating: "x", count: 40)][
          random.below(6)]
        buffer.append(text)
        model += Array(text.utf8)
      case 3:
        let repeats = random.below(30)
        buffer.append(repeating: .space, count: repeats)
        model += repeatElement(.space, count: repeats)
      case 4 where !model.isEmpty:
        let start = random.below(model.count + 1)
        buffer.removeSubrange(start...)
        model.removeSubrange(start...)
      case 5 where !model.isEmpty:
        let lower = random.below(model.count + 1)
        let upper = lower + random.below(model.count - lower + 1)
        buffer.removeSubrange(lower..<upper)
        model.removeSubrange(lower..<upper)
      case 6 where !model.isEmpty:
        let lower = random.below(model.count + 1)
        let upper = lower + random.below(model.count - lower + 1)
        let repeats = random.below(12)
        buffer.replaceSubrange(lower..<upper, withRepeating: .newline, count: repeats)
        model.replaceSubrange(lower..<upper, with: repeatElement(.newline, count: repeats))
      case 7 where !model.isEmpty:
        let index = random.below(model.count)
        buffer[index] = 0x41
        model[index] = 0x41
      default:
        continue
      }
      guard buffer.array == model else {
        Issue.record(
          "seed \(seed), step \(step), edit \(edit): expected \(model.count) bytes \(model), got \(buffer.count) bytes \(buffer.array)"
        )
        return
      }
    }
  }

  @Test func readsRangesAsArraysAndText() {
    var buffer = ByteBuffer(capacity: 1)
    buffer.append("let café = 1")
    #expect(buffer.count == 13, "expected 13 bytes, got \(buffer.count)")
    #expect(buffer.string == "let café = 1", "got \(buffer.string)")
    #expect(buffer.string(4..<9) == "café", "got \(buffer.string(4..<9))")
    #expect(buffer.array(0..<3) == Array("let".utf8), "got \(buffer.array(0..<3))")
    #expect(buffer[0] == UInt8(ascii: "l"), "got \(buffer[0])")
    let sum = buffer.withUnsafeBufferPointer { $0.reduce(0) { $0 + Int($1) } }
    #expect(sum == "let café = 1".utf8.reduce(0) { $0 + Int($1) }, "got \(sum)")
    buffer.removeSubrange(0...)
    #expect(buffer.isEmpty && buffer.string.isEmpty, "got \(buffer.array)")
  }
}
