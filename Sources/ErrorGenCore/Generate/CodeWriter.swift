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

  /// Writes `head` followed by `items` separated by commas and then `closing`: on one line when
  /// it fits, else with the items on the following lines, one level deeper, filling each line
  /// as far as it goes and ending with `closing`, the way swift-format breaks a list.
  mutating func writeList(_ head: String, _ items: [String], _ closing: String) {
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
        } else if writer.fits(current + " " + piece) {
          current += " " + piece
        } else {
          writer.write(current)
          current = piece
        }
      }
      writer.write(current)
    }
  }

  /// The lines joined, with a final newline.
  var text: String { lines.joined(separator: "\n") + "\n" }
}
