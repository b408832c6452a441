/// `conflicting_mapping`: two cases that claim one HTTP status, server code, or foreign domain
/// and code, so which case a response becomes would depend on declaration order.
public enum ConflictingMappingRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "conflicting_mapping",
    severity: .error,
    summary: "Two cases claim one HTTP status, server code, or foreign error domain and code.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        errors:
          serverError:
            code: 1
            message: Our service is having trouble. We are working on it.
            http: ["500-599"]
            server_codes: [INTERNAL]
          unavailable:
            code: 2
            message: Our service is down for maintenance. Try again in a few minutes.
            http: [↓503]
            server_codes: [↓INTERNAL]
          offline:
            code: 3
            message: You are offline. Connect to the internet and try again.
            maps:
              - { domain: NSURLErrorDomain, codes: [-1009] }
          noRoute:
            code: 4
            message: The server cannot be reached. Check your connection.
            maps:
              - { domain: NSURLErrorDomain, codes: [↓-1009, -1004] }
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        errors:
          serverError:
            code: 1
            message: Our service is having trouble. We are working on it.
            http: ["500-502", "504-599"]
          unavailable:
            code: 2
            message: Our service is down for maintenance. Try again in a few minutes.
            http: [503]
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var statuses: [(range: HTTPStatusRange, owner: CatalogCase)] = []
    var claims = HTTPClaims()
    var serverCodes: [String: (SourceLocation, CatalogCase)] = [:]
    var foreign: [String: [Int: (SourceLocation, CatalogCase)]] = [:]
    func report(
      _ message: String, at location: SourceLocation, first: SourceLocation, _ owner: CatalogCase
    ) {
      diagnostics.append(
        diagnostic(
          message, file: catalog.file, at: location,
          notes: [
            Diagnostic.Note(
              message: claimedHere(owner.name.value), file: catalog.file, location: first)
          ]))
    }
    for (owner, errorCase) in catalog.cases.enumerated() {
      for status in errorCase.http where InvalidHTTPStatusRule.isValid(status) {
        // The first earlier status of another case that overlaps this one.
        if let claim = claims.first(overlapping: status, notBy: owner) {
          let earlier = statuses[claim]
          let shared = max(status.lower, earlier.range.lower)
          report(
            httpClaimed(shared, earlier.owner.name.value), at: status.location,
            first: earlier.range.location, earlier.owner)
        }
        claims.claim(status, index: statuses.count, by: owner)
        statuses.append((status, errorCase))
      }
      for code in errorCase.serverCodes {
        if let (first, owner) = serverCodes[code.value] {
          if owner.name != errorCase.name {
            report(
              serverCodeClaimed(code.value, owner.name.value), at: code.location, first: first,
              owner)
          }
        } else {
          serverCodes[code.value] = (code.location, errorCase)
        }
      }
      for mapping in errorCase.maps {
        for code in mapping.codes {
          if let (first, owner) = foreign[mapping.domain.value]?[code.value] {
            if owner.name != errorCase.name {
              report(
                foreignClaimed(mapping.domain.value, code.value, owner.name.value),
                at: code.location, first: first, owner)
            }
          } else {
            foreign[mapping.domain.value, default: [:]][code.value] = (code.location, errorCase)
          }
        }
      }
    }
    return diagnostics
  }

  /// The HTTP statuses that cases claimed so far, to find the first earlier claim of another
  /// case that overlaps a status or range in a few steps, not one per earlier claim: a hostile
  /// case lists hundreds of thousands of statuses.
  ///
  /// A case is told apart by its index: a catalog's case names are distinct (the decoder keeps
  /// the first of two equal keys). For each status it keeps two claims, by their index in the
  /// order they came: the first, and the first by another case than the first's. The first
  /// claim of a case other than C's that covers a status is one of those two, so the first that
  /// overlaps a range is the first of theirs over its statuses not by C: a tree over the 500
  /// valid statuses keeps, for each span of them, the first of the claims kept in it and the
  /// first by another case than that one's. Each status changes twice at most; the claims
  /// that would not change a status are skipped over without being looked at.
  struct HTTPClaims {
    struct Claim {
      var index: Int
      var owner: Int
    }

    /// The first claim of some claims, and the first by another case than its.
    private struct Firsts {
      var first: Claim?
      var other: Claim?

      /// Adds `claim` (which may be one of those already kept: a claim covers many statuses).
      mutating func add(_ claim: Claim?) {
        guard let claim else { return }
        guard let kept = first else {
          first = claim
          return
        }
        if claim.index < kept.index {
          if claim.owner != kept.owner { other = kept }
          first = claim
        } else if claim.owner != kept.owner, other.map({ claim.index < $0.index }) ?? true {
          other = claim
        }
      }
    }

    private static let lowest = 100
    private static let count = 500
    private static let leaves = 512
    /// A binary tree over the statuses: leaf `leaves + s` is status `lowest + s`.
    private var tree = [Firsts](repeating: Firsts(), count: 2 * leaves)
    /// Statuses that two cases claimed: nothing that comes later changes them. Links to a later
    /// status (a union-find with path halving), `count` past the last.
    private var full = Array(0...count)
    /// The case that last claimed each status, and past one the next status it may not have
    /// claimed: its claims skip what it claimed already.
    private var claimedBy = [Int](repeating: -1, count: count + 1)
    private var claimedNext = Array(0...count)

    /// The first claim of a case other than `owner` that overlaps `status`, a valid status or
    /// range; its index.
    func first(overlapping status: HTTPStatusRange, notBy owner: Int) -> Int? {
      var found = Firsts()
      var left = status.lower - Self.lowest + Self.leaves
      var right = status.upper - Self.lowest + Self.leaves + 1
      while left < right {
        if left & 1 == 1 {
          found.add(tree[left].first)
          found.add(tree[left].other)
          left += 1
        }
        if right & 1 == 1 {
          right -= 1
          found.add(tree[right].first)
          found.add(tree[right].other)
        }
        left >>= 1
        right >>= 1
      }
      guard let first = found.first else { return nil }
      return first.owner != owner ? first.index : found.other?.index
    }

    /// Notes that case `owner` claims `status`, a valid status or range, as claim `index`
    /// (larger than every claim before).
    mutating func claim(_ status: HTTPStatusRange, index: Int, by owner: Int) {
      let claim = Claim(index: index, owner: owner)
      var position = status.lower - Self.lowest
      let end = status.upper - Self.lowest
      while true {
        position = nextOpen(from: position, for: owner)
        guard position <= end else { return }
        // Not full and not claimed by `owner`: it has no claim yet, or only by another case.
        let leaf = Self.leaves + position
        if tree[leaf].first == nil {
          tree[leaf].first = claim
        } else {
          tree[leaf].other = claim
          full[position] = position + 1
        }
        claimedBy[position] = owner
        claimedNext[position] = position + 1
        var node = leaf / 2
        while node >= 1 {
          var firsts = tree[2 * node]
          firsts.add(tree[2 * node + 1].first)
          firsts.add(tree[2 * node + 1].other)
          tree[node] = firsts
          node /= 2
        }
        position += 1
      }
    }

    /// The first status from `position` on that is neither full nor claimed by `owner`.
    private mutating func nextOpen(from position: Int, for owner: Int) -> Int {
      var position = position
      while true {
        while full[position] != position {
          full[position] = full[full[position]]
          position = full[position]
        }
        guard position < Self.count, claimedBy[position] == owner else { return position }
        while position < Self.count, claimedBy[position] == owner {
          let next = claimedNext[position]
          if next < Self.count, claimedBy[next] == owner {
            claimedNext[position] = claimedNext[next]
          }
          position = next
        }
      }
    }
  }

  // MARK: Messages

  static func httpClaimed(_ status: Int, _ owner: String) -> String {
    "HTTP status \(status) is already mapped to case '\(owner)'; map each status to one case"
  }

  static func serverCodeClaimed(_ code: String, _ owner: String) -> String {
    "server code '\(code)' is already mapped to case '\(owner)'; map each server code to one case"
  }

  static func foreignClaimed(_ domain: String, _ code: Int, _ owner: String) -> String {
    "\(domain) \(code) is already mapped to case '\(owner)'; map each foreign error to one case"
  }

  static func claimedHere(_ owner: String) -> String {
    "case '\(owner)' claims it here"
  }
}
