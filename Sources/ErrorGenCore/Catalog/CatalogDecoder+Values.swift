/// Reading single values: every scalar is a string, and the field decides its type.
extension CatalogDecoder {
  /// The pairs of a mapping node whose keys `allowed` has; each other key is reported.
  mutating func mapping(_ node: YAMLNode, allowed: KeySet, expected: String) -> [CatalogField]? {
    guard let pairs = node.mapping else {
      report(CatalogMessages.wrongType(expected: expected, found: node, file: file))
      return nil
    }
    var fields: [CatalogField] = []
    fields.reserveCapacity(pairs.count)
    for position in pairs.indices {
      let keyNode = pairs.keyNode(at: position)
      if let index = allowed.index(of: keyNode) {
        fields.append(
          CatalogField(
            key: allowed.names[index], keyNode: keyNode,
            value: pairs.value(at: position)))
      } else {
        reportUnknownKey(keyNode, allowed: allowed)
      }
    }
    return fields
  }

  /// A case's fields: `mapping(_:allowed:expected:)` with `CatalogKeys.errorCase`, the first
  /// value of each key kept by key, without an array of every field in between (each of its
  /// nodes a reference counted in and out, for each field of each case).
  mutating func caseFields(_ node: YAMLNode) -> CaseFields? {
    guard let pairs = node.mapping else {
      report(CatalogMessages.wrongType(expected: "a mapping", found: node, file: file))
      return nil
    }
    let allowed = CatalogKeys.errorCase
    var fields = CaseFields()
    for position in pairs.indices {
      let keyNode = pairs.keyNode(at: position)
      if let index = allowed.index(of: keyNode) {
        if !fields.has(index) { fields.set(pairs.value(at: position), at: index) }
      } else {
        reportUnknownKey(keyNode, allowed: allowed)
      }
    }
    return fields
  }

  /// Reports `keyNode`, a key that `allowed` does not have, with the closest that it has.
  private mutating func reportUnknownKey(_ keyNode: YAMLNode, allowed: KeySet) {
    guard !isSaturated else { return }
    let key = keyNode.text
    let suggestion = KeySuggestion.closest(to: key, in: allowed.names)
    if suggestion == "recovery" { dropped.misspelledRecovery = true }
    report(
      CatalogMessages.unknownKey(
        key, suggestion: suggestion, allowed: allowed.names, file: file, at: keyNode.location))
  }

  mutating func string(_ node: YAMLNode) -> Located<String>? {
    guard node.kind == .scalar, !node.isNull else {
      report(CatalogMessages.wrongType(expected: "a string", found: node, file: file))
      return nil
    }
    return Located(node.text, at: node.location)
  }

  mutating func integer(_ node: YAMLNode, in range: ClosedRange<Int>) -> Located<Int>? {
    guard let scalar = node.scalar, !scalar.isNull else {
      report(CatalogMessages.wrongType(expected: "an integer", found: node, file: file))
      return nil
    }
    guard scalar.style == .plain, let digits = Self.integerDigits(scalar.text) else {
      report(
        CatalogMessages.notInteger(
          scalar.text, quoted: scalar.style != .plain && Self.integerDigits(scalar.text) != nil,
          file: file, at: node.location))
      return nil
    }
    guard let value = Int(digits), range.contains(value) else {
      report(
        CatalogMessages.integerOutOfRange(
          scalar.text, range: range, file: file, at: node.location))
      return nil
    }
    return Located(value, at: node.location)
  }

  /// The text when it is `0` or `-?[1-9][0-9]*`.
  static func integerDigits(_ text: String) -> String? {
    var utf8 = Substring(text).utf8
    if utf8.first == UInt8(ascii: "-") { utf8 = utf8.dropFirst() }
    guard let first = utf8.first, utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    if first == 48 && (utf8.count > 1 || text.hasPrefix("-")) { return nil }
    return text
  }

  mutating func number(_ node: YAMLNode) -> Located<Double>? {
    guard let scalar = node.scalar, !scalar.isNull else {
      report(CatalogMessages.wrongType(expected: "a number", found: node, file: file))
      return nil
    }
    guard scalar.style == .plain, let value = Self.decimal(scalar.text) else {
      report(
        CatalogMessages.notNumber(
          scalar.text, quoted: scalar.style != .plain && Self.decimal(scalar.text) != nil,
          file: file, at: node.location))
      return nil
    }
    return Located(value, at: node.location)
  }

