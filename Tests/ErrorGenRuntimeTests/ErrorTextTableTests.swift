import Testing

@testable import ErrorGenRuntime

/// The runtime's text table: what generated code reads each text from.
@Suite("Error text table")
struct ErrorTextTableTests {
  static let table = ErrorTextTable(
    locales: ["en", "de", "de-CH", "fr", "pt-BR"], defaultLocale: "en",
    table: #"""
      [saved]
      message.en = Saved {count} files to {place}.
      message.de = {count} Dateien in {place} gespeichert.
      [files]
      message.en.one = One file.
      message.en.other = {count} files.
      message.fr.one = {count} fichier.
      message.fr.many = {count} de fichiers.
      message.fr.other = {count} fichiers.
      message.de = Dateien.
      [escaped]
      message.en = \u{20}Tab\there \\ back\\slash\nline {{braces}} {unknown} \u{202E}end\u{20}
      reason.en =
      [onlyGerman]
      message.de = Nur Deutsch.
      message.pt-BR = Português.
      [retry]
      label.en = Try Again
      label.de = Erneut versuchen
      """#)

  @Test(
    "a locale resolves to the catalog's, then to the text's, else the default",
    arguments: [
      ("en", "Saved 3 files to Home."),
      ("de", "3 Dateien in Home gespeichert."),
      ("de-CH", "3 Dateien in Home gespeichert."),
      ("de-AT", "3 Dateien in Home gespeichert."),
      ("fr", "Saved 3 files to Home."),
      ("ja", "Saved 3 files to Home."),
    ])
  func fallback(locale: String, expected: String) {
    let text = Self.table.message(
      of: "saved", locale: locale,
      arguments: TextArguments(["count": "3", "place": "Home"]))
    #expect(text == expected, "expected \(expected), got \(text)")
  }

  @Test(
    "plural variants by the category of the count in the text's locale",
    arguments: [
      ("en", 1, "One file."), ("en", 2, "{count} files."), ("fr", 1, "{count} fichier."),
      ("fr", 1_000_000, "{count} de fichiers."), ("fr", 2, "{count} fichiers."),
      ("de", 1, "Dateien."), ("pt-BR", 1, "One file."),
    ])
  func plural(locale: String, count: Int, expected: String) {
    let text = Self.table.message(
      of: "files", locale: locale, arguments: TextArguments([:], count: count))
    #expect(text == expected, "expected \(expected), got \(text)")
  }

  @Test("a plural text given no count shows its first variant")
  func pluralWithoutCount() {
    #expect(Self.table.message(of: "files", locale: "en") == "One file.")
  }

  @Test("escapes, literal braces, an unknown placeholder and an empty text")
  func escapes() {
    let text = Self.table.message(of: "escaped", locale: "en")
    let expected = " Tab\there \\ back\\slash\nline {braces} {unknown} \u{202E}end "
    #expect(text == expected, "expected \(expected.debugDescription), got \(text.debugDescription)")
    #expect(Self.table.text(.reason, of: "escaped", locale: "en") == "")
    #expect(Self.table.text(.suggestion, of: "escaped", locale: "en") == nil)
    #expect(Self.table.message(of: "missing", locale: "en") == "")
  }

  @Test("a text without the default locale falls back to the first written")
  func firstWrittenFallback() {
    #expect(Self.table.message(of: "onlyGerman", locale: "fr") == "Nur Deutsch.")
    #expect(Self.table.message(of: "onlyGerman", locale: "pt") == "Português.")
  }

  @Test("labels, and an option the table lacks shows its name")
  func labels() {
    #expect(Self.table.label(of: "retry", locale: "de-CH") == "Erneut versuchen")
    #expect(Self.table.label(of: "cancel", locale: "de") == "cancel")
  }

  @Test("read once from many threads at the same time")
  func concurrentFirstUse() async {
    let results = await withTaskGroup(of: String.self) { group in
      for _ in 0..<32 {
        group.addTask {
          Self.table.message(
            of: "saved", locale: "de", arguments: TextArguments(["count": "1", "place": "X"]))
        }
      }
      var all: [String] = []
      for await result in group { all.append(result) }
      return all
    }
    #expect(Set(results) == ["1 Dateien in X gespeichert."])
  }
}
