/// A pair of a mapping whose key is one the mapping allows, as the decoder reads it.
///
/// `key` is the format's own spelling from `KeySet.names` (a literal, so comparing it in a
/// `switch` is cheap).
struct CatalogField {
  let key: String
  let keyNode: YAMLNode
  let value: YAMLNode

  var keyLocation: SourceLocation { keyNode.location }
}

/// A case's fields by key: the first value of each key the case has.
struct CaseFields {
  private var nodes = [YAMLNode?](repeating: nil, count: Self.keyCount)

  private static let keyCount = CatalogKeys.Case.allCases.count

  /// Whether the key at `index` of `CatalogKeys.errorCase` has a value.
  func has(_ index: Int) -> Bool { nodes[index] != nil }

  /// Sets the value of the key at `index` of `CatalogKeys.errorCase`.
  mutating func set(_ value: YAMLNode, at index: Int) { nodes[index] = value }

  subscript(key: CatalogKeys.Case) -> YAMLNode? { nodes[key.rawValue] }
}
