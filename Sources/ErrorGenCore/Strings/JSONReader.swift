/// A JSON value with the place of each value and key, so that every problem in a String
/// Catalog is reported at its `file:line:col` (Foundation's JSONSerialization keeps no places
/// and silently keeps one of two duplicate keys).
public indirect enum JSONNode: Hashable, Sendable {
  case object([JSONMember])
  case array([Located<JSONNode>])
  case string(String)
  /// A number as written: a String Catalog has none where a value is read.
  case number(String)
  case bool(Bool)
  case null

  /// What the value is, for messages: "a string", "an object".
  public var kindName: String {
    switch self {
    case .object: "an object"
    case .array: "an array"
    case .string: "a string"
    case .number: "a number"
    case .bool: "a boolean"
    case .null: "null"
    }
  }
}

/// One `"key": value` of an object.
public struct JSONMember: Hashable, Sendable {
  public var key: Located<String>
  public var value: Located<JSONNode>

  public init(key: Located<String>, value: Located<JSONNode>) {
    self.key = key
    self.value = value
  }
}

/// A strict JSON (RFC 8259) reader over UTF-8 bytes that keeps places (1-based lines, columns
/// in Unicode scalars) and stops at the first problem: a String Catalog that is not exactly
/// JSON is not guessed at.
public struct JSONReader {
  /// What stops reading: a message and its place.
  public struct Failure: Error, Hashable, Sendable {
    public var message: String
    public var location: SourceLocation
  }

  /// Nesting deeper than this is refused: a String Catalog needs seven levels, and recursion
  /// must not exhaust the stack on a hostile file.
  public static let maxDepth = 64

