/// Lines of code at an indentation level: the one place that knows about indentation.
struct CodeWriter {
  /// The longest line swift-format's default configuration accepts.
  static let lineLength = 100

  private(set) var lines: [String] = []
  private var level = 0

  /// The white space at the start of a line at the current level.
  var indentation: String { String(repeating: "  ", count: level) }

  /// Whether `text` fits on one line at the current level.
  func fits(_ text: String) -> Bool {
    indentation.count + text.count <= Self.lineLength
  }

  /// Writes `text` as one line at the current level; an empty text makes an empty line.
  mutating func write(_ text: String) {
    lines.append(text.isEmpty ? "" : indentation + text)
  }

  /// Writes an empty line, unless the last line is already empty or there is none.
  mutating func writeBlankLine() {
    if let last = lines.last, !last.isEmpty { lines.append("") }
  }

  /// Runs `body` one level deeper.
  mutating func indented(_ body: (inout CodeWriter) -> Void) {
    level += 1
    body(&self)
    level -= 1
  }

  /// The lines joined, with a final newline.
  var text: String { lines.joined(separator: "\n") + "\n" }
}
