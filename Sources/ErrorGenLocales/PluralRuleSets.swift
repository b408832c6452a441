/// A CLDR plural category: which form of a counted text a number takes in a language.
public enum PluralCategory: String, Hashable, Sendable, CaseIterable {
  case zero, one, two, few, many, other
}

/// CLDR's cardinal plural rules for integers, by rule set: the runtime chooses a text's variant
/// with them, and lint checks which categories a locale's text needs. The tables and rules are
/// written by `scripts/generate-plural-rules.py` (CLDR 46) into `PluralRuleSets+CLDR.swift` and
/// `PluralRuleSets+CLDRLocales.swift`, so that nothing is parsed at run time.
package enum PluralRuleSets {
  /// The rule set of `locale`, or of the nearest locale it falls back to (subtags dropped one
  /// by one); nil when CLDR has none.
  package static func ruleSet(for locale: String) -> Int? {
    var candidate = Substring(String(locale.lowercased().map { $0 == "_" ? "-" : $0 }))
    while !candidate.isEmpty {
      if let found = ruleSets[String(candidate)] { return found }
      guard let dash = candidate.lastIndex(of: "-") else { return nil }
      candidate = candidate[..<dash]
    }
    return nil
  }
}
