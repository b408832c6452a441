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

  /// The byte writers agree with the `String` forms.
  @Test func appendedLabelsMatchTheirStrings() {
    for name in ["in", "inout", "var", "let", "vars", "lets", "value", "_", "a b", "é", "`x`", ""] {
      var bytes = [UInt8]()
      SwiftLexicon.appendLabel(name, to: &bytes)
      #expect(bytes.string == SwiftLexicon.label(name), "label \(name)")
    }
  }

  @Test(arguments: [
    (1.0, "1"), (0.5, "0.5"), (30.0, "30"), (1e-5, "1e-05"), (-2.5, "-2.5"),
    (1_234_567.5, "1_234_567.5"), (Double.infinity, "Double.infinity"), (Double.nan, "Double.nan"),
    // Around where digits start to be grouped, and an exponent with more than seven characters.
    (999_999.0, "999999"), (123_456.25, "123456.25"), (1_000_000.0, "1_000_000"),
    (-1_234_567.0, "-1_234_567"), (1e16, "1e+16"), (1.2345678e-20, "1.2345678e-20"), (-0.0, "0"),
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

  /// The shortcuts (U+00A1 to U+02FF, and the blocks of `isVisibleLetterOrSign`) agree with the
  /// general category for every scalar of the Basic Multilingual Plane, as does `isCombining`.
  @Test func escapeShortcutAgreesWithTheGeneralCategory() {
    for value in UInt32(0)..<0x1_0000 {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let visible: Bool
      switch scalar.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse,
        .surrogate, .unassigned:
        // The noncharacters that Swift cannot write as `\u{...}` are written as they are.
        visible = value == 0x20 || (0xFDD0...0xFDEF).contains(value)
      default:
        visible = true
      }
      #expect(SwiftLexicon.needsEscape(scalar) == !visible, "U+\(String(value, radix: 16))")
      let combining: Bool
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: combining = true
      default: combining = false
      }
      #expect(
        SwiftLexicon.isCombining(scalar) == combining,
        "isCombining(U+\(String(value, radix: 16))) should be \(combining)")
    }
  }

  /// String literals match a scalar-by-scalar model of the escaping rules on random text: the
  /// escaper copies ASCII in runs and decodes only the other scalars, and a combining mark is
  /// escaped unless the scalar before it was written as it is.
  @Test func escapingMatchesAScalarByScalarModel() {
    let pieces = [
      "a", "word ", "Größe", "été", "\u{301}", "e\u{301}", "👩‍👩‍👧", "\"", "\\", "\\(x)", "\n",
      "\r\n", "\t", "\u{0}", "\u{7}", "\u{7F}", "\u{85}", "\u{A0}", "\u{AD}", "\u{202E}",
      "\u{2028}", "\u{FEFF}", "\u{E000}", "…", "„", "€", "ʰ", "\u{3000}", "\u{10FFFF}", "#",
    ]
    var random = SeededTestRandom(seed: 11)
    for _ in 0..<600 {
      var text = ""
      for _ in 0..<random.below(16) { text += pieces[random.below(pieces.count)] }
      var escaped = [UInt8]()
      SwiftLexicon.appendEscaped(text, to: &escaped)
      let expected = Self.modelEscaped(text)
      #expect(escaped.string == expected, "\(Array(text.unicodeScalars))")
    }
  }

  private static func modelEscaped(_ text: String) -> String {
    var out = ""
    var previousIsPlain = false
    for scalar in text.unicodeScalars {
      let special: [Unicode.Scalar: String] = [
        "\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\0": "\\0",
      ]
      if let escape = special[scalar] {
        out += escape
        previousIsPlain = false
        continue
      }
      let category = scalar.properties.generalCategory
      let isCombining = [.nonspacingMark, .spacingMark, .enclosingMark].contains(category)
      if SwiftLexicon.needsEscape(scalar) || (!previousIsPlain && isCombining) {
        out += SwiftLexicon.unicodeEscape(scalar)
        previousIsPlain = false
      } else {
        out.unicodeScalars.append(scalar)
        previousIsPlain = true
      }
    }
    return out
  }

  /// The comment functions match straightforward models of what they promise (lines cleaned
  /// scalar by scalar; words joined while the line has room, counted in characters) on random
  /// text made of spaces, line breaks, accents, combining marks, emoji and hostile scalars.
  @Test(arguments: [false, true])
  func commentLinesMatchTheirModels(plain: Bool) {
    // Plain: printable ASCII and line feeds, which `commentLines` cuts without reading the text
    // a scalar at a time, and now and then one other scalar, which it must not.
    let pieces =
      plain
      ? ["a", "word", " ", "  ", "\n", "\n\n", "*/", "- Parameter x:", "longerwordthanthewidth"]
      : [
        "a", "word", "Größe", "été", "\u{301}", "e\u{301}", "👩‍👩‍👧", "🇩🇪", " ", " ", "  ",
        "\t", "\n", "\r\n", "\r", "\u{2028}", "\u{85}", "\u{A0}", "\u{AD}", "\u{202E}",
        "\u{0}", "*/", "longerwordthanthewidth", "ǅ", "ʰ", "\u{3000}",
      ]
    let others = ["\t", "\r", "\u{7F}", "\u{0}", "é", "\u{A0}"]
    var random = SeededTestRandom(seed: plain ? 11 : 7)
    for _ in 0..<400 {
      var text = ""
      for _ in 0..<random.below(24) { text += pieces[random.below(pieces.count)] }
      if plain && random.below(8) == 0 { text += others[random.below(others.count)] + text }
      let width = 4 + random.below(30)
      let lines = Self.modelLines(text)
      #expect(SwiftLexicon.commentLines(text) == lines, "\(Array(text.unicodeScalars))")
      #expect(
        SwiftLexicon.commentLines(text, width: width) == Self.modelWrapped(lines, width: width),
        "width \(width): \(Array(text.unicodeScalars))")
    }
  }

  private static func modelLines(_ text: String) -> [String] {
    var lines: [[Unicode.Scalar]] = [[]]
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if scalar == "\n" && previous == "\r" { continue }
      if ["\n", "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "\u{85}"].contains(scalar) {
        lines.append([])
      } else if scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator {
        lines[lines.count - 1].append(" ")
      } else if !SwiftLexicon.needsEscape(scalar) {
        lines[lines.count - 1].append(scalar)
      }
    }
    var strings = lines.map { line in
      var line = line
      while line.last == " " { line.removeLast() }
      var string = ""
      string.unicodeScalars.append(contentsOf: line)
      return string
    }
    while strings.first?.isEmpty == true { strings.removeFirst() }
    while strings.last?.isEmpty == true { strings.removeLast() }
    return strings
  }

  private static func modelWrapped(_ lines: [String], width: Int) -> [String] {
    var wrapped: [String] = []
    for line in lines {
      let indent = String(line.prefix { $0 == " " })
      var current = ""
      for word in line.split(separator: " ") {
        if current.isEmpty {
          current = indent + word
        } else if current.count + 1 + word.count <= width {
          current += " " + word
        } else {
          wrapped.append(current)
          current = indent + word
        }
      }
      wrapped.append(current)
    }
    return wrapped
  }

  /// Appending an identifier's bytes gives exactly `identifier(_:afterDot:)`, for plain names,
  /// every keyword, names that need cleaning, and names longer than any keyword.
  @Test func appendingAnIdentifierSpellsItAsIdentifierDoes() {
    let names =
      Array(SwiftLexicon.keywords) + Array(SwiftLexicon.memberKeywords) + [
        "name", "_", "__", "_x", "x1", "1x", "", "é", "naïve", "a b", "a`b", "a\\b",
        "precedencegroupX", "invoiceNotFound0", "ZZ", "Z9_", "\u{0}", "a\u{200B}b",
        // Near misses of keywords: same length and first byte, or one byte more.
        "Selg", "sElf", "Typo", "inix", "Protocal", "defaulT", "doo", "iff", "Any1",
      ]
    for name in names {
      for afterDot in [false, true] {
        var bytes = [UInt8]()
        bytes.append("x.")
        SwiftLexicon.appendIdentifier(name, afterDot: afterDot, to: &bytes)
        let expected = "x." + SwiftLexicon.identifier(name, afterDot: afterDot)
        #expect(
          bytes.string == expected,
          "for \(name.debugDescription), afterDot \(afterDot): expected \(expected)")
      }
    }
  }
}

