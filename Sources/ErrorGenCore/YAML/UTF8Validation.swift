/// Finds the first byte where a buffer stops being well-formed UTF-8.
enum UTF8Validation {
  /// The offset of the first byte that is not part of well-formed UTF-8, or nil when the
  /// whole buffer is valid. Overlong forms, surrogates and values over U+10FFFF are invalid.
  static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    // The standard library's check first: it is quick, and most files are valid.
    if String(validating: bytes, as: UTF8.self) != nil { return nil }
    var decoder = UTF8()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch decoder.decode(&iterator) {
      case .scalarValue(let scalar): offset += UTF8.width(scalar)
      case .emptyInput: return nil
      case .error: return offset
      }
    }
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
