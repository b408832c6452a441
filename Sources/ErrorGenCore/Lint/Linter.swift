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
    InvalidPluralRule.self,
    PluralCategoriesRule.self,
    InvalidStringCatalogRule.self,
    TranslationConflictRule.self,
    NeedsReviewRule.self,
    UnknownStringKeyRule.self,
    InvalidProblemTypeRule.self,
    UnusedLintIgnoreRule.self,
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

  /// `sorted`, sorted diagnostics, with at most `maxDiagnostics - 1` of each file kept and the
  /// rest replaced by one that says so (`CatalogMessages.tooManyProblems`), as the reading
  /// stages do. Errors are kept before any warning or note counts against the limit: an error
  /// after a thousand warnings is the one problem that fails the build, and must be seen. The
  /// one that stands for those left out is the first of the most severe.
  static func limited(_ sorted: [Diagnostic]) -> [Diagnostic] {
    let byFile = Dictionary(grouping: sorted.indices) { sorted[$0].file }
    guard byFile.values.contains(where: { $0.count > maxDiagnostics }) else { return sorted }
    var kept: [Diagnostic] = []
    for indices in byFile.values {
      guard indices.count > maxDiagnostics else {
        kept += indices.map { sorted[$0] }
        continue
      }
      // Most severe first; in file order within a severity (the sort is stable).
      let bySeverity = indices.map { sorted[$0] }.enumerated()
        .sorted { ($0.element.severity, -$0.offset) > ($1.element.severity, -$1.offset) }
        .map(\.element)
      kept += bySeverity.prefix(maxDiagnostics - 1)
      let left = bySeverity[maxDiagnostics - 1]
      kept.append(
        CatalogMessages.tooManyProblems(
          limit: maxDiagnostics, rule: left.rule, file: left.file, at: left.location,
          severity: left.severity))
    }
    return Diagnostic.sorted(kept)
  }
}
