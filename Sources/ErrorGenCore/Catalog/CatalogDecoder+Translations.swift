extension CatalogDecoder {
  /// The string of a translation, `string(_:)`'s value, and its braces parsed
  /// (`Translation.braces(of:)`): the last one read at `slot` when the
  /// bytes are the same, else the one `translationTable` has. Comparing with the last one costs
  /// little: most translations differ from it in length, and one that is the same (a
  /// suggestion case after case shares) needs no hash. Either saves an allocation, its copy of
  /// the bytes and the memory a large catalog then holds.
  mutating func translation(_ node: YAMLNode, slot: Int) -> (
    text: String, braces: Translation.Braces?
  )? {
    guard node.kind == .scalar, !node.isNull else {
      _ = string(node)  // reports what the node is instead
      return nil
    }
    let count = recentCounts[slot]
    if count >= 0
      && node.withScalarBytes({ bytes in
        bytes.count == count && recentTranslations[slot].withUTF8Bytes { bytesEqual($0, bytes) }
      })
    {
      return (recentTranslations[slot], recentBraces[slot])
    }
    let read = node.withScalarBytes { translationTable.translation($0) }
    recentTranslations[slot] = read.text
    recentBraces[slot] = read.braces
    recentCounts[slot] = read.text.utf8.count
    return read
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
