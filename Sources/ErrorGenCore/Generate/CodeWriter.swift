/// Lines of code at an indentation level: the one place that knows about indentation.
///
/// The text is kept as UTF-8 bytes, every line ended by a newline. A line is either written
/// whole (`write(_:)`) or built in place: `startLine()`, appends, then `endLine()`, or
/// `rollBack(to:)` when the renderer decides to break it differently after all.
struct CodeWriter {
  /// The longest line swift-format's default configuration accepts.
  static let lineLength = 100

  /// The text written so far.
  var bytes: [UInt8] = []
  /// The indentation level of the next line.
  var level = 0
  /// Whether a line was written and it is not empty.
  private var lastLineHasText = false

  /// A writer for text that starts a file.
  init() {}

  /// The number of columns of white space at the start of a line at the current level.
  var indentationWidth: Int { 2 * level }

  /// The white space at the start of a line at the current level.
  var indentation: String { String(repeating: "  ", count: level) }

  /// Whether `text` fits on one line at the current level.
  func fits(_ text: String) -> Bool {
    Self.columns(of: text, atMost: Self.lineLength - indentationWidth)
  }

  /// Whether `text` is at most `width` characters.
  static func columns(of text: String, atMost width: Int) -> Bool {
    // Counting characters is slow; the byte and scalar counts bound it from above.
    if text.utf8.count <= width { return true }
    return text.withUTF8Bytes { columns($0, atMost: width) }
  }

  /// Whether the UTF-8 `text` is at most `width` characters.
  private static func columns(_ text: UnsafeBufferPointer<UInt8>, atMost width: Int) -> Bool {
    // Every scalar has one byte that is not a continuation byte (10xxxxxx), and a character
    // is one scalar or more.
    let scalars = text.count - continuationBytes(text)
    if scalars <= width { return true }
    if scalars == text.count { return false }
    // Long lines of translated text are common: their accented letters and typographic quotes
    // are characters of their own, and counting characters is slow.
    if eachScalarIsACharacter(text) { return false }
    return String(decoding: text, as: UTF8.self).count <= width
  }