/// A small seeded generator (SplitMix64), so a failure can be replayed.
struct SeededTestRandom {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func below(_ bound: Int) -> Int {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Int((z ^ (z >> 31)) % UInt64(bound))
  }
}

/// `SwiftLexicon.isPlainIdentifier` must agree with a reading of the bytes by ranges, for bytes
/// at every place, the neighbours of each allowed range included.
@Suite struct PlainIdentifierTests {
  static func model(_ bytes: [UInt8]) -> Bool {
    func isLetter(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
    }
    guard let first = bytes.first, isLetter(first) else { return false }
    let rest = bytes.dropFirst().allSatisfy {
      isLetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
    }
    return rest && (first != UInt8(ascii: "_") || bytes.count > 1)
  }

  static let alphabet: [UInt8] =
    Array("azAZ_09mM5".utf8) + [
      0x2F, 0x3A, 0x40, 0x5B, 0x5E, 0x60, 0x7B, 0x7F, 0x00, 0x20, 0x80, 0xC3, 0xFF, 0x5F,
    ]

  @Test(arguments: 0..<4)
  func agreesWithAByteByByteReading(seed: UInt64) {
    var random = SeededTestRandom(seed: seed)
    for _ in 0..<5_000 {
      let length = random.below(41)
      // Mostly identifier bytes, so that a bad byte often comes late, at any place of a word.
      var bytes = (0..<length).map { _ in Self.alphabet[random.below(10)] }
      if length > 0 && random.below(3) > 0 {
        bytes[random.below(length)] = Self.alphabet[random.below(Self.alphabet.count)]
      }
      let name = String(decoding: bytes, as: UTF8.self)
      let expected = Self.model(Array(name.utf8))
      let found = SwiftLexicon.isPlainIdentifier(name)
      #expect(found == expected, "for \(bytes): expected \(expected)")
      if found != expected { return }
    }
  }
}

