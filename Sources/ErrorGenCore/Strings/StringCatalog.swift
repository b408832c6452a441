/// A String Catalog (`.xcstrings`) beside an error catalog, as far as errorgen reads it: its
/// keys, and for each key and locale a value or plural variants with their states
/// (LOCALIZATION.md §2). What errorgen does not read (device variations, substitutions, keys
/// Xcode may add) is left alone here and kept as it is by `strings sync`.
public struct StringCatalog: Sendable {
  /// The states Xcode gives a `stringUnit`.
  public static let states = ["translated", "needs_review", "new", "stale"]

  public var file: String
  public var sourceLanguage: Located<String>?
  public var entries: [Entry]

  /// One key of `strings`.
  public struct Entry: Sendable {
    public var key: Located<String>
    public var extractionState: String?
    public var localizations: [Localization]

    public var isStale: Bool { extractionState == "stale" }
  }

  /// One locale's value of a key: a single unit, or one unit per plural category.
  public struct Localization: Sendable {
    public var locale: Located<String>
    public var units: [Unit]
  }

  /// A `stringUnit`: its state and value; `category` for a plural variant.
  public struct Unit: Sendable {
    public var category: Located<String>?
    public var state: Located<String>
    public var value: Located<String>

    /// Whether the value is compiled in: `translated` or `needs_review`, and not empty.
    public var isCompiled: Bool {
      (state.value == "translated" || state.value == "needs_review") && !value.value.isEmpty
    }
  }

  /// The String Catalog beside the error catalog at `path`: `Network.errors.yaml` →
  /// `Network.errors.xcstrings`.
  public static func path(besideCatalog path: String) -> String {
    for suffix in [".yaml", ".yml"] where path.hasSuffix(suffix) {
      return String(path.dropLast(suffix.count)) + ".xcstrings"
    }
    return path + ".xcstrings"
  }

  /// Reads a String Catalog's bytes: the catalog, or nil and the problems (an error each, with
  /// its place). Wrong types at any level are problems; so are unknown states and plural
  /// categories, and control or bidirectional-override characters in values.
  public static func decode(_ bytes: [UInt8], file: String, maxSize: Int = 16 * 1024 * 1024)
    -> (StringCatalog?, [Diagnostic])
  {
    var decoder = StringCatalogDecoder(file: file)
    guard bytes.count <= maxSize else {
      decoder.report(StringCatalogMessages.tooLarge(bytes.count, limit: maxSize), at: .start)
      return (nil, decoder.diagnostics)
    }
    switch JSONReader.read(bytes) {
    case .failure(let failure):
      decoder.report(failure.message, at: failure.location)
      return (nil, decoder.diagnostics)
    case .success(let root):
      let catalog = decoder.catalog(root)
      return (decoder.diagnostics.hasErrors ? nil : catalog, decoder.diagnostics)
    }
  }
}

/// Turns a JSON tree into a `StringCatalog`, reporting every wrong type with its place.
struct StringCatalogDecoder {
  let file: String
  var diagnostics: [Diagnostic] = []
  /// Values with unsafe characters: their locale, message and place.
  private var unsafeValues: [(String, String, SourceLocation)] = []
  /// The locale whose localization is being read.
  private var currentLocale = ""

  init(file: String) { self.file = file }

  mutating func report(_ message: String, at location: SourceLocation) {
    guard diagnostics.count < 1000 else { return }
    diagnostics.append(
      Diagnostic(
        .error, rule: .invalidStringCatalog, message: message, file: file, location: location))
  }

  /// The members of an object, or nil after reporting what `value` is instead.
  private mutating func object(_ value: Located<JSONNode>, _ what: String) -> [JSONMember]? {
    guard case .object(let members) = value.value else {
      report(
        StringCatalogMessages.wrongType(what, expected: "an object", found: value.value),
        at: value.location)
      return nil
    }
    return members
  }

  private mutating func string(_ value: Located<JSONNode>, _ what: String) -> Located<String>? {
    guard case .string(let text) = value.value else {
      report(
        StringCatalogMessages.wrongType(what, expected: "a string", found: value.value),
        at: value.location)
      return nil
    }
    return Located(text, at: value.location)
  }

  mutating func catalog(_ root: Located<JSONNode>) -> StringCatalog {
    var catalog = StringCatalog(file: file, sourceLanguage: nil, entries: [])
    guard let members = object(root, "the String Catalog") else { return catalog }
    for member in members {
      switch member.key.value {
      case "sourceLanguage": catalog.sourceLanguage = string(member.value, "sourceLanguage")
      case "version": _ = string(member.value, "version")
      case "strings":
        guard let keys = object(member.value, "strings") else { continue }
        for key in keys {
          if let entry = entry(key) { catalog.entries.append(entry) }
        }
      default: continue
      }
    }
    if catalog.sourceLanguage == nil {
      report(
        StringCatalogMessages.missing("sourceLanguage", in: "the String Catalog"),
        at: root.location)
    }
    for (locale, message, location) in unsafeValues where locale != catalog.sourceLanguage?.value {
      report(message, at: location)
    }
    return catalog
  }

