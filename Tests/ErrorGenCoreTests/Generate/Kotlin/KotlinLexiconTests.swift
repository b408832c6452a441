import Testing

@testable import ErrorGenCore

/// Kotlin's escaping and names: what a catalog's text or name could break out of.
@Suite struct KotlinLexiconTests {
  @Test(arguments: [
    ("plain", #""plain""#),
    ("$5 and ${System.exit(1)} and $name", #""\$5 and \${System.exit(1)} and \$name""#),
    ("say \"hi\" \"\"\" triple", #""say \"hi\" \"\"\" triple""#),
    (#"back\slash \u0041"#, #""back\\slash \\u0041""#),
    ("line\nbreak\r\ttab", #""line\nbreak\r\ttab""#),
    ("nul\u{0}bell\u{7}", #""nul\u0000bell\u0007""#),
    ("\u{202E}evil\u{202C} \u{2066}iso\u{2069}", #""\u202Eevil\u202C \u2066iso\u2069""#),
    (
      "sep\u{2028}para\u{2029}zero\u{200B}bom\u{FEFF}", #""sep\u2028para\u2029zero\u200Bbom\uFEFF""#
    ),
    ("Prüfen „ok“ 😀 e\u{301}", "\"Prüfen „ok“ 😀 e\u{301}\""),
    ("private \u{E000}", #""private \uE000""#),
    ("", #""""#),
  ])
  func stringLiteralNeverInterpolatesOrBreaksOut(text: String, expected: String) {
    let got = KotlinLexicon.stringLiteral(text)
    #expect(got == expected, "escaping \(text.debugDescription): expected \(expected), got \(got)")
  }

  @Test(arguments: [
    ("object", "`object`"), ("when", "`when`"), ("fun", "`fun`"), ("val", "`val`"),
    ("typealias", "`typealias`"), ("in", "`in`"), ("is", "`is`"), ("null", "`null`"),
    ("value", "value"), ("data", "data"), ("open", "open"),
  ])
  func keywordsAreQuotedWithBackticks(name: String, expected: String) {
    #expect(KotlinLexicon.identifier(name) == expected, "expected \(expected)")
  }

  @Test(arguments: [
    ("openURL", "OPEN_URL"), ("retryAfterHTTPError", "RETRY_AFTER_HTTP_ERROR"),
    ("retry", "RETRY"), ("openSettings", "OPEN_SETTINGS"), ("step2Verify", "STEP2_VERIFY"),
    ("URLOpen", "URL_OPEN"), ("_internal", "_INTERNAL"),
  ])
  func optionConstantsAreUpperSnake(name: String, expected: String) {
    let got = KotlinLexicon.constantName(name)
    #expect(got == expected, "\(name): expected \(expected), got \(got)")
  }

  @Test func classNamesCapitalizeTheFirstLetter() {
    #expect(KotlinLexicon.className("noConnection") == "NoConnection")
    #expect(KotlinLexicon.className("_hidden") == "_hidden")
  }

  @Test func kdocCannotCloseOrNestComments() {
    let got = KotlinLexicon.kdocLines("ends */ here and /* opens\nsecond line  ")
    #expect(got == ["ends *&#47; here and &#47;* opens", "second line"], "got \(got)")
  }

  @Test(arguments: [
    ("com.example.errors", true), ("com.example.in", true), ("errors", true),
    ("com..example", false), ("", false), ("com.example-app", false), ("1com", false),
  ])
  func packageNamesAreDottedIdentifiers(name: String, valid: Bool) {
    #expect(KotlinLexicon.isValidPackageName(name) == valid, "\(name) valid: expected \(valid)")
  }

  @Test func packageKeywordSegmentsAreQuoted() {
    #expect(KotlinLexicon.packageName("com.example.in") == "com.example.`in`")
  }
}
