/// String, integer and floating-point literals: escaping that keeps catalog text inside its
/// quotes.
extension SwiftLexicon {
  /// A string literal that evaluates to exactly `text`.
  static func stringLiteral(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// The characters of a string literal between its quotes, for `text`.
  static func escaped(_ text: String) -> String {
    var bytes: [UInt8] = []
    appendEscaped(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the characters of a string literal between its quotes, for `text`, to `out`.
  ///
  /// Quotes and backslashes are escaped, so `\(`, `"""` and `#"` stay text. Control, format,
  /// separator and bidirectional characters become `\u{...}`, so that the source shows them and
  /// no editor reorders it; a combining mark is escaped where it would attach to syntax.
  static func appendEscaped(_ text: String, to out: inout [UInt8]) {
    text.withUTF8Bytes { bytes in
      // Printable ASCII other than quotes and backslashes stays as it is, copied in runs: most
      // catalog text, translations with accented letters included.
      var runStart = 0
      var index = 0
      // Whether the scalar before `index` was written as it is (a combining mark after one
      // attaches to it, not to syntax).
      var previousIsPlain = false
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C {
          index += 1
          previousIsPlain = true
          continue
        }
        let (scalar, length) = Self.scalar(in: bytes, at: index)
        if byte >= 0x80 && !needsEscape(scalar) && (previousIsPlain || !isCombining(scalar)) {
          // Written as it is: the run goes on (text in other scripts is copied in runs too).
          index += length
          previousIsPlain = true
          continue
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        switch byte {
        case 0x22: out.append("\\\"")
        case 0x5C: out.append("\\\\")
        case 0x0A: out.append("\\n")
        case 0x0D: out.append("\\r")
        case 0x09: out.append("\\t")
        case 0x00: out.append("\\0")
        default: out.append(unicodeEscape(scalar))
        }
        previousIsPlain = false
        index += length
        runStart = index
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
    }
  }

  /// The scalar whose UTF-8 encoding starts at `index` of the valid UTF-8 `bytes`, and the
  /// number of its bytes.
  @inline(__always)
  private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int)
    -> (Unicode.Scalar, Int)
  {
    let lead = UInt32(bytes[index])
    let (value, length): (UInt32, Int)
    switch lead {
    case 0..<0x80:
      (value, length) = (lead, 1)
    case 0xC0..<0xE0:
      (value, length) = ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
    case 0xE0..<0xF0:
      value =
        (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
        | UInt32(bytes[index + 2] & 0x3F)
      length = 3
    default:
      value =
        (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
        | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
      length = 4
    }
    // A `String`'s bytes are valid UTF-8, so this never falls back.
    return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
  }

  /// `\u{XXXX}` for a scalar, in upper-case hex with at least four digits.
  static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\u{" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "}"
  }

  /// Whether a scalar is invisible, moves text around or ends a line: control, format (bidi
  /// controls among them), line and paragraph separators, spaces other than U+0020, private use
  /// and unassigned code points (but for the noncharacters that Swift cannot escape).
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    // Printable ASCII (space included) is letters, digits, punctuation and symbols.
    if scalar.value >= 0x20 && scalar.value < 0x7F { return false }
    // Latin-1 letters and signs through the spacing modifiers (U+00A1 to U+02FF) are all
    // assigned and visible, but for the soft hyphen (a format character): the accented
    // letters of most European text, decided without a property lookup.
    if scalar.value >= 0xA1 && scalar.value < 0x300 { return scalar.value == 0xAD }
    if isVisibleLetterOrSign(scalar.value) { return false }
    // The noncharacters U+FDD0 to U+FDEF are unassigned, but Swift rejects them as `\u{...}`
    // ("invalid unicode scalar") and takes them as they are: the literal must compile.
    if scalar.value >= 0xFDD0 && scalar.value <= 0xFDEF { return false }
    return needsEscapeByCategory(scalar)
  }

  /// `needsEscape` by the scalar's general category alone.
  static func needsEscapeByCategory(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse,
      .surrogate, .unassigned:
      return true
    default:
      return false
    }
  }

  /// Whether `value` is in a block of letters, punctuation and signs that are all assigned,
  /// visible and not combining marks: Greek and Cyrillic (but for U+0483–U+0489), general
  /// punctuation and currency signs, CJK punctuation but for the ideographic space and the
  /// tone marks, kana but for the voiced marks, ideographs, Hangul syllables, and fullwidth
  /// and halfwidth forms but for the halfwidth voiced marks. Text in those scripts is then
  /// written without a lookup of each scalar's properties. `SwiftLexiconTests` checks every
  /// scalar of these ranges against the properties.
  static func isVisibleLetterOrSign(_ value: UInt32) -> Bool {
    switch value {
    // The largest blocks first: cases are tried in order.
    case 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x309B...0x30FF, 0x3A3...0x482,
      0x2010..<0x2028, 0x3001...0x3029, 0xFF01...0xFF9D, 0x384...0x38A, 0x38C, 0x38E...0x3A1,
      0x48A...0x52F, 0x2030..<0x205F, 0x20A0...0x20C0, 0x3030...0x303F, 0x3400...0x4DBF:
      true
    default: false
    }
  }

  static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
    // The first combining marks are at U+0300.
    if scalar.value < 0x300 || isVisibleLetterOrSign(scalar.value) { return false }
    return isCombiningByCategory(scalar)
  }

  /// `isCombining` by the scalar's general category alone.
  static func isCombiningByCategory(_ scalar: Unicode.Scalar) -> Bool {
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
    // Digits are grouped only from seven before the point: most values (a delay, a jitter)
    // have fewer and are written as they are, without cutting the text.
    let utf8 = text.utf8
    let point = utf8.firstIndex(of: UInt8(ascii: ".")) ?? utf8.endIndex
    if utf8.distance(from: utf8.startIndex, to: point) >= 7 && !utf8.contains(UInt8(ascii: "e")) {
      let parts = text.split(separator: ".", omittingEmptySubsequences: false)
      text = grouped(String(parts[0])) + (parts.count > 1 ? "." + parts[1] : "")
    }
    return value.sign == .minus && value != 0 ? "-" + text : text
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
}
