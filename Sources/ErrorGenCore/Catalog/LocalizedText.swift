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

  /// Whether some locale's value is a mapping of plural categories.
  public var hasPluralVariants: Bool {
    translations.contains { $0.category != nil }
  }

  /// Whether any translation has a brace, so that it may have placeholders or brace problems.
  var hasBraces: Bool {
    translations.contains { $0.parsedSegments != nil }
  }
}

/// One locale's version of a text.
public struct Translation: Hashable, Sendable {
  public var locale: Located<String>
  /// The text as written, before placeholders are parsed.
  public var text: String
  /// The plural category this variant is for (`one`, `few`, `other`), as written; nil for a
  /// locale's only value. A plural value is one translation per category, all of one locale.
  public var category: Located<String>?
  /// The file the translation was read from when it is not the catalog's own: its String
  /// Catalog (`.xcstrings`), so that rules report it there.
  public var file: String?
  /// Where the string itself is.
  public var location: SourceLocation
  /// Where the text's first character is when the string is written on one line exactly as it
  /// reads, so that a place inside it has a column (`location(ofCharacter:)`); else nil.
  public var textStart: SourceLocation?
  /// Braces that are neither `{name}`, `{{` nor `}}`.
  public var braceProblems: [BraceProblem]
  /// The segments of a text with braces; nil for a text without any, which is one literal run
  /// (or none): most texts are, and a large catalog has tens of thousands, so they keep no
  /// array of their own.
  private(set) var parsedSegments: [TextSegment]?

  @inline(__always)
  public init(
    locale: Located<String>, text: String, location: SourceLocation,
    category: Located<String>? = nil, file: String? = nil, textStart: SourceLocation? = nil
  ) {
    // Parsed first, then every property set once; inlined, so that a decoder makes the value
    // where it is used.
    let parsed = hasBrace(text) ? text.withUTF8Bytes(TextSegment.parseBraces) : nil
    self.locale = locale
    self.text = text
    self.location = location
    self.category = category
    self.file = file
    self.textStart = textStart
    parsedSegments = parsed?.0
    braceProblems = parsed?.1 ?? []
  }

  /// The text cut into literal runs and placeholders.
  public var segments: [TextSegment] {
    get { parsedSegments ?? (text.isEmpty ? [] : [.literal(text)]) }
    set { parsedSegments = newValue }
  }

  /// The text when it has no braces, so that it is one literal run (or empty), without making
  /// its segments.
  var literalText: String? {
    parsedSegments == nil ? text : nil
  }

  /// The place of the character at `offset` (0-based, in Unicode scalars) of the text: its own
  /// column when the string is written verbatim on one line, else the string's start.
  public func location(ofCharacter offset: Int) -> SourceLocation {
    guard var start = textStart else { return location }
    start.column += offset
    return start
  }

  /// The places of the first `{name}` of each placeholder name of the text, found in one scan
  /// (a hostile text has thousands of names to place); empty when the string is not verbatim,
  /// so that its places fall back to the string's start.
  public func placeholderLocations() -> [String: SourceLocation] {
    guard textStart != nil else { return [:] }
    return Self.placeholderOffsets(in: text).mapValues { location(ofCharacter: $0) }
  }

  /// The 0-based offset in Unicode scalars of the `{` of the first `{name}` of each name in
  /// `text`, read as `TextSegment.parse` reads it (`{{` and `}}` are literal braces).
  static func placeholderOffsets(in text: String) -> [String: Int] {
    let scalars = Array(text.unicodeScalars)
    var offsets: [String: Int] = [:]
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "{" || scalar == "}", index + 1 < scalars.count, scalars[index + 1] == scalar {
        index += 2
      } else if scalar == "{" {
        var close = index + 1
        while close < scalars.count, scalars[close] != "{", scalars[close] != "}" { close += 1 }
        guard close < scalars.count, scalars[close] == "}" else {
          index += 1
          continue
        }
        var name = String.UnicodeScalarView()
        name.append(contentsOf: scalars[(index + 1)..<close])
        let key = String(name)
        if offsets[key] == nil { offsets[key] = index }
        index = close + 1
      } else {
        index += 1
      }
    }
    return offsets
  }

  /// The placeholder names in the order they appear.
  public var placeholderNames: [String] {
    (parsedSegments ?? []).compactMap {
      if case .placeholder(let name) = $0 { name } else { nil }
    }
  }

  public static func == (lhs: Translation, rhs: Translation) -> Bool {
    lhs.locale == rhs.locale && lhs.text == rhs.text && lhs.location == rhs.location
      && lhs.category == rhs.category && lhs.file == rhs.file
      && lhs.braceProblems == rhs.braceProblems && lhs.segments == rhs.segments
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(locale)
    hasher.combine(text)
    hasher.combine(location)
    hasher.combine(category)
    hasher.combine(braceProblems)
  }
}

