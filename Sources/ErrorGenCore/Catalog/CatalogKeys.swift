/// The keys each mapping of the format allows, in the order the format documents them.
enum CatalogKeys {
  static let topLevel = KeySet([
    "errorgen", "domain", "type", "access", "doc", "default_locale", "problem_type", "codes",
    "defaults", "recovery_options", "retry_policies", "compose", "errors", "kotlin_package",
  ])
  static let codes = KeySet(["range", "reserved"])
  static let defaults = KeySet(["kind", "retry", "recovery", "presentation"])
  static let errorCase = KeySet([
    "code", "doc", "kind", "params", "message", "reason", "suggestion", "help", "recovery",
    "retry", "presentation", "icon", "field", "status", "http", "server_codes", "maps",
    "deprecated", "lint_ignore", "plural",
  ])
  /// The positions of `errorCase`'s keys, for reading a case's fields without a dictionary.
  enum Case: Int, CaseIterable {
    case code, doc, kind, params, message, reason, suggestion, help, recovery, retry
    case presentation, icon, field, status, http, serverCodes, maps, deprecated, lintIgnore
    case plural
  }

  static let param = KeySet(["type", "doc", "sensitive", "bind"])
  static let recoveryOption = KeySet(["label", "role", "retries_operation", "doc"])
  static let retryPolicy = KeySet([
    "max_attempts", "initial_delay", "max_delay", "multiplier", "jitter",
  ])
  static let retryReference = KeySet(["policy", "after"])
  static let retry = KeySet(retryReference.names + retryPolicy.names)
  static let foreignMapping = KeySet(["domain", "codes"])

  /// Every key the format knows, for suggestions that cross mappings.
  static let all = Set(
    [
      topLevel, codes, defaults, errorCase, param, recoveryOption, retryPolicy, retryReference,
      foreignMapping,
    ].flatMap(\.names))
}

/// The keys one mapping of the format allows, matched by their UTF-8 bytes, so that reading a
/// key costs no `String`.
struct KeySet: Sendable {
  /// The keys in the order the format documents them.
  let names: [String]
  private let utf8: [[UInt8]]

  init(_ names: [String]) {
    self.names = names
    self.utf8 = names.map { Array($0.utf8) }
  }

  /// The position in `names` of the key `node`, or nil when it is not one of them.
  func index(of node: YAMLNode) -> Int? {
    node.withScalarBytes { key in
      for (index, name) in utf8.enumerated() where name.count == key.count {
        let equal = name.withUnsafeBufferPointer { bytesEqual($0, key) }
        if equal { return index }
      }
      return nil
    }
  }

  /// The position of `name`, which must be one of `names` (for named lookups in code).
  func index(of name: String) -> Int { names.firstIndex(of: name) ?? -1 }

  func contains(_ name: String) -> Bool { names.contains(name) }
}

/// Finds the known key closest to a misspelt one.
enum KeySuggestion {
  /// The candidate closest to `key`, when it is close enough to be a likely typo.
  static func closest(to key: String, in candidates: [String]) -> String? {
    let folded = fold(key)
    if let exact = candidates.first(where: { fold($0) == folded }) { return exact }
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      // Only a distance of 3 at most is ever close enough: the banded distance is exact there.
      let distance = Suggestion.editDistance(folded, fold(candidate), bound: 3)
      if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    guard let best else { return nil }
    let allowed = max(1, min(3, folded.count / 3))
    return best.distance <= allowed ? best.name : nil
  }

  /// Lowercased without `_` and `-`, so that `defaultLocale` finds `default_locale`.
  private static func fold(_ key: String) -> [Character] {
    Array(key.lowercased().filter { $0 != "_" && $0 != "-" })
  }
}
