/// A user-facing text in one or more locales, with its placeholders parsed.
public struct LocalizedText: Hashable, Sendable {
  public var translations: [Translation]
  /// Where the text's value starts (the scalar, or the mapping of locales).
  public var location: SourceLocation

  public init(translations: [Translation], location: SourceLocation) {
    self.translations = translations
    self.location = location
  }

  /// The translation for `locale`, if the text has one.
  public func translation(for locale: String) -> Translation? {
    translations.first { $0.locale.value == locale }
  }

  /// Every placeholder name used in any translation.
  public var placeholderNames: Set<String> {
    Set(translations.flatMap(\.placeholderNames))
  }
}

/// One locale's version of a text.
public struct Translation: Hashable, Sendable {
  public var locale: Located<String>
  /// The text as written, before placeholders are parsed.
  public var text: String
  /// Where the string itself is.
  public var location: SourceLocation
  /// The text cut into literal runs and placeholders.
  public var segments: [TextSegment]
  /// Braces that are neither `{name}`, `{{` nor `}}`.
  public var braceProblems: [BraceProblem]

  public init(locale: Located<String>, text: String, location: SourceLocation) {
    self.locale = locale
    self.text = text
    self.location = location
    (segments, braceProblems) = TextSegment.parse(text)
  }

  /// The placeholder names in the order they appear.
  public var placeholderNames: [String] {
    segments.compactMap {
      if case .placeholder(let name) = $0 { name } else { nil }
    }
  }
}

/// A piece of a text: literal characters, or a `{name}` placeholder.
public enum TextSegment: Hashable, Sendable {
  case literal(String)
  case placeholder(String)

  /// Cuts `text` into segments. `{{` and `}}` become literal braces; `{name}` a placeholder;
  /// any other brace is a problem, and its characters stay in the literal text.
  public static func parse(_ text: String) -> ([TextSegment], [BraceProblem]) {
    var segments: [TextSegment] = []
    var problems: [BraceProblem] = []
    var literal = ""
    let scalars = Array(text.unicodeScalars)
    var index = 0
    func flush() {
      if !literal.isEmpty { segments.append(.literal(literal)) }
      literal = ""
    }
    while index < scalars.count {
      let scalar = scalars[index]
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalar == "{" && next == "{" {
        literal += "{"
        index += 2
      } else if scalar == "}" && next == "}" {
        literal += "}"
        index += 2
      } else if scalar == "{" {
        var end = index + 1
        while end < scalars.count && scalars[end] != "}" && scalars[end] != "{" { end += 1 }
        if end < scalars.count && scalars[end] == "}" {
          var name = ""
          name.unicodeScalars.append(contentsOf: scalars[(index + 1)..<end])
          flush()
          segments.append(.placeholder(name))
          if name.isEmpty { problems.append(BraceProblem(offset: index, kind: .emptyPlaceholder)) }
          index = end + 1
        } else {
          problems.append(BraceProblem(offset: index, kind: .unclosedBrace))
          literal += "{"
          index += 1
        }
      } else if scalar == "}" {
        problems.append(BraceProblem(offset: index, kind: .strayClosingBrace))
        literal += "}"
        index += 1
      } else {
        literal.unicodeScalars.append(scalar)
        index += 1
      }
    }
    flush()
    return (segments, problems)
  }
}

/// A brace in a text that is not part of `{name}`, `{{` or `}}`.
public struct BraceProblem: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case unclosedBrace, strayClosingBrace, emptyPlaceholder
  }

  /// The offset of the brace in the text, in Unicode scalars.
  public var offset: Int
  public var kind: Kind
}
