extension CatalogDecoder {
  /// The string of a translation, `string(_:)`'s value: the last one read at `slot` when the
  /// bytes are the same, else the one `translationTable` has. Comparing with the last one costs
  /// little: most translations differ from it in length, and one that is the same (a
  /// suggestion case after case shares) needs no hash. Either saves an allocation, its copy of
  /// the bytes and the memory a large catalog then holds.
  mutating func translation(_ node: YAMLNode, slot: Int) -> String? {
    guard node.kind == .scalar, !node.isNull else { return string(node)?.value }
    let count = recentCounts[slot]
    if count >= 0
      && node.withScalarBytes({ bytes in
        bytes.count == count && recentTranslations[slot].withUTF8Bytes { bytesEqual($0, bytes) }
      })
    {
      return recentTranslations[slot]
    }
    let text = node.withScalarBytes { translationTable.text($0) }
    recentTranslations[slot] = text
    recentCounts[slot] = text.utf8.count
    return text
  }
}

/// The places of translations that `CatalogDecoder.recentTranslations` remembers: the first
/// few translations of a case's message, reason and suggestion, and of other texts.
enum TextSlot {
  enum Field: Int {
    case message, reason, suggestion, other
  }

  /// Translations remembered per text.
  static let perField = 8
  static let count = 4 * perField

  /// The slot of the translation at `position` of a `field` text (positions past `perField`
  /// share the last slot).
  static func index(_ field: Field, _ position: Int) -> Int {
    field.rawValue * perField + Swift.min(position, perField - 1)
  }
}
