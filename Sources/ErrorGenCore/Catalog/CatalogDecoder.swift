/// Turns a catalog's `YAMLNode` tree into the `Catalog` model, collecting every problem in one
/// pass: unknown keys with the closest known key, wrong types and missing keys, each at the
/// offending node.
public struct CatalogDecoder: Sendable {
  let file: String
  var defaultLocale = "en"
  private(set) var diagnostics: [Diagnostic] = []
  /// Declarations reported and left out, so that lint rules do not report them again.
  var dropped = DroppedDeclarations()
  /// Whether the cases of a large catalog are decoded on the calling thread alone.
  var decodesSerially = false
  /// What `defaults:` gives the cases, once the catalog's keys are read.
  var caseDefaults: CaseDefaults?
  /// Each spelling of a locale key read so far, once, by its bytes: a catalog has a few,
  /// each used by most texts, and the same `String` serves them all. Nil once a hostile
  /// file has had more than `localeSpellingLimit`.
  var localeSpellings: [String]? = []
  /// How many translations used each of `localeSpellings`.
  var localeCounts: [Int] = []
  /// How many texts were read.
  var textCount = 0
  /// Whether every case, param and recovery option name read so far is written as it is by
  /// generated code (`SwiftLexicon.isPlainName`): checked here, where each name is read on
  /// the thread that decodes its part, not again for the whole catalog before generating.
  var namesArePlain = true
  static let localeSpellingLimit = 32
  /// The last translation read at each place of a text (`TextSlot`): a translation with the
  /// same bytes, such as a suggestion that one case after another shares, is the same
  /// `String` rather than a copy of its own.
  var recentTranslations = [String](repeating: "", count: TextSlot.count)
  /// The braces of each of `recentTranslations`.
  var recentBraces = [Translation.Braces?](repeating: nil, count: TextSlot.count)
  /// The UTF-8 length of each of `recentTranslations` (-1 for none yet), compared first.
  var recentCounts = [Int](repeating: -1, count: TextSlot.count)
  /// Every translation read, by its bytes, for one that is not the last at its place.
  var translationTable = TextTable()

  /// The decoded catalog, or nil when the tree is not a catalog at all, and the problems found.
  public static func decode(_ root: YAMLNode?, file: String) -> (Catalog?, [Diagnostic]) {
    decode(root, file: file, serially: false)
  }

  /// `decode(_:file:)`, with the cases of a large catalog decoded on the calling thread alone
  /// when `serially` is set (the result is the same).
  static func decode(_ root: YAMLNode?, file: String, serially: Bool) -> (Catalog?, [Diagnostic]) {
    var decoder = CatalogDecoder(file: file)
    decoder.decodesSerially = serially
    let catalog = decoder.decodeCatalog(root)
    return (catalog, decoder.diagnostics)
  }

  init(file: String, defaultLocale: String = "en") {
    self.file = file
    self.defaultLocale = defaultLocale
  }

  /// The most problems reported for one file: past this, a hostile or badly broken file would
  /// cost time for output nobody reads.
  static let maxDiagnostics = [Diagnostic].maxPerFile

  /// Whether the file already has as many problems as are reported.
  var isSaturated: Bool { diagnostics.count >= Self.maxDiagnostics }

  mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic, limit: Self.maxDiagnostics)
  }

  /// The file name without its folders and `.errors.yaml` / `.errors.yml`.
  public static func stem(ofPath path: String) -> String {
    var name = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    for suffix in [".errors.yaml", ".errors.yml", ".yaml", ".yml"] where name.hasSuffix(suffix) {
      name = name.dropLast(suffix.count)
      break
    }
    return String(name)
  }

  /// `Network` → `NetworkError`; a stem that already ends in `Error` is kept.
  public static func defaultTypeName(forStem stem: String) -> String {
    stem.hasSuffix("Error") ? stem : stem + "Error"
  }

  mutating func decodeCatalog(_ root: YAMLNode?) -> Catalog? {
    guard let root else {
      report(CatalogMessages.emptyFile(file: file))
      return nil
    }
    guard let pairs = mapping(root, allowed: CatalogKeys.topLevel, expected: "a mapping") else {
      return nil
    }
    let values = Dictionary(pairs.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let stem = Self.stem(ofPath: file)

    if let locale = values["default_locale"].flatMap({ string($0.value) }) {
      defaultLocale = locale.value
    }
    var catalog = Catalog(
      file: file, stem: stem,
      domain: Located("", at: .start),
      typeName: Located(Self.defaultTypeName(forStem: stem), at: .start),
      defaultLocale: Located(defaultLocale, at: values["default_locale"]?.value.location ?? .start))

    if let version = values["errorgen"] {
      catalog.version = decodeVersion(version.value)
    } else {
      report(CatalogMessages.missingVersion(file: file))
    }
    if let domain = values["domain"] {
      // A wrong type is reported here; "" at the start tells invalid_domain not to repeat it.
      catalog.domain = string(domain.value) ?? Located("", at: .start)
    } else {
      report(CatalogMessages.missingKey("domain", in: "a catalog", file: file, at: root.location))
    }
    if let type = values["type"], let name = string(type.value) {
      catalog.typeName = name
    }
    if let access = values["access"],
      let level = choice(access.value, what: "an access level", as: Catalog.Access.self)
    {
      catalog.access = level
    }
    if let doc = values["doc"] { catalog.doc = string(doc.value)?.value }
    if let codes = values["codes"] { decodeCodes(codes.value, into: &catalog) }
    if let options = values["recovery_options"] {
      catalog.recoveryOptions = decodeRecoveryOptions(options.value)
    }
    if let policies = values["retry_policies"] {
      catalog.retryPolicies = decodeRetryPolicies(policies.value)
    }
    if let compose = values["compose"] { catalog.composed = decodeCompose(compose.value) }

    var defaults = CaseDefaults(location: root.location)
    if let node = values["defaults"] { defaults = decodeDefaults(node.value) }
    caseDefaults = defaults
    if let errors = values["errors"] {
      catalog.errorsLocation = errors.keyLocation
      catalog.cases = decodeCases(errors.value, defaults: defaults)
    } else if catalog.composed.isEmpty {
      report(CatalogMessages.missingKey("errors", in: "a catalog", file: file, at: root.location))
    }
    catalog.dropped = dropped
    if let found = foundLocales() { catalog.foundLocales = found }
    return catalog
  }

  /// The locales of the texts read, for `Catalog.foundLocales`; nil when they are not every
  /// text of the catalog (a case with a problem is left out, and its texts with it) or a
  /// hostile file had too many spellings.
  func foundLocales() -> FoundLocales? {
    guard diagnostics.isEmpty, var spellings = localeSpellings else { return nil }
    // The default locale is one of the catalog's locales even when no text uses it.
    if !spellings.contains(where: { $0.hasSameUTF8(as: defaultLocale) }) {
      spellings.append(defaultLocale)
    }
    return FoundLocales(
      spellings: spellings, counts: localeCounts, texts: textCount, namesArePlain: namesArePlain)
  }

  private mutating func decodeVersion(_ node: YAMLNode) -> Located<Int>? {
    guard let scalar = node.scalar, scalar.style == .plain, scalar.text == "1" else {
      let text = node.scalar?.text ?? node.kindDescription
      report(CatalogMessages.unsupportedVersion(text, file: file, at: node.location))
      return nil
    }
    return Located(1, at: node.location)
  }

  private mutating func decodeCodes(_ node: YAMLNode, into catalog: inout Catalog) {
    guard let pairs = mapping(node, allowed: CatalogKeys.codes, expected: "a mapping") else {
      return
    }
    for pair in pairs {
      switch pair.key {
      case "range":
        guard let items = list(pair.value, of: "two integers") else { continue }
        guard items.count == 2 else {
          report(CatalogMessages.rangeShape(file: file, at: pair.value.location))
          continue
        }
        if let low = integer(items[0], in: Self.codeRange),
          let high = integer(items[1], in: Self.codeRange)
        {
          if low.value <= high.value {
            catalog.codeRange = Located(low.value...high.value, at: pair.value.location)
          } else {
            report(CatalogMessages.rangeShape(file: file, at: pair.value.location))
          }
        }
      default:
        guard let items = list(pair.value, of: "integers") else { continue }
        catalog.reservedCodes = items.compactMap { integer($0, in: Self.codeRange) }
      }
    }
  }

  /// The codes a case may have: the 32-bit signed range.
  static let codeRange = Int(Int32.min)...Int(Int32.max)

  private mutating func decodeCompose(_ node: YAMLNode) -> [ComposedCase] {
    guard let pairs = node.mapping else {
      report(
        CatalogMessages.wrongType(
          expected: "a mapping of case names to types", found: node, file: file))
      return []
    }
    return pairs.compactMap { pair in
      guard let type = string(pair.value) else { return nil }
      return ComposedCase(name: Located(pair.key, at: pair.keyLocation), typeName: type)
    }
  }
}
