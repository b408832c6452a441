/// "Did you mean" suggestions for names that are close to a known one.
enum Suggestion {
  /// The candidate closest to `name`, when it is close enough to be a likely typo.
  static func closest(to name: String, in candidates: [String]) -> String? {
    let limit = max(1, min(3, name.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(name.lowercased(), candidate.lowercased())
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// Levenshtein distance over characters.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs)
    let b = Array(rhs)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }

  /// `'a', 'b' or 'c'`, for messages that list the choices.
  static func list(_ names: [String]) -> String {
    let quoted = names.map { "'\($0)'" }
    guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + last
  }
}
