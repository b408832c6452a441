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

  /// `message of case 'noConnection'`, `label of option 'retry'`: built only for a message,
  /// since most texts have no problem and six rules walk every text.
  var owner: String {
    "\(part) of \(isCaseText ? "case" : "option") '\(ownerName)'"
  }
}

extension Catalog {
  /// Every text of the catalog, in file order: each case's message, reason and suggestion,
  /// then each option's label.
  var ownedTexts: [OwnedText] {
    var texts: [OwnedText] = []
    texts.reserveCapacity(3 * cases.count + recoveryOptions.count)
    let hasDroppedParams = !dropped.params.isEmpty
    for errorCase in cases {
      let name = errorCase.name.value
      let droppedParams = hasDroppedParams ? dropped.params[name] ?? [] : []
      func add(_ part: String, _ text: LocalizedText?) {
        guard let text else { return }
        texts.append(
          OwnedText(
            text: text, part: part, ownerName: name, params: errorCase.params,
            isCaseText: true, droppedParams: droppedParams))
      }
      add("message", errorCase.message)
      add("reason", errorCase.reason)
      add("suggestion", errorCase.suggestion)
    }
    for option in recoveryOptions {
      texts.append(
        OwnedText(
          text: option.label, part: "label", ownerName: option.name.value, params: [],
          isCaseText: false))
    }
    return texts
  }
}

extension Translation {
  /// Each placeholder name once, in order of first use.
  ///
  /// A text shows few placeholders, so a scan of the names kept so far is cheaper than a set.
  var distinctPlaceholderNames: [String] {
    var names: [String] = []
    for case .placeholder(let name) in segments where !name.isEmpty && !names.contains(name) {
      names.append(name)
    }
    return names
  }

  /// Whether the translation uses the same placeholder names as `other`, in any order.
  func hasSamePlaceholderNames(as other: Translation) -> Bool {
    let mine = distinctPlaceholderNames
    let theirs = other.distinctPlaceholderNames
    return mine.count == theirs.count && mine.allSatisfy { theirs.contains($0) }
  }
}
