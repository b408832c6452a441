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

  /// Appends `identifier(name, afterDot:)` to `out`.
  static func appendIdentifier(_ name: String, afterDot: Bool = false, to out: inout [UInt8]) {
    out.append(contentsOf: identifier(name, afterDot: afterDot).utf8)
  }

  /// `name` as an argument label: every keyword but `inout`, `var` and `let` may be a label.
  static func label(_ name: String) -> String {
    if isPlainIdentifier(name) && !["inout", "var", "let"].contains(name) { return name }
    return identifier(name)
  }

  /// Appends `label(name)` to `out`.
  static func appendLabel(_ name: String, to out: inout [UInt8]) {
    out.append(contentsOf: label(name).utf8)
  }

  /// `name` as a type name: like `identifier(_:)`, but `Any` and `Self` are types.
  static func typeName(_ name: String) -> String {
    name == "Any" || name == "Self" ? name : identifier(name)
  }

  /// Whether `name` is an ASCII identifier: a letter or `_`, then letters, digits or `_`
  /// (`_` alone is not a name).
  static func isPlainIdentifier(_ name: String) -> Bool {
    var name = name  // `withUTF8` reads the bytes in place, which iterating `utf8` does not.
    return name.withUTF8 { bytes in
      guard let first = bytes.first, isLetter(first), bytes.count > 1 || first != UInt8(ascii: "_")
      else { return false }
      return bytes.allSatisfy { isLetter($0) || $0 &- UInt8(ascii: "0") < 10 }
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_")
  }

  /// Whether `name` is one of `keywords`.
  static func isKeyword(_ name: String) -> Bool { keywords.contains(name) }

  /// Whether `name` is one of `memberKeywords`.
  static func isMemberKeyword(_ name: String) -> Bool { memberKeywords.contains(name) }
}
