/// `generic_message`: a message that says only that something failed, with no suggestion, so
/// the user has no way forward.
public enum GenericMessageRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "generic_message",
    severity: .warning,
    summary:
      "A message such as \"Something went wrong\" with no `suggestion` leaves the user with no "
      + "way forward; say what happened or what to do.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          unknown: { code: 1, message: ↓Something went wrong. }
          failed:
            code: 2
            message:
              en: ↓Oops! An error occurred.
              de: Hoppla! Ein Fehler ist aufgetreten.
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          unknown:
            code: 1
            message: Something went wrong.
            suggestion: Restart the app. If it happens again, contact support.
          failed: { code: 2, message: Something unexpected happened. Please try again. }
          saveFailed: { code: 3, message: Could not save the file. }
        """)
    ])

  /// Messages that say nothing but "it failed", lowercased, without punctuation.
  static let genericPhrases: Set<String> = [
    "something went wrong", "something has gone wrong", "something is wrong",
    "something unexpected happened", "an error occurred", "an error has occurred",
    "an unknown error occurred", "an unknown error has occurred", "an unexpected error occurred",
    "an unexpected error has occurred", "unknown error", "unexpected error", "error", "oops",
    "oops something went wrong", "oops an error occurred", "whoops something went wrong",
    "failed", "operation failed", "the operation failed", "request failed", "internal error",
    "there was an error", "there was a problem", "a problem occurred", "an error",
    "the operation could not be completed", "the operation couldnt be completed",
    "error occurred", "something failed",
  ]

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    catalog.cases.compactMap { errorCase in
      guard errorCase.suggestion == nil,
        let text = errorCase.message.translation(for: catalog.defaultLocale.value)
          ?? errorCase.message.translations.first,
        isGeneric(text.text)
      else { return nil }
      return diagnostic(generic(text.text), file: catalog.file, at: text.location)
    }
  }

  /// The most letters and digits a generic phrase has. Each ASCII letter or digit of a message
  /// stays one character of its words, so a message with more of them is not generic: most
  /// messages are told so by one pass over their bytes, without the Unicode properties that
  /// splitting into words needs.
  static let maxPhraseLetters =
    genericPhrases.map { phrase in
      phrase.utf8.reduce(0) { count, byte in byte == UInt8(ascii: " ") ? count : count + 1 }
    }.max() ?? 0

  /// Whether `message` is nothing but a generic phrase.
  static func isGeneric(_ message: String) -> Bool {
    var asciiLetters = 0
    for byte in message.utf8 {
      let letter = byte | 0x20
      if (letter >= UInt8(ascii: "a") && letter <= UInt8(ascii: "z"))
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      {
        asciiLetters += 1
        if asciiLetters > maxPhraseLetters { return false }
      }
    }
    return isGenericWords(message)
  }

  /// Whether `message`'s words, lowercased and joined by single spaces, are a generic phrase.
  static func isGenericWords(_ message: String) -> Bool {
    var words: [String] = []
    var word = ""
    for character in message.lowercased() {
      if character.isLetter || character.isNumber {
        word.append(character)
      } else if character == "'" || character == "’" {
        continue
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    return genericPhrases.contains(words.joined(separator: " "))
  }

  // MARK: Messages

  static func generic(_ message: String) -> String {
    "'\(message)' does not say what happened or what to do; say what failed, or add a "
      + "suggestion with what the user can do"
  }
}