  private mutating func entry(_ member: JSONMember) -> StringCatalog.Entry? {
    let what = "the key '\(member.key.value)'"
    guard let fields = object(member.value, what) else { return nil }
    var entry = StringCatalog.Entry(key: member.key, extractionState: nil, localizations: [])
    for field in fields {
      switch field.key.value {
      case "extractionState": entry.extractionState = string(field.value, "extractionState")?.value
      case "comment": _ = string(field.value, "comment")
      case "localizations":
        guard let locales = object(field.value, "localizations") else { continue }
        for locale in locales {
          if let localization = localization(locale) { entry.localizations.append(localization) }
        }
      default: continue
      }
    }
    return entry
  }

  private mutating func localization(_ member: JSONMember) -> StringCatalog.Localization? {
    let what = "the '\(member.key.value)' localization"
    guard let fields = object(member.value, what) else { return nil }
    var localization = StringCatalog.Localization(locale: member.key, units: [])
    currentLocale = member.key.value
    for field in fields {
      switch field.key.value {
      case "stringUnit":
        if let unit = unit(field.value, category: nil) { localization.units.append(unit) }
      case "variations":
        guard let variations = object(field.value, "variations") else { continue }
        for variation in variations where variation.key.value == "plural" {
          guard let categories = object(variation.value, "plural") else { continue }
          for category in categories {
            guard PluralCategories.isCategory(category.key.value) else {
              report(
                StringCatalogMessages.unknownCategory(category.key.value),
                at: category.key.location)
              continue
            }
            guard let unitFields = object(category.value, "the '\(category.key.value)' variant")
            else { continue }
            guard let unitValue = unitFields.first(where: { $0.key.value == "stringUnit" }) else {
              report(
                StringCatalogMessages.missing("stringUnit", in: "the variant"),
                at: category.value.location)
              continue
            }
            if let unit = unit(unitValue.value, category: category.key) {
              localization.units.append(unit)
            }
          }
        }
      default: continue
      }
    }
    return localization
  }

  private mutating func unit(_ value: Located<JSONNode>, category: Located<String>?)
    -> StringCatalog.Unit?
  {
    guard let fields = object(value, "stringUnit") else { return nil }
    var state: Located<String>?
    var text: Located<String>?
    var present: Set<String> = []
    for field in fields {
      present.insert(field.key.value)
      switch field.key.value {
      case "state": state = string(field.value, "state")
      case "value": text = string(field.value, "value")
      default: continue
      }
    }
    // A key of the wrong type was reported where it is.
    for key in ["state", "value"] where !present.contains(key) {
      report(StringCatalogMessages.missing(key, in: "the stringUnit"), at: value.location)
    }
    guard let state, let text else { return nil }
    guard StringCatalog.states.contains(state.value) else {
      report(StringCatalogMessages.unknownState(state.value), at: state.location)
      return nil
    }
    if let scalar = text.value.unicodeScalars.first(where: Self.isUnsafe) {
      // Reported once the source language is known: its values are the YAML's, which the
      // YAML rules check, and `strings sync` writes them as they are.
      unsafeValues.append(
        (currentLocale, StringCatalogMessages.unsafeCharacter(scalar), text.location))
    }
    return StringCatalog.Unit(category: category, state: state, value: text)
  }

  /// Control characters other than line feed and tab, and the bidirectional overrides and
  /// isolates that can make a text read other than it is (CVE-2021-42574).
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}

/// The String Catalog messages: lowercase, no final period.
enum StringCatalogMessages {
  static func tooLarge(_ size: Int, limit: Int) -> String {
    "the String Catalog has \(size) bytes, more than the limit of \(limit)"
  }

  static func wrongType(_ what: String, expected: String, found: JSONNode) -> String {
    "\(what) must be \(expected), not \(found.kindName)"
  }

  static func missing(_ key: String, in what: String) -> String {
    "\(what) has no '\(key)'"
  }

  static func unknownState(_ state: String) -> String {
    "'\(state)' is not a state; use "
      + StringCatalog.states.map { "'\($0)'" }.joined(separator: ", ")
  }

  static func unknownCategory(_ category: String) -> String {
    "'\(category)' is not a plural category; use "
      + PluralCategories.all.map { "'\($0)'" }.joined(separator: ", ")
  }

  static func unsafeCharacter(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "the value holds U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex), "
      + "a control or bidirectional-override character"
  }
}
