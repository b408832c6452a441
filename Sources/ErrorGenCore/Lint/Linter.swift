/// Runs the lint rules over catalogs that are checked together.
public enum Linter {
  /// Every rule of the format, in the order of LINT-RULES.md: the reading stages' rules first
  /// (they only document and carry examples), then those the linter checks.
  public static let rules: [any LintRule.Type] = [
    YAMLSyntaxRule.self,
    YAMLUnsupportedRule.self,
    YAMLLimitsRule.self,
    DuplicateKeyRule.self,
    InvalidUTF8Rule.self,
    UnsupportedVersionRule.self,
    UnknownKeyRule.self,
    MissingKeyRule.self,
    InvalidValueRule.self,
    InvalidIdentifierRule.self,
    InvalidDomainRule.self,
    InvalidLocaleRule.self,
    DuplicateCodeRule.self,
    CodeOutOfRangeRule.self,
    ReservedCodeRule.self,
    UnknownPlaceholderRule.self,
    PlaceholderMismatchRule.self,
    MissingDefaultTextRule.self,
    MissingTranslationRule.self,
    OptionalPlaceholderRule.self,
    SensitiveInTextRule.self,
    UnknownRecoveryOptionRule.self,
    UnusedRecoveryOptionRule.self,
    RecoveryWithoutCancelRule.self,
    DestructiveDefaultRule.self,
    MultipleDefaultOptionsRule.self,
    UnknownRetryPolicyRule.self,
    InvalidRetryPolicyRule.self,
    RetryKindMismatchRule.self,
    InvalidRetryAfterRule.self,
    InvalidHTTPStatusRule.self,
    ConflictingMappingRule.self,
    UnbindableMappingRule.self,
    GenericMessageRule.self,
    DuplicateDomainRule.self,
    EmptyCatalogRule.self,
    ComposedAccessRule.self,
  ]

  /// From this many cases in all, `lint` runs the rules on several cores.
  static let parallelCaseCount = 256

  /// The rule with `id`, if there is one.
  public static func rule(withID id: RuleID) -> (any LintRule.Type)? {
    rules.first { $0.description.id == id }
  }

  /// Every problem the rules find in `catalogs`, which were decoded without errors or with
  /// errors (rules must cope with a partly decoded catalog), sorted by file and place.
  ///
  /// A value that many cases inherit from `defaults` is one node in the file, so a problem with
  /// it is reported once, not once per case.
  ///
  /// The rules do not depend on each other: they run on the machine's cores, unless `serially`
  /// is set, and the result is the same either way.
  public static func lint(_ catalogs: [Catalog], serially: Bool = false) -> [Diagnostic] {
    // Threads cost more than they give on small catalogs.
    let cases = catalogs.reduce(0) { $0 + $1.cases.count }
    let serially = serially || cases < parallelCaseCount
    let found = ParallelMap.map(Array(rules.indices), serially: serially) { index in
      rules[index].check(catalogs)
    }
    return merged(found)
  }

  /// What `lint` returns for `found`, the problems of each rule in the order of `rules`: each
  /// problem once (two rules can find one), sorted.
  static func merged(_ found: [[Diagnostic]]) -> [Diagnostic] {
    var seen = Set<Diagnostic>()
    var diagnostics: [Diagnostic] = []
    for ruleDiagnostics in found {
      for diagnostic in ruleDiagnostics where seen.insert(diagnostic).inserted {
        diagnostics.append(diagnostic)
      }
    }
    return Diagnostic.sorted(diagnostics)
  }
}