  /// A plain decimal number such as `2`, `-1`, `1.5`: no exponent, hex, `inf` or `nan`.
  static func decimal(_ text: String) -> Double? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = parts.first, !whole.isEmpty, whole.count <= 20 else { return nil }
    var wholeDigits = whole.utf8
    if wholeDigits.first == UInt8(ascii: "-") { wholeDigits = wholeDigits.dropFirst() }
    guard !wholeDigits.isEmpty, wholeDigits.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
      return nil
    }
    if parts.count == 2 {
      let fraction = parts[1].utf8
      guard !fraction.isEmpty, fraction.count <= 20, fraction.allSatisfy({ $0 >= 48 && $0 <= 57 })
      else { return nil }
    }
    return Double(text)
  }

  mutating func boolean(_ node: YAMLNode) -> Bool? {
    guard let scalar = node.scalar, !scalar.isNull else {
      report(CatalogMessages.wrongType(expected: "true or false", found: node, file: file))
      return nil
    }
    guard scalar.style == .plain, scalar.text == "true" || scalar.text == "false" else {
      report(CatalogMessages.notBoolean(scalar.text, file: file, at: node.location))
      return nil
    }
    return scalar.text == "true"
  }

  /// A duration in seconds: `1.5`, `250ms`, `2s`, `1m`.
  mutating func duration(_ node: YAMLNode) -> Located<Double>? {
    guard let scalar = node.scalar, !scalar.isNull else {
      report(CatalogMessages.wrongType(expected: "a duration", found: node, file: file))
      return nil
    }
    let text = scalar.text
    let units: [(suffix: String, factor: Double)] = [("ms", 0.001), ("s", 1), ("m", 60)]
    var seconds: Double?
    if scalar.style == .plain, let plain = Self.decimal(text) {
      seconds = plain
    } else {
      for unit in units where text.hasSuffix(unit.suffix) {
        if let value = Self.decimal(String(text.dropLast(unit.suffix.count))) {
          seconds = value * unit.factor
        }
        break
      }
    }
    guard let seconds, seconds.isFinite else {
      report(CatalogMessages.invalidDuration(text, file: file, at: node.location))
      return nil
    }
    return Located(seconds, at: node.location)
  }

  /// One of a fixed set of words, such as a kind or a role.
  mutating func choice<Value: RawRepresentable & CaseIterable>(
    _ node: YAMLNode, what: String, as type: Value.Type
  ) -> Located<Value>? where Value.RawValue == String {
    guard let text = string(node) else { return nil }
    guard let value = Value(rawValue: text.value) else {
      report(
        CatalogMessages.invalidChoice(
          text.value, what: what, choices: Value.allCases.map(\.rawValue), file: file,
          at: node.location))
      return nil
    }
    return Located(value, at: node.location)
  }

  mutating func list(_ node: YAMLNode, of what: String) -> YAMLItems? {
    guard let items = node.sequence else {
      report(CatalogMessages.wrongType(expected: "a list of \(what)", found: node, file: file))
      return nil
    }
    return items
  }

  /// A text: a plain string in the default locale, or a mapping from locale to string.
  mutating func text(_ node: YAMLNode) -> LocalizedText? {
    switch node.kind {
    case .scalar:
      guard !node.isNull else {
        report(CatalogMessages.emptyText(file: file, at: node.location))
        return nil
      }
      // Kept in the text, so that no rule also reports it missing.
      if node.text.isEmpty {
        report(CatalogMessages.emptyTranslation(file: file, at: node.location))
      }
      let locale = Located(defaultLocale, at: node.location)
      let translation = Translation(
        locale: locale, text: node.text, location: node.location, textStart: node.textStart)
      return LocalizedText(translations: [translation], location: node.location)
    case .mapping:
      let pairs = node.mapping ?? YAMLPairs.empty
      var translations: [Translation] = []
      translations.reserveCapacity(pairs.count)
      for position in pairs.indices {
        let value = pairs.value(at: position)
        let key = pairs.keyNode(at: position)
        let locale = Located(key.text, at: key.location)
        if value.kind == .mapping {
          // Plural variants: one translation per category (LOCALIZATION.md §1); lint checks
          // the category names and which ones a locale needs.
          let variants = value.mapping ?? YAMLPairs.empty
          for variant in variants.indices {
            let variantValue = variants.value(at: variant)
            guard let text = string(variantValue) else { continue }
            if text.value.isEmpty {
              report(CatalogMessages.emptyTranslation(file: file, at: variantValue.location))
            }
            let category = variants.keyNode(at: variant)
            translations.append(
              Translation(
                locale: locale, text: text.value, location: variantValue.location,
                category: Located(category.text, at: category.location),
                textStart: variantValue.textStart))
          }
          continue
        }
        guard let text = string(value) else { continue }
        // Kept in the text, so that no rule also reports it missing.
        if text.value.isEmpty {
          report(CatalogMessages.emptyTranslation(file: file, at: value.location))
        }
        translations.append(
          Translation(
            locale: locale, text: text.value, location: value.location,
            textStart: value.textStart))
      }
      return LocalizedText(translations: translations, location: node.location)
    case .sequence:
      report(
        CatalogMessages.wrongType(
          expected: "a text or a mapping from locale to text", found: node, file: file))
      return nil
    }
  }
}
