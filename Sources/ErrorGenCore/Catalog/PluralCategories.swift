import ErrorGenLocales

/// CLDR's plural categories and which of them each locale's integer rules select, for the
/// plural lint rules: the rule sets the runtime chooses variants with (module ErrorGenLocales).
public enum PluralCategories {
  /// Every category name, in CLDR's order.
  public static let all = ["zero", "one", "two", "few", "many", "other"]

  /// Whether `name` is a CLDR plural category.
  public static func isCategory(_ name: String) -> Bool { all.contains(name) }

  /// The categories `locale`'s rules select for some integer, in CLDR's order; a locale CLDR
  /// does not know uses its language's rules (subtags dropped one by one), else `other` only.
  public static func integerCategories(for locale: String) -> [String] {
    guard let ruleSet = PluralRuleSets.ruleSet(for: locale) else { return ["other"] }
    return PluralRuleSets.integerCategories[ruleSet]
  }
}
