/// Writes JSON the way Xcode saves a String Catalog, so that a file saved by Xcode and one
/// written by errorgen differ as little as possible: two-space indentation, `" : "` between a
/// key and its value, keys sorted in plain code-point order, `/` and non-ASCII characters as
/// they are, an empty object as `{` blank line `}`, and a final newline (LOCALIZATION.md §2).
public enum JSONWriter {
  /// The bytes of `value`. With `sortKeys` false, members keep their order.
  public static func bytes(_ value: JSONNode, sortKeys: Bool = true) -> [UInt8] {
    var out: [UInt8] = []
    write(value, indent: 0, sortKeys: sortKeys, into: &out)
    out.append(UInt8(ascii: "\n"))
    return out
  }

  /// Whether `lhs` sorts before `rhs` by Unicode code points (Swift's `<` on `String` compares
  /// canonical equivalents as equal, which Xcode's order does not).
  public static func codePointOrder(_ lhs: String, _ rhs: String) -> Bool {
    lhs.unicodeScalars.lexicographicallyPrecedes(rhs.unicodeScalars) { $0.value < $1.value }
  }

  private static func newline(_ indent: Int, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\n"))
    out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * 2))
  }

  private static func write(
    _ value: JSONNode, indent: Int, sortKeys: Bool, into out: inout [UInt8]
  ) {
    switch value {
    case .object(let members):
      out.append(UInt8(ascii: "{"))
      guard !members.isEmpty else {
        out.append(UInt8(ascii: "\n"))
        newline(indent, into: &out)
        out.append(UInt8(ascii: "}"))
        return
      }
      let ordered =
        sortKeys ? members.sorted { codePointOrder($0.key.value, $1.key.value) } : members
      for (index, member) in ordered.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        newline(indent + 1, into: &out)
        string(member.key.value, into: &out)
        out.append(contentsOf: Array(" : ".utf8))
        write(member.value.value, indent: indent + 1, sortKeys: sortKeys, into: &out)
      }
      newline(indent, into: &out)
      out.append(UInt8(ascii: "}"))
    case .array(let items):
      out.append(UInt8(ascii: "["))
      guard !items.isEmpty else {
        out.append(UInt8(ascii: "\n"))
        newline(indent, into: &out)
        out.append(UInt8(ascii: "]"))
        return
      }
      for (index, item) in items.enumerated() {
        if index > 0 { out.append(UInt8(ascii: ",")) }
        newline(indent + 1, into: &out)
        write(item.value, indent: indent + 1, sortKeys: sortKeys, into: &out)
      }
      newline(indent, into: &out)
      out.append(UInt8(ascii: "]"))
    case .string(let text): string(text, into: &out)
    case .number(let text): out.append(contentsOf: Array(text.utf8))
    case .bool(let flag): out.append(contentsOf: Array((flag ? "true" : "false").utf8))
    case .null: out.append(contentsOf: Array("null".utf8))
    }
  }

  /// A string literal: `"` and `\` escaped, control characters as `\n`, `\t`, `\r`, `\b`,
  /// `\f` or `\u00XX`, everything else as it is.
  private static func string(_ text: String, into out: inout [UInt8]) {
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
      case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
      case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      case 0x08: out.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x0C: out.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case 0x00..<0x20:
        let hex = Array("0123456789abcdef".utf8)
        out.append(contentsOf: Array("\\u00".utf8))
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0xF)])
      default: out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}

extension JSONNode {
  /// An object of `members`, each placed at the file's start (a value errorgen makes).
  public static func makeObject(_ members: [(String, JSONNode)]) -> JSONNode {
    .object(
      members.map { JSONMember(key: Located($0.0, at: .start), value: Located($0.1, at: .start)) })
  }

  /// The value of `key`, when this is an object that has it.
  subscript(key: String) -> JSONNode? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key.value == key }?.value.value
  }

  /// Sets (or, with nil, removes) the member `key` of an object; anything else is unchanged.
  mutating func set(_ key: String, _ value: JSONNode?) {
    guard case .object(var members) = self else { return }
    if let index = members.firstIndex(where: { $0.key.value == key }) {
      if let value { members[index].value.value = value } else { members.remove(at: index) }
    } else if let value {
      members.append(JSONMember(key: Located(key, at: .start), value: Located(value, at: .start)))
    }
    self = .object(members)
  }

  /// The object's keys, in order; empty for anything else.
  var keys: [String] {
    guard case .object(let members) = self else { return [] }
    return members.map(\.key.value)
  }

  /// The string, if this is one.
  var stringValue: String? {
    if case .string(let text) = self { text } else { nil }
  }
}
