import Testing

@testable import ErrorGenCore

/// `UTF8Validation` must find the same first invalid byte as a model of Swift's UTF-8 decoder,
/// wherever that byte falls.
@Suite struct UTF8ValidationTests {
  /// The offset of the first byte of the first ill-formed sequence, as Swift's decoder sees it.
  static func modelOffset(_ bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Pieces that random buffers are made of: ASCII runs of several lengths, well-formed
  /// multi-byte characters, and ill-formed bytes (overlong, surrogate, too large, truncated,
  /// stray continuation).
  static let pieces: [[UInt8]] = [
    Array("a".utf8), Array("errors:\n".utf8), Array("  code: 12345678\n".utf8),
    Array("é".utf8), Array("€".utf8), Array("😀".utf8), Array("\u{10FFFF}".utf8),
    [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82], [0x80], [0xFF],
  ]

  /// An ill-formed byte at every place of the eight-byte steps, after ASCII.
  @Test(arguments: 0..<24)
  func findsAnInvalidByteAfterASCII(position: Int) {
    for bad: [UInt8] in [[0xFF], [0x80], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80]] {
      let bytes = Array(repeating: UInt8(ascii: "a"), count: position) + bad + Array("tail".utf8)
      let found = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
      #expect(found == position, "for \(bytes): expected \(position)")
    }
    let valid = Array(repeating: UInt8(ascii: "a"), count: position) + Array("é€😀 tail".utf8)
    #expect(valid.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) } == nil)
  }

  @Test(arguments: 0..<4)
  func findsTheFirstInvalidByteAsSwiftsDecoderDoes(seed: UInt64) {
    var random = SeededTestRandom(seed: seed)
    for _ in 0..<2_000 {
      var bytes: [UInt8] = []
      for _ in 0..<random.below(12) {
        // Mostly well-formed pieces, so that an error often comes late.
        let piece = random.below(4) == 0 ? random.below(Self.pieces.count) : random.below(7)
        bytes += Self.pieces[piece]
      }
      let found = bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
      let expected = Self.modelOffset(bytes)
      #expect(found == expected, "for \(bytes): expected \(String(describing: expected))")
      if found != expected { return }
    }
  }

  /// Lines end at LF, CR LF or a CR alone, as they do in libyaml's locations.
  @Test(arguments: [
    // (text, the offset of the byte located, its line and column)
    ("a\nb\nc", 4, 3, 1), ("a\r\nb\r\nc", 6, 3, 1), ("a\rb\rc", 4, 3, 1),
    ("a\r\rb", 3, 3, 1), ("ab\rcdx", 5, 2, 3), ("é\ré", 3, 2, 1),
  ])
  func locationsCountEveryLineEnd(text: String, offset: Int, line: Int, column: Int) {
    let bytes = Array(text.utf8)
    let location = bytes.withUnsafeBufferPointer {
      UTF8Validation.location(ofOffset: offset, in: $0)
    }
    #expect(
      location == SourceLocation(line: line, column: column),
      "expected \(line):\(column) for offset \(offset) of \(bytes), got \(location)")
  }

  /// The red team's file (finding 10): classic Mac line ends, an invalid byte on line 6.
  @Test func invalidUTF8InAFileOfCRLinesIsAtItsLine() {
    let text = "errorgen: 1\rdomain: com.example.x\rerrors:\r  first:\r    code: 1\r    message: H"
    let bytes = Array(text.utf8) + [0xFF] + Array("i\r".utf8)
    let result = YAMLLoader.load(bytes, file: "Cr.errors.yaml")
    #expect(
      result.diagnostics.map(\.location) == [SourceLocation(line: 6, column: 15)],
      "expected invalid_utf8 at 6:15, got \(result.diagnostics)")
  }
}
