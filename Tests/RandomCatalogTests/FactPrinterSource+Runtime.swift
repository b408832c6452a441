import ErrorGenLocales

@testable import ErrorGenCore

/// Facts of the two runtimes themselves, printed by the same fact programs (so that kotlinc
/// runs once): which locale each (requested, available) pair resolves to, how doubles are
/// written, and the plural category of a range of values in every CLDR locale and in some that
/// CLDR does not list.
extension FactPrinterSource {
  /// (requested, available) pairs for `ErrorLocalization.match` (LOCALIZATION.md §3): likely
  /// scripts, parent locales, legacy codes, regional variants, spelling and malformed input.
  static let localePairs: [(String, [String])] = [
    ("zh-TW", ["zh-Hans", "zh-Hant"]), ("zh-TW", ["zh-Hans", "en"]),
    ("zh", ["zh-Hant", "zh-Hans"]),
    ("zh-HK", ["zh-Hant-HK", "zh-Hant"]), ("zh-MO", ["zh-Hant-HK", "zh-Hans"]),
    ("zh-CN", ["zh-Hant", "zh-Hans"]), ("zh-Hant-TW", ["zh-TW"]), ("zh-Hans", ["zh"]),
    ("es-CU", ["es", "es-419"]), ("es_MX", ["es-ES", "es-419"]), ("es-419", ["es"]),
    ("pt-AO", ["pt-BR", "pt-PT"]), ("pt", ["pt-PT", "pt-BR"]), ("pt-BR", ["pt-PT", "pt"]),
    ("en-IN", ["en-US", "en-GB"]), ("en-IN", ["en-001", "en-GB"]), ("en-GB", ["en", "en-001"]),
    ("en", ["en-GB", "en-US"]), ("en-US", ["en-GB", "en"]), ("en-150", ["en-GB", "en"]),
    ("en-PR", ["en-GB", "en"]), ("EN_us", ["en-us"]), ("en-Latn-US", ["en"]),
    ("iw", ["he"]), ("iw-IL", ["en", "he-IL"]), ("no", ["nb"]), ("no", ["nb-NO"]), ("nb", ["no"]),
    ("nn", ["nn-NO"]), ("in", ["id"]), ("tl", ["fil"]), ("mo", ["ro"]), ("ji", ["yi"]),
    ("DE_ch", ["de"]), ("de-CH", ["de-CH", "de"]), ("de-AT", ["de-DE"]),
    ("de", ["de-AT", "de-DE"]),
    ("de-CH-1996", ["de-CH"]), ("sr-Latn", ["sr", "sr-Latn"]), ("sr-ME", ["sr", "sr-Latn"]),
    ("sr", ["sr-Latn"]), ("pa-PK", ["pa", "pa-Arab"]), ("uz-AF", ["uz", "uz-Arab"]),
    ("az-IR", ["az"]), ("mn-CN", ["mn"]), ("fr-CA", ["fr"]), ("fr", ["fr-CA", "fr-FR"]),
    ("ar-SA", ["ar-EG", "ar"]), ("ar", ["ar-SA", "ar-EG"]), ("sw-KE", ["sw-TZ"]),
    ("ru-RU", ["uk", "ru"]), ("ja-JP-u-ca-japanese", ["ja"]), ("", ["en"]), ("-", ["en"]),
    ("x", []), ("_de__CH", ["de-CH"]), ("en", []), ("en-AT", ["en-150", "en-GB", "en"]),
    ("en-SI", ["en-GB", "en"]), ("en-FR", ["en-150", "en"]),
    // An exact match wins over an alias; a script subtag of a one-script language.
    ("no", ["nb", "no"]), ("no", ["no", "nb"]), ("nb", ["no", "nb"]),
    ("no-NO", ["nb-NO", "no-NO"]),
    ("iw", ["he", "iw"]), ("iw-IL", ["he", "iw"]), ("en-Latn-US", ["en-US", "en"]),
    ("en-Latn-US", ["de", "en-GB"]), ("en-Latn", ["en"]),
  ]

  /// The values whose plural category is compared: small ones, powers of ten, negatives and
  /// the 64-bit extremes.
  static let pluralValues: [String] =
    (0...112).map(String.init) + [
      "1000", "10000", "100000", "1000000", "1000001", "2000000", "-1", "-2", "-21", "-1000000",
    ]

  /// `UInt64` values past `Int64`'s range (a `plural:` param may be unsigned): Kotlin holds them
  /// as `BigInteger`, and its rules see a smaller number with the same remainders.
  static let unsignedPluralValues: [String] = [
    "0", "1", "9223372036854775807", "9223372036854775808", "9223372036855000000",
    "10000000000000000000", "10000000000000000001", "10000000000001000000",
    "18446744073709000000", "18446744073709551615",
  ]

