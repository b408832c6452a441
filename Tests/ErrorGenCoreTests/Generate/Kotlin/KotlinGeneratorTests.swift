import ErrorGenLocales
import Testing

@testable import ErrorGenCore

/// The Kotlin that plural variants, locale fallbacks and `fromCode` become, as exact text, and
/// the runtime file's data. (That it compiles and agrees with Swift is `KotlinCrossLanguageTests`.)
@Suite struct KotlinGeneratorTests {
  static let catalog = """
    errorgen: 1
    domain: com.example.sync
    type: SyncError
    default_locale: en
    errors:
      offline: { code: 1, message: { en: Offline., de: Offline., de-CH: Offline (CH). } }
      itemsNotSynced:
        code: 2
        params: { count: Int }
        message:
          en: { one: "{count} item", other: "{count} items" }
          de: { one: "Ein Element", other: "{count} Elemente" }
      delayed:
        code: 3
        params: { after: Double? }
        message: Delayed.
    """

  static func source() throws -> String {
    let result = ErrorGenPipeline.generateKotlin(
      [CatalogSource(path: "Sync.errors.yaml", text: catalog)], options: .init(package: "x"))
    let file = try #require(
      result.files.first { $0.name == "SyncError.kt" },
      "expected SyncError.kt, got \(result.files.map(\.name)) \(result.diagnostics)")
    return String(decoding: file.bytes, as: UTF8.self)
  }

  @Test func pluralTextsPassTheirCountAndTheTableHoldsEachVariant() throws {
    let source = try Self.source()
    for expected in [
      "            is ItemsNotSynced -> listOf(ErrorParam(\"count\", this.count, plural = true))\n",
      "        get() = TextArguments.of(params)\n",
      "            [itemsNotSynced]\n            message.en.one = {count} item\n",
      "            message.en.other = {count} items\n",
      "            message.de.one = Ein Element\n",
      "import errorgen.runtime.TextArguments\n",
    ] {
      #expect(source.contains(expected), "expected\n\(expected)\nin:\n\(source)")
    }
    #expect(!source.contains("PluralCategory"), "expected the choice to be the runtime's")
  }

  @Test func fromCodeMakesTheCasesThatNeedNoValue() throws {
    let source = try Self.source()
    let expected = """
              fun fromCode(code: Int): SyncError? = when (code) {
                  1 -> Offline
                  3 -> Delayed(null)
                  else -> null
              }
      """
    #expect(source.contains(expected), "expected\n\(expected)\nin:\n\(source)")
  }

  /// Texts are data at every size: 10 cases and 130 have the same functions, each text is a
  /// line of a `TEXT_TABLE` constant, and a `$` or `"""` in a text cannot end the raw string or
  /// start a template.
  @Test(arguments: [10, 130])
  func textsAreATableAtEverySize(cases: Int) throws {
    var yaml = "errorgen: 1\ndomain: com.example.large\nerrors:\n"
    for index in 0..<cases {
      yaml +=
        "  case\(index): { code: \(index), message: { en: Case \(index)., de: Fall \(index). } }\n"
    }
    yaml +=
      "  last: { code: 999, message: 'Costs $x or ${{y}} \"\"\" quoted.', reason: Because. }\n"
    let result = ErrorGenPipeline.generateKotlin(
      [CatalogSource(path: "Large.errors.yaml", text: yaml)], options: .init(package: "x"))
    let file = try #require(
      result.files.first { $0.name == "LargeError.kt" }, "got \(result.diagnostics)")
    let text = String(decoding: file.bytes, as: UTF8.self)
    for expected in [
      "    fun message(locale: String): String = LargeError.textTable.message(caseName, locale, textArguments)\n",
      "            [case0]\n            message.en = Case 0.\n            message.de = Fall 0.\n",
      "            [last]\n"
        + #"            message.en = Costs \u{24}x or \u{24}{{y}} \u{22}\u{22}\u{22} quoted."#
        + "\n",
      "        private const val TEXT_TABLE_0: String = \"\"\"\n",
    ] {
      #expect(text.contains(expected), "expected\n\(expected)\nin the catalog's Kotlin")
    }
    #expect(!text.contains("override fun message"), "expected no per-case text functions")
  }

  /// A table too large for one JVM constant is cut into several, each within the limit.
  @Test func aLargeTableIsCutIntoConstantsWithinTheJVMsLimit() {
    let lines = (0..<3_000).map { "case\($0).message.de = " + String(repeating: "ä€𝄞", count: 20) }
    let chunks = KotlinTextsTranslator.chunks(lines)
    #expect(chunks.count > 1, "expected several constants, got \(chunks.count)")
    #expect(chunks.flatMap { $0 } == lines, "expected every line once, in order")
    for chunk in chunks {
      let bytes = KotlinTextsTranslator.modifiedUTF8Count(chunk.joined(separator: "\n"))
      #expect(bytes < 65_535, "expected a constant under 65,535 bytes, got \(bytes)")
    }
  }

  /// (the wrapped catalog's package, nil when it is not in the run; the umbrella's; how it is
  /// composed; `--kotlin-package`; the import expected in the umbrella's file, nil for none).
  static let compositions: [(String?, String, String, String?, String?)] = [
    ("com.net", "com.app", "NetworkError", nil, "import com.net.NetworkError"),
    ("com.net", "com.app", "Networking.NetworkError", nil, "import com.net.NetworkError"),
    ("com.example.in", "com.app", "NetworkError", nil, "import com.example.`in`.NetworkError"),
    ("com.app", "com.app", "NetworkError", nil, nil),
    ("com.net", "com.app", "NetworkError", "x", nil),
    (nil, "com.app", "NetworkError", nil, nil),
  ]

  /// KOTLIN.md §Limits: an umbrella refers to what it composes by its simple name, so a type
  /// of another package generated in the same run is imported.
  @Test(arguments: compositions)
  func anUmbrellaImportsAComposedTypeOfAnotherPackageInTheRun(
    wrappedPackage: String?, package: String, composed: String, option: String?,
    expected: String?
  ) throws {
    var sources = [
      CatalogSource(
        path: "App.errors.yaml",
        text: """
          errorgen: 1
          domain: com.example.app
          kotlin_package: \(package)
          compose: { network: \(composed) }
          errors:
            outdated: { code: 1, message: Update the app. }
          """)
    ]
    if let wrappedPackage {
      sources.append(
        CatalogSource(
          path: "Network.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.network
            kotlin_package: \(wrappedPackage)
            errors:
              offline: { code: 10, message: You are offline. }
            """))
    }
    let result = ErrorGenPipeline.generateKotlin(sources, options: .init(package: option))
    let file = try #require(
      result.files.first { $0.name == "AppError.kt" },
      "expected AppError.kt, got \(result.files.map(\.name)) \(result.diagnostics)")
    let imports = file.contents.split(separator: "\n").filter {
      $0.hasPrefix("import ") && !$0.hasPrefix("import errorgen.runtime.")
    }
    #expect(
      imports == (expected.map { [Substring($0)] } ?? []),
      "expected \(expected ?? "no import") besides the runtime's, got \(imports)")
  }

  @Test func theRuntimeHasEveryCLDRLocaleAndTheSwiftLocaleTables() {
    let runtime = KotlinRuntimeSource.text
    for locale in PluralRuleSets.ruleSets.keys {
      #expect(
        runtime.contains(" \(locale) ") || runtime.contains("\"\(locale) ")
          || runtime.contains(" \(locale)\"") || runtime.contains("\"\(locale)\""),
        "expected \(locale) in the Kotlin plural rules")
    }
    #expect(runtime.contains(#"mapOf("in" to "id", "iw" to "he", "ji" to "yi""#))
    #expect(runtime.contains("object LocaleMatching"))
    // Rendered from dictionaries: the keys are sorted, so the text never varies.
    #expect(KotlinLocaleTables.text == KotlinLocaleTables.text, "expected the same locale tables")
  }
}
