import ErrorGenRuntime
import Testing

struct AcceptLanguageTests {
  @Test(
    "ranges are ordered by q-value, ties keep the header's order, q=0 refuses",
    arguments: [
      ("de;q=0.1, en;q=0.9", ["en", "de"], []),
      ("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", ["fr-CH", "fr", "en", "de", "*"], []),
      ("en, de", ["en", "de"], []),
      ("de;q=0.5, fr;q=0.5, en", ["en", "de", "fr"], []),
      ("de;q=0, en", ["en"], ["de"]),
      ("de ; q=0.000 , en", ["en"], ["de"]),
      ("en;Q=1.000", ["en"], []),
      ("", [], []),
      (" , ,", [], []),
    ] as [(String, [String], [String])])
  func ordering(header: String, preferred: [String], refused: [String]) {
    let got = AcceptLanguage(header)
    #expect(
      got.preferred == preferred, "\(header): expected \(preferred), got \(got.preferred)")
    #expect(got.refused == refused, "\(header): expected refused \(refused), got \(got.refused)")
  }

  @Test(
    "an element that is no language range, or whose q-value is malformed, is skipped",
    arguments: [
      "de;q=1.5", "de;q=2", "de;q=0.0001", "de;q=", "de;q=abc", "de;q=-0.5", "de;q=1.001",
      "d e", "123", "toolongsubtag", "de--CH", "de-", "\u{E9}n", "de_CH",
    ])
  func malformed(element: String) {
    let got = AcceptLanguage("\(element), en;q=0.2")
    #expect(got.preferred == ["en"], "\(element): expected [en], got \(got.preferred)")
  }

  @Test("no more than the first 32 elements are read")
  func bounded() {
    let header = (0..<1000).map { "ab-\($0 % 10)" }.joined(separator: ",")
    #expect(AcceptLanguage(header).preferred.count == AcceptLanguage.maximumElements)
  }

  @Test(
    "the locale: the first preferred range that matches the catalog, else the default",
    arguments: [
      ("de;q=0.1, en;q=0.9", "en"),
      ("de-CH", "de"),
      ("fr, de;q=0.5", "de"),
      ("fr", "en"),
      (nil, "en"),
      ("*", "en"),
      ("*, de;q=0.5", "en"),
      ("pt-BR", "pt-BR"),
      ("pt-PT, pt", "pt-BR"),
      ("en;q=0, fr", "de"),
      ("en;q=0, de;q=0", "pt-BR"),
      ("de;q=0, de-CH", "en"),
      ("DE-ch", "de"),
    ] as [(String?, String)])
  func locale(header: String?, expected: String) {
    let got = AcceptLanguage(header).locale(in: ["en", "de", "pt-BR"], defaultLocale: "en")
    #expect(got == expected, "\(header ?? "nil"): expected \(expected), got \(got)")
  }

  @Test("an error's locale comes from its own catalog; a composed case's from the wrapped one")
  func errorLocale() {
    #expect(AcceptLanguage("de").locale(for: NetworkError.noConnection) == "de")
    #expect(AcceptLanguage("de").locale(for: AppError.network(.noConnection)) == "de")
    #expect(AcceptLanguage("fr").locale(for: LegacyError.mistyped) == "en")
  }
}

struct HTTPStatusPhraseTests {
  @Test(
    "the phrases RFC 9110 names",
    arguments: [
      (400, "Bad Request"), (404, "Not Found"), (405, "Method Not Allowed"),
      (422, "Unprocessable Content"), (429, "Too Many Requests"), (500, "Internal Server Error"),
      (503, "Service Unavailable"), (418, nil), (599, nil), (0, nil),
    ] as [(Int, String?)])
  func phrase(status: Int, expected: String?) {
    let got = HTTPStatusPhrase.phrase(for: status)
    #expect(got == expected, "\(status): expected \(expected ?? "nil"), got \(got ?? "nil")")
  }
}
