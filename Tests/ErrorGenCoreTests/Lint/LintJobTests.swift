import Testing

@testable import ErrorGenCore

/// Lint's jobs: the rules of `Linter.caseRules` check runs of cases, and must find there what
/// they find in the whole catalog.
@Suite("Lint jobs")
struct LintJobTests {
  /// Every rule's examples (both kinds), decoded: small catalogs whose cases show every rule's
  /// problems, including those that only two cases together have.
  static let exampleCatalogs: [[Catalog]] = Linter.rules.flatMap { rule in
    (rule.description.triggeringExamples + rule.description.nonTriggeringExamples).map {
      example in
      ErrorGenPipeline.check(
        example.sources.map { CatalogSource(path: $0.path, contents: $0.contents) }
      ).catalogs
    }
  }

  /// The repository's catalogs and those the generated-code tests compile, each folder together.
  static func repositoryCatalogs() throws -> [[Catalog]] {
    try ReferenceFiles.catalogFolders.map { folder in
      ErrorGenPipeline.check(try ReferenceFiles.sources(in: folder)).catalogs
    }
  }

  /// A catalog of `count` cases with problems of many rules, some made by two cases far apart:
  /// the 7th and the 250th case share a code and an HTTP status.
  static func largeCatalog(cases count: Int) -> [Catalog] {
    ErrorGenPipeline.check([largeSource(cases: count)]).catalogs
  }

  /// The file of `largeCatalog(cases:)`.
  static func largeSource(cases count: Int) -> CatalogSource {
    var yaml = """
      errorgen: 1
      domain: com.example.large
      codes:
        range: [1, 100000]
        reserved: [42]
      recovery_options:
        retry: { label: "Try {again}", role: default, retries_operation: true }
        openSettings: { label: Open Settings, role: default }
        discard: { label: Discard, role: destructive }
        cancel: { label: Cancel, role: cancel }
      retry_policies:
        standard: { max_attempts: 3 }
      errors:

      """
    for index in 0..<count {
      let code = index == 249 ? 7 : index == 41 ? 42 : index + 1
      yaml += "  case\(index):\n    code: \(code)\n"
      switch index % 9 {
      case 0:
        yaml += """
              params: { name: String, secret: { type: String, sensitive: true } }
              message: { en: "Lost {name} and {secret}.", de: "Verloren {name}." }
              recovery: [retry, openSettings]

          """
      case 1:
        yaml += """
              kind: transient
              params: { when: "Date?" }
              message: "Failed on {when} with {missing} and {."
              retry: { policy: patient, after: when }

          """
      case 2:
        yaml += """
              kind: user
              message: An error occurred.
              recovery: [discard, nowhere]
              retry: { max_attempts: 0 }

          """
      case 3:
        yaml += """
              params: { count: Int }
              message: Could not sync.
              http: [404, 999]
              server_codes: [E\(index)]

          """
      default:
        yaml += "    message: Could not finish step \(index).\n"
      }
      if index == 6 || index == 249 { yaml += "    http: [410]\n" }
    }
    return CatalogSource(path: "Large.errors.yaml", contents: Array(yaml.utf8))
  }

  /// What `rule` finds in `catalogs` with each catalog's cases checked in runs of `length`, as
  /// `Linter.merged` keeps it; the catalogs prepared for runs as `Linter.lint` prepares them.
  static func inRuns(_ rule: any LintRule.Type, _ catalogs: [Catalog], length: Int)
    -> [Diagnostic]
  {
    var found: [[Diagnostic]] = []
    for catalog in LintJob.prepared(catalogs) {
      let starts = stride(from: 0, to: max(catalog.cases.count, 1), by: length)
      for start in starts {
        let run = catalog.keepingCases(start..<min(start + length, catalog.cases.count))
        found.append(rule.check([run]))
      }
    }
    return Linter.merged(found)
  }