/// `SwiftLexicon.appendEscaped` copies runs of plain bytes; whatever a text
/// holds, undoing its escapes must give the text back, and no quote, backslash or control
/// character may stay bare.
@Suite struct EscapingTests {
  static let alphabet: [Unicode.Scalar] = [
    "a", "Z", " ", "~", "!", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "é",
    "\u{301}", "\u{200B}", "\u{202E}", "€", "日", "#", "(", ")", "{", "}",
  ]

  /// The text a string literal's characters between its quotes stand for.
  static func unescaped(_ literal: String) -> String? {
    var scalars = Array(literal.unicodeScalars)[...]
    var result = String.UnicodeScalarView()
    while let scalar = scalars.popFirst() {
      guard scalar == "\\" else {
        result.append(scalar)
        continue
      }
      switch scalars.popFirst() {
      case "\"": result.append("\"")
      case "\\": result.append("\\")
      case "n": result.append("\n")
      case "r": result.append("\r")
      case "t": result.append("\t")
      case "0": result.append("\u{0}")
      case "u":
        guard scalars.popFirst() == "{", let end = scalars.firstIndex(of: "}") else { return nil }
        let hex = String(String.UnicodeScalarView(scalars[..<end]))
        guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
          return nil
        }
        result.append(decoded)
        scalars = scalars[(end + 1)...]
      default: return nil
      }
    }
    return String(result)
  }

  @Test(arguments: 0..<3)
  func escapedTextsReadBackAsTheText(seed: UInt64) {
    var random = SeededTestRandom(seed: seed)
    for _ in 0..<3_000 {
      // Mostly plain letters, so that runs of eight and more meet a special character anywhere.
      let length = random.below(40)
      var scalars = String.UnicodeScalarView()
      for _ in 0..<length {
        scalars.append(
          Self.alphabet[random.below(4) > 0 ? random.below(2) : random.below(Self.alphabet.count)])
      }
      let text = String(scalars)
      let escaped = SwiftLexicon.escaped(text)
      #expect(Self.unescaped(escaped) == text, "for \(text.debugDescription): got \(escaped)")
      let bare = escaped.unicodeScalars.enumerated().contains { index, scalar in
        (scalar.value < 0x20 || scalar.value == 0x7F)
          || (scalar == "\"" && (index == 0 || Array(escaped.unicodeScalars)[index - 1] != "\\"))
      }
      #expect(!bare, "expected no bare quote or control character in \(escaped)")
      if Self.unescaped(escaped) != text { return }
    }
  }

  /// A param's doc in a case's doc is its comment lines on one line, whether it is plain (kept
  /// as it is) or not (spaces, breaks, controls).
  @Test(arguments: [
    "How many times it ran.", "two  spaces", " leading", "trailing ", "line\nbreak",
    "tab\there", "ends */ a comment", "caf\u{E9}", "",
  ])
  func paramDocsAreOneCommentLine(doc: String) throws {
    let here = ErrorGenCore.SourceLocation(line: 1, column: 1)
    let text = LocalizedText(
      translations: [Translation(locale: Located("en", at: here), text: "Failed.", location: here)],
      location: here)
    let errorCase = CatalogCase(
      name: Located("failed", at: here), code: Located(1, at: here), doc: "Fails.",
      kind: Located(.system, at: here),
      params: [
        CatalogParam(
          name: Located("count", at: here), type: Located(ParamType(.int), at: here), doc: doc)
      ],
      message: text, retry: .none(at: here), presentation: Located(.alert, at: here))
    let expected =
      doc.isEmpty
      ? "Fails."
      : "Fails.\n\n- Parameter count: " + SwiftLexicon.commentLines(doc).joined(separator: " ")
    let catalog = Catalog(
      file: "T.errors.yaml", stem: "T", domain: Located("com.example.t", at: here),
      typeName: Located("TError", at: here), cases: [errorCase])
    #expect(ErrorTypeTranslator.caseDoc(CatalogPlanner.plan(catalog).cases[0]) == expected)
  }
}
