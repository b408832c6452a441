import Testing

@testable import ErrorGenCore

/// Line widths are characters, as swift-format counts them. `CodeWriter.columns(of:atMost:)`
/// counts scalars and skips counting characters for text whose scalars are each a character;
/// it must agree with `String.count` on any text, joining scalars included.
@Suite struct CodeWriterColumnsTests {
  /// Scalars that are characters of their own, and scalars that join a neighbour (combining
  /// marks, joiners, emoji modifiers and flags, Hangul jamo, CR before LF, variation selectors).
  static let simple: [String] = [
    "a", " ", "Z", "é", "ß", "Ł", "ő", "\u{A0}", "\u{AD}", "’", "“", "—", "…", "‹", "€", "\u{20C0}",
    "\u{24F}", "\u{2027}", "\u{2030}", "\u{205E}", "α", "Ω", "\u{384}", "Ж", "я", "\u{482}",
    "\u{48A}", "\u{52F}", "日", "本", "\u{4E00}", "\u{9FFF}", "\u{3400}", "の", "カ", "ー", "、",
    "。", "\u{3000}", "\u{3029}", "\u{3030}", "\u{309B}", "가", "각", "\u{D7A3}", "，", "\u{FF01}",
    "\u{FF9D}",
  ]
  static let joining: [String] = [
    "\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F3FD}", "\u{1F1EB}", "\u{1F1F7}", "\u{1100}",
    "\u{1161}", "\u{11A8}", "\r", "\n", "\u{250}", "\u{2028}", "\u{205F}", "\u{20D0}", "👍",
    "\u{903}", "\u{600}", "\u{200C}", "\u{483}", "\u{489}", "\u{302A}", "\u{302F}",
    "\u{3099}", "\u{309A}", "\u{FF9E}", "\u{FF9F}", "\u{E31}", "\u{E33}", "\u{1160}", "\u{11FF}",
    "\u{D7B0}",
  ]

  @Test(arguments: 0..<4)
  func agreesWithStringCount(seed: UInt64) {
    var random = SeededTestRandom(seed: seed)
    for _ in 0..<3_000 {
      var text = ""
      let length = random.below(30)
      for _ in 0..<length {
        let pool = random.below(8) == 0 ? Self.joining : Self.simple
        text += pool[random.below(pool.count)]
      }
      let width = random.below(32)
      let expected = text.count <= width
      #expect(
        CodeWriter.columns(of: text, atMost: width) == expected,
        "for \(text.unicodeScalars.map { String($0.value, radix: 16) }) at width \(width): expected \(expected)"
      )
    }
  }

  /// Continuation bytes are counted eight at a time: every byte value at every place of a
  /// word, against a count byte by byte.
  @Test func continuationBytesAreCountedAtEveryPlace() {
    var random = SeededTestRandom(seed: 0xC0_80)
    for _ in 0..<2_000 {
      let bytes = (0..<random.below(40)).map { _ in UInt8(random.below(256)) }
      let expected = bytes.filter { $0 & 0xC0 == 0x80 }.count
      let counted = bytes.withUnsafeBufferPointer(CodeWriter.continuationBytes)
      #expect(counted == expected, "\(bytes): expected \(expected), got \(counted)")
    }
  }

  /// `eachScalarIsACharacter` skips eight ASCII bytes at a time: it must agree with reading
  /// scalar by scalar wherever a carriage return or a wide scalar falls.
  @Test func eachScalarIsACharacterAgreesWithItsScalars() {
    func model(_ text: String) -> Bool {
      text.unicodeScalars.allSatisfy { scalar in
        switch scalar.value {
        case 0x0D: false
        case 0..<0x80, 0xA0..<0x250, 0x384...0x38A, 0x38C, 0x38E...0x3A1, 0x3A3...0x482,
          0x48A...0x52F, 0x2010..<0x2028, 0x2030..<0x205F, 0x20A0...0x20C0, 0x3000...0x3029,
          0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
          0xAC00...0xD7A3, 0xFF01...0xFF9D:
          true
        default: false
        }
      }
    }
    let pool = [
      "a", "b", " ", ".", "\r", "\n", "é", "’", "€", "\u{301}", "👍", "\u{80}", "\u{383}", "\u{38B}",
      "\u{3A2}", "\u{483}", "\u{489}", "\u{530}", "\u{2FFF}", "\u{302A}", "\u{3040}", "\u{3097}",
      "\u{309A}", "\u{3100}", "\u{33FF}", "\u{4DC0}", "\u{A000}", "\u{ABFF}", "\u{D7A4}",
      "\u{FF00}", "\u{FF9E}", "\u{FFA0}", "日", "カ", "가", "Ж", "Ω", "\u{FF9D}", "\u{3029}",
    ]
    var random = SeededTestRandom(seed: 0xEAC4)
    for _ in 0..<3_000 {
      let text = (0..<random.below(40)).map { _ in
        random.below(4) == 0 ? pool[random.below(pool.count)] : "x"
      }.joined()
      let bytes = Array(text.utf8)
      let found = bytes.withUnsafeBufferPointer(CodeWriter.eachScalarIsACharacter)
      #expect(found == model(text), "\(text.unicodeScalars.map(\.value)): expected \(model(text))")
    }
  }

  @Test(arguments: [
    ("é" + String(repeating: "x", count: 99), true),
    ("e\u{301}" + String(repeating: "x", count: 99), true),
    ("“" + String(repeating: "x", count: 100) + "”", false),
    (String(repeating: "🇫🇷", count: 60), true),
    (String(repeating: "\u{1100}\u{1161}", count: 60), true),
    (String(repeating: "日本語", count: 33) + "。", true),
    (String(repeating: "日本語", count: 33) + "。x", false),
    (String(repeating: "카", count: 101), false),
    (String(repeating: "が", count: 101), false),
    (String(repeating: "か\u{3099}", count: 100), true),
    (String(repeating: "Ж", count: 100), true),
  ])
  func longLinesAreMeasuredInCharacters(text: String, fits: Bool) {
    #expect(CodeWriter.columns(of: text, atMost: 100) == fits, "\(text.count) characters")
  }
}
