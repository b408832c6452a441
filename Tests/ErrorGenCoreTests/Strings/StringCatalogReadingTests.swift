import Testing

@testable import ErrorGenCore

/// Hostile and malformed String Catalogs: each is an error at its place in the `.xcstrings`,
/// and nothing is generated.
@Suite struct StringCatalogReadingTests {
  static let yaml = """
    errorgen: 1
    domain: com.example.sync
    default_locale: en
    errors:
      offline:
        code: 1
        params:
          count: Int
        message:
          en:
            one: One item is offline.
            other: "{count} items are offline."

    """

  /// Checks and generates the catalog with `strings` beside it.
  static func run(_ strings: [UInt8]) -> (CheckResult, [GeneratedFile]) {
    let sources = [
      CatalogSource(path: "Sync.errors.yaml", text: yaml),
      CatalogSource(path: "Sync.errors.xcstrings", contents: strings),
    ]
    return (ErrorGenPipeline.check(sources), ErrorGenPipeline.generate(sources).files)
  }

  static func unit(_ body: String, locale: String = "de", key: String = "offline.message")
    -> String
  {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "\(key)" : {
          "localizations" : {
            "\(locale)" : \(body)
          }
        }
      },
      "version" : "1.0"
    }
    """
  }

  @Test(
    arguments: [
      ("not JSON", Array("errors: []".utf8), "Sync.errors.xcstrings:1:1", "invalid_string_catalog"),
      (
        "a BOM", [0xEF, 0xBB, 0xBF] + Array("{}".utf8), "Sync.errors.xcstrings:1:1",
        "invalid_string_catalog"
      ),
      (
        "UTF-16", [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], "Sync.errors.xcstrings:1:1",
        "invalid_string_catalog"
      ),
      (
        "invalid UTF-8", Array("{\"a\" : \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8),
        "Sync.errors.xcstrings:1:9", "invalid_string_catalog"
      ),
      (
        "duplicate keys",
        Array("{\"sourceLanguage\" : \"en\",\n \"sourceLanguage\" : \"de\"}".utf8),
        "Sync.errors.xcstrings:2:2", "invalid_string_catalog"
      ),
      (
        "deep nesting", Array(String(repeating: "[", count: 10_000).utf8),
        "Sync.errors.xcstrings:1:65", "invalid_string_catalog"
      ),
      (
        "a trailing comma", Array("{\"sourceLanguage\" : \"en\",}".utf8),
        "Sync.errors.xcstrings:1:26", "invalid_string_catalog"
      ),
      ("a root array", Array("[]".utf8), "Sync.errors.xcstrings:1:1", "invalid_string_catalog"),
      (
        "strings as a string", Array("{\"sourceLanguage\" : \"en\", \"strings\" : \"x\"}".utf8),
        "Sync.errors.xcstrings:1:39", "invalid_string_catalog"
      ),
      (
        "an entry as a number",
        Array("{\"sourceLanguage\" : \"en\", \"strings\" : {\"offline.message\" : 1}}".utf8),
        "Sync.errors.xcstrings:1:60", "invalid_string_catalog"
      ),
      (
        "a localization as a list", Array(unit("[]").utf8), "Sync.errors.xcstrings:6:16",
        "invalid_string_catalog"
      ),
      (
        "a unit as a string", Array(unit(#"{ "stringUnit" : "x" }"#).utf8),
        "Sync.errors.xcstrings:6:33", "invalid_string_catalog"
      ),
      (
        "a state as a number",
        Array(unit(#"{ "stringUnit" : { "state" : 1, "value" : "x" } }"#).utf8),
        "Sync.errors.xcstrings:6:45", "invalid_string_catalog"
      ),
      (
        "an unknown state",
        Array(unit(#"{ "stringUnit" : { "state" : "done", "value" : "x" } }"#).utf8),
        "Sync.errors.xcstrings:6:45", "invalid_string_catalog"
      ),
      (
        "a missing value", Array(unit(#"{ "stringUnit" : { "state" : "new" } }"#).utf8),
        "Sync.errors.xcstrings:6:33", "invalid_string_catalog"
      ),
      (
        "a category that does not exist",
        Array(
          unit(
            #"{ "variations" : { "plural" : { "lots" : { "stringUnit" : { "state" : "translated", "value" : "x" } } } } }"#
          ).utf8), "Sync.errors.xcstrings:6:48", "invalid_string_catalog"
      ),
      (
        "a bidi override",
        Array(
          unit("{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"a\u{202E}b\" } }")
            .utf8), "Sync.errors.xcstrings:6:69", "invalid_string_catalog"
      ),
      (
        "a control character",
        Array(unit(#"{ "stringUnit" : { "state" : "translated", "value" : "a\u0007b" } }"#).utf8),
        "Sync.errors.xcstrings:6:69", "invalid_string_catalog"
      ),
      (
        "another source language", Array(#"{"sourceLanguage" : "de", "strings" : {}}"#.utf8),
        "Sync.errors.xcstrings:1:21", "invalid_string_catalog"
      ),
      (
        "a placeholder that does not match",
        Array(
          unit(
            #"{ "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "Ein {name}" } }, "other" : { "stringUnit" : { "state" : "translated", "value" : "{count}" } } } } }"#
          ).utf8), "Sync.errors.xcstrings:6:109", "unknown_placeholder"
      ),
    ] as [(String, [UInt8], String, String)])
  func malformedStringCatalogIsALocatedError(
    _ what: String, _ bytes: [UInt8], _ place: String, _ rule: String
  ) {
    let (checked, files) = Self.run(bytes)
    let errors = checked.diagnostics.filter { $0.severity == .error }
    let got = errors.map { "\($0.file):\($0.location) \($0.rule)" }
    #expect(
      got.contains("\(place) \(rule)"),
      "\(what): expected \(rule) at \(place), got \(got)")
    #expect(files.isEmpty, "\(what): expected nothing generated, got \(files.map(\.name))")
  }

  @Test func oneHundredMegabytesAreRefusedBeforeReading() {
    let bytes = [UInt8](repeating: 0x20, count: 100 * 1024 * 1024)
    let (catalog, diagnostics) = StringCatalog.decode(bytes, file: "Big.errors.xcstrings")
    #expect(catalog == nil)
    #expect(diagnostics.map(\.rule) == [.invalidStringCatalog])
  }

  @Test func aMissingCategoryIsReportedInTheStringCatalog() {
    let (checked, files) = Self.run(
      Array(
        Self.unit(
          #"{ "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "{count} Elemente" } } } } }"#
        ).utf8))
    let got = checked.diagnostics.map { "\($0.file):\($0.location) \($0.rule)" }
    #expect(
      got.contains("Sync.errors.xcstrings:6:9 plural_categories"),
      "expected plural_categories at the 'de' key, got \(got)")
    #expect(files.count == 1)
  }

  /// A case deleted or renamed without `strings sync` leaves a key no text has: a warning at the
  /// key, and generation goes on (what sync marks stale must not break builds via the plugin).
  @Test(arguments: ["manual", "stale"])
  func aKeyNoTextHasIsAWarningAndGenerationGoesOn(_ extractionState: String) {
    let strings = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "gone.message" : {
            "extractionState" : "\(extractionState)",
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Weg." } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let (checked, files) = Self.run(Array(strings.utf8))
    let got = checked.diagnostics.map { "\($0.severity) \($0.file):\($0.location) \($0.rule)" }
    // A key sync already marked stale is expected there: nothing to say.
    let expected =
      extractionState == "stale"
      ? [] : ["warning Sync.errors.xcstrings:4:5 unknown_string_key"]
    #expect(got == expected, "\(extractionState): expected \(expected), got \(got)")
    #expect(files.count == 1, "expected the catalog generated, got \(files.map(\.name))")
  }

  @Test func jsonEscapesAndPositionsAreRead() throws {
    let text = "{\n  \"a\" : \"x\\u00e9\\ud83d\\ude00\\n\",\n  \"b\" : [1, -2.5e3, true, null]\n}"
    guard case .success(let root) = JSONReader.read(Array(text.utf8)) else {
      Issue.record("expected JSON")
      return
    }
    guard case .object(let members) = root.value else {
      Issue.record("expected an object")
      return
    }
    #expect(members[0].value.value == .string("xé😀\n"))
    #expect(members[1].key.location == SourceLocation(line: 3, column: 3))
    #expect(
      JSONWriter.bytes(root.value)
        == Array(
          "{\n  \"a\" : \"xé😀\\n\",\n  \"b\" : [\n    1,\n    -2.5e3,\n    true,\n    null\n  ]\n}\n"
            .utf8))
  }
}
