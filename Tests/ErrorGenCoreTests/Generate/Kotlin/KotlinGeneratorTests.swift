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

  @Test func pluralVariantsSwitchOverTheCategoryAndALackingLocaleFallsBack() throws {
    let source = try Self.source()
    let expected = """
              is ItemsNotSynced -> when (SyncError.resolvedLocale(locale)) {
                  "de", "de-CH" -> when (ErrorLocalization.pluralCategory(this.count, "de")) {
                      PluralCategory.ONE -> "Ein Element"
                      else -> "${ErrorLocalization.placeholder(this.count)} Elemente"
                  }
                  else -> when (ErrorLocalization.pluralCategory(this.count, "en")) {
                      PluralCategory.ONE -> "${ErrorLocalization.placeholder(this.count)} item"
                      else -> "${ErrorLocalization.placeholder(this.count)} items"
                  }
              }
      """
    #expect(source.contains(expected), "expected\n\(expected)\nin:\n\(source)")
    #expect(source.contains("import errorgen.runtime.PluralCategory"))
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

  /// Locales with equal texts share one branch, as on the Swift side: the same text in `de`,
  /// `de-AT` and `de-CH` is written once.
  @Test func localesWithEqualTextsShareABranch() throws {
    let yaml = """
      errorgen: 1
      domain: com.example.shared
      errors:
        failed:
          code: 1
          message: { en: Failed., de: Fehlgeschlagen., de-AT: Fehlgeschlagen., fr: Échec. }
      """
    let result = ErrorGenPipeline.generateKotlin(
      [CatalogSource(path: "Shared.errors.yaml", text: yaml)], options: .init(package: "x"))
    let source = try #require(result.files.first { $0.name == "SharedError.kt" }).bytes
    let expected = """
          fun message(locale: String): String = when (this) {
              Failed -> when (SharedError.resolvedLocale(locale)) {
                  "de", "de-AT" -> "Fehlgeschlagen."
                  "fr" -> "Échec."
                  else -> "Failed."
              }
          }
      """
    let text = String(decoding: source, as: UTF8.self)
    #expect(text.contains(expected), "expected\n\(expected)\nin:\n\(text)")
  }

  /// From 128 cases, each case's texts are functions of its own class, which override the
  /// sealed class's: one `when` over every case's texts made kotlinc run out of memory at
  /// 1,700 cases in 24 locales, and its method was over the JVM's 64 KiB.
  @Test func aLargeCatalogsTextsAreMembersOfEachCase() throws {
    var yaml = "errorgen: 1\ndomain: com.example.large\nerrors:\n"
    for index in 0..<LargeEnumLowering.caseThreshold {
      yaml += "  case\(index): { code: \(index), message: { en: Case \(index)., de: Fall \(index). } }\n"
    }
    yaml += "  last: { code: 999, message: Last., reason: Because. }\n"
    let result = ErrorGenPipeline.generateKotlin(
      [CatalogSource(path: "Large.errors.yaml", text: yaml)], options: .init(package: "x"))
    let file = try #require(result.files.first { $0.name == "LargeError.kt" })
    let text = String(decoding: file.bytes, as: UTF8.self)
    for expected in [
      """
          object Case0 : LargeError(0) {
              override fun message(locale: String): String = when (LargeError.resolvedLocale(locale)) {
                  "de" -> "Fall 0."
                  else -> "Case 0."
              }
          }
      """,
      """
          object Last : LargeError(999) {
              override fun message(locale: String): String = "Last."

              override fun reason(locale: String): String? = "Because."
          }
      """,
      """
          @Suppress("UNUSED_PARAMETER")
          open fun message(locale: String): String = ""
      """,
      """
          @Suppress("UNUSED_PARAMETER")
          open fun reason(locale: String): String? = null
      """,
    ] {
      #expect(text.contains(expected), "expected\n\(expected)\nin the large catalog's Kotlin")
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
    for locale in PluralCategories.ruleSets.keys {
      #expect(
        runtime.contains(" \(locale) ") || runtime.contains("\"\(locale) ")
          || runtime.contains(" \(locale)\"") || runtime.contains("\"\(locale)\""),
        "expected \(locale) in the Kotlin plural rules")
    }
    #expect(runtime.contains(#"mapOf("in" to "id", "iw" to "he", "ji" to "yi""#))
    #expect(runtime.contains("object LocaleMatching"))
    // Rendered from dictionaries on each call: the keys are sorted, so the text never varies.
    #expect(
      KotlinRuntimeSource.localeMatching == KotlinRuntimeSource.localeMatching,
      "expected the same locale tables on every rendering")
  }
}
