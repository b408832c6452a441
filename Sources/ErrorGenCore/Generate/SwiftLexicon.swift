/// The spelling of Swift tokens that carry outside text: string literals, identifiers, numbers
/// and comments.
///
/// Everything here is total: any `String` becomes a token that means exactly that string and
/// cannot end early, so catalog text can never turn into code.
enum SwiftLexicon {
  /// Reserved words that need backticks to be used as a name.
  static let keywords: Set<String> = [
    "Any", "Self", "as", "associatedtype", "await", "break", "case", "catch", "class", "continue",
    "default", "defer", "deinit", "do", "else", "enum", "extension", "fallthrough", "false",
    "fileprivate", "for", "func", "guard", "if", "import", "in", "init", "inout", "internal", "is",
    "let", "nil", "open", "operator", "precedencegroup", "private", "protocol", "public",
    "repeat", "rethrows", "return", "self", "static", "struct", "subscript", "super", "switch",
    "throw", "throws", "true", "try", "typealias", "var", "where", "while",
  ]

  /// Words that need backticks even after a dot.
  /// (`X.self` is meant as written, so `self` is not among them.)
  static let memberKeywords: Set<String> = ["Protocol", "Self", "Type", "init"]

  /// `name` as a declaration or reference: backticked when it is a keyword or not a plain
  /// identifier. Characters that cannot appear even between backticks become `_`.
  static func identifier(_ name: String, afterDot: Bool = false) -> String {
    let reserved = afterDot ? memberKeywords : keywords
    if isPlainIdentifier(name) && !reserved.contains(name) { return name }
    var cleaned = ""
    for scalar in name.unicodeScalars {
      let isUnsafe = scalar == "`" || scalar == "\\" || needsEscape(scalar)
      cleaned.unicodeScalars.append(isUnsafe ? "_" : scalar)
    }
    return "`" + (cleaned.isEmpty ? "_" : cleaned) + "`"
  }

  /// `name` as an argument label: every keyword but `inout`, `var` and `let` may be a label.
  static func label(_ name: String) -> String {
    if isPlainIdentifier(name) && !["inout", "var", "let"].contains(name) { return name }
    return identifier(name)
  }

  /// `name` as a type name: like `identifier(_:)`, but `Any` and `Self` are types.
  static func typeName(_ name: String) -> String {
    name == "Any" || name == "Self" ? name : identifier(name)
  }

  /// Whether `name` is an ASCII identifier: a letter or `_`, then letters, digits or `_`.
  static func isPlainIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, first != "_" || name.count > 1 else {
      return false
    }
    func isLetter(_ scalar: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }
    return isLetter(first)
      && name.unicodeScalars.allSatisfy { isLetter($0) || ("0"..."9").contains($0) }
  }

  /// A string literal that evaluates to exactly `text`.
  static func stringLiteral(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// The characters of a string literal between its quotes, for `text`.
  ///
  /// Quotes and backslashes are escaped, so `\(`, `"""` and `#"` stay text. Control, format,
  /// separator and bidirectional characters become `\u{...}`, so that the source shows them and
  /// no editor reorders it; a combining mark is escaped where it would attach to syntax.
  static func escaped(_ text: String) -> String {
    // Printable ASCII other than quotes and backslashes stays as it is: most catalog text.
    if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
      return text
    }
    var result = ""
    var previousIsPlain = false
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\0": result += "\\0"
      default:
        if needsEscape(scalar) || (!previousIsPlain && isCombining(scalar)) {
          result += unicodeEscape(scalar)
          previousIsPlain = false
          continue
        }
        result.unicodeScalars.append(scalar)
        previousIsPlain = true
        continue
      }
      previousIsPlain = false
    }
    return result
  }

  /// `\u{XXXX}` for a scalar, in upper-case hex with at least four digits.
  static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
  }

  /// Whether a scalar is invisible, moves text around or ends a line: control, format (bidi
  /// controls among them), line and paragraph separators, spaces other than U+0020, private use
  /// and unassigned code points.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    // Printable ASCII (space included) is letters, digits, punctuation and symbols.
    if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse,
      .surrogate, .unassigned:
      return true
    default:
      return false
    }
  }

  private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
    // The first combining marks are at U+0300.
    if scalar.value < 0x300 { return false }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  /// An integer literal, grouped by thousands from seven digits on, as swift-format expects.
  static func integer(_ value: Int) -> String {
    let digits = String(value.magnitude)
    return (value < 0 ? "-" : "") + grouped(digits)
  }

  /// A floating-point literal: `1`, `0.5`, `1e-05`; infinity and NaN as `Double` members.
  static func double(_ value: Double) -> String {
    guard value.isFinite else {
      return value.isNaN ? "Double.nan" : (value < 0 ? "-Double.infinity" : "Double.infinity")
    }
    var text = value.magnitude.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    if !text.contains("e") {
      let parts = text.split(separator: ".", omittingEmptySubsequences: false)
      text = grouped(String(parts[0])) + (parts.count > 1 ? "." + parts[1] : "")
    }
    return (value.sign == .minus && value != 0 ? "-" : "") + text
  }

  private static func grouped(_ digits: String) -> String {
    guard digits.count >= 7 else { return digits }
    var groups: [Substring] = []
    var end = digits.endIndex
    while end > digits.startIndex {
      let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
      groups.insert(digits[start..<end], at: 0)
      end = start
    }
    return groups.joined(separator: "_")
  }

  /// The lines of a comment for `text`, wrapped at word boundaries to fit `width` columns.
  static func commentLines(_ text: String, width: Int) -> [String] {
    var wrapped: [String] = []
    for line in commentLines(text) {
      let indent = String(line.prefix { $0 == " " })
      var current = ""
      for word in line.split(separator: " ", omittingEmptySubsequences: true) {
        if current.isEmpty {
          current = indent + word
        } else if current.count + 1 + word.count <= width {
          current += " " + word
        } else {
          wrapped.append(current)
          current = indent + word
        }
      }
      wrapped.append(current)
    }
    return wrapped
  }

  /// The lines of a comment for `text`: one per line of the text, without characters that
  /// could end the comment or hide text, and without trailing white space.
  static func commentLines(_ text: String) -> [String] {
    var lines: [String] = []
    var current = ""
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if scalar == "\n" && previous == "\r" { continue }
      if scalar == "\n" || scalar == "\r" || scalar == "\u{2028}" || scalar == "\u{2029}"
        || scalar == "\u{0B}" || scalar == "\u{0C}" || scalar == "\u{85}"
      {
        lines.append(current)
        current = ""
      } else if scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator {
        current += " "
      } else if !needsEscape(scalar) {
        current.unicodeScalars.append(scalar)
      }
    }
    lines.append(current)
    lines = lines.map { line in
      var line = Substring(line)
      while line.last == " " { line.removeLast() }
      return String(line)
    }
    while lines.first?.isEmpty == true { lines.removeFirst() }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
