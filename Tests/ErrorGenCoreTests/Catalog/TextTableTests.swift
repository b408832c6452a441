import Testing

@testable import ErrorGenCore

/// `TextTable` gives the same `String` for bytes it has seen, a new one for others, and stops
/// looking when few texts repeat.
@Suite struct TextTableTests {
  static func text(_ table: inout TextTable, _ text: String) -> String {
    Array(text.utf8).withUnsafeBufferPointer { table.translation($0).text }
  }

  static func storage(_ text: String) -> UnsafePointer<UInt8>? {
    var text = text
    return text.withUTF8 { $0.baseAddress }
  }

  @Test func aTextReadAgainIsTheSameString() {
    var table = TextTable()
    let texts = (0..<1_000).map { "The operation number \($0 % 40) could not be completed." }
    let read = texts.map { Self.text(&table, $0) }
    let wrong = zip(read, texts).filter { $0 != $1 }.count
    #expect(wrong == 0, "expected every text as written; \(wrong) differ")
    // The first 40 are new, each later one the string read 40 before, across the table's growth.
    for index in 40..<read.count {
      #expect(
        Self.storage(read[index]) == Self.storage(read[index - 40]),
        "expected text \(index) shared with text \(index - 40)")
    }
    #expect(Self.storage(read[0]) != Self.storage(read[1]), "expected two texts apart")
    let isOn = table.isOn
    #expect(isOn, "expected the table on, with most texts found")
  }

  /// Texts of the same length and hash bucket, one byte apart, are never taken for each other.
  @Test func bytesDecideNotLengths() {
    var table = TextTable()
    let first = Self.text(&table, "Versuchen Sie es später noch einmal.")
    let second = Self.text(&table, "Versuchen Sie es später noch einmal!")
    #expect(first == "Versuchen Sie es später noch einmal.")
    #expect(second == "Versuchen Sie es später noch einmal!")
    #expect(Self.storage(first) != Self.storage(second))
  }

  @Test func stopsLookingWhenFewTextsRepeat() {
    var table = TextTable()
    let count = 3 * TextTable.trialLookups
    let texts = (0..<count).map { "Distinct text number \($0), long enough to be stored apart." }
    let read = texts.map { Self.text(&table, $0) }
    let wrong = zip(read, texts).filter { $0 != $1 }.count
    #expect(wrong == 0, "expected every text as written; \(wrong) differ")
    let isOn = table.isOn
    #expect(!isOn, "expected the table off after \(TextTable.trialLookups) lookups")
    // Off, a text read again is a copy of its own, still with the right bytes.
    let again = Self.text(&table, texts[0])
    #expect(again == texts[0])
    #expect(Self.storage(again) != Self.storage(read[0]), "expected a copy once off")
  }
}
