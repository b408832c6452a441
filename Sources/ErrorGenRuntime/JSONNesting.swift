import Foundation

/// How deeply a JSON text nests, counted without decoding it.
///
/// `JSONDecoder` decodes recursively: a few hundred `[` exhaust the 512 KiB stack of a secondary
/// thread long before the decoder's own limit. Readers of bytes they did not write (a server's
/// body, a queue's store file) count the levels first and refuse what is too deep.
enum JSONNesting {
  /// Whether `data` is UTF-8 JSON text whose arrays and objects nest at most `limit` levels,
  /// counted in one pass that skips the contents of strings.
  ///
  /// The count reads UTF-8, which JSON exchanged between systems must be (RFC 8259): text in
  /// UTF-16 or UTF-32 (a byte-order mark, or a NUL byte, which UTF-8 JSON never holds) is
  /// refused, since `JSONDecoder` would decode it and its brackets would go uncounted.
  static func isUTF8(_ data: Data, nestedAtMost limit: Int) -> Bool {
    guard !data.starts(with: [0xFE, 0xFF]), !data.starts(with: [0xFF, 0xFE]), !data.contains(0)
    else { return false }
    return data.withUnsafeBytes { bytes in
      var depth = 0
      var inString = false
      var escaped = false
      for byte in bytes {
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
          if depth > limit { return false }
        case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
        default: break
        }
      }
      return true
    }
  }
}