/// A piece of a text: literal characters, or a `{name}` placeholder.
public enum TextSegment: Hashable, Sendable {
  case literal(String)
  case placeholder(String)

  /// Cuts `text` into segments. `{{` and `}}` become literal braces; `{name}` a placeholder;
  /// any other brace is a problem, and its characters stay in the literal text.
  public static func parse(_ text: String) -> ([TextSegment], [BraceProblem]) {
    // Most texts have no brace at all: they are one literal.
    if !hasBrace(text) {
      return (text.isEmpty ? [] : [.literal(text)], [])
    }
    return text.withUTF8Bytes(parseBraces)
  }

  /// `parse(_:)` for a text with braces, given as its UTF-8 bytes.
  ///
  /// Braces are ASCII, so they never occur inside a multi-byte sequence: literal runs are
  /// copied whole, and offsets count the scalars passed (every byte that is not a continuation
  /// byte starts one).
  static func parseBraces(_ bytes: UnsafeBufferPointer<UInt8>) -> (
    [TextSegment], [BraceProblem]
  ) {
    let open = UInt8(ascii: "{")
    let close = UInt8(ascii: "}")
    let count = bytes.count
    var segments: [TextSegment] = []
    var problems: [BraceProblem] = []
    // The literal text since the last segment is `literal` followed by the run of bytes from
    // `runStart`; `literal` is used only once a `{{` or `}}` has cut the text into runs, so
    // that most literal segments become a `String` straight from their bytes.
    var literal: [UInt8] = []
    var runStart = 0
    var index = 0
    // Scalar offsets, counted only for problems (rare), and only ever forward.
    var countedBytes = 0
    var countedScalars = 0
    func offset(of end: Int) -> Int {
      while countedBytes < end {
        if bytes[countedBytes] & 0xC0 != 0x80 { countedScalars += 1 }
        countedBytes += 1
      }
      return countedScalars
    }
    func copyRun(upTo end: Int) {
      if end > runStart {
        literal.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<end]))
      }
    }
    func flush(upTo end: Int) {
      if literal.isEmpty {
        if end > runStart {
          let run = UnsafeBufferPointer(rebasing: bytes[runStart..<end])
          segments.append(.literal(String(decoding: run, as: UTF8.self)))
        }
      } else {
        copyRun(upTo: end)
        segments.append(.literal(String(decoding: literal, as: UTF8.self)))
        literal.removeAll(keepingCapacity: true)
      }
    }
    while true {
      index = BraceScan.next(in: bytes, from: index)
      guard index < count else { break }
      let byte = bytes[index]
      if index + 1 < count && bytes[index + 1] == byte {
        // `{{` or `}}`: one literal brace.
        copyRun(upTo: index)
        literal.append(byte)
        index += 2
        runStart = index
      } else if byte == open {
        let end = BraceScan.next(in: bytes, from: index + 1)
        if end < count && bytes[end] == close {
          flush(upTo: index)
          let name = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[(index + 1)..<end]), as: UTF8.self)
          segments.append(.placeholder(name))
          if name.isEmpty {
            problems.append(BraceProblem(offset: offset(of: index), kind: .emptyPlaceholder))
          }
          index = end + 1
          runStart = index
        } else {
          // The brace stays in the literal run.
          problems.append(BraceProblem(offset: offset(of: index), kind: .unclosedBrace))
          index += 1
        }
      } else {
        problems.append(BraceProblem(offset: offset(of: index), kind: .strayClosingBrace))
        index += 1
      }
    }
    flush(upTo: count)
    return (segments, problems)
  }

}

/// Whether `text` has a `{` or `}`: the cheapest test for what most texts lack.
private func hasBrace(_ text: String) -> Bool {
  text.withUTF8Bytes { BraceScan.next(in: $0, from: 0) < $0.count }
}

/// Finds braces in UTF-8.
enum BraceScan {
  /// The offset of the first `{` or `}` at or after `start`, or `bytes.count` when none is.
  static func next(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    bytes[start...].firstIndex { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
      ?? bytes.count
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
