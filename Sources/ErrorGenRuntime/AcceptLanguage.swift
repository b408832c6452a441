import Foundation

/// A request's `Accept-Language` header, read as RFC 9110 (section 12.5.4) defines it: language
/// ranges with optional q-values, the most preferred first.
///
/// A server answers each request in the catalog locale the client prefers most:
///
/// ```swift
/// let header = AcceptLanguage("fr-CH, fr;q=0.9, de;q=0.1, en;q=0")
/// header.preferred                                                  // ["fr-CH", "fr", "de"]
/// header.locale(in: ["en", "de"], defaultLocale: "en")               // "de"
/// header.locale(for: OrderError.notFound(orderID: "A-1"))           // the catalog's best match
/// ```
///
/// Each range is matched to the catalog's locales with errorgen's locale matching
/// (`LocaleMatching`, as `ErrorLocalization.match` does), in order of preference; `*` accepts
/// any locale. `q=0` refuses a range: a locale it covers (`de` covers `de-CH`) is never chosen.
/// An element that is not a language range, or whose q-value is malformed, is skipped; so is
/// everything after the first 32 elements. Without a match the catalog's default locale answers,
/// unless it is refused and another locale is not.
public struct AcceptLanguage: Sendable, Hashable {
  /// The language ranges the client accepts (q-value above 0), most preferred first; ranges of
  /// equal quality keep the header's order. `*` means any language.
  public var preferred: [String]

  /// The language ranges the client refuses (`q=0`).
  public var refused: [String]

  /// The most elements read from one header.
  public static let maximumElements = 32

  /// Reads an `Accept-Language` header value; nil or an empty value accepts any language.
  public init(_ header: String?) {
    var ranges: [(range: String, quality: Int)] = []
    var refused: [String] = []
    let elements = (header ?? "").split(separator: ",", omittingEmptySubsequences: true)
    for element in elements.prefix(Self.maximumElements) {
      let parts = element.split(separator: ";", omittingEmptySubsequences: false)
      let range = parts[0].trimmingOWS
      guard Self.isLanguageRange(range) else { continue }
      var quality = 1000
      var isValid = true
      for parameter in parts.dropFirst() {
        let pair = parameter.trimmingOWS
        guard pair.lowercased().hasPrefix("q=") else { continue }
        guard let value = Self.quality(pair.dropFirst(2)) else {
          isValid = false
          break
        }
        quality = value
      }
      guard isValid else { continue }
      if quality == 0 {
        refused.append(range)
      } else {
        ranges.append((range, quality))
      }
    }
    // A stable sort: equal qualities keep the header's order.
    preferred = ranges.enumerated()
      .sorted { ($0.element.quality, -$0.offset) > ($1.element.quality, -$1.offset) }
      .map(\.element.range)
    self.refused = refused
  }

  /// The locale of `locales` to answer in: the first preferred range that matches a locale
  /// not refused; for `*`, or when none matches, `defaultLocale`, or when that is refused the
  /// first of `locales` that is not (else `defaultLocale` all the same).
  public func locale(in locales: [String], defaultLocale: String) -> String {
    for range in preferred {
      if range == "*" { break }
      if let found = LocaleMatching.match(range, in: locales), !isRefused(found) {
        return found
      }
    }
    if !isRefused(defaultLocale) { return defaultLocale }
    return locales.first { !isRefused($0) } ?? defaultLocale
  }

  /// The locale to answer `error` in: matched against the locales of the catalog whose texts
  /// it shows (for an umbrella's composed case, the wrapped catalog's).
  public func locale(for error: any CatalogError) -> String {
    var source = error
    while let wrapped = source.underlyingError { source = wrapped }
    let type = type(of: source)
    return locale(in: type.locales, defaultLocale: type.defaultLocale)
  }

  /// Whether a refused range covers `locale` (RFC 4647 basic filtering: `de` covers `de-CH`).
  public func isRefused(_ locale: String) -> Bool {
    let tag = Self.normalized(locale)
    return refused.contains { range in
      let prefix = Self.normalized(range)
      return tag == prefix || tag.hasPrefix(prefix + "-")
    }
  }

  private static func normalized(_ tag: String) -> String {
    tag.lowercased().replacingOccurrences(of: "_", with: "-")
  }

  /// `*`, or `1*8ALPHA *("-" 1*8alphanum)` (RFC 4647's language-range).
  static func isLanguageRange(_ text: String) -> Bool {
    if text == "*" { return true }
    let subtags = text.split(separator: "-", omittingEmptySubsequences: false)
    guard let first = subtags.first, (1...8).contains(first.count),
      first.unicodeScalars.allSatisfy(\.isASCIILetter)
    else { return false }
    return subtags.dropFirst().allSatisfy { subtag in
      (1...8).contains(subtag.count)
        && subtag.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) }
    }
  }

  /// A qvalue in thousandths: `( "0" [ "." 0*3DIGIT ] ) / ( "1" [ "." 0*3("0") ] )`.
  static func quality(_ text: Substring) -> Int? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let fraction = parts.count == 2 ? parts[1] : ""
    guard fraction.count <= 3, fraction.allSatisfy({ ("0"..."9").contains($0) }) else {
      return nil
    }
    let thousandths = Int(String(fraction).padding(toLength: 3, withPad: "0", startingAt: 0)) ?? 0
    switch parts[0] {
    case "0": return thousandths
    case "1": return thousandths == 0 ? 1000 : nil
    default: return nil
    }
  }
}

extension Substring {
  /// Without the optional whitespace (spaces and tabs) HTTP allows around list elements.
  fileprivate var trimmingOWS: String {
    let isOWS: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    return String(drop(while: isOWS).reversed().drop(while: isOWS).reversed())
  }
}

extension Unicode.Scalar {
  fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
