/// Comments: catalog text cut into comment lines that nothing can end early.
extension SwiftLexicon {
  /// The lines of a comment for `text`, wrapped at word boundaries to fit `width` columns.
  static func commentLines(_ text: String, width: Int) -> [String] {
    // Most docs are one short line of printable ASCII with single spaces: they stay as they are.
    if text.utf8.count <= width, isSimpleCommentLine(text) { return [text] }
    var wrapped: [String] = []
    for line in commentLines(text) {
      // Most lines of a longer doc are short and plain too.
      if line.isEmpty || (line.utf8.count <= width && isSimpleCommentLine(line)) {
        wrapped.append(line)
        continue
      }
      // Characters, not bytes: a space that a combining mark follows is not indentation.
      let indent = String(line.prefix { $0 == " " })
      let indentWidth = indent.utf8.count
      var current = ""
      // The characters in `current`, kept as a sum while it is ASCII (counting a string's
      // characters walks all of it).
      var currentWidth = 0
      var currentIsASCII = true
      for word in line.split(separator: " ", omittingEmptySubsequences: true) {
        let wordIsASCII = word.utf8.allSatisfy { $0 < 0x80 }
        let wordWidth = wordIsASCII ? word.utf8.count : word.count
        if !current.isEmpty {
          let widthSoFar = currentIsASCII ? currentWidth : current.count
          if widthSoFar + 1 + wordWidth <= width {
            current += " " + word
            currentWidth = widthSoFar + 1 + wordWidth
            currentIsASCII = currentIsASCII && wordIsASCII
            continue
          }
          wrapped.append(current)
        }
        current = indent + word
        currentWidth = indentWidth + wordWidth
        currentIsASCII = wordIsASCII
      }
      wrapped.append(current)
    }
    return wrapped
  }

  /// Whether `text` is not empty and is printable ASCII, with single spaces between words and
  /// none at either end: a comment line as it is.
  static func isSimpleCommentLine(_ text: String) -> Bool {
    // Read from the bytes in place: every doc of every case comes here, once a line.
    text.withUTF8Bytes { bytes in
      var previous = UInt8.space
      for byte in bytes {
        guard byte >= 0x20 && byte < 0x7F, byte != .space || previous != .space else {
          return false
        }
        previous = byte
      }
      return previous != .space
    }
  }

  /// The lines of a comment for `text`: one per line of the text, without characters that
  /// could end the comment or hide text, and without trailing white space.
  static func commentLines(_ text: String) -> [String] {
    var lines: [String] = []
    var current: [UInt8] = []
    func endLine() {
      while current.last == .space { current.removeLast() }
      lines.append(String(decoding: current, as: UTF8.self))
      current.removeAll(keepingCapacity: true)
    }
    var previousIsReturn = false
    for scalar in text.unicodeScalars {
      let value = scalar.value
      defer { previousIsReturn = value == 0x0D }
      // Printable ASCII stays: most comment text.
      if value >= 0x20 && value < 0x7F {
        current.append(UInt8(truncatingIfNeeded: value))
        continue
      }
      switch value {
      case 0x0A where previousIsReturn:
        continue
      case 0x0A, 0x0D, 0x2028, 0x2029, 0x0B, 0x0C, 0x85:
        endLine()
      case 0x09:
        current.append(.space)
      default:
        if scalar.properties.generalCategory == .spaceSeparator {
          current.append(.space)
        } else if !needsEscape(scalar) {
          UTF8.encode(scalar) { current.append($0) }
        }
      }
    }
    endLine()
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
