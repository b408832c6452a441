/// Finds the first byte where a buffer stops being well-formed UTF-8.
enum UTF8Validation {
  /// The offset of the first byte that is not part of well-formed UTF-8, or nil when the
  /// whole buffer is valid. Overlong forms, surrogates and values over U+10FFFF are invalid.
  static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var index = 0
    let count = bytes.count
    guard let base = bytes.baseAddress else { return nil }
    while index < count {
      // ASCII, most of a catalog, eight bytes at a time.
      while index + 8 <= count,
        UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0
      {
        index += 8
      }
      guard index < count else { break }
      let lead = bytes[index]
      if lead < 0x80 {
        index += 1
        continue
      }
      let length: Int
      var lower: UInt8 = 0x80
      var upper: UInt8 = 0xBF
      switch lead {
      case 0xC2...0xDF: length = 2
      case 0xE0:
        length = 3
        lower = 0xA0
      case 0xE1...0xEC, 0xEE...0xEF: length = 3
      case 0xED:
        length = 3
        upper = 0x9F
      case 0xF0:
        length = 4
        lower = 0x90
      case 0xF1...0xF3: length = 4
      case 0xF4:
        length = 4
        upper = 0x8F
      default: return index
      }
      guard index + length <= count else { return index }
      let second = bytes[index + 1]
      guard second >= lower && second <= upper else { return index }
      for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
        return index
      }
      index += length
    }
    return nil
  }

  /// The 1-based line and column of the byte at `offset`, columns counted in characters.
  ///
  /// Lines end as libyaml ends them for the locations it gives: at LF, CR LF or a CR alone (a
  /// file saved with classic Mac line ends has no LF at all).
  static func location(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> SourceLocation
  {
    var line = 1
    var column = 1
    var index = 0
    let end = min(offset, bytes.count)
    while index < end {
      let byte = bytes[index]
      let endsLine =
        byte == 0x0A || (byte == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
      if endsLine {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return SourceLocation(line: line, column: column)
  }
}
