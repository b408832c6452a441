/// Which of a catalog's locales a user's language resolves to, the way Apple's
/// `Bundle.preferredLocalizations(from:forPreferences:)` chooses, with CLDR's data rather than
/// only dropping subtags (LOCALIZATION.md §3). Pure and Foundation-free, so that it is tested
/// on Linux, and errorgen's lint and the runtime share this one copy (module ErrorGenLocales).
///
/// The data is the part of CLDR 46's `likelySubtags.xml`, `parentLocales.xml` and
/// `supplementalMetadata.xml` (language aliases) that changes an answer for a catalog:
/// scripts of languages written in two, parents that are not the identifier minus its last
/// subtag, and legacy codes. Everything else falls back by dropping subtags.
public enum LocaleMatching {
  /// The entry of `locales` that `identifier` resolves to, or nil when none does.
  public static func match(_ identifier: String, in locales: [String]) -> String? {
    let available = locales.map { (normalized($0), $0) }
    for candidate in fallbacks(of: identifier) {
      if let found = available.first(where: { $0.0 == candidate }) { return found.1 }
    }
    // Last, a regional variant of the same language and script (`en` → `en-US`), as Apple
    // does: the first the catalog lists.
    guard let language = language(of: identifier) else { return nil }
    let script = script(of: identifier)
    // The region CLDR's likely subtags give the language first (`pt` → `pt-BR`).
    if let region = likelyRegions[language],
      let found = available.first(where: { $0.0 == language + "-" + region })
    {
      return found.1
    }
    return available.first { entry in
      LocaleMatching.language(of: entry.0) == language
        && LocaleMatching.script(of: entry.0) == script
    }?.1
  }

  /// The language subtag, legacy codes replaced: `iw-IL` → `he`.
  package static func language(of identifier: String) -> String? {
    guard let first = normalized(identifier).split(separator: "-").first else { return nil }
    return languageAliases[String(first)] ?? String(first)
  }

  /// `identifier` and what it falls back to, most specific first, each lowercased with `-`:
  /// `zh-TW` → `zh-hant-tw`, `zh-tw`, `zh-hant`; `es-CU` → `es-cu`, `es-419`, `es`; `no` →
  /// `no`, `nb`, `nb-no`.
  public static func fallbacks(of identifier: String) -> [String] {
    var parts = normalized(identifier).split(separator: "-").map(String.init)
    guard var language = parts.first, !language.isEmpty else { return [] }
    // The identifier as written comes first: an exact match wins over an alias (`no` answers
    // with a catalog's `no` texts, not its `nb` ones).
    let written = parts.joined(separator: "-")
    language = languageAliases[language] ?? language
    parts[0] = language
    // The script and region, where given (a script has four letters, a region two letters or
    // three digits); anything after them is dropped first.
    var script: String? = nil
    var region: String? = nil
    for part in parts.dropFirst() {
      if part.count == 4 && script == nil && region == nil && part.allSatisfy(\.isLetter) {
        script = part
      } else if region == nil
        && (part.count == 2 || (part.count == 3 && part.allSatisfy(\.isNumber)))
      {
        region = part
      }
    }
    // A language written in one script has no entry in `likelyScripts`: a script given for it
    // is its usual one (`en-Latn-US` is `en-US`).
    let implied =
      likelyScripts[language] == nil ? nil : script ?? likelyScript(language, region: region)
    var result: [String] = []
    func add(_ parts: String?...) {
      let tag = parts.compactMap { $0 }.joined(separator: "-")
      if !result.contains(tag) { result.append(tag) }
    }
    add(written)
    add(parts.joined(separator: "-"))
    if let region {
      add(language, implied, region)
      add(language, region)
    }
    if let region, let parent = parentRegion(language, region) {
      for step in parent {
        add(language, implied == defaultScript(language) ? nil : implied, step)
        add(language, step)
      }
    }
    if let implied, implied != defaultScript(language) {
      add(language, implied)
      // A script other than the language's usual one never falls back to the bare language
      // (`zh-Hant` is not `zh`, which means `zh-Hans`).
      return result
    }
    if let implied { add(language, implied) }
    if let extra = extraFallbacks[language] { for tag in extra { add(tag) } }
    add(language)
    return result
  }

  /// The script a language is written in by default, for the languages written in several.
  package static func defaultScript(_ language: String) -> String? {
    likelyScripts[language]?.script
  }

  /// The script implied by a language and region: `zh` + `tw` → `hant`.
  package static func likelyScript(_ language: String, region: String?) -> String? {
    guard let entry = likelyScripts[language] else { return nil }
    if let region, let special = entry.byRegion[region] { return special }
    return entry.script
  }

