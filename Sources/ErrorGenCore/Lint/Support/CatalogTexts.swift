/// A catalog's texts with what a rule needs to know about each: what it belongs to, and which
/// params its placeholders may name.
struct OwnedText {
  var text: LocalizedText
  /// Which text of its owner this is: `message`, `reason`, `suggestion` or `label`.
  var part: String
  /// The name of the case or option the text belongs to.
  var ownerName: String
  /// The case's params; empty for an option label, which has none.
  var params: [CatalogParam]
  /// Whether the text belongs to a case (option labels cannot have placeholders).
  var isCaseText: Bool
  /// Params of the case that the decoder left out after reporting them.
  var droppedParams: Set<String> = []
  /// The param that chooses the text's plural variants, when it has variants and one does.
  var pluralParam: String? = nil

  /// `message of case 'noConnection'`, `label of option 'retry'`: built only for a message,
  /// since most texts have no problem and six rules walk every text.
  var owner: String {
    "\(part) of \(isCaseText ? "case" : "option") '\(ownerName)'"
  }
}

extension Catalog {
  /// Calls `body` with every text of the catalog, in file order: each case's message, reason
  /// and suggestion, then each option's label. No array of them is made: six rules walk every
  /// text, and a large catalog has tens of thousands.
  ///
  /// With `withBracesOnly`, only the texts with a brace in some translation: the rules about
  /// placeholders and braces have nothing to say about the others, which are most texts.
  /// With `paramsWhere`, only the texts of the cases whose params it accepts; without `labels`,
  /// no option label: for a rule about params, which most cases lack and labels never have.
  func forEachOwnedText(
    withBracesOnly: Bool = false, paramsWhere accepts: ([CatalogParam]) -> Bool = { _ in true },
    labels: Bool = true, _ body: (OwnedText) -> Void
  ) {
    let hasDroppedParams = !dropped.params.isEmpty
    for errorCase in cases where accepts(errorCase.params) {
      let name = errorCase.name.value
      let droppedParams = hasDroppedParams ? dropped.params[name] ?? [] : []
      func visit(_ part: String, _ text: LocalizedText?) {
        guard let text, !withBracesOnly || text.hasBraces else { return }
        body(
          OwnedText(
            text: text, part: part, ownerName: name, params: errorCase.params,
            isCaseText: true, droppedParams: droppedParams,
            pluralParam: text.hasPluralVariants ? errorCase.pluralParamName : nil))
      }
      visit("message", errorCase.message)
      visit("reason", errorCase.reason)
      visit("suggestion", errorCase.suggestion)
    }
    guard labels else { return }
    for option in recoveryOptions where !withBracesOnly || option.label.hasBraces {
      body(
        OwnedText(
          text: option.label, part: "label", ownerName: option.name.value, params: [],
          isCaseText: false))
    }
  }
}

extension Translation {
  /// Past this many placeholders, a translation's names are compared and kept in sets: a text
  /// shows a few, and a scan of them costs less than hashing, but a hostile text shows
  /// thousands, and scans of them one per name would cost their square.
  static let scannedPlaceholders = 16

  /// Each placeholder name once, in order of first use.
  ///
  /// A text shows few placeholders, so a scan of the names kept so far is cheaper than a set;
  /// past `scannedPlaceholders`, a set.
  var distinctPlaceholderNames: [String] {
    var names: [String] = []
    var seen: Set<String>?
    guard let parsedSegments else { return names }
    for case .placeholder(let name) in parsedSegments where !name.isEmpty {
      if seen != nil {
        if seen?.insert(name).inserted == true { names.append(name) }
      } else if !names.contains(name) {
        names.append(name)
        if names.count > Self.scannedPlaceholders { seen = Set(names) }
      }
    }
    return names
  }

  /// Whether the translation has so many segments that its names are compared as a set.
  var hasManySegments: Bool { (parsedSegments?.count ?? 0) > 2 * Self.scannedPlaceholders }

  /// Whether the translation uses the same placeholder names as `other`, in any order.
  func hasSamePlaceholderNames(as other: Translation) -> Bool {
    // Texts without braces, most of them, have no placeholders.
    if literalText != nil && other.literalText != nil { return true }
    // Each name of one is a name of the other: the same sets, compared without making them
    // (a text has few placeholders), unless one has many.
    if hasManySegments || other.hasManySegments {
      return Set(distinctPlaceholderNames) == Set(other.distinctPlaceholderNames)
    }
    let mine = parsedSegments ?? []
    let theirs = other.parsedSegments ?? []
    return Self.placeholderNames(of: mine, areIn: theirs)
      && Self.placeholderNames(of: theirs, areIn: mine)
  }

  /// Whether every placeholder name of `segments` (but an empty one) is one of `other`'s.
  private static func placeholderNames(of segments: [TextSegment], areIn other: [TextSegment])
    -> Bool
  {
    for case .placeholder(let name) in segments where !name.isEmpty {
      guard other.contains(where: { $0 == .placeholder(name) }) else { return false }
    }
    return true
  }

  /// Whether every placeholder of the translation names one of `params` or `dropped`, checked
  /// without listing the names: most translations name only params.
  func namesOnly(_ params: [CatalogParam], or dropped: Set<String>) -> Bool {
    namesOnly(ParamNames(params), or: dropped)
  }

  /// `namesOnly(_:or:)` with the params looked up through `params`.
  func namesOnly(_ params: ParamNames, or dropped: Set<String>) -> Bool {
    for case .placeholder(let name) in parsedSegments ?? [] where !name.isEmpty {
      guard params.contains(name) || dropped.contains(name) else { return false }
    }
    return true
  }
}

/// A case's params by name, for the rules that look up each placeholder of its texts: a scan
/// of a few, a dictionary past `scanned` (a hostile case declares thousands, and each of its
/// thousands of placeholders would scan them all).
struct ParamNames {
  /// Past this many params, a dictionary.
  static let scanned = 16

  private let params: [CatalogParam]
  /// The index of the first param of each name, when there are more than `scanned`.
  private let index: [String: Int]?

  init(_ params: [CatalogParam]) {
    self.params = params
    guard params.count > Self.scanned else {
      index = nil
      return
    }
    var index: [String: Int] = [:]
    for position in params.indices where index[params[position].name.value] == nil {
      index[params[position].name.value] = position
    }
    self.index = index
  }

  /// The first param named `name`, if any.
  func param(named name: String) -> CatalogParam? {
    if let index { return index[name].map { params[$0] } }
    return params.first { $0.name.value == name }
  }

  /// Whether a param is named `name`.
  func contains(_ name: String) -> Bool {
    if let index { return index[name] != nil }
    return params.contains { $0.name.value == name }
  }
}
