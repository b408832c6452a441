import ErrorGenLocales

@testable import ErrorGenCore

/// The CLDR tables of `KotlinRuntime/LocaleMatching.kt`, rendered from the Swift runtime's
/// `LocaleMatching` (module ErrorGenLocales), so that the data exists once and the two
/// languages cannot drift apart on it: `KotlinRuntimeSourceTests` holds the Kotlin file to it.
enum KotlinLocaleTables {
  /// The tables as the Kotlin file holds them, after `marker`.
  static var text: String {
    let tables = [
      "/** Legacy and macro-language codes (supplementalMetadata.xml `languageAlias`). */",
      "private val languageAliases: Map<String, String> = "
        + stringMap(LocaleMatching.languageAliases),
      "",
      "/** Further fallbacks of a language (`nn` → `nn-no`). */",
      "private val extraFallbacks: Map<String, List<String>> = "
        + map(LocaleMatching.extraFallbacks.mapValues { list($0) }, valueType: "List<String>"),
      "",
      "/** Languages written in several scripts: the default one, and where a region implies another. */",
      "private val likelyScripts: Map<String, Pair<String, Map<String, String>>> = "
        + map(
          LocaleMatching.likelyScripts.mapValues {
            "Pair(\(quoted($0.script)), \(stringMap($0.byRegion)))"
          }, valueType: "Pair<String, Map<String, String>>"),
      "",
      "/** The likely region of languages spoken in several (likelySubtags.xml). */",
      "private val likelyRegions: Map<String, String> = "
        + stringMap(LocaleMatching.likelyRegions),
      "",
      "/** Regions whose Spanish falls back to `es-419` (parentLocales.xml). */",
      "private val latinAmerica: Set<String> = " + set(LocaleMatching.latinAmerica),
      "",
      "/** Regions whose Portuguese falls back to `pt-PT` (parentLocales.xml). */",
      "private val portugalFamily: Set<String> = " + set(LocaleMatching.portugalFamily),
      "",
      "/** Regions whose English falls back to `en-150`, Europe's (parentLocales.xml). */",
      "private val europeanEnglish: Set<String> = " + set(LocaleMatching.europeanEnglish),
      "",
      "/** Regions whose English is American English (their parent is `en`, not `en-001`). */",
      "private val unitedStatesFamily: Set<String> = " + set(LocaleMatching.unitedStatesFamily),
    ]
    return tables.map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n") + "\n}\n"
  }

  /// The line above the tables in the Kotlin file.
  static let marker =
    "    // CLDR's tables, as the Swift runtime has them (KotlinRuntimeSourceTests checks them;\n"
    + "    // ERRORGEN_RECORD=1 swift test --filter KotlinRuntimeSourceTests rewrites them).\n"

  private static func quoted(_ text: String) -> String { KotlinLexicon.stringLiteral(text) }

  /// `mapOf("a" to value, ...)`, keys sorted so that the output is deterministic.
  private static func map(_ entries: [String: String], valueType: String) -> String {
    guard !entries.isEmpty else { return "mapOf<String, \(valueType)>()" }
    let pairs = entries.keys.sorted().map { "\(quoted($0)) to \(entries[$0] ?? "")" }
    return "mapOf(" + pairs.joined(separator: ", ") + ")"
  }

  private static func stringMap(_ entries: [String: String]) -> String {
    map(entries.mapValues(quoted), valueType: "String")
  }

  private static func list(_ items: [String]) -> String {
    "listOf(" + items.map(quoted).joined(separator: ", ") + ")"
  }

  private static func set(_ items: Set<String>) -> String {
    "setOf(" + items.sorted().map(quoted).joined(separator: ", ") + ")"
  }
}
