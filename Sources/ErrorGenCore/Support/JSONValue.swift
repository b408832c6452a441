#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A JSON document built as values and written by `JSONEncoder`, so that no output of errorgen
/// that tools parse (the catalog schema, SARIF) is ever assembled from pieces of text.
public indirect enum JSONValue: Encodable, Hashable, Sendable {
  case string(String)
  case integer(Int)
  case number(Double)
  case bool(Bool)
  case array([JSONValue])
  case object([String: JSONValue])

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .string(let value): try container.encode(value)
    case .integer(let value): try container.encode(value)
    case .number(let value): try container.encode(value)
    case .bool(let value): try container.encode(value)
    case .array(let values): try container.encode(values)
    case .object(let members): try container.encode(members)
    }
  }

  /// Pretty-printed JSON with sorted keys and a final newline: byte-for-byte the same on every
  /// run, so that a committed copy can be compared with the command's output.
  public var prettyPrinted: String { Self.encoded(self) }

  /// `value` as pretty-printed JSON with sorted keys and a final newline.
  public static func encoded(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    // Every value here is a string, a number or a collection of them: encoding cannot fail.
    guard let data = try? encoder.encode(value) else { return "" }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}

extension JSONValue: ExpressibleByStringInterpolation, ExpressibleByIntegerLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(stringInterpolation: DefaultStringInterpolation) {
    self = .string(String(stringInterpolation: stringInterpolation))
  }
  public init(integerLiteral value: Int) { self = .integer(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, JSONValue)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
  }
}
