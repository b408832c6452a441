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
  /// The longest generic phrase, in bytes (they are ASCII).
  static let maxPhraseBytes = genericPhrases.map(\.utf8.count).max() ?? 0

  /// Whether `message` is nothing but a generic phrase.
  ///
  /// One pass over the bytes: a message with too many ASCII letters and digits is not generic,
  /// and an ASCII message (typographic apostrophes allowed) has its words lowercased and joined
  /// on the way. Only a short message with other scalars is split into words by
  /// `isGenericWords`.
  static func isGeneric(_ message: String) -> Bool {
    var message = message
    let verdict = message.withUTF8 { bytes in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxPhraseBytes + 1) { words in
        asciiVerdict(bytes, words: words)
      }
    }
    switch verdict {
    case .generic: return true
    case .notGeneric: return false
    case .needsWords: return isGenericWords(message)
    }
  }

  private enum Verdict { case generic, notGeneric, needsWords }

  /// The verdict on the UTF-8 `bytes` of a message, its ASCII words written to `words` (room for
  /// `maxPhraseBytes + 1`) while it is ASCII.
  private static func asciiVerdict(
    _ bytes: UnsafeBufferPointer<UInt8>, words: UnsafeMutableBufferPointer<UInt8>
  ) -> Verdict {
    var letters = 0
    var isASCII = true
    var count = 0
    var wordIsOpen = false
    var spaceIsPending = false
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      let lower = byte | 0x20
      let isLetter = lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
      if isLetter || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) {
        letters += 1
        if letters > maxPhraseLetters { return .notGeneric }
        guard isASCII else { continue }
        // Longer than every phrase: not one of them.
        if count + (spaceIsPending ? 2 : 1) > words.count { return .notGeneric }
        if spaceIsPending {
          words[count] = UInt8(ascii: " ")
          count += 1
          spaceIsPending = false
        }
        words[count] = isLetter ? lower : byte
        count += 1
        wordIsOpen = true
      } else if byte == UInt8(ascii: "'") {
        continue
      } else if byte < 0x80 {
        if wordIsOpen {
          spaceIsPending = true
          wordIsOpen = false
        }
      } else if byte == 0xE2, index + 1 < bytes.count, bytes[index] == 0x80,
        bytes[index + 1] == 0x99
      {
        // ’, an apostrophe as ' is.
        index += 2
      } else {
        isASCII = false
      }
    }
    guard isASCII else { return .needsWords }
    let phrase = String(decoding: UnsafeBufferPointer(rebasing: words[..<count]), as: UTF8.self)
    return genericPhrases.contains(phrase) ? .generic : .notGeneric
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
