/// Turns a catalog's `YAMLNode` tree into the `Catalog` model, collecting every problem in one
/// pass: unknown keys with the closest known key, wrong types and missing keys, each at the
/// offending node.
public struct CatalogDecoder: Sendable {
  let file: String
  var defaultLocale = "en"
  private(set) var diagnostics: [Diagnostic] = []
  /// Declarations reported and left out, so that lint rules do not report them again.
  var dropped = DroppedDeclarations()

  /// The decoded catalog, or nil when the tree is not a catalog at all, and the problems found.
  public static func decode(_ root: YAMLNode?, file: String) -> (Catalog?, [Diagnostic]) {
    var decoder = CatalogDecoder(file: file)
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
    if let template = values["problem_type"] { catalog.problemType = string(template.value) }
    if let package = values["kotlin_package"] { catalog.kotlinPackage = string(package.value) }
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
    if let errors = values["errors"] {
      catalog.errorsLocation = errors.keyLocation
      catalog.cases = decodeCases(errors.value, defaults: defaults)
    } else {
      // Required even for an umbrella (CATALOG-FORMAT.md), which may leave it empty.
      let context =
        catalog.composed.isEmpty
        ? "a catalog" : "an umbrella catalog ('errors:' may be empty when every case is composed)"
      report(CatalogMessages.missingKey("errors", in: context, file: file, at: root.location))
    }
    catalog.dropped = dropped
    return catalog
  }

  private mutating func decodeVersion(_ node: YAMLNode) -> Located<Int>? {
    guard let scalar = node.scalar, scalar.style == .plain, scalar.text == "1" else {
      let text = node.scalar?.text ?? node.kindDescription
      let quoted = node.scalar.map { $0.style != .plain } ?? false
      report(
        CatalogMessages.unsupportedVersion(text, quoted: quoted, file: file, at: node.location))
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
        guard let items = list(pair.value, of: "integers or ranges") else { continue }
        catalog.reservedCodes = items.compactMap { reservedCodes($0) }
      }
    }
  }

  /// An entry of `codes.reserved`: a code, or a range of them written `"2000-2999"` (a retired
  /// block need not be listed code by code). Either bound may be negative: `"-20--10"`.
  private mutating func reservedCodes(_ node: YAMLNode) -> Located<ClosedRange<Int>>? {
    guard let scalar = node.scalar, !scalar.isNull,
      !(scalar.style == .plain && Self.integerDigits(scalar.text) != nil)
    else {
      return integer(node, in: Self.codeRange).map { Located($0.value...$0.value, at: $0.location) }
    }
    let text = scalar.text
    // The separator is the first `-` after a digit.
    let utf8 = Array(text.utf8)
    let separator = utf8.indices.dropFirst().first {
      utf8[$0] == UInt8(ascii: "-") && (48...57).contains(utf8[$0 - 1])
    }
    if let separator,
      let lower = Self.integerDigits(String(decoding: utf8[..<separator], as: UTF8.self))
        .flatMap({ Int($0) }),
      let upper = Self.integerDigits(String(decoding: utf8[(separator + 1)...], as: UTF8.self))
        .flatMap({ Int($0) }),
      Self.codeRange.contains(lower), Self.codeRange.contains(upper), lower <= upper
    {
      return Located(lower...upper, at: node.location)
    }
    report(CatalogMessages.invalidReservedCodes(text, file: file, at: node.location))
    return nil
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
