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

  /// The name of an operator function (`==`): written as it is when it is made of operator
  /// characters only, else as an identifier.
  static func operatorName(_ symbol: String) -> String {
    let operatorCharacters = Set("/=-+!*%<>&|^~?".utf8)
    guard !symbol.isEmpty, symbol.utf8.allSatisfy(operatorCharacters.contains) else {
      return identifier(symbol)
    }
    return symbol
  }

  /// `name` as a declaration or reference: backticked when it is a keyword or not a plain
  /// identifier. Characters that cannot appear even between backticks become `_`.
  static func identifier(_ name: String, afterDot: Bool = false) -> String {
    if isPlainIdentifier(name) && !(afterDot ? isMemberKeyword(name) : isKeyword(name)) {
      return name
    }
    var cleaned = ""
    for scalar in name.unicodeScalars {
      let isUnsafe = scalar == "`" || scalar == "\\" || needsEscape(scalar)
      cleaned.unicodeScalars.append(isUnsafe ? "_" : scalar)
    }
    return "`" + (cleaned.isEmpty ? "_" : cleaned) + "`"
  }

  /// Appends `identifier(name, afterDot:)` to `out`: a plain name, the common case, is copied
  /// straight from its bytes, without a `String` in between.
  static func appendIdentifier(_ name: String, afterDot: Bool = false, to out: inout ByteBuffer) {
    let appended = name.withUTF8Bytes { bytes in
      guard isPlainIdentifier(bytes) else { return false }
      if isKeyword(bytes, afterDot: afterDot) { return false }
      out.append(contentsOf: bytes)
      return true
    }
    if !appended { out.append(identifier(name, afterDot: afterDot)) }
  }

  /// Whether the UTF-8 `bytes` spell one of `keywords`, or with `afterDot`, one of
  /// `memberKeywords`: compared byte by byte with the few of the same length and first byte
  /// (every name of every case is written many times over).
  private static func isKeyword(_ bytes: UnsafeBufferPointer<UInt8>, afterDot: Bool) -> Bool {
    let table = afterDot ? memberKeywordBytes : keywordBytes
    guard bytes.count < table.count, let first = bytes.first else { return false }
    for keyword in table[bytes.count] where keyword[0] == first {
      if keyword.elementsEqual(bytes) { return true }
    }
    return false
  }

  private static let keywordBytes = byLength(keywords)
  private static let memberKeywordBytes = byLength(memberKeywords)

  /// The UTF-8 bytes of `words`, grouped by their length.
  private static func byLength(_ words: Set<String>) -> [[[UInt8]]] {
    var groups = [[[UInt8]]](repeating: [], count: (words.map(\.utf8.count).max() ?? 0) + 1)
    for word in words.sorted() { groups[word.utf8.count].append(Array(word.utf8)) }
    return groups
  }

  /// `name` as an argument label: every keyword but `inout`, `var` and `let` may be a label.
  static func label(_ name: String) -> String {
    if isPlainIdentifier(name) && !["inout", "var", "let"].contains(name) { return name }
    return identifier(name)
  }

  /// Appends `label(name)` to `out`: a plain name, the common case, is copied straight from its
  /// bytes.
  static func appendLabel(_ name: String, to out: inout ByteBuffer) {
    let appended = name.withUTF8Bytes { bytes in
      guard isPlainIdentifier(bytes), !isUnusableLabel(bytes) else { return false }
      out.append(contentsOf: bytes)
      return true
    }
    if !appended { out.append(label(name)) }
  }

  /// Whether `name` is written as it is wherever a name goes: as a reference, after a dot and
  /// as a label (a plain identifier that is no keyword). A catalog whose names all are
  /// (`ErrorTypeContext.namesArePlain`) has them written without checking each use again.
  static func isPlainName(_ name: String) -> Bool {
    name.withUTF8Bytes { bytes in
      // No keyword is longer than `longestKeyword` bytes: most case names are.
      isPlainIdentifier(bytes)
        && (bytes.count > longestKeyword
          || !isKeyword(bytes, afterDot: false) && !isKeyword(bytes, afterDot: true))
    }
  }

  /// The length of the longest of `keywords` and `memberKeywords`, in bytes.
  private static let longestKeyword = (keywords.union(memberKeywords)).map(\.utf8.count).max() ?? 0

  /// Appends `name`, which `isPlainName(_:)` found plain, as it is.
  @inline(__always)
  static func appendPlainName(_ name: String, to out: inout ByteBuffer) {
    assert(isPlainName(name), "\(name) was given as a plain name")
    out.append(name)
  }

  /// Whether the bytes spell `inout`, `var` or `let`, the keywords that cannot be labels.
  private static func isUnusableLabel(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    switch bytes.count {
    case 3: bytes.elementsEqual("var".utf8) || bytes.elementsEqual("let".utf8)
    case 5: bytes.elementsEqual("inout".utf8)
    default: false
    }
  }

  /// `name` as a type name: like `identifier(_:)`, but `Any` and `Self` are types.
  static func typeName(_ name: String) -> String {
    name == "Any" || name == "Self" ? name : identifier(name)
  }

  /// Whether `name` is an ASCII identifier: a letter or `_`, then letters, digits or `_`.
  static func isPlainIdentifier(_ name: String) -> Bool {
    name.withUTF8Bytes(isPlainIdentifier)
  }

  /// `isPlainIdentifier(_:)` for UTF-8 bytes.
  static func isPlainIdentifier(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress, let first = bytes.first, isLetter(first) else {
      return false
    }
    // Eight bytes at a time: every name of every case is written many times over.
    var index = 1
    while index + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      guard areIdentifierBytes(word) else { return false }
      index += 8
    }
    if index < bytes.count {
      if bytes.count >= 8 {
        // The last eight bytes, some of them checked already (the first byte is a letter or
        // `_`, which passes too).
        let word = UnsafeRawPointer(base + bytes.count - 8).loadUnaligned(as: UInt64.self)
        guard areIdentifierBytes(word) else { return false }
      } else {
        while index < bytes.count {
          let byte = bytes[index]
          guard isLetter(byte) || byte &- UInt8(ascii: "0") < 10 else { return false }
          index += 1
        }
      }
    }
    // `_` alone is not a name.
    return first != UInt8(ascii: "_") || bytes.count > 1
  }

  /// Whether each byte of `word` is printable ASCII other than `"` and `\`, which a string
  /// literal holds as it is.
  @inline(__always)
  private static func arePlainTextBytes(_ word: UInt64) -> Bool {
    guard word & ByteWord.high == 0 else { return false }
    // At least a space, and below DEL.
    guard ByteWord.atLeast(0x20, word) == ByteWord.high, ByteWord.atLeast(0x7F, word) == 0 else {
      return false
    }
    // No byte equal to a quote or a backslash: such a byte becomes zero.
    let noQuote = ByteWord.atLeast(0x01, word ^ (ByteWord.ones &* 0x22))
    let noBackslash = ByteWord.atLeast(0x01, word ^ (ByteWord.ones &* 0x5C))
    return noQuote & noBackslash == ByteWord.high
  }

  /// Whether each byte of `word` is an ASCII letter, digit or `_`.
  @inline(__always)
  private static func areIdentifierBytes(_ word: UInt64) -> Bool {
    guard word & ByteWord.high == 0 else { return false }
    let digit = ByteWord.atLeast(0x30, word) & ~ByteWord.atLeast(0x3A, word)
    let folded = word | ByteWord.ones &* 0x20
    let letter = ByteWord.atLeast(0x61, folded) & ~ByteWord.atLeast(0x7B, folded)
    // `_` is 0x5F: its bytes become zero.
    let underscore = ~ByteWord.atLeast(0x01, word ^ (ByteWord.ones &* 0x5F)) & ByteWord.high
    return digit | letter | underscore == ByteWord.high
  }

  /// Tests of eight ASCII bytes at once, in a `UInt64`: each leaves a byte's high bit set where
  /// it holds for that byte.
  private enum ByteWord {
    static var high: UInt64 { 0x8080_8080_8080_8080 }
    static var ones: UInt64 { 0x0101_0101_0101_0101 }

    /// The high bit of each byte of `value` that is at least `low`. With no byte at 0x80 or
    /// above, adding `0x80 - low` to a byte sets its high bit exactly when it is at least `low`,
    /// and never carries into the next byte; a zero byte stays below 0x80 for `low` 1.
    @inline(__always)
    static func atLeast(_ low: UInt8, _ value: UInt64) -> UInt64 {
      (value &+ ones &* UInt64(0x80 &- low)) & high
    }
  }

  @inline(__always)
  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
  }

  /// Whether `name` is one of `keywords`. Names this short are stored inline, so comparing them
  /// is cheaper than hashing; the keywords are grouped by length.
  static func isKeyword(_ name: String) -> Bool {
    let length = name.utf8.count
    return length < keywordsByLength.count && keywordsByLength[length].contains(name)
  }

  /// Whether `name` is one of `memberKeywords`.
  static func isMemberKeyword(_ name: String) -> Bool {
    name.utf8.count <= 8 && memberKeywords.contains(name)
  }

  private static let keywordsByLength: [[String]] = {
    var groups = [[String]](repeating: [], count: (keywords.map(\.utf8.count).max() ?? 0) + 1)
    for keyword in keywords.sorted() { groups[keyword.utf8.count].append(keyword) }
    return groups
  }()

  /// A string literal that evaluates to exactly `text`.
  static func stringLiteral(_ text: String) -> String {
    "\"" + escaped(text) + "\""
  }

  /// The characters of a string literal between its quotes, for `text`.
  static func escaped(_ text: String) -> String {
    var bytes = ByteBuffer()
    appendEscaped(text, to: &bytes)
    return bytes.string
  }

  /// Appends the characters of a string literal between its quotes, for `text`, to `out`.
  ///
  /// Quotes and backslashes are escaped, so `\(`, `"""` and `#"` stay text. Control, format,
  /// separator and bidirectional characters become `\u{...}`, so that the source shows them and
  /// no editor reorders it; a combining mark is escaped where it would attach to syntax.
  static func appendEscaped(_ text: String, to out: inout ByteBuffer) {
    text.withUTF8Bytes { bytes in
      // Printable ASCII other than quotes and backslashes stays as it is, copied in runs: most
      // catalog text, translations with accented letters included.
      var runStart = 0
      var index = 0
      // Whether the scalar before `index` was written as it is (a combining mark after one
      // attaches to it, not to syntax).
      var previousIsPlain = false
      let base = bytes.baseAddress
      while index < bytes.count {
        // Eight plain bytes at a time, while there are (texts are most of a generated file).
        if let base, index + 8 <= bytes.count,
          arePlainTextBytes(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
        {
          index += 8
          previousIsPlain = true
          continue
        }
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
  /// Appends `integer(value)` to `out`: a value of up to six digits, the common case, is written
  /// digit by digit, without a `String` in between.
  static func appendInteger(_ value: Int, to out: inout ByteBuffer) {
    guard value > -1_000_000 && value < 1_000_000 else {
      out.append(integer(value))
      return
    }
    if value < 0 { out.append(UInt8(ascii: "-")) }
    var magnitude = value.magnitude
    var divisor: UInt = 1
    while divisor * 10 <= magnitude { divisor *= 10 }
    while divisor > 0 {
      out.append(UInt8(ascii: "0") + UInt8(magnitude / divisor))
      magnitude %= divisor
      divisor /= 10
    }
  }

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
    if let lines = text.withUTF8Bytes(plainCommentLines) { return lines }
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

  /// `commentLines(_:)` of a text of printable ASCII and line feeds only, cut at its line feeds
  /// without reading it a scalar at a time (most docs of more than one line, a large catalog
  /// has thousands); nil for any other text.
  private static func plainCommentLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
    var lines: [String] = []
    var lineStart = 0
    func endLine(at end: Int) {
      var last = end
      while last > lineStart && bytes[last - 1] == .space { last -= 1 }
      lines.append(
        String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<last]), as: UTF8.self))
    }
    for index in bytes.indices {
      let byte = bytes[index]
      if byte == .newline {
        endLine(at: index)
        lineStart = index + 1
      } else if byte < 0x20 || byte >= 0x7F {
        return nil
      }
    }
    endLine(at: bytes.count)
    guard let first = lines.firstIndex(where: { !$0.isEmpty }),
      let last = lines.lastIndex(where: { !$0.isEmpty })
    else { return [] }
    return Array(lines[first...last])
  }
}
