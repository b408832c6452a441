/// A random catalog: its YAML text and, for every case, the values to build it with and the
/// texts those values must produce in each locale.
struct RandomCatalog {
  struct Param {
    var name: String
    var type: String
    /// The Swift expression of the value the checker builds the case with.
    var swiftValue: String
    /// What the value shows in place of its placeholder.
    var rendered: String
    var optional: Bool
    var sensitive: Bool
    var binding: String?
  }

  struct Case {
    var name: String
    var code: Int
    var params: [Param]
    /// Locale → expected text, for message, reason and suggestion.
    var message: [String: String]
    var reason: [String: String]?
    var suggestion: [String: String]?
    var options: [String]
    /// The values each case declares apart from its params, which the checker reads back.
    var kind: String
    var presentation: String
    /// `maxAttempts` of the case's retry policy, nil for `retry: none`.
    var maxAttempts: Int?
    var icon: String?
    var field: String?
    var help: String?
    /// What `httpStatus` answers.
    var httpStatus: Int
  }

  var stem: String
  var typeName: String
  var domain: String
  var locales: [String]
  /// `problem_type`, if the catalog has one.
  var problemType: String?
  var cases: [Case]
  var yaml: String
}
