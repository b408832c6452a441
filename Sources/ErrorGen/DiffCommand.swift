import ArgumentParser
import ErrorGenCore

/// `errorgen diff`: reports breaking changes against the catalogs as they were.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Reports breaking changes to catalogs against a baseline.",
    discussion: """
      Compares the catalogs in PATHS with the same paths at a git revision (--baseline REF, \
      read with 'git show') or with a folder of old catalogs (--baseline-path DIR). Catalogs \
      are matched by domain, else type name, else file stem, so moving a file is not a \
      change. Exit status: 0 when no error was found, 1 when one was (or a warning, with \
      --strict), 64 for a usage error (no git, an unknown revision, a path found neither \
      here nor at the revision). A path new since the revision holds added catalogs; a path \
      gone since holds removed ones. The String Catalog beside a catalog is compared with it.

      Example, in CI on a pull request:
        errorgen diff --baseline origin/main catalogs --format github

      'errorgen diff --list-rules' lists every rule; 'errorgen diff --explain RULE' shows one.
      """
  )

  @Argument(help: "Catalog files, or folders to search for *.errors.yaml and *.errors.yml.")
  var paths: [String] = []

  @Option(help: "A git revision (branch, tag, commit) to read the same paths at.")
  var baseline: String?

  @Option(help: "A folder (or file) of baseline catalogs.")
  var baselinePath: String?

  @Option(help: "How to print diagnostics: text, json, github or sarif.")
  var format: DiagnosticFormat = .text

  @Flag(help: "Fail on warnings too.")
  var strict = false

  @Flag(help: "Report a baseline catalog that is gone as a note, not an error.")
  var allowRemovedCatalogs = false

  @Option(help: ArgumentHelp("Explain a diff rule, with examples.", valueName: "rule_id"))
  var explain: String?

  @Flag(help: "List every diff rule with its severity and what it finds.")
  var listRules = false

  func validate() throws {
    try RawArguments.requireUTF8()
    if let explain {
      guard DiffRuleDocumentation.explain(explain) != nil else {
        throw ValidationError(DiffRuleDocumentation.unknownRuleMessage(explain))
      }
      guard paths.isEmpty, !listRules, baseline == nil, baselinePath == nil else {
        throw ValidationError("--explain takes no catalogs and no other option")
      }
      return
    }
    if listRules {
      guard paths.isEmpty else { throw ValidationError("--list-rules takes no catalogs") }
      return
    }
    switch (baseline, baselinePath) {
    case (nil, nil): throw ValidationError("give --baseline REF or --baseline-path DIR")
    case (.some, .some): throw ValidationError("give --baseline or --baseline-path, not both")
    case (.some(let ref), nil) where ref.isEmpty || ref.hasPrefix("-"):
      throw ValidationError("--baseline needs a git revision, not '\(ref)'")
    case (nil, .some(let path)) where path.isEmpty:
      throw ValidationError("--baseline-path must not be empty")
    default: break
    }
    if paths.isEmpty { throw ValidationError("give at least one catalog file or folder") }
  }

  func run() throws {
    if let explain, let text = DiffRuleDocumentation.explain(explain) {
      print(text, terminator: "")
      return
    }
    if listRules {
      print(DiffRuleDocumentation.listing(), terminator: "")
      return
    }
    var diagnostics: [Diagnostic] = []
    var baselineSources: [CatalogSource] = []
    var emptyFolders: [String] = []
    // Paths that are gone from the working tree: their catalogs are compared as removed.
    var currentPaths = paths
    if let baseline {
      let (sources, absent) = try GitRevision.catalogs(at: baseline, paths: paths)
        .mapError { ValidationError($0.message) }.get()
      baselineSources = sources
      currentPaths = paths.filter { POSIXFiles.kind(of: $0) != .missing }
      // New at the revision and missing here is a typo, not a change.
      if let path = absent.first(where: { POSIXFiles.kind(of: $0) == .missing }) {
        throw ValidationError("'\(path)' exists neither here nor at '\(baseline)'")
      }
    } else {
      let folder = baselinePath ?? ""
      if POSIXFiles.kind(of: folder) == .missing {
        throw ValidationError("--baseline-path '\(folder)' does not exist")
      }
      let (files, found) = CatalogFiles.discover([folder], emptyFolders: &emptyFolders)
      let (sources, unreadable) = CatalogFiles.read(CatalogFiles.withStringCatalogs(files))
      diagnostics += found + unreadable
      baselineSources = sources
    }
    let (files, found) = CatalogFiles.discover(currentPaths, emptyFolders: &emptyFolders)
    let (sources, unreadable) = CatalogFiles.read(CatalogFiles.withStringCatalogs(files))
    diagnostics += found + unreadable
    if files.isEmpty && found.isEmpty && baselineSources.isEmpty {
      throw ValidationError("no *.errors.yaml or *.errors.yml catalog found in the given paths")
    }
    if !diagnostics.hasErrors {
      let result = ErrorGenPipeline.diff(
        baseline: baselineSources, current: sources, baselineRevision: baseline,
        allowRemovedCatalogs: allowRemovedCatalogs)
      diagnostics += result.diagnostics
    }
    // Code scanning resolves only working-tree paths (`BaselineLocations`).
    let shown =
      if let baseline, format == .github || format == .sarif {
        BaselineLocations.inWorkingTree(diagnostics, revision: baseline)
      } else {
        diagnostics
      }
    DiagnosticPrinter.print(shown, format: format, to: .output)
    let baselineCount = baselineSources.count { !$0.path.hasSuffix(".xcstrings") }
    RunSummary.print(
      emptyFolders.map(RunSummary.emptyFolder)
        + [
          RunSummary.diff(
            catalogs: files.count, baseline: baselineCount,
            at: baseline.map { "at \($0)" } ?? "in \(baselinePath ?? "")", diagnostics)
        ], format: format)
    if diagnostics.hasErrors || (strict && diagnostics.hasWarnings) {
      throw ExitCode.failure
    }
  }
}