  /// The script of an identifier, given or implied.
  package static func script(of identifier: String) -> String? {
    let parts = normalized(identifier).split(separator: "-").map(String.init)
    guard let language = parts.first else { return nil }
    let aliased = languageAliases[language] ?? language
    // A language written in one script has no script to tell its variants apart.
    guard likelyScripts[aliased] != nil else { return nil }
    if let given = parts.dropFirst().first(where: { $0.count == 4 && $0.allSatisfy(\.isLetter) }) {
      return given
    }
    let region = parts.dropFirst().first { $0.count == 2 || $0.count == 3 }
    return likelyScript(aliased, region: region)
  }

  /// The parents of a region's variant of a language, nearest first, where CLDR's parent is
  /// not the bare language: `es-CU` → `es-419`; `pt-AO` → `pt-PT`; `en-IN` → `en-001`, `en-GB`;
  /// `en-AT` → `en-150`, `en-001`, `en-GB`.
  package static func parentRegion(_ language: String, _ region: String) -> [String]? {
    switch language {
    case "es" where latinAmerica.contains(region): ["419"]
    case "pt" where portugalFamily.contains(region): ["pt"]
    case "en" where europeanEnglish.contains(region): ["150", "001", "gb"]
    case "en" where !unitedStatesFamily.contains(region) && region != "gb": ["001", "gb"]
    case "en" where region == "gb": ["001"]
    case "zh" where region == "mo": ["hk"]
    default: nil
    }
  }

  /// Lowercased, `_` as `-`.
  package static func normalized(_ identifier: String) -> String {
    String(identifier.lowercased().map { $0 == "_" ? "-" : $0 })
  }

  // MARK: CLDR 46 data (the subset that changes an answer)

  /// Legacy and macro-language codes (supplementalMetadata.xml `languageAlias`).
  package static let languageAliases: [String: String] = [
    "iw": "he", "in": "id", "ji": "yi", "jw": "jv", "mo": "ro", "no": "nb", "tl": "fil",
  ]

  /// Further fallbacks of a language: Norwegian Nynorsk is written `nn-NO` by some catalogs.
  package static let extraFallbacks: [String: [String]] = [
    "nn": ["nn-no"], "nb": ["nb-no", "no"],
  ]

  /// Languages written in several scripts: the default one, and where a region implies
  /// another (likelySubtags.xml).
  package static let likelyScripts: [String: (script: String, byRegion: [String: String])] = [
    "zh": ("hans", ["tw": "hant", "hk": "hant", "mo": "hant"]),
    "sr": ("cyrl", ["me": "latn"]),
    "pa": ("guru", ["pk": "arab"]),
    "uz": ("latn", ["af": "arab"]),
    "az": ("latn", ["ir": "arab"]),
    "bs": ("latn", [:]),
    "mn": ("cyrl", ["cn": "mong"]),
    "ms": ("latn", [:]),
    "ha": ("latn", [:]),
    "ff": ("latn", [:]),
    "ks": ("arab", [:]),
    "sd": ("arab", [:]),
    "vai": ("vaii", [:]),
  ]

  /// The likely region of languages spoken in several (likelySubtags.xml).
  package static let likelyRegions: [String: String] = [
    "ar": "eg", "de": "de", "en": "us", "es": "es", "fr": "fr", "it": "it", "nl": "nl",
    "pt": "br", "ru": "ru", "sv": "se", "sw": "tz", "zh": "cn",
  ]

  /// Regions whose Spanish falls back to `es-419` (parentLocales.xml).
  package static let latinAmerica: Set<String> = [
    "ar", "bo", "br", "bz", "cl", "co", "cr", "cu", "do", "ec", "gt", "hn", "mx", "ni", "pa",
    "pe", "pr", "py", "sv", "us", "uy", "ve",
  ]

  /// Regions whose Portuguese falls back to `pt-PT` (parentLocales.xml).
  package static let portugalFamily: Set<String> = [
    "ao", "ch", "cv", "fr", "gq", "gw", "lu", "mo", "mz", "st", "tl",
  ]

  /// Regions whose English falls back to `en-150`, Europe's (parentLocales.xml).
  package static let europeanEnglish: Set<String> = [
    "at", "be", "ch", "de", "dk", "fi", "nl", "se", "si",
  ]

  /// Regions whose English is American English (their parent is `en`, not `en-001`).
  package static let unitedStatesFamily: Set<String> = [
    "us", "as", "gu", "mh", "mp", "pr", "um", "vi",
  ]
}
