/// A pair of a mapping whose key is one the mapping allows, as the decoder reads it.
///
/// `key` is the format's own spelling from `KeySet.names` (a literal, so comparing it in a
/// `switch` is cheap), and `keyIndex` its position there.
struct CatalogField {
  let key: String
  let keyIndex: Int
  let keyNode: YAMLNode
  let value: YAMLNode

  var keyLocation: SourceLocation { keyNode.location }
}

/// A case's fields by key: the first value of each key the case has.
struct CaseFields {
  private var nodes: [YAMLNode?]

  init(_ fields: [CatalogField]) {
    nodes = Array(repeating: nil, count: CatalogKeys.Case.allCases.count)
    for field in fields where nodes[field.keyIndex] == nil {
      nodes[field.keyIndex] = field.value
    }
  }

  subscript(key: CatalogKeys.Case) -> YAMLNode? { nodes[key.rawValue] }
}
