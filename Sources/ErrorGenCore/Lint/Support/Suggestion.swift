/// "Did you mean" suggestions for names that are close to a known one.
///
/// An edit distance costs the product of the two names' lengths, and a hostile file can ask for
/// a suggestion for each of thousands of names among thousands of candidates, each of them
/// long. So a name longer than `maxLength` gets no suggestion, a candidate whose length alone
/// puts it too far is not compared, a distance stops as soon as it is too far, and a rule that
/// suggests for many names shares a `Budget` of comparisons between them.
enum Suggestion {
  /// The longest name, in characters, that is compared (KeySuggestion's limit too): past it, a
  /// name is not a likely typo of a short one, and two long names would cost their product.
  static let maxLength = 64

  /// How many candidates the suggestions of one rule may still compare, when they are many.
  struct Budget {
    /// The comparisons left.
    private(set) var remaining: Int

    init(comparisons: Int) {
      remaining = comparisons
    }

    /// Takes `count` comparisons; false, taking none, when fewer are left.
    mutating func take(_ count: Int) -> Bool {
      guard count <= remaining else { return false }
      remaining -= count
      return true
    }
  }

  /// The candidate closest to `name`, when it is close enough to be a likely typo.
  static func closest(to name: String, in candidates: [String]) -> String? {
    var budget = Budget(comparisons: .max)
    return closest(to: name, in: candidates, budget: &budget)
  }

  /// The candidate closest to `name`, when it is close enough to be a likely typo, and when
  /// `budget` still has a comparison for each candidate (it is then charged for them all);
  /// nil otherwise, which the caller's message treats as no close candidate. Of candidates
  /// equally close, the first.
  static func closest(to name: String, in candidates: [String], budget: inout Budget) -> String? {
    guard let target = comparable(name), budget.take(candidates.count) else { return nil }
    let limit = max(1, min(3, name.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      // A candidate closer than the best so far, whose length alone does not put it too far.
      let bound = min(limit, (best?.distance ?? Int.max) - 1)
      guard bound >= 0, let other = comparable(candidate),
        abs(other.count - target.count) <= bound
      else { continue }
      let distance = editDistance(target, other, bound: bound)
      if distance <= bound { best = (candidate, distance) }
    }
    return best?.name
  }

  /// The lowercased characters of `name`, when it has `maxLength` at most.
  private static func comparable(_ name: String) -> [Character]? {
    // Counting characters reads the whole name: one of more bytes than any name of
    // `maxLength` characters has is refused unread.
    guard name.utf8.count <= 16 * maxLength, name.count <= maxLength else { return nil }
    let characters = Array(name.lowercased())
    return characters.count <= maxLength ? characters : nil
  }

  /// Levenshtein distance over characters.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    return editDistance(a, b, bound: max(a.count, b.count))
  }

  /// Levenshtein distance between `a` and `b` when it is at most `bound`, else `bound + 1`.
  ///
  /// Only the cells within `bound` of the diagonal can be that close, so only they are
  /// computed, and a row whose cells are all past `bound` ends the search: the cost is
  /// `a.count` times `2 * bound + 1` at most, not `a.count` times `b.count`.
  static func editDistance(_ a: [Character], _ b: [Character], bound: Int) -> Int {
    let over = bound + 1
    guard abs(a.count - b.count) <= bound else { return over }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    // Cells outside the band hold `over`, as does every cell past `bound`.
    var previous = (0...b.count).map { min($0, over) }
    var current = [Int](repeating: over, count: b.count + 1)
    for i in 1...a.count {
      let low = max(1, i - bound)
      let high = min(b.count, i + bound)
      current[low - 1] = low == 1 ? min(i, over) : over
      var rowMinimum = current[low - 1]
      for j in low...high {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution, over)
        rowMinimum = min(rowMinimum, current[j])
      }
      if high < b.count { current[high + 1] = over }
      if rowMinimum >= over { return over }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// The most names a message lists: a hostile catalog declares thousands, and a message that
  /// listed them all for each of thousands of problems would be output the size of their
  /// product.
  static let maxListed = 8

  /// `'a', 'b' or 'c'`, for messages that list the choices; past `maxListed` names, the first
  /// ones and how many more: `'a', …, 'h' (and 12 more)`.
  static func list(_ names: [String]) -> String {
    let quoted = names.prefix(maxListed).map { "'\($0)'" }
    guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + last + more(names.count)
  }

  /// `items` joined by commas; past `maxListed` of them, the first ones and how many more:
  /// `{a}, {b}, …, {h} (and 12 more)`.
  static func joined(_ items: some Collection<String>) -> String {
    joined(items, of: items.count)
  }

  /// `joined(_:)` of a list of `count` items that begins with `items`.
  static func joined(_ items: some Collection<String>, of count: Int) -> String {
    items.prefix(maxListed).joined(separator: ", ") + more(count)
  }

  /// ` (and 12 more)` for a list of `count` items that shows `maxListed`; empty for a shorter.
  private static func more(_ count: Int) -> String {
    count > maxListed ? " (and \(count - maxListed) more)" : ""
  }
}
