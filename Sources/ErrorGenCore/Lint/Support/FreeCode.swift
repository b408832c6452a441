/// Finding a code that a new or moved case can take.
enum FreeCode {
  /// The smallest code of `catalog.codeRange` (or above the largest code, without a range)
  /// that no case uses and that is not reserved; nil when there is none.
  ///
  /// The search steps over each taken code and each reserved range at most once, so a huge
  /// range costs nothing, and it never adds past the 32-bit codes a case may have.
  static func suggestion(in catalog: Catalog, alsoTaken: Set<Int> = []) -> Int? {
    let taken = Set(catalog.cases.map(\.code.value)).union(alsoTaken)
    let reserved = ReservedCodes(catalog)
    let range = catalog.codeRange?.value ?? CatalogDecoder.codeRange
    let largest = catalog.cases.map(\.code.value).max()
    // Within the range from its start; without one, after the largest code (or from 1).
    var candidate =
      catalog.codeRange?.value.lowerBound ?? largest.map { $0 < Int(Int32.max) ? $0 + 1 : $0 } ?? 1
    for _ in 0...(taken.count + catalog.reservedCodes.count) {
      guard range.contains(candidate) else { return nil }
      if let block = reserved.range(containing: candidate) {
        guard block.value.upperBound < range.upperBound else { return nil }
        candidate = block.value.upperBound + 1
      } else if taken.contains(candidate) {
        candidate += 1
      } else {
        return candidate
      }
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
