import Foundation
import Testing

/// `errorgen strings sync` and `status`, and `generate` reading the String Catalog beside a
/// catalog, through the built binary.
@Suite struct StringsCommandTests {
  static let yaml = """
    errorgen: 1
    domain: com.example.shop
    default_locale: en
    errors:
      soldOut:
        code: 1
        params:
          count: Int
        message:
          en: { one: One item sold out., other: "{count} items sold out." }

    """

  @Test func syncWritesOnceThenChangesNoByte() throws {
    try CLIRunner.withTemporaryFolder { folder in
      try Self.yaml.write(
        to: folder.appendingPathComponent("Shop.errors.yaml"), atomically: true, encoding: .utf8)
      let strings = folder.appendingPathComponent("Shop.errors.xcstrings")
      let first = try CLIRunner.run(["strings", "sync", "."], in: folder)
      #expect(first.status == 0, "expected status 0, got \(first.status): \(first.all)")
      let written = try FileManager.default.attributesOfItem(atPath: strings.path)
      let bytes = try Data(contentsOf: strings)
      Thread.sleep(forTimeInterval: 0.02)
      let second = try CLIRunner.run(["strings", "sync", "."], in: folder)
      #expect(second.status == 0)
      let again = try FileManager.default.attributesOfItem(atPath: strings.path)
      #expect(try Data(contentsOf: strings) == bytes)
      #expect(
        written[.modificationDate] as? Date == again[.modificationDate] as? Date,
        "expected the unchanged String Catalog not to be written again")
    }
  }

  @Test func statusRequireFailsOnAMissingLocaleAndGenerateCompilesTranslations() throws {
    try CLIRunner.withTemporaryFolder { folder in
      try Self.yaml.write(
        to: folder.appendingPathComponent("Shop.errors.yaml"), atomically: true, encoding: .utf8)
      _ = try CLIRunner.run(["strings", "sync", "Shop.errors.yaml"], in: folder)
      let strings = folder.appendingPathComponent("Shop.errors.xcstrings")
      var text = try String(contentsOf: strings, encoding: .utf8)
      text = text.replacingOccurrences(
        of: "\"localizations\" : {\n",
        with: """
          "localizations" : {
                  "de" : { "variations" : { "plural" : {
                    "one" : { "stringUnit" : { "state" : "translated", "value" : "Ein Artikel ist ausverkauft." } },
                    "other" : { "stringUnit" : { "state" : "translated", "value" : "{count} Artikel sind ausverkauft." } } } } },

          """)
      try text.write(to: strings, atomically: true, encoding: .utf8)
      let status = try CLIRunner.run(
        ["strings", "status", "Shop.errors.yaml", "--format", "json", "--require", "de,fr"],
        in: folder)
      #expect(status.status == 1, "expected fr to miss a text: \(status.all)")
      #expect(status.standardOutput.contains("\"locale\" : \"de\",\n    \"translated\" : 1"))
      let passing = try CLIRunner.run(
        ["strings", "status", "Shop.errors.yaml", "--require", "de"], in: folder)
      #expect(passing.status == 0, "expected de complete: \(passing.all)")
      let generated = try CLIRunner.run(
        ["generate", "Shop.errors.yaml", "--output", "out"], in: folder)
      #expect(generated.status == 0, "\(generated.all)")
      let swift = try String(
        contentsOf: folder.appendingPathComponent("out/Shop.errors.swift"), encoding: .utf8)
      #expect(swift.contains("Ein Artikel ist ausverkauft."))
    }
  }

  @Test func aMalformedStringCatalogIsAnErrorAndNothingIsWritten() throws {
    try CLIRunner.withTemporaryFolder { folder in
      try Self.yaml.write(
        to: folder.appendingPathComponent("Shop.errors.yaml"), atomically: true, encoding: .utf8)
      let strings = folder.appendingPathComponent("Shop.errors.xcstrings")
      try "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n}".write(
        to: strings, atomically: true, encoding: .utf8)
      let generated = try CLIRunner.run(
        ["generate", "Shop.errors.yaml", "--output", "out"], in: folder)
      #expect(generated.status == 1)
      #expect(generated.all.contains("Shop.errors.xcstrings:4:1: error:"), "\(generated.all)")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
      let synced = try CLIRunner.run(["strings", "sync", "."], in: folder)
      #expect(synced.status == 1)
      #expect(
        try String(contentsOf: strings, encoding: .utf8)
          == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n}")
    }
  }

  /// `--require` matches locales as the generated code does (LOCALIZATION.md §3): a catalog
  /// with `de` does not miss `de-AT`, and `DE` or `de_AT` is spelled like a catalog's locale.
  @Test(arguments: [
    (true, "de-AT", 0, ["en", "de", "de-AT"]), (true, "DE", 0, ["en", "de"]),
    (true, "de_AT", 0, ["en", "de", "de-AT"]), (true, "en-GB", 0, ["en", "de", "en-GB"]),
    (true, "fr", 1, ["en", "de", "fr"]), (true, "de-at,DE-AT", 0, ["en", "de", "de-AT"]),
    // The second case has no `de` text: `de-AT` users see English there.
    (false, "de-AT", 1, ["en", "de", "de-AT"]),
  ])
  func statusRequireResolvesLocales(
    _ allGerman: Bool, _ require: String, _ expectedStatus: Int32, _ expectedLocales: [String]
  ) throws {
    try CLIRunner.withTemporaryFolder { folder in
      let yaml = """
        errorgen: 1
        domain: com.example.net
        errors:
          offline: { code: 1, message: { en: You are offline., de: Sie sind offline. } }
          timeout: { code: 2, message: { en: Timed out.\(allGerman ? ", de: Zeit abgelaufen." : "") } }

        """
      try yaml.write(
        to: folder.appendingPathComponent("Net.errors.yaml"), atomically: true, encoding: .utf8)
      let status = try CLIRunner.run(
        ["strings", "status", "Net.errors.yaml", "--require", require], in: folder)
      let lines = status.standardOutput.split(separator: "\n")
      let locales = lines.map { $0.split(separator: " ", omittingEmptySubsequences: true)[1] }
      #expect(
        status.status == expectedStatus && locales.map(String.init) == expectedLocales,
        """
        --require \(require): expected status \(expectedStatus) and rows \(expectedLocales), \
        got \(status.status) and \(locales): \(status.all)
        """)
      if expectedStatus == 0, let last = lines.last {
        #expect(last.hasSuffix(" 0 missing, 0 stale"), "expected nothing missing, got \(last)")
      }
    }
  }
}
