/// A catalog's `codes.reserved`, for finding whether a code is reserved and where.
///
/// A catalog may reserve a few codes or whole retired blocks (`"2000-2999"`): the ranges are
/// kept as ranges, never expanded into their codes, and looked up by binary search.
struct ReservedCodes {
  /// The ranges, by lower bound.
  private let ranges: [Located<ClosedRange<Int>>]
  /// For each position of `ranges`, the position at or before it whose upper bound is largest.
  private let widest: [Int]

  init(_ catalog: Catalog) {
    ranges = catalog.reservedCodes.enumerated()
      .sorted {
        ($0.element.value.lowerBound, $0.offset) < ($1.element.value.lowerBound, $1.offset)
      }
      .map(\.element)
    var widest: [Int] = []
    for index in ranges.indices {
      let previous = widest.last
      if let previous, ranges[previous].value.upperBound >= ranges[index].value.upperBound {
        widest.append(previous)
      } else {
        widest.append(index)
      }
    }
    self.widest = widest
  }

  /// A reserved range that holds `code`, if any.
  func range(containing code: Int) -> Located<ClosedRange<Int>>? {
    // The last range that starts at or below `code`; the widest up to it holds `code` if any
    // range does.
    var low = 0
    var high = ranges.count
    while low < high {
      let middle = (low + high) / 2
      if ranges[middle].value.lowerBound <= code { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return nil }
    let candidate = ranges[widest[low - 1]]
    return candidate.value.contains(code) ? candidate : nil
  }
}
