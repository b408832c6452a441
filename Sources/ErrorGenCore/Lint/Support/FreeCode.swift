/// Finding a code that a new or moved case can take.
enum FreeCode {
  /// The smallest code of `catalog.codeRange` (or above the largest code, without a range)
  /// that no case uses and that is not reserved; nil when there is none.
  ///
  /// The search looks at most one more code than there are taken ones, so a huge range costs
  /// nothing, and never adds past `Int.max`.
  static func suggestion(in catalog: Catalog, alsoTaken: Set<Int> = []) -> Int? {
    let taken = Set(catalog.cases.map(\.code.value) + catalog.reservedCodes.map(\.value))
      .union(alsoTaken)
    let range = catalog.codeRange?.value
    var candidate = range?.lowerBound ?? (catalog.cases.map(\.code.value).max() ?? 0)
    for _ in 0...taken.count {
      if let range, !range.contains(candidate) { return nil }
      if !taken.contains(candidate) { return candidate }
      guard candidate < Int.max else { return nil }
      candidate += 1
    }
    return nil
  }

  /// `"; use a free code such as 1005"`, or `otherwise` when there is none.
  static func hint(in catalog: Catalog, alsoTaken: Set<Int> = [], otherwise: String = "")
    -> String
  {
    guard let code = suggestion(in: catalog, alsoTaken: alsoTaken) else { return otherwise }
    return "; use a free code such as \(code)"
  }
}

/// `FreeCode.hint`, made once for the problems of one catalog that end with it: the search
/// reads every code of the catalog, and a hostile catalog has thousands of such problems.
struct FreeCodeHint {
  private let catalog: Catalog
  private let alsoTaken: Set<Int>
  private let otherwise: String
  private var made: String?

  init(in catalog: Catalog, alsoTaken: Set<Int> = [], otherwise: String = "") {
    self.catalog = catalog
    self.alsoTaken = alsoTaken
    self.otherwise = otherwise
  }

  /// `FreeCode.hint(in:alsoTaken:otherwise:)`, made the first time.
  mutating func text() -> String {
    if let made { return made }
    let text = FreeCode.hint(in: catalog, alsoTaken: alsoTaken, otherwise: otherwise)
    made = text
    return text
  }
}
