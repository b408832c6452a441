import Testing

@testable import ErrorGenCore

/// Escaping of everything outside text can put into generated code.
@Suite struct SwiftLexiconTests {
  @Test(arguments: [
    ("plain", #""plain""#),
    ("say \"hi\"", #""say \"hi\"""#),
    (#"back\slash"#, #""back\\slash""#),
    (#"\(injected)"#, #""\\(injected)""#),
    (#"""" triple"#, #""\"\"\" triple""#),
    (##"#"raw"#"##, ##""#\"raw\"#""##),
    ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
    ("nul\u{0}bell\u{7}", #""nul\0bell\u{0007}""#),
    ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}", #""\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}""#),
    ("\u{2066}\u{2067}\u{2068}\u{2069}", #""\u{2066}\u{2067}\u{2068}\u{2069}""#),
    ("zero\u{200B}width\u{FEFF}", #""zero\u{200B}width\u{FEFF}""#),
    ("nbsp\u{A0}sep\u{2028}", #""nbsp\u{00A0}sep\u{2028}""#),
    ("\u{301}combining first", #""\u{0301}combining first""#),
    ("e\u{301}", "\"e\u{301}\""),
    ("Prüfen „ok“ 😀", "\"Prüfen „ok“ 😀\""),
    ("", #""""#),
  ])
  func stringLiteralEscapesWhatCouldBreakOut(text: String, expected: String) {
    let literal = SwiftLexicon.stringLiteral(text)
    #expect(literal == expected, "escaping \(text.debugDescription)")
  }

  @Test(arguments: [
    ("name", "name"), ("default", "`default`"), ("self", "`self`"), ("Any", "`Any`"),
    ("_x", "_x"), ("_", "`_`"), ("has space", "`has space`"), ("9lives", "`9lives`"),
    ("tick`tock", "`tick_tock`"), ("new\nline", "`new_line`"), ("", "`_`"),
  ])
  func identifiersAreBacktickedWhenNeeded(name: String, expected: String) {
    #expect(SwiftLexicon.identifier(name) == expected)
  }

  @Test func membersAndLabelsNeedFewerBackticks() {
    #expect(SwiftLexicon.identifier("default", afterDot: true) == "default")
    #expect(SwiftLexicon.identifier("init", afterDot: true) == "`init`")
    #expect(SwiftLexicon.label("in") == "in")
    #expect(SwiftLexicon.label("inout") == "`inout`")
    #expect(SwiftLexicon.typeName("Any") == "Any")
  }

  @Test(arguments: [
    (0, "0"), (1001, "1001"), (123_456, "123456"), (1_234_567, "1_234_567"), (-1009, "-1009"),
    (-1_234_567, "-1_234_567"), (Int.min, "-9_223_372_036_854_775_808"),
  ])
  func integersGroupFromSevenDigits(value: Int, expected: String) {
    #expect(SwiftLexicon.integer(value) == expected)
  }

  @Test(arguments: [
    (1.0, "1"), (0.5, "0.5"), (30.0, "30"), (1e-5, "1e-05"), (-2.5, "-2.5"),
    (1_234_567.5, "1_234_567.5"), (Double.infinity, "Double.infinity"), (Double.nan, "Double.nan"),
  ])
  func doublesAreShortLiterals(value: Double, expected: String) {
    #expect(SwiftLexicon.double(value) == expected)
  }

  @Test func commentLinesCannotEndTheComment() {
    #expect(
      SwiftLexicon.commentLines("one\ntwo\r\nthree\rfour\u{2028}five\u{85}six")
        == ["one", "two", "three", "four", "five", "six"])
    #expect(SwiftLexicon.commentLines("\n\nbidi\u{202E}x\u{0} tab\tend  \n\n") == ["bidix tab end"])
    #expect(SwiftLexicon.commentLines("a\n\nb") == ["a", "", "b"])
  }

  @Test func commentLinesWrapAtWords() {
    #expect(
      SwiftLexicon.commentLines("alpha beta gamma delta", width: 11) == [
        "alpha beta", "gamma delta",
      ])
    #expect(SwiftLexicon.commentLines("  - a b c", width: 6) == ["  - a", "  b c"])
    #expect(SwiftLexicon.commentLines("unbreakableword", width: 4) == ["unbreakableword"])
  }
}
