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
    CompositionCycleRule.self,
    InvalidKotlinNameRule.self,
  ]

  /// The rule with `id`, if there is one.
  public static func rule(withID id: RuleID) -> (any LintRule.Type)? {
    rules.first { $0.description.id == id }
  }

  /// Every problem the rules find in `catalogs`, which were decoded without errors or with
  /// errors (rules must cope with a partly decoded catalog), sorted by file and place.
  ///
  /// A value that many cases inherit from `defaults` is one node in the file, so a problem with
  /// it is reported once, not once per case.
  public static func lint(_ catalogs: [Catalog]) -> [Diagnostic] {
    // Each problem once: two rules can find one.
    var seen = Set<Diagnostic>()
    var diagnostics: [Diagnostic] = []
    for rule in rules {
      for diagnostic in rule.check(catalogs) where seen.insert(diagnostic).inserted {
        diagnostics.append(diagnostic)
      }
    }
    return limited(Diagnostic.sorted(diagnostics))
  }

  /// The most problems lint reports for one file, as each reading stage does
  /// (`CatalogDecoder.maxDiagnostics`): a file of a few MB can have a problem on every line.
  static let maxDiagnostics = [Diagnostic].maxPerFile

  /// `sorted`, sorted diagnostics, with the first `maxDiagnostics - 1` of each file kept and
  /// the rest replaced by one that says so (`CatalogMessages.tooManyProblems`), as the reading
  /// stages do. Where they stop at the first problem past the limit, lint's rules ran in any
  /// order, so the one left out that stands for the rest is the first of the most severe: a
  /// file whose errors come after many warnings still has an error, and `lint` still fails.
  static func limited(_ sorted: [Diagnostic]) -> [Diagnostic] {
    var counts: [String: Int] = [:]
    for diagnostic in sorted { counts[diagnostic.file, default: 0] += 1 }
    guard counts.values.contains(where: { $0 > maxDiagnostics }) else { return sorted }
    var kept: [Diagnostic] = []
    var seen: [String: Int] = [:]
    var firstLeftOut: [String: Diagnostic] = [:]
    for diagnostic in sorted {
      let index = seen[diagnostic.file, default: 0]
      seen[diagnostic.file] = index + 1
      guard counts[diagnostic.file, default: 0] > maxDiagnostics, index >= maxDiagnostics - 1
      else {
        kept.append(diagnostic)
        continue
      }
      if let first = firstLeftOut[diagnostic.file], first.severity >= diagnostic.severity {
        continue
      }
      firstLeftOut[diagnostic.file] = diagnostic
    }
    let stops = firstLeftOut.values.map { left in
      CatalogMessages.tooManyProblems(
        limit: maxDiagnostics, rule: left.rule, file: left.file, at: left.location,
        severity: left.severity)
    }
    return Diagnostic.sorted(kept + stops)
  }
}
