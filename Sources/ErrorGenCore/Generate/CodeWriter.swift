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

  /// Whether `text` is at most `width` characters (a character has one byte at least, so a
  /// text of `width` bytes fits without counting).
  static func columns(of text: String, atMost width: Int) -> Bool {
    text.utf8.count <= width || text.count <= width
  }

  /// Whether the UTF-8 `text` is at most `width` characters.
  private static func columns(_ text: UnsafeBufferPointer<UInt8>, atMost width: Int) -> Bool {
    text.count <= width || String(decoding: text, as: UTF8.self).count <= width
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

  /// Writes a comment line: `marker` (`///`), then a space and `text` unless it is empty.
  mutating func write(_ marker: String, _ text: String) {
    write(text.isEmpty ? marker : marker + " " + text)
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
