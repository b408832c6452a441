/// A localized text (a message, a reason, a suggestion or an option's label) as every output
/// shows it: each locale's value as written, and which value a catalog locale gets.
public struct TextPlan: Hashable, Sendable {
  /// Each locale the text is written in, in the order first written (String Catalog
  /// translations after the catalog's own).
  public var locales: [LocaleText]
  /// The locale whose value is shown when no other applies: the default locale, or the first
  /// written when the text lacks it.
  public var fallbackLocale: String
  /// For a written locale, the catalog locales that lack the text and resolve to it
  /// (LOCALIZATION.md §3): a text with `de` serves `de-CH`. Locales that resolve to the
  /// fallback are not listed.
  public var servedLocales: [String: [String]]

  /// The value of `locale` as written, if the text has it.
  public func value(of locale: String) -> LocaleText? { locales.first { $0.locale == locale } }

  /// The fallback locale's value.
  public var fallback: LocaleText? { value(of: fallbackLocale) }

  /// Whether some locale's value has plural variants.
  public var hasPluralVariants: Bool {
    locales.contains { $0.written.contains { $0.category != nil } }
  }

  /// Whether some value of the text has a placeholder `{name}`.
  public func mentions(placeholder name: String) -> Bool {
    locales.contains { $0.written.contains { $0.template.placeholderNames.contains(name) } }
  }

  /// The written locales other than the fallback, in the order written.
  public var otherLocales: [LocaleText] { locales.filter { $0.locale != fallbackLocale } }
}

/// One locale's value of a text.
public struct LocaleText: Hashable, Sendable {
  public var locale: String
  /// Every translation of the locale as written: one, or one per plural category.
  public var written: [WrittenText]
  /// What is shown in the locale.
  public var choice: Choice

  /// What a locale shows: one text, or a text chosen by the plural category of a param.
  public enum Choice: Hashable, Sendable {
    case text(TextTemplate)
    /// `variants` by CLDR category (each once, `other` excluded, in the order written),
    /// `other` for every other category.
    case plural(param: String, variants: [PluralVariant], other: TextTemplate)
  }
}

/// A text of one plural category.
public struct PluralVariant: Hashable, Sendable {
  public var category: String
  public var template: TextTemplate
}

/// A translation as written: its plural category, if any, and its text.
public struct WrittenText: Hashable, Sendable {
  public var category: String?
  public var template: TextTemplate
}

/// A text with its `{placeholders}`: the text as written, and its parts.
public struct TextTemplate: Hashable, Sendable {
  /// The text exactly as written (`{{` and `}}` included).
  public var text: String
  /// The literal runs (braces unescaped) and placeholders, in order.
  public var segments: [TextSegment]

  /// The names of its placeholders, in order.
  public var placeholderNames: [String] {
    segments.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
  }

  /// Whether the text has a placeholder.
  public var hasPlaceholders: Bool { !placeholderNames.isEmpty }

  /// The text with nothing to fill in: its literal runs joined.
  public var literal: String {
    segments.map { if case .literal(let text) = $0 { text } else { "" } }.joined()
  }
}
