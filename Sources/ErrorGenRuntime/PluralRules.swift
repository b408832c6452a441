import ErrorGenLocales

/// A CLDR plural category: which form of a counted text a number takes in a language.
public typealias PluralCategory = ErrorGenLocales.PluralCategory

/// Which of a catalog's locales a user's language resolves to (module ErrorGenLocales, which
/// errorgen's lint shares).
public typealias LocaleMatching = ErrorGenLocales.LocaleMatching

/// CLDR's cardinal plural rules for integers, compiled into ErrorGenLocales by
/// `scripts/generate-plural-rules.py` (CLDR 46), so that nothing is parsed at run time.
public enum PluralRules {
  /// The category of `value` in `locale`. A negative value takes the category of its absolute
  /// value; a locale CLDR does not know uses its language's rules (its subtags dropped one by
  /// one), else `other`.
  public static func category<Value: BinaryInteger>(of value: Value, locale: String)
    -> PluralCategory
  {
    // The magnitude of any 64-bit integer, `Int64.min` included, fits in a UInt64; a wider
    // value is clamped, which keeps every rule's remainders below a million right in practice.
    let magnitude = UInt64(clamping: value.magnitude)
    guard let ruleSet = PluralRuleSets.ruleSet(for: locale) else { return .other }
    return PluralRuleSets.category(magnitude, ruleSet: ruleSet)
  }
}

extension ErrorLocalization {
  /// The plural category that `value` takes in the catalog locale `locale`: what generated code
  /// switches over to choose a text's plural variant.
  public static func pluralCategory<Value: BinaryInteger>(_ value: Value, locale: String)
    -> PluralCategory
  {
    PluralRules.category(of: value, locale: locale)
  }
}
