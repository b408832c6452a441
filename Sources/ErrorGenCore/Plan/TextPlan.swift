/// A localized text (a message, a reason, a suggestion or an option's label) as the catalog
/// writes it, by locale: what the text table and `errorgen export` hold. Which value a user's
/// locale gets is the runtimes' choice (`ErrorTextTable`), made at run time.
public struct TextPlan: Hashable, Sendable {
  /// Each locale the text is written in, in the order first written (String Catalog
  /// translations after the catalog's own).
  public var locales: [LocaleText]

  /// The value of `locale` as written, if the text has it.
  public func value(of locale: String) -> LocaleText? { locales.first { $0.locale == locale } }

  /// Whether some locale's value has plural variants.
  public var hasPluralVariants: Bool {
    locales.contains { $0.written.contains { $0.category != nil } }
  }

  /// Whether some value of the text has a placeholder `{name}`.
  public func mentions(placeholder name: String) -> Bool {
    locales.contains { $0.written.contains { $0.template.placeholderNames.contains(name) } }
  }
}

/// One locale's value of a text: one translation, or one per plural category, as written.
public struct LocaleText: Hashable, Sendable {
  public var locale: String
  public var written: [WrittenText]
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
}
