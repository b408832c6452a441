import Testing

@testable import ErrorGenCore

/// Diagnostics that point where the fix goes and give advice that is right: the column of the
/// `{placeholder}` itself, no follow-on that says to copy a typo, no knock-on of a misspelled
/// key, and the first use of a locale where it really is first.
@Suite("Diagnostic placement and advice")
struct DiagnosticPlacementTests {
  static func check(_ yaml: String) -> [Diagnostic] {
    ErrorGenPipeline.check([CatalogSource(path: "App.errors.yaml", text: yaml)]).diagnostics
  }

  /// Expects the diagnostics, each written by `describe`, to be `expected`, and the first one's
  /// message to hold `advice`.
  static func expect(
    _ diagnostics: [Diagnostic], _ describe: (Diagnostic) -> String, are expected: [String],
    advice: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let got = diagnostics.map(describe)
    #expect(got == expected, "expected \(expected), got \(got)", sourceLocation: sourceLocation)
    let message = diagnostics.first?.message ?? ""
    #expect(
      message.contains(advice), "expected advice '\(advice)', got '\(message)'",
      sourceLocation: sourceLocation)
  }

  static func places(_ diagnostics: [Diagnostic], rule: String) -> [String] {
    diagnostics.filter { $0.rule.rawValue == rule }.map { "\($0.line):\($0.column)" }
  }

  /// How a text is written, and the column of its `{filename}` (a typo of the param
  /// `fileName`) or of its stray brace, or the string's start where the text is not written as
  /// it reads (an escape, a folded line), so that no column inside it can be trusted.
  @Test(
    "unknown_placeholder points at the placeholder or brace, where the text is written as it reads",
    arguments: [
      ("message: The file {filename} is gone.", "5:23"),
      ("message: \"The file {filename} is gone.\"", "5:24"),
      ("message: 'It''s {filename}.'", "5:14"),  // '' makes the source longer: the start
      ("message: \"Die Datei \\\"{filename}\\\" fehlt.\"", "5:14"),  // escapes: the start
      ("message: { en: \"Größe {filename}\" }", "5:27"),  // columns count characters
      ("message:\n      en: >-\n        The {filename}", "6:11"),  // a block: the start
      ("message: \"Not {closed.\"", "5:19"),
      ("message: Odd } here", "5:18"),
    ])
  func unknownPlaceholderColumn(text: String, expected: String) {
    let yaml = """
      errorgen: 1
      domain: com.example.app
      errors:
        lost:
          \(text)
          code: 1
          params: { fileName: String }
      """
    let got = Self.places(Self.check(yaml), rule: "unknown_placeholder")
    #expect(got == [expected], "expected unknown_placeholder at \(expected), got \(got)")
  }

  /// Each name is found in one scan of its text, not one scan per name: a hostile text has
  /// thousands (lint reports the first 1,000 problems of a file).
  @Test("thousands of unknown names in one text are each placed at their own column")
  func manyUnknownNames() {
    let names = (0..<3_000).map { "{n\($0)}" }
    let yaml = """
      errorgen: 1
      domain: com.example.app
      errors:
        lost: { code: 1, message: "\(names.joined())" }
      """
    let got = Self.places(Self.check(yaml), rule: "unknown_placeholder")
    var column = 30  // the first character after the quote
    var expected: [String] = []
    for name in names.prefix(got.count) {
      expected.append("4:\(column)")
      column += name.count
    }
    #expect(got.count >= 900, "expected most names reported, got \(got.count)")
    #expect(got == expected, "expected \(expected.prefix(3))..., got \(got.prefix(3))...")
  }

  @Test("a typo in the default text gives no placeholder_mismatch on a correct translation")
  func noAdviceToCopyATypo() {
    let yaml = """
      errorgen: 1
      domain: com.example.app
      errors:
        lost:
          code: 1
          params: { fileName: String }
          message:
            en: The file {filename} is gone.
            de: Die Datei {fileName} fehlt.
            fr: Le fichier a disparu.
      """
    Self.expect(
      Self.check(yaml), { "\($0.rule.rawValue)@\($0.line):\($0.column)" },
      are: ["unknown_placeholder@8:20"], advice: "did you mean {fileName}?")
  }

  @Test("a typo in a translation is reported once, and the advice names only real params")
  func typoInTranslation() {
    let yaml = """
      errorgen: 1
      domain: com.example.app
      errors:
        lost:
          code: 1
          params: { fileName: String, folder: String }
          message:
            en: The file {fileName} is gone from {folder}.
            de: Die Datei {filename} fehlt in {folder}.
            fr: Le fichier {fileName} a disparu.
      """
    let diagnostics = Self.check(yaml)
    let rules = diagnostics.map { "\($0.rule.rawValue)@\($0.line)" }
    #expect(
      rules.sorted() == ["placeholder_mismatch@10", "unknown_placeholder@9"],
      "expected the typo and the fr text that lacks {folder}, got \(rules)")
    let mismatch = diagnostics.first { $0.rule.rawValue == "placeholder_mismatch" }?.message
    #expect(
      mismatch?.hasSuffix("; add {folder}") == true,
      "expected the fr text told to add {folder}, got \(mismatch ?? "nothing")")
  }

  @Test(
    "a misspelled recovery key gives unknown_key, not unused_recovery_option",
    arguments: [
      "  lost:\n    code: 1\n    message: Gone.\n    recovry: [retry, cancel]",
      "  lost:\n    code: 1\n    message: Gone.\ndefaults:\n  recovry: [retry, cancel]",
    ])
  func misspelledRecovery(errors: String) {
    let yaml = """
      errorgen: 1
      domain: com.example.app
      recovery_options:
        retry: { label: Try Again, role: default }
        cancel: { label: Cancel, role: cancel }
      errors:
      \(errors)
      """
    Self.expect(
      Self.check(yaml), \.rule.rawValue, are: ["unknown_key"], advice: "did you mean 'recovery'?")
  }

  @Test("an unused option is still reported when no key is misspelled as recovery")
  func unusedOptionWithOtherUnknownKey() {
    let yaml = """
      errorgen: 1
      domain: com.example.app
      recovery_options:
        retry: { label: Try Again, role: default }
      errors:
        lost: { code: 1, message: Gone., colour: red }
      """
    let rules = Self.check(yaml).map(\.rule.rawValue).sorted()
    #expect(rules == ["unknown_key", "unused_recovery_option"], "got \(rules)")
  }

  @Test("the note on a missing translation points at the locale's first use in the file")
  func firstUseOfLocale() {
    let yaml = """
      errorgen: 1
      domain: com.example.app
      recovery_options:
        retry: { label: { en: Try Again, de: Erneut versuchen }, role: default }
        cancel: { label: { en: Cancel, de: Abbrechen }, role: cancel }
      errors:
        lost:
          code: 1
          message: Gone.
          recovery: [retry, cancel]
        moved:
          code: 2
          message: { en: Moved., de: Verschoben. }
          recovery: [retry, cancel]
      """
    let missing = Self.check(yaml).filter { $0.rule.rawValue == "missing_translation" }
    let got = missing.map { d in
      "\(d.line):\(d.column) " + d.notes.map { "\($0.message)@\($0.location)" }.joined()
    }
    #expect(
      got == ["9:14 'de' is first used here@4:36"],
      "expected the note at the first label's 'de' (4:36), got \(got)")
  }
}
