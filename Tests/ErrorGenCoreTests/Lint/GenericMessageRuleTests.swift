import Testing

@testable import ErrorGenCore

/// `generic_message` rejects most messages by counting their ASCII letters and digits; these
/// tests hold that shortcut to the words' own verdict.
@Suite struct GenericMessageRuleTests {
  @Test func maxPhraseLettersIsTheLongestPhrasesLetterCount() {
    // "the operation could not be completed": 3 + 9 + 5 + 3 + 2 + 9.
    #expect(GenericMessageRule.maxPhraseLetters == 31)
  }

  @Test(arguments: [
    ("Something went wrong.", true),
    ("  SOMETHING -- went ... wrong!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!", true),
    ("The operation could not be completed.", true),
    ("THE OPERATION COULD NOT BE COMPLETED", true),
    ("The operation couldn't be completed.", true),
    ("The operation couldn’t be completed.", true),
    ("The operation couldn't be completed!", true),
    // The Kelvin sign lowercases to an ASCII k.
    ("UN\u{212A}NOWN ERROR", true),
    ("Oops!", true),
    ("The operation could not be completed now.", false),
    ("The operation couldn't be completed now.", false),
    ("The operation couldn't be completed 1.", false),
    ("Something went wrong while saving the document to the cloud.", false),
    ("Quelque chose s’est mal passé pendant l’enregistrement du document.", false),
    ("Une erreur est survenue", false),
    ("", false),
  ])
  func verdicts(message: String, isGeneric: Bool) {
    #expect(
      GenericMessageRule.isGeneric(message) == isGeneric,
      "isGeneric(\(message.debugDescription)) should be \(isGeneric)")
  }

  @Test func shortcutAgreesWithTheWords() {
    var random = SeededTestRandom(seed: 0x6e65_7269_6367)
    let phrases = GenericMessageRule.genericPhrases.sorted()
    let noise = [
      " ", "  ", "!", "...", "’", "'", "-", "\n", "é", "Ü", "日本", "\u{212A}", "\u{301}", "7",
      "now", "the file", "again", "x", "\r\n", "\t", "_", "@", "[", "`", "{", "’s", "0", "9",
      ":", "/",
    ]
    var agreed = 0
    var generic = 0
    for _ in 0..<4_000 {
      var message = phrases[random.below(phrases.count)]
      if random.below(2) == 0 { message = message.uppercased() }
      for _ in 0..<random.below(4) {
        let piece = noise[random.below(noise.count)]
        let position = random.below(message.count + 1)
        let index = message.index(message.startIndex, offsetBy: position)
        message.insert(contentsOf: piece, at: index)
      }
      let fast = GenericMessageRule.isGeneric(message)
      let words = GenericMessageRule.isGenericWords(message)
      #expect(fast == words, "isGeneric(\(message.debugDescription)): \(fast), the words: \(words)")
      if fast == words { agreed += 1 }
      if words { generic += 1 }
    }
    // Both verdicts occur, so the comparison is not of one constant answer.
    #expect(agreed == 4_000)
    #expect(generic > 400 && generic < 3_600, "generic messages: \(generic) of 4,000")
  }
}
