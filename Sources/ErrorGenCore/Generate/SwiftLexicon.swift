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
  static func appendIdentifier(_ name: String, afterDot: Bool = false, to out: inout [UInt8]) {
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
  static func appendLabel(_ name: String, to out: inout [UInt8]) {
    let appended = name.withUTF8Bytes { bytes in
      guard isPlainIdentifier(bytes), !isUnusableLabel(bytes) else { return false }
      out.append(contentsOf: bytes)
      return true
    }
    if !appended { out.append(label(name)) }
  }

  /// Whether `name` is written as it is wherever a name goes: as a reference, after a dot and
  /// as a label (a plain identifier that is no keyword).
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
  static func arePlainTextBytes(_ word: UInt64) -> Bool {
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
}