  /// Doubles as both runtimes write them (placeholders, `toString()`), spelled as literals
  /// that both languages read alike: Swift writes an exponent below 1e-4 and above 2^53, so
  /// the values around 2^53 and 1e16 and the extremes are here.
  static let doubleLiterals: [String] = [
    "0.0", "-0.0", "1.5", "30.0", "100.0", "0.1", "0.001", "0.0001", "0.00012345", "0.00001",
    "123456789.125", "12345678901234.5", "999999999999999.9", "1e15", "5e15", "8e15", "9e15",
    "9007199254740991.0", "9007199254740992.0", "9007199254740994.0", "9007199254740996.0",
    "9.5e15", "1e16", "2e16", "18014398509481984.0", "1.2345678901234568e17", "1e22", "1e23",
    "-9007199254740992.0", "-9007199254740994.0", "-9.5e15", "-5e15", "1.7976931348623157e308",
    "2.2250738585072014e-308",
  ]

  /// Every locale CLDR has rules for, and some it has not (a region, a script, an unknown one).
  static var pluralLocales: [String] {
    PluralRuleSets.ruleSets.keys.sorted() + ["de-CH", "pt-PT", "pt_BR", "sr-Latn", "EN-gb", "xx"]
  }

  static func swiftRuntimeFacts() -> [String] {
    var lines = ["func runtimeFacts(_ out: inout [String]) {"]
    for (requested, available) in localePairs {
      let list = available.map(RandomCatalogGenerator.swiftLiteral).joined(separator: ", ")
      let literal = RandomCatalogGenerator.swiftLiteral(requested)
      lines.append(
        "  out.append(\"match \\(esc(\(literal))) in \(esc(available)) -> \\(esc(ErrorLocalization.match(\(literal), in: [\(list)])))\")"
      )
    }
    for literal in doubleLiterals {
      lines.append(
        "  out.append(\"double \(literal) -> \\(ErrorLocalization.placeholder(\(literal) as Double)) \\(ErrorLogging.sourceText(\(literal) as Double))\")"
      )
    }
    let values = pluralValues.joined(separator: ", ")
    lines += [
      "  let values: [Int64] = [\(values), .min, .max]",
      "  let unsigned: [UInt64] = [\(unsignedPluralValues.joined(separator: ", "))]",
      "  for locale in [\(pluralLocales.map(RandomCatalogGenerator.swiftLiteral).joined(separator: ", "))] {",
      "    out.append(\"plural \\(locale) \" + values.map { ErrorLocalization.pluralCategory($0, locale: locale).rawValue }.joined(separator: \" \"))",
      "    out.append(\"plural-unsigned \\(locale) \" + unsigned.map { ErrorLocalization.pluralCategory($0, locale: locale).rawValue }.joined(separator: \" \"))",
      "  }",
      "}",
      "",
    ]
    return lines
  }

  static func kotlinRuntimeFacts() -> [String] {
    var lines = ["fun runtimeFacts(out: MutableList<String>) {"]
    for (requested, available) in localePairs {
      let list = available.map(KotlinLexicon.stringLiteral).joined(separator: ", ")
      let literal = KotlinLexicon.stringLiteral(requested)
      let listExpression = available.isEmpty ? "emptyList()" : "listOf(\(list))"
      lines.append(
        "    out.add(\"match ${esc(\(literal))} in \(esc(available)) -> ${esc(ErrorLocalization.match(\(literal), \(listExpression)))}\")"
      )
    }
    for literal in doubleLiterals {
      lines.append(
        "    out.add(\"double \(literal) -> ${ErrorLocalization.placeholder(\(literal))} ${ErrorLogging.sourceText(\(literal))}\")"
      )
    }
    let values = pluralValues.map { $0 + "L" }.joined(separator: ", ")
    lines += [
      "    val values = listOf(\(values), Long.MIN_VALUE, Long.MAX_VALUE)",
      "    val unsigned = listOf(\(unsignedPluralValues.map { "java.math.BigInteger(\"\($0)\")" }.joined(separator: ", ")))",
      "    for (locale in listOf(\(pluralLocales.map(KotlinLexicon.stringLiteral).joined(separator: ", ")))) {",
      "        out.add(\"plural $locale \" + values.joinToString(\" \") { ErrorLocalization.pluralCategory(it, locale).rawValue })",
      "        out.add(\"plural-unsigned $locale \" + unsigned.joinToString(\" \") { ErrorLocalization.pluralCategory(it, locale).rawValue })",
      "    }",
      "}",
      "",
    ]
    return lines
  }

  /// The available locales as the fact line shows them: plain ASCII, so the same text in
  /// both programs' source.
  private static func esc(_ locales: [String]) -> String {
    "[" + locales.joined(separator: ",") + "]"
  }
}