  /// The continuation bytes (10xxxxxx) of the UTF-8 `text`, counted eight at a time: a byte
  /// is one when its top bit is set and the next is not, which `word & ~(word << 1)` shows in
  /// its top bit (every line longer than the limit in bytes is measured so). The marks, moved
  /// to the low bit of each byte, are summed into the top byte by one multiplication (the
  /// baseline x86-64 has no population count instruction).
  static func continuationBytes(_ text: UnsafeBufferPointer<UInt8>) -> Int {
    guard let base = text.baseAddress else { return 0 }
    var count = 0
    var index = 0
    while index + 8 <= text.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      let marks = (word & ~(word << 1) & 0x8080_8080_8080_8080) >> 7
      count += Int(truncatingIfNeeded: (marks &* 0x0101_0101_0101_0101) >> 56)
      index += 8
    }
    while index < text.count {
      if text[index] & 0xC0 == 0x80 { count += 1 }
      index += 1
    }
    return count
  }

  /// Whether every scalar of the UTF-8 `text` is a character of its own: true when the text
  /// has, besides ASCII other than a carriage return, only scalars of `isLoneTwoByteScalar`
  /// and `isLoneThreeByteScalar`: the letters of Latin, Greek and Cyrillic, general
  /// punctuation and currency signs, and the kana, ideographs, Hangul syllables and fullwidth
  /// forms of Chinese, Japanese and Korean. None of those joins a neighbour into one grapheme
  /// cluster (they are neither extending, spacing marks, prepended, Hangul jamo, regional
  /// indicators nor joiners; two Hangul syllables never join), and no scalar outside them is
  /// let in; any other text is counted in full.
  static func eachScalarIsACharacter(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    var index = 0
    while index < text.count {
      // Eight ASCII bytes at a time when none is a carriage return (a `\r` becomes a zero
      // byte in `word ^ 0x0D0D…`, which `(v - 0x0101…) & ~v & 0x8080…` never misses).
      if let base = text.baseAddress, index + 8 <= text.count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        let returns = word ^ (ones &* 0x0D)
        if word & high == 0 && (returns &- ones) & ~returns & high == 0 {
          index += 8
          continue
        }
      }
      let lead = text[index]
      switch lead {
      case 0x0D:
        return false
      case 0..<0x80:
        index += 1
      case 0xC2...0xDF where index + 1 < text.count:
        let scalar = UInt32(lead & 0x1F) << 6 | UInt32(text[index + 1] & 0x3F)
        guard isLoneTwoByteScalar(scalar) else { return false }
        index += 2
      case 0xE0...0xEF where index + 2 < text.count:
        let scalar =
          UInt32(lead & 0x0F) << 12 | UInt32(text[index + 1] & 0x3F) << 6
          | UInt32(text[index + 2] & 0x3F)
        guard isLoneThreeByteScalar(scalar) else { return false }
        index += 3
      default:
        return false
      }
    }
    return true
  }

  /// Latin letters (U+00A0–U+024F), and the Greek and Cyrillic letters and signs that are
  /// assigned and not combining marks (U+0483–U+0489 are).
  static func isLoneTwoByteScalar(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0xA0..<0x250, 0x384...0x38A, 0x38C, 0x38E...0x3A1, 0x3A3...0x482, 0x48A...0x52F: true
    default: false
    }
  }

  /// General punctuation (U+2010–U+2027, U+2030–U+205E), currency signs (U+20A0–U+20C0), CJK
  /// punctuation without its tone marks (U+302A–U+302F), kana without the combining voiced
  /// marks (U+3099, U+309A), ideographs, Hangul syllables, and the fullwidth forms and
  /// halfwidth katakana without the halfwidth voiced marks (U+FF9E, U+FF9F).
  static func isLoneThreeByteScalar(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x2010..<0x2028, 0x2030..<0x205F, 0x20A0...0x20C0, 0x3000...0x3029, 0x3030...0x303F,
      0x3041...0x3096, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
      0xFF01...0xFF9D:
      true
    default: false
    }
  }

  /// Writes `text` as one line at the current level; an empty text makes an empty line.
  mutating func write(_ text: String) {
    if text.isEmpty {
      bytes.append(.newline)
      lastLineHasText = false
    } else {
      _ = startLine()
      bytes.append(text)
      endLine()
    }
  }

  /// Writes a comment line: `marker` (`///`), then a space and `text` unless it is empty;
  /// without a `String` of the whole line (a large catalog has a doc comment per case).
  mutating func write(_ marker: String, _ text: String) {
    _ = startLine()
    bytes.append(marker)
    if !text.isEmpty {
      bytes.append(.space)
      bytes.append(text)
    }
    endLine()
  }

  /// Writes an empty line, unless the last line is already empty or there is none.
  mutating func writeBlankLine() {
    if lastLineHasText {
      bytes.append(.newline)
      lastLineHasText = false
    }
  }

  /// Starts a line at the current level and returns where it starts, for `lineFits(from:)` and
  /// `rollBack(to:)`. The caller appends its text to `bytes` and then ends the line.
  mutating func startLine() -> Int {
    let start = bytes.count
    bytes.append(contentsOf: repeatElement(.space, count: indentationWidth))
    return start
  }

  /// Ends the line being built.
  mutating func endLine() {
    bytes.append(.newline)
    lastLineHasText = true
  }

  /// Whether the line being built, which started at `start`, fits in the line length. Columns
  /// are characters, as `fits(_:)` counts them.
  ///
  /// `reserving` columns are kept free at the end of the line: swift-format measures a
  /// collection literal of several elements with room for the trailing comma it would add.
  /// With `end`, only the line's bytes before `end` are measured.
  func lineFits(from start: Int, upTo end: Int? = nil, reserving reserve: Int = 0) -> Bool {
    let textStart = start + indentationWidth
    let end = end ?? bytes.count
    let width = Self.lineLength - indentationWidth - reserve
    if end - textStart <= width { return true }
    return bytes.withUnsafeBufferPointer {
      Self.columns(UnsafeBufferPointer(rebasing: $0[textStart..<end]), atMost: width)
    }
  }

  /// Whether the bytes in `range`, written since the line began, are at most `width`
  /// characters.
  func columns(of range: Range<Int>, atMost width: Int) -> Bool {
    if range.count <= width { return true }
    return bytes.withUnsafeBufferPointer {
      Self.columns(UnsafeBufferPointer(rebasing: $0[range]), atMost: width)
    }
  }

  /// Replaces `range` of the line being built with a line break and the indentation of the
  /// level below the current one: the rest of the line continues there, without being written
  /// again.
  mutating func breakLine(replacing range: Range<Int>) {
    let indentation = repeatElement(UInt8.space, count: indentationWidth + 2)
    bytes.replaceSubrange(range, with: [.newline] + indentation)
  }

  /// Drops everything written since `start`, a line that `startLine()` began.
  mutating func rollBack(to start: Int) {
    bytes.removeSubrange(start...)
  }

  /// Runs `body` one level deeper.
  mutating func indented(_ body: (inout CodeWriter) -> Void) {
    level += 1
    body(&self)
    level -= 1
  }

  /// Writes `head` followed by `items` separated by commas and then `closing`: on one line when
  /// it fits, else with the items on the following lines, one level deeper, filling each line
  /// as far as it goes and ending with `closing`, the way swift-format breaks a list.
  ///
  /// `reserving` columns are kept free on every line, as in `lineFits(from:reserving:)`.
  mutating func writeList(
    _ head: String, _ items: [String], _ closing: String, reserving reserve: Int = 0
  ) {
    func fits(_ text: String) -> Bool {
      Self.columns(of: text, atMost: Self.lineLength - indentationWidth - reserve)
    }
    let single = head + items.joined(separator: ", ") + closing
    if fits(single) || items.isEmpty {
      write(single)
      return
    }
    write(head)
    indented { writer in
      var current = ""
      for (index, item) in items.enumerated() {
        let piece = item + (index == items.count - 1 ? closing : ",")
        if current.isEmpty {
          current = piece
        } else if Self.columns(
          of: current + " " + piece,
          atMost: Self.lineLength - writer.indentationWidth - reserve)
        {
          current += " " + piece
        } else {
          writer.write(current)
          current = piece
        }
      }
      writer.write(current)
    }
  }

  /// The text: every line followed by a newline (a single newline when there is none).
  var text: String { bytes.isEmpty ? "\n" : String(decoding: bytes, as: UTF8.self) }

  /// The lines written, without their newlines.
  var lines: [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
  }
}

extension UInt8 {
  static let newline = UInt8(ascii: "\n")
  static let space = UInt8(ascii: " ")
}

extension [UInt8] {
  /// Appends the UTF-8 bytes of `text`.
  mutating func append(_ text: String) {
    append(contentsOf: text.utf8)
  }

  /// The bytes of `range` as text.
  func string(_ range: Range<Int>) -> String {
    String(decoding: self[range], as: UTF8.self)
  }

  /// The bytes as text.
  var string: String { String(decoding: self, as: UTF8.self) }
}

extension String {
  /// Runs `body` on the string's UTF-8 bytes, in place when the string stores them so (native
  /// strings do), else on a copy.
  @inline(__always)
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    var copy = self
    return copy.withUTF8(body)
  }

  /// Whether the string has the same UTF-8 bytes as `other` (not canonical equivalence, which
  /// `==` compares).
  func hasSameUTF8(as other: String) -> Bool {
    utf8.count == other.utf8.count
      && withUTF8Bytes { mine in other.withUTF8Bytes { bytesEqual(mine, $0) } }
  }
}
