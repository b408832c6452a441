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
  ]

  /// The rules that take longest on a large catalog, longest first: each reads every
  /// identifier, text or mapping of every case (3.5 to 6.5 ms each at 10,000 cases, against
  /// under 3 ms for any other rule). Rules that run side by side start with these, so that the
  /// cores run out of rules together: started in the order of `rules`, the last core busy spent
  /// about 5 ms alone on `conflicting_mapping` at the end of `generate`.
  static let longestRules: [RuleID] = [
    "invalid_identifier", "unknown_placeholder", "placeholder_mismatch", "conflicting_mapping",
    "duplicate_code", "optional_placeholder",
  ]

  /// How early the rule at each index of `rules` starts when rules run side by side, larger
  /// first: `longestRules` in their order, then the others in the order of `rules`.
  static let startPriorities: [Int] = {
    let order =
      longestRules.compactMap { id in rules.firstIndex { $0.description.id == id } }
      + rules.indices.filter { index in !longestRules.contains(rules[index].description.id) }
    var priorities = Array(repeating: 0, count: rules.count)
    for (position, index) in order.enumerated() { priorities[index] = rules.count - position }
    return priorities
  }()

  /// From this many cases in all, `lint` runs the rules on several cores, and the rules of
  /// `caseRules` over runs of cases (`LintJob`).
  static let parallelCaseCount = 256

  /// The rules whose problems in a catalog are the problems they find in each run of its
  /// cases, the rest of the catalog kept (`Catalog.keepingCases`): they look at each case, its
  /// texts and its params on their own, against what the catalog declares beside its cases.
  /// What such a rule finds outside the cases (an option's label, the type's name) it finds
  /// again in every run, and `merged` keeps it once. Rules that compare cases with one another
  /// (`duplicate_code`, `conflicting_mapping`, `unused_recovery_option`), or whose messages
  /// name other cases (a free code in `reserved_code`'s), are not among them; nor are those
  /// whose "did you mean" suggestions share a budget over the whole catalog
  /// (`unknown_recovery_option`, `unknown_retry_policy`: their candidates are the catalog's
  /// declarations, so a budget per run of cases would let a hostile catalog's suggestions cost
  /// runs times declarations).
  static let caseRules: [RuleID] = [
    "unknown_placeholder", "placeholder_mismatch", "invalid_identifier", "optional_placeholder",
    "sensitive_in_text", "recovery_without_cancel", "multiple_default_options",
    "destructive_default", "retry_kind_mismatch", "invalid_retry_policy", "invalid_retry_after",
    "invalid_http_status", "unbindable_mapping", "generic_message",
  ]

  /// The indices in `rules` of `caseRules`, in the order of `rules`.
  static let caseRuleIndices: [Int] = rules.indices.filter {
    caseRules.contains(rules[$0].description.id)
  }

  /// How many cases a run of `caseRules` checks: the runs of a large catalog's cases fit in a
  /// core's cache (a case of the benchmark catalog is about 2.6 KB with its texts), and are
  /// many enough to keep both cores busy to the end.
  static let caseRunLength = 128

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
    let jobs = LintJob.jobs(for: catalogs)
    let catalogs = LintJob.prepared(catalogs)
    let found = ParallelMap.map(jobs, priority: \.priority, serially: serially) {
      $0.check(catalogs)
    }
    return merged(LintJob.byRule(found, of: jobs))
  }

  /// What `lint` returns for `found`, the problems of each rule in the order of `rules`: each
  /// problem once (two rules, or two runs of cases, can find one), sorted, at most
  /// `maxDiagnostics` of each file (`limited`).
  static func merged(_ found: [[Diagnostic]]) -> [Diagnostic] {
    var seen = Set<Diagnostic>()
    var diagnostics: [Diagnostic] = []
    for ruleDiagnostics in found {
      for diagnostic in ruleDiagnostics where seen.insert(diagnostic).inserted {
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
