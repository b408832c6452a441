/// Every text of a catalog, as data: the table a generated file holds in one string literal,
/// read on first use.
///
/// Generated code keeps it in a `static let`, which Swift initializes once, on first use, from
/// any thread; afterwards a lookup is a dictionary read. Texts are data rather than code because
/// a `switch` over every case and locale costs the compiler far more than the text's bytes.
///
/// The table has one text per line, `text.locale = value` (`text.locale.category` for a plural
/// variant) under a line `[name]` that names the case (or recovery option), where `text` is
/// `message`, `reason`, `suggestion` or `label` and the value is the text as the catalog writes
/// it, `{placeholders}` and `{{` included, with `\\`, `\n`, `\r`, `\t` and `\u{XXXX}` escapes.
/// Lines are read with their leading white space dropped.
public final class ErrorTextTable: Sendable {
  /// What a text of a case (or an option's label) says.
  public enum Text: String, Sendable {
    case message, reason, suggestion, label
  }

  /// A text's values by locale, as written.
  private struct Entry: Sendable {
    /// The locales the text is written in, in the order written.
    var locales: [String] = []
    var values: [String: Value] = [:]
  }

  /// One locale's value: a text, or variants by plural category (the first written kept for
  /// a text given no count).
  private enum Value: Sendable {
    case text(Template)
    case plural(variants: [PluralCategory: Template], other: Template, first: Template)
  }

  /// A text cut into literal runs and placeholders.
  fileprivate struct Template: Sendable {
    enum Segment: Sendable {
      case literal(String)
      case placeholder(String)
    }
    var segments: [Segment]
  }

  private let locales: [String]
  private let defaultLocale: String
  private let entries: [String: Entry]

  /// Reads `table` (the format above) for a catalog with `locales`, `defaultLocale` first.
  public init(locales: [String], defaultLocale: String, table: String) {
    self.locales = locales
    self.defaultLocale = defaultLocale
    var entries: [String: Entry] = [:]
    var written: [String: [(category: String?, template: Template)]] = [:]
    var order: [String: [String]] = [:]
    var name = ""
    for line in table.split(separator: "\n", omittingEmptySubsequences: true) {
      let trimmed = line.drop { $0 == " " }
      if trimmed.first == "[", trimmed.last == "]" {
        name = String(trimmed.dropFirst().dropLast())
        continue
      }
      guard let separator = trimmed.firstRange(of: " =") else { continue }
      let key = trimmed[..<separator.lowerBound].split(separator: ".").map(String.init)
      guard key.count == 2 || key.count == 3 else { continue }
      var value = trimmed[separator.upperBound...]
      if value.first == " " { value = value.dropFirst() }
      let textKey = name + "." + key[0]
      let localeKey = textKey + "." + key[1]
      if written[localeKey] == nil { order[textKey, default: []].append(key[1]) }
      written[localeKey, default: []].append(
        (key.count == 3 ? key[2] : nil, Template(Self.unescaped(value))))
    }
    for (textKey, textLocales) in order {
      var entry = Entry(locales: textLocales)
      for locale in textLocales {
        guard let values = written[textKey + "." + locale], let first = values.first else {
          continue
        }
        guard first.category != nil else {
          entry.values[locale] = .text(first.template)
          continue
        }
        // As the generator chose before texts were data: the first variant of each category,
        // `other` (else the first) for the categories not written.
        var variants: [PluralCategory: Template] = [:]
        for value in values {
          guard let name = value.category, let category = PluralCategory(rawValue: name),
            variants[category] == nil
          else { continue }
          variants[category] = value.template
        }
        let other = variants[.other] ?? first.template
        entry.values[locale] = .plural(variants: variants, other: other, first: first.template)
      }
      entries[textKey] = entry
    }
    self.entries = entries
  }

