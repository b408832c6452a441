import Testing

@testable import ErrorGenCore

/// A `ReturnSwitch` (a localized text's switch over the resolved locale) is written without a
/// description per case; it must be written exactly as the `switch` of its cases is, whatever
/// the texts (long, wide, escaped, interpolated), the patterns and the indentation.
@Suite struct ReturnSwitchTests {
  /// What `renderStatement` writes for `item` at `level`.
  static func written(_ item: CodeBlockItem, level: Int) -> String {
    var renderer = SwiftRenderer()
    renderer.writer.level = level
    renderer.renderStatement(item)
    return renderer.writer.text
  }

  /// Pieces of text: plain, wide (characters of several bytes, some joining), and escaped.
  static let pieces = [
    "The file", " could not be saved", ".", "é", "ß", "“", "”", "€", "\u{301}", "👍", "\"",
    "\\", "\n", "\t", "{", "}", "\u{7F}", "Die Datei konnte nicht gespeichert werden",
    " – bitte versuchen Sie es später erneut",
  ]

  static func text(_ random: inout SeededTestRandom) -> String {
    var text = ""
    // From nothing to well past the line length.
    for _ in 0..<random.below(14) { text += pieces[random.below(pieces.count)] }
    return text
  }

  static func value(_ random: inout SeededTestRandom) -> Expression {
    switch random.below(6) {
    case 0, 1, 2:
      return .string(text(&random))
    case 3:
      var parts: [InterpolationPart] = []
      for _ in 0..<(1 + random.below(4)) {
        if random.below(2) == 0 {
          parts.append(.text(text(&random)))
        } else {
          let name = ["name", "fileName", "attemptCountOfTheLongestRequest", "default"][
            random.below(4)]
          parts.append(
            .value(.call(TextsTranslator.placeholderFunction, [.value(.identifier(name))])))
        }
      }
      return .interpolatedString(parts)
    case 4:
      // A call, which is broken rather than written whole.
      return .call(
        .identifier("String"),
        [ArgumentDescription("describing", .string(text(&random)))])
    default:
      // An array of several elements: swift-format measures it with a trailing comma.
      return .array((0..<(random.below(4))).map { _ in .string(text(&random)) })
    }
  }

  static func pattern(_ random: inout SeededTestRandom) -> Pattern {
    switch random.below(4) {
    case 0, 1:
      return .expression(.member(nil, ["de", "fr", "ptBR", "zhHans", "default"][random.below(5)]))
    case 2:
      return .enumCase(name: "fileNotFound", bindings: [])
    default:
      // Bindings long enough to break the label.
      return .enumCase(
        name: "theRequestTimedOutWhileWaitingForTheServerToAnswer",
        bindings: (0..<(1 + random.below(4))).map {
          random.below(3) == 0 ? nil : "parameterNumber\($0)OfTheCase"
        })
    }
  }

  @Test(arguments: 0..<8)
  func writtenAsTheSwitchOfItsCases(level: Int) {
    var random = SeededTestRandom(seed: UInt64(level) &* 0x9E37 &+ 17)
    let subject = Expression.method(
      .keyword("Self"), "resolvedLocale", .value(.identifier("locale")))
    var differences = 0
    for _ in 0..<400 {
      let switching = ReturnSwitch(
        subject: subject,
        arms: (0..<random.below(4)).map { _ in
          ReturnSwitch.Arm(pattern: Self.pattern(&random), value: Self.value(&random))
        },
        fallback: Self.value(&random))
      let fast = Self.written(.returnSwitch(switching), level: level)
      let general = Self.written(.switch(switching.subject, switching.cases), level: level)
      if fast != general {
        differences += 1
        Issue.record("at level \(level), expected:\n\(general)\ngot:\n\(fast)")
        if differences > 3 { return }
      }
    }
  }

  /// Control never goes past a return switch, as for the `switch` of its cases: a chain that
  /// ends with one needs no tail.
  @Test func terminatesAsItsSwitchDoes() {
    let switching = ReturnSwitch(
      subject: .identifier("locale"),
      arms: [ReturnSwitch.Arm(pattern: .expression(.member(nil, "de")), value: .string("a"))],
      fallback: .string("b"))
    #expect(
      LargeEnumLowering.endsInReturn([.returnSwitch(switching)])
        == LargeEnumLowering.endsInReturn([.switch(switching.subject, switching.cases)]))
    #expect(LargeEnumLowering.endsInReturn([.returnSwitch(switching)]))
  }
}