  private let bytes: [UInt8]
  private var offset = 0
  private var line = 1
  private var column = 1

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The value of `bytes`, or the first problem. A byte order mark, UTF-16, invalid UTF-8 and
  /// anything after the value are problems.
  public static func read(_ bytes: [UInt8]) -> Result<Located<JSONNode>, Failure> {
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      return .failure(Failure(message: JSONMessages.byteOrderMark, location: .start))
    }
    if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
      || (bytes.count >= 2 && (bytes[0] == 0 || bytes[1] == 0))
    {
      return .failure(Failure(message: JSONMessages.utf16, location: .start))
    }
    let invalid = bytes.withUnsafeBufferPointer { buffer in
      UTF8Validation.firstInvalidOffset(in: buffer).map {
        UTF8Validation.location(ofOffset: $0, in: buffer)
      }
    }
    if let invalid {
      return .failure(Failure(message: JSONMessages.invalidUTF8, location: invalid))
    }
    var reader = JSONReader(bytes)
    do {
      reader.skipSpace()
      let value = try reader.value(depth: 0)
      reader.skipSpace()
      guard reader.offset == bytes.count else {
        throw reader.failure(JSONMessages.trailing)
      }
      return .success(value)
    } catch let failure as Failure {
      return .failure(failure)
    } catch {
      return .failure(Failure(message: "\(error)", location: .start))
    }
  }

  private var here: SourceLocation { SourceLocation(line: line, column: column) }

  private func failure(_ message: String) -> Failure {
    Failure(message: message, location: here)
  }

  private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

  /// Moves past one byte, counting lines and scalars.
  private mutating func advance() {
    let byte = bytes[offset]
    offset += 1
    if byte == UInt8(ascii: "\n") {
      line += 1
      column = 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
    }
  }

  private mutating func skipSpace() {
    while let byte = peek,
      byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    {
      advance()
    }
  }

  private mutating func expect(_ byte: UInt8, _ what: String) throws {
    guard peek == byte else { throw failure(JSONMessages.expected(what, found: peek)) }
    advance()
  }

  private mutating func value(depth: Int) throws -> Located<JSONNode> {
    let start = here
    guard depth < Self.maxDepth else { throw failure(JSONMessages.tooDeep(Self.maxDepth)) }
    switch peek {
    case UInt8(ascii: "{"): return Located(try object(depth: depth), at: start)
    case UInt8(ascii: "["): return Located(try array(depth: depth), at: start)
    case UInt8(ascii: "\""): return Located(.string(try string()), at: start)
    case UInt8(ascii: "t"):
      try literal("true")
      return Located(.bool(true), at: start)
    case UInt8(ascii: "f"):
      try literal("false")
      return Located(.bool(false), at: start)
    case UInt8(ascii: "n"):
      try literal("null")
      return Located(.null, at: start)
    case let byte? where byte == UInt8(ascii: "-") || (byte >= 0x30 && byte <= 0x39):
      return Located(.number(try number()), at: start)
    default:
      throw failure(JSONMessages.expected("a value", found: peek))
    }
  }

  private mutating func literal(_ word: String) throws {
    for byte in word.utf8 {
      guard peek == byte else { throw failure(JSONMessages.expected("'\(word)'", found: peek)) }
      advance()
    }
  }

  private mutating func object(depth: Int) throws -> JSONNode {
    advance()
    var members: [JSONMember] = []
    var seen: [String: SourceLocation] = [:]
    skipSpace()
    if peek == UInt8(ascii: "}") {
      advance()
      return .object(members)
    }
    while true {
      skipSpace()
      let keyStart = here
      guard peek == UInt8(ascii: "\"") else {
        throw failure(JSONMessages.expected("a key in double quotes", found: peek))
      }
      let key = try string()
      if let first = seen[key] {
        throw Failure(message: JSONMessages.duplicateKey(key, first: first), location: keyStart)
      }
      seen[key] = keyStart
      skipSpace()
      try expect(UInt8(ascii: ":"), "':'")
      skipSpace()
      let value = try value(depth: depth + 1)
      members.append(JSONMember(key: Located(key, at: keyStart), value: value))
      skipSpace()
      if peek == UInt8(ascii: ",") {
        advance()
        continue
      }
      try expect(UInt8(ascii: "}"), "',' or '}'")
      return .object(members)
    }
  }

  private mutating func array(depth: Int) throws -> JSONNode {
    advance()
    var items: [Located<JSONNode>] = []
    skipSpace()
    if peek == UInt8(ascii: "]") {
      advance()
      return .array(items)
    }
    while true {
      skipSpace()
      items.append(try value(depth: depth + 1))
      skipSpace()
      if peek == UInt8(ascii: ",") {
        advance()
        continue
      }
      try expect(UInt8(ascii: "]"), "',' or ']'")
      return .array(items)
    }
  }

  private mutating func number() throws -> String {
    let start = offset
    if peek == UInt8(ascii: "-") { advance() }
    func digits() -> Int {
      var count = 0
      while let byte = peek, byte >= 0x30 && byte <= 0x39 {
        advance()
        count += 1
      }
      return count
    }
    let whole = offset
    guard digits() > 0 else { throw failure(JSONMessages.expected("a digit", found: peek)) }
    if bytes[whole] == UInt8(ascii: "0") && offset - whole > 1 {
      throw failure(JSONMessages.leadingZero)
    }
    if peek == UInt8(ascii: ".") {
      advance()
      guard digits() > 0 else { throw failure(JSONMessages.expected("a digit", found: peek)) }
    }
    if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
      advance()
      if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { advance() }
      guard digits() > 0 else { throw failure(JSONMessages.expected("a digit", found: peek)) }
    }
    return String(decoding: bytes[start..<offset], as: UTF8.self)
  }

  /// A string's value, escapes decoded. Control characters must be escaped (RFC 8259); a lone
  /// surrogate escape is refused rather than replaced.
  private mutating func string() throws -> String {
    advance()
    var run = offset
    var text = ""
    func flush(_ end: Int) {
      if end > run { text += String(decoding: bytes[run..<end], as: UTF8.self) }
    }
    while true {
      guard let byte = peek else { throw failure(JSONMessages.unterminatedString) }
      if byte == UInt8(ascii: "\"") {
        flush(offset)
        advance()
        return text
      }
      if byte < 0x20 { throw failure(JSONMessages.controlInString) }
      if byte != UInt8(ascii: "\\") {
        advance()
        continue
      }
      flush(offset)
      advance()
      guard let escape = peek else { throw failure(JSONMessages.unterminatedString) }
      advance()
      switch escape {
      case UInt8(ascii: "\""): text += "\""
      case UInt8(ascii: "\\"): text += "\\"
      case UInt8(ascii: "/"): text += "/"
      case UInt8(ascii: "b"): text += "\u{8}"
      case UInt8(ascii: "f"): text += "\u{C}"
      case UInt8(ascii: "n"): text += "\n"
      case UInt8(ascii: "r"): text += "\r"
      case UInt8(ascii: "t"): text += "\t"
      case UInt8(ascii: "u"):
        var code = try hex4()
        if (0xD800...0xDBFF).contains(code) {
          guard peek == UInt8(ascii: "\\") else { throw failure(JSONMessages.loneSurrogate) }
          advance()
          guard peek == UInt8(ascii: "u") else { throw failure(JSONMessages.loneSurrogate) }
          advance()
          let low = try hex4()
          guard (0xDC00...0xDFFF).contains(low) else { throw failure(JSONMessages.loneSurrogate) }
          code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw failure(JSONMessages.loneSurrogate) }
        text.unicodeScalars.append(scalar)
      default:
        throw failure(JSONMessages.badEscape)
      }
      run = offset
    }
  }

  private mutating func hex4() throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek, let digit = Self.hexDigit(byte) else {
        throw failure(JSONMessages.badEscape)
      }
      value = value << 4 | digit
      advance()
    }
    return value
  }

  private static func hexDigit(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: UInt32(byte - 0x30)
    case 0x41...0x46: UInt32(byte - 0x41 + 10)
    case 0x61...0x66: UInt32(byte - 0x61 + 10)
    default: nil
    }
  }
}

/// The reader's messages: lowercase, no final period.
enum JSONMessages {
  static let byteOrderMark =
    "the String Catalog starts with a byte order mark; save it as UTF-8 without one"
  static let utf16 = "the String Catalog is not UTF-8 (UTF-16?); save it as UTF-8"
  static let invalidUTF8 = "the String Catalog is not valid UTF-8 here"
  static let trailing = "unexpected text after the JSON value"
  static let leadingZero = "a number must not start with 0"
  static let unterminatedString = "the string does not end"
  static let controlInString = "a control character in a string must be escaped"
  static let loneSurrogate = "a \\u escape is a lone UTF-16 surrogate"
  static let badEscape =
    "not a JSON escape; use \\\", \\\\, \\/, \\b, \\f, \\n, \\r, \\t or \\uXXXX"

  static func expected(_ what: String, found byte: UInt8?) -> String {
    guard let byte else { return "expected \(what), found the end of the file" }
    let shown =
      byte >= 0x21 && byte < 0x7F
      ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16))"
    return "expected \(what), found \(shown)"
  }

  static func tooDeep(_ limit: Int) -> String {
    "the JSON nests deeper than \(limit) levels"
  }

  static func duplicateKey(_ key: String, first: SourceLocation) -> String {
    "the key '\(key)' appears twice in one object; the first is at \(first)"
  }
}
