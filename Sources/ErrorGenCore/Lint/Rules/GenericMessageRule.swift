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

  /// Whether `message` is nothing but a generic phrase.
  static func isGeneric(_ message: String) -> Bool {
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
