/// Kotlin's spelling of names, literals and comments: what `SwiftLexicon` is for Swift.
///
/// Catalog names are ASCII identifiers that are not Swift keywords (`invalid_identifier`), but
/// Kotlin has keywords of its own (`object`, `when`, `fun`, `val`...), so a name used as a
/// Kotlin identifier goes through `identifier(_:)`, which quotes those with backticks. Class and
/// constant names made from catalog names start with a capital letter and are never keywords.
enum KotlinLexicon {
  /// Kotlin's hard keywords: never an identifier without backticks.
  static let hardKeywords: Set<String> = [
    "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in",
    "interface", "is", "null", "object", "package", "return", "super", "this", "throw", "true",
    "try", "typealias", "typeof", "val", "var", "when", "while",
  ]

  /// `name` as a Kotlin identifier: as it is, or in backticks when it is a hard keyword.
  static func identifier(_ name: String) -> String {
    hardKeywords.contains(name) ? "`" + name + "`" : name
  }

  /// A dotted package name with each keyword segment in backticks: `com.example.\`in\``.
  static func packageName(_ name: String) -> String {
    name.split(separator: ".", omittingEmptySubsequences: false).map { identifier(String($0)) }
      .joined(separator: ".")
  }

  /// Whether `name` is a package name Kotlin accepts: dot-separated ASCII identifiers.
  static func isValidPackageName(_ name: String) -> Bool {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    return !parts.isEmpty && parts.allSatisfy { SwiftLexicon.isPlainIdentifier(String($0)) }
  }

  /// The class of case `noConnection`: `NoConnection` (the first letter capitalized).
  static func className(_ caseName: String) -> String {
    guard let first = caseName.unicodeScalars.first else { return caseName }
    let upper = first.properties.uppercaseMapping
    return upper + String(caseName.unicodeScalars.dropFirst())
  }

  /// The enum constant of option `openURL`: `OPEN_URL`. Words split where a lower-case letter
  /// or digit meets an upper-case one, and before the last capital of an acronym
  /// (`retryAfterHTTPError` → `RETRY_AFTER_HTTP_ERROR`), as Kotlin's conventions spell them.
  static func constantName(_ name: String) -> String {
    let scalars = Array(name.unicodeScalars)
    var out = ""
    for (index, scalar) in scalars.enumerated() {
      if index > 0, isUpper(scalar) {
        let previous = scalars[index - 1]
        let nextIsLower = index + 1 < scalars.count && isLower(scalars[index + 1])
        if isLower(previous) || isDigit(previous) || (isUpper(previous) && nextIsLower) {
          out += "_"
        }
      }
      out += scalar.properties.uppercaseMapping
    }
    return out
  }

  private static func isUpper(_ scalar: Unicode.Scalar) -> Bool { ("A"..."Z").contains(scalar) }
  private static func isLower(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  /// The body of a Kotlin string literal for `text`, without the quotes: every character
  /// reads back as itself. `$` is escaped so that no text can interpolate (`${System.exit(1)}`
  /// stays those characters); controls, bidi and line separators are `\uXXXX` escapes, so that
  /// the source shows them and no line of it is broken or reordered.
  static func stringLiteralBody(_ text: String) -> String {
    var out = ""
    out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "$": out += "\\$"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if needsEscape(scalar) {
          // Kotlin has only `\uXXXX`: a scalar beyond the BMP is its UTF-16 surrogate pair.
          for unit in String(scalar).utf16 { out += "\\u" + hex4(unit) }
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// A complete Kotlin string literal: `"..."`.
  static func stringLiteral(_ text: String) -> String { "\"" + stringLiteralBody(text) + "\"" }

  /// Controls, the C1 block, line and paragraph separators, bidi controls, invisible format
  /// characters, BOM and noncharacters in the BMP: escaped rather than written raw.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    switch value {
    case 0..<0x20, 0x7F...0x9F, 0xAD, 0x061C, 0x180E, 0x200B...0x200F, 0x2028...0x202E,
      0x2060...0x206F, 0xFEFF, 0xFFF9...0xFFFF:
      return true
    default:
      return scalar.properties.generalCategory == .format
        || scalar.properties.generalCategory == .unassigned
        || scalar.properties.generalCategory == .privateUse
    }
  }

  static func hex4(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// A text as KDoc lines: Kotlin block comments nest, so `/*` would open a comment that the
  /// generated `*/` never closes, and `*/` would end the KDoc early; both are broken up with
  /// an HTML entity, which KDoc shows as the same characters. Controls are dropped.
  static func kdocLines(_ text: String) -> [String] {
    let cleaned = String(
      String.UnicodeScalarView(
        text.unicodeScalars.filter { $0 == "\n" || !needsEscape($0) || $0 == "\t" }))
    return cleaned.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      String(line).replacing("*/", with: "*&#47;").replacing("/*", with: "&#47;*")
        .trimmingTrailingSpaces()
    }
  }
}

extension StringProtocol {
  /// The text without spaces and tabs at its end: KDoc lines carry no trailing white space.
  fileprivate func trimmingTrailingSpaces() -> String {
    var scalars = Array(String(self).unicodeScalars)
    while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
    return String(String.UnicodeScalarView(scalars))
  }

}