  static func places(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.rule)@\($0.line):\($0.column) \($0.message)" }
  }

  @Test(
    "each case rule finds in runs of cases what it finds in the whole catalog",
    arguments: Linter.caseRules.map(\.rawValue))
  func caseRulesFindTheSameInRuns(id: String) throws {
    let rule = try #require(Linter.rule(withID: RuleID(id)))
    let fixtures =
      Self.exampleCatalogs + (try Self.repositoryCatalogs()) + [
        Self.largeCatalog(cases: 300)
      ]
    for (index, catalogs) in fixtures.enumerated() {
      let whole = Linter.merged([rule.check(catalogs)])
      for length in [1, 3, 128] {
        let runs = Self.inRuns(rule, catalogs, length: length)
        #expect(
          runs == whole,
          """
          \(id), fixture \(index + 1), runs of \(length): expected \(Self.places(whole)), \
          got \(Self.places(runs))
          """)
      }
    }
  }

  @Test(
    "the test above fails for rules that compare cases",
    arguments: ["duplicate_code", "conflicting_mapping", "reserved_code", "unused_recovery_option"])
  func crossCaseRulesDifferInRuns(id: String) throws {
    let rule = try #require(Linter.rule(withID: RuleID(id)))
    #expect(!Linter.caseRules.contains(RuleID(id)), "\(id) compares cases: it is no case rule")
    let fixtures = Self.exampleCatalogs + [Self.largeCatalog(cases: 300)]
    let differs = fixtures.contains { catalogs in
      Self.inRuns(rule, catalogs, length: 1) != Linter.merged([rule.check(catalogs)])
    }
    #expect(differs, "\(id) found the same in runs of one case in every fixture")
  }

  @Test("every case rule is a rule of one catalog at a time")
  func caseRulesAreCatalogRules() {
    for id in Linter.caseRules {
      let rule = Linter.rule(withID: id)
      #expect(rule != nil, "\(id) names no rule")
      #expect(rule.map { $0 is any CatalogLintRule.Type } == true, "\(id) checks catalogs together")
    }
    #expect(Linter.caseRuleIndices.count == Linter.caseRules.count)
  }

  @Test(
    "jobs check every rule, and every case in runs once",
    arguments: [[0, 300], [1, 128, 129], [256]])
  func jobsCoverEveryCaseOnce(counts: [Int]) {
    let catalogs = counts.map { count in
      var catalog = Self.largeCatalog(cases: 1)[0]
      catalog.cases = Array(repeating: catalog.cases[0], count: count)
      return catalog
    }
    let jobs = LintJob.jobs(for: catalogs)
    var rules: [Int] = []
    var runs = Array(repeating: [Range<Int>](), count: catalogs.count)
    for job in jobs {
      switch job {
      case .rule(let index): rules.append(index)
      case .cases(let catalog, let range): runs[catalog].append(range)
      }
    }
    let caseRules = Set(Linter.caseRuleIndices)
    #expect(rules == Linter.rules.indices.filter { !caseRules.contains($0) })
    for (catalog, count) in counts.enumerated() {
      let covered = runs[catalog].flatMap { Array($0) }
      #expect(covered == Array(0..<count), "catalog \(catalog): runs \(runs[catalog])")
      #expect(!runs[catalog].isEmpty, "catalog \(catalog) of \(count) cases has no run")
      #expect(runs[catalog].allSatisfy { $0.count <= Linter.caseRunLength })
    }
  }

  @Test("below the parallel threshold every rule is a job of its own")
  func smallCatalogsRunWholeRules() {
    let catalogs = [Self.largeCatalog(cases: Linter.parallelCaseCount - 1)[0]]
    #expect(LintJob.jobs(for: catalogs) == Linter.rules.indices.map { .rule($0) })
  }

  @Test("lint in jobs finds what every rule finds over the whole catalogs")
  func lintEqualsWholeRules() {
    let catalogs = Self.largeCatalog(cases: 700)
    let whole = Linter.merged(Linter.rules.map { $0.check(catalogs) })
    let linted = Linter.lint(catalogs)
    #expect(linted == whole, "expected \(whole.count) diagnostics, got \(linted.count)")
    // The fixture has problems of many rules, and some only two cases together have.
    let rules = Set(linted.map(\.rule.rawValue))
    for id in [
      "unknown_placeholder", "placeholder_mismatch", "sensitive_in_text", "optional_placeholder",
      "unknown_recovery_option", "destructive_default", "multiple_default_options",
      "generic_message", "invalid_http_status", "duplicate_code", "conflicting_mapping",
      "reserved_code", "unknown_retry_policy", "invalid_retry_policy", "invalid_retry_after",
      "retry_kind_mismatch",
    ] {
      #expect(rules.contains(id), "expected \(id) among \(rules.sorted())")
    }
  }

  @Test("generate reports what check reports, in the same order")
  func generateReportsWhatCheckReports() {
    let source = Self.largeSource(cases: 700)
    let checked = ErrorGenPipeline.check([source]).diagnostics
    let generated = ErrorGenPipeline.generate([source])
    #expect(generated.files.isEmpty, "a catalog with errors must not be generated")
    #expect(
      generated.diagnostics == checked,
      "expected \(checked.count) diagnostics, got \(generated.diagnostics.count)")
  }
}