  /// The text `text` of the case (or option) `name` in the catalog locale that `locale`
  /// resolves to, its placeholders filled from `arguments`; nil when the case has no such text.
  ///
  /// A catalog locale the text lacks takes the text's locale it resolves to (a text with `de`
  /// serves `de-CH`), else the default locale's text (else the first written).
  public func text(
    _ text: Text, of name: String, locale: String, arguments: TextArguments = TextArguments()
  ) -> String? {
    guard let entry = entries[name + "." + text.rawValue] else { return nil }
    let resolved = ErrorLocalization.resolve(locale, in: locales, defaultLocale: defaultLocale)
    let fallback = entry.values[defaultLocale] != nil ? defaultLocale : entry.locales.first ?? ""
    let textLocale =
      entry.values[resolved] != nil
      ? resolved : LocaleMatching.match(resolved, in: entry.locales) ?? fallback
    guard let value = entry.values[textLocale] ?? entry.values[fallback] else { return nil }
    switch value {
    case .text(let template):
      return template.filled(arguments)
    case .plural(let variants, let other, let first):
      guard let count = arguments.count else { return first.filled(arguments) }
      let category = PluralRules.category(of: count, locale: textLocale)
      return (variants[category] ?? other).filled(arguments)
    }
  }

  /// The message of the case `name` (`text(.message, ...)`), or "" when it has none.
  public func message(
    of name: String, locale: String, arguments: TextArguments = TextArguments()
  ) -> String {
    text(.message, of: name, locale: locale, arguments: arguments) ?? ""
  }

  /// The label of the recovery option `name` (`text(.label, ...)`), or its name when the
  /// table has none.
  public func label(of name: String, locale: String) -> String {
    text(.label, of: name, locale: locale) ?? name
  }

  /// A table value with its escapes read.
  private static func unescaped(_ value: Substring) -> String {
    guard value.contains("\\") else { return String(value) }
    var result = ""
    var scalars = value.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\\", let next = scalars.popFirst() else {
        result.unicodeScalars.append(scalar)
        continue
      }
      switch next {
      case "n": result += "\n"
      case "r": result += "\r"
      case "t": result += "\t"
      case "u":
        // `\u{XXXX}`: the hex digits up to the closing brace.
        guard scalars.first == "{", let close = scalars.firstIndex(of: "}") else {
          result += "\\u"
          continue
        }
        let hex = String(
          String.UnicodeScalarView(scalars[scalars.index(after: scalars.startIndex)..<close]))
        if let code = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(code) {
          result.unicodeScalars.append(decoded)
        }
        scalars = scalars[scalars.index(after: close)...]
      default: result.unicodeScalars.append(next)
      }
    }
    return result
  }
}

extension ErrorTextTable.Template {
  /// Cuts `text` as the catalog format reads it: `{{` and `}}` are braces, `{name}` a
  /// placeholder.
  init(_ text: String) {
    var segments: [Segment] = []
    var literal = ""
    var characters = text.unicodeScalars[...]
    while let scalar = characters.popFirst() {
      if (scalar == "{" || scalar == "}") && characters.first == scalar {
        characters.removeFirst()
        literal.unicodeScalars.append(scalar)
      } else if scalar == "{", let close = characters.firstIndex(where: { $0 == "{" || $0 == "}" }),
        characters[close] == "}"
      {
        if !literal.isEmpty { segments.append(.literal(literal)) }
        literal = ""
        segments.append(.placeholder(String(String.UnicodeScalarView(characters[..<close]))))
        characters = characters[characters.index(after: close)...]
      } else {
        literal.unicodeScalars.append(scalar)
      }
    }
    if !literal.isEmpty { segments.append(.literal(literal)) }
    self.segments = segments
  }

  /// The text with each placeholder's value from `arguments`; a placeholder without one stays
  /// as written.
  func filled(_ arguments: TextArguments) -> String {
    var result = ""
    for segment in segments {
      switch segment {
      case .literal(let text): result += text
      case .placeholder(let name): result += arguments.values[name] ?? "{" + name + "}"
      }
    }
    return result
  }
}

/// What a case's texts show for their placeholders, and the count that chooses plural
/// variants: generated code builds it from the case's params.
public struct TextArguments: Sendable {
  /// Each placeholder's text, by param name (`ErrorLocalization.placeholder(_:)`).
  public var values: [String: String]
  /// The magnitude of the param that chooses plural variants, if the case has one.
  public var count: UInt64?

  public init(_ values: [String: String] = [:]) {
    self.values = values
  }

  public init<Count: BinaryInteger>(_ values: [String: String], count: Count) {
    self.values = values
    self.count = UInt64(clamping: count.magnitude)
  }
}
