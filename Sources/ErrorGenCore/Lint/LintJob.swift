/// A piece of lint's work, which runs beside the others: one rule over every catalog, or every
/// rule of `Linter.caseRules` over a run of one catalog's cases.
///
/// Most rules look at each case on its own. Run rule after rule over a large catalog, each
/// reads every case again from memory (a catalog of 10,000 cases is about 26 MB, far more than
/// a core's cache): at 10,000 cases such a rule took 2 to 4 times as long per case as at 1,000.
/// Runs of cases are read once into the cache, and every case rule then checks them there.
enum LintJob: Hashable, Sendable {
  /// The rule at this index of `Linter.rules`, over every catalog.
  case rule(Int)
  /// Every rule of `Linter.caseRules` over the cases in `range` of catalog `catalog`.
  case cases(catalog: Int, range: Range<Int>)

  /// The jobs that lint `catalogs`: every rule on its own, except that from
  /// `Linter.parallelCaseCount` cases the rules of `Linter.caseRules` check runs of
  /// `Linter.caseRunLength` cases (at least one run per catalog, which may have no case).
  static func jobs(for catalogs: [Catalog]) -> [LintJob] {
    let cases = catalogs.reduce(0) { $0 + $1.cases.count }
    guard cases >= Linter.parallelCaseCount else { return Linter.rules.indices.map { .rule($0) } }
    let caseRules = Set(Linter.caseRuleIndices)
    var jobs = Linter.rules.indices.filter { !caseRules.contains($0) }.map { LintJob.rule($0) }
    for (catalog, count) in catalogs.map(\.cases.count).enumerated() {
      let starts = stride(from: 0, to: max(count, 1), by: Linter.caseRunLength)
      jobs += starts.map {
        .cases(catalog: catalog, range: $0..<min($0 + Linter.caseRunLength, count))
      }
    }
    return jobs
  }

  /// What the job finds in `catalogs`: what its rule finds, or what each rule of
  /// `Linter.caseRules` finds in the run, in the order of `Linter.caseRuleIndices`.
  func check(_ catalogs: [Catalog]) -> [[Diagnostic]] {
    switch self {
    case .rule(let index):
      return [Linter.rules[index].check(catalogs)]
    case .cases(let catalog, let range):
      let run = [catalogs[catalog].keepingCases(range)]
      return Linter.caseRuleIndices.map { Linter.rules[$0].check(run) }
    }
  }

  /// What each rule of `Linter.rules` found, in their order, from what `jobs` found (`check`'s
  /// results, in the order of `jobs`): a case rule's findings in the runs joined in the order
  /// of the runs, which is the order in which the rule finds them over the whole catalogs, so
  /// that problems at one place come in the same order either way.
  static func byRule(_ found: [[[Diagnostic]]], of jobs: [LintJob]) -> [[Diagnostic]] {
    var byRule = Array(repeating: [Diagnostic](), count: Linter.rules.count)
    for (job, result) in zip(jobs, found) {
      switch job {
      case .rule(let index):
        byRule[index] += result.joined()
      case .cases:
        for (index, diagnostics) in zip(Linter.caseRuleIndices, result) {
          byRule[index] += diagnostics
        }
      }
    }
    return byRule
  }

  /// How early the job starts when jobs run side by side, larger first: the rules over every
  /// catalog by `Linter.startPriorities` (the longest first), then the runs of cases in order.
  /// Runs are short: they even out when the cores finish.
  var priority: Int {
    switch self {
    case .rule(let index): Linter.startPriorities[index]
    case .cases(let catalog, let range): -(catalog << 32 + range.lowerBound + 1)
    }
  }

  /// `catalogs` ready to be checked by `jobs(for: catalogs)`: each with what the case rules
  /// look up in what it declares made once (`CaseRunContext`), for all the runs of its cases.
  static func prepared(_ catalogs: [Catalog]) -> [Catalog] {
    catalogs.map { catalog in
      var prepared = catalog
      prepared.runContext.recoveryRoles = RecoveryRoles(catalog)
      prepared.runContext.typeNames = InvalidIdentifierRule.typeNames(of: catalog)
      return prepared
    }
  }
}

/// What the rules of `Linter.caseRules` share over the runs of one catalog's cases: made once
/// for the catalog (`LintJob.prepared`), not once per run and rule. A run copies everything the
/// catalog declares beside its cases, and there is a run per 128 cases: a hostile catalog that
/// declares as many options as it has cases would otherwise cost runs times options. Equal
/// whatever it holds, as `FoundLocales`, so that catalogs compare by what they declare alone.
struct CaseRunContext: Hashable, Sendable {
  /// The roles of the catalog's options, when made for its runs.
  var recoveryRoles: RecoveryRoles?
  /// The type names that case and param names must not hide
  /// (`InvalidIdentifierRule.typeNames(of:)`), when made for its runs.
  var typeNames: Set<String>?
  /// Whether this is a run of cases after the catalog's first: what the catalog declares beside
  /// its cases (its type, options and their labels, policies, composed types) is the same in
  /// every run, so the case rules check it in the first run alone.
  var isLaterRun = false

  static func == (lhs: CaseRunContext, rhs: CaseRunContext) -> Bool { true }
  func hash(into hasher: inout Hasher) {}
}

extension Catalog {
  /// The catalog with only its cases in `range`, all else as it is (the locales it found too):
  /// what a rule of `Linter.caseRules` checks a run of cases in. A run that does not start at
  /// the first case is marked as a later run (`CaseRunContext.isLaterRun`).
  func keepingCases(_ range: Range<Int>) -> Catalog {
    var run = self
    run.runContext.isLaterRun = range.lowerBound > 0
    // Each case's box and lists are asked for ahead of their copy: the copy does not wait for
    // them one by one, and the rules then read them in the cache.
    var kept: [CatalogCase] = []
    CatalogCase.append(cases, range, to: &kept, lists: true)
    run.cases = kept
    run.foundLocales = foundLocales
    return run
  }
}
