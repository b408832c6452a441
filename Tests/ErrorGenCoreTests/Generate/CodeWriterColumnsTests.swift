import Testing

@testable import ErrorGenCore

/// Line widths are characters, as swift-format counts them: `CodeWriter.columns(of:atMost:)`
/// must agree with `String.count` on any text, joining scalars included.
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
