import ArgumentParser
import ErrorGenCore

/// `errorgen lint`: checks catalogs and prints diagnostics.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Checks error catalogs and reports every problem with its location.",
    discussion: """
      Catalogs given together are checked together, so rules that span catalogs (one domain \
      in two catalogs, an umbrella's codes) see them all. Exit status: 0 when no error was \
      found, 1 when one was (or a warning, with --strict), 64 for a usage error.

      'errorgen lint --list-rules' lists every rule; 'errorgen lint --explain RULE' shows one \
      rule's severity, what it finds and examples that trigger it and do not.

      Example, in CI: errorgen lint catalogs --strict --format github
      """
  )

  @Argument(help: "Catalog files, or folders to search for *.errors.yaml and *.errors.yml.")
  var paths: [String] = []

  @Option(help: "How to print diagnostics: text, json, github or sarif.")
  var format: DiagnosticFormat = .text

  @Flag(help: "Fail on warnings too (also 'strict: true' in errorgen.yml).")
  var strict = false

  @Option(
    help: ArgumentHelp(
      "The project configuration; by default errorgen.yml in the current folder, if any.",
      valueName: "file"))
  var config: String?

  @Option(
    help: ArgumentHelp(
      "Explain a rule: its severity, what it finds, and examples.", valueName: "rule_id"))
  var explain: String?

  @Flag(help: "List every rule with its severity and what it finds.")
  var listRules = false

  func validate() throws {
    try RawArguments.requireUTF8()
    if let explain {
      // Diff rules too: users meet their ids in the same annotations and SARIF logs.
      guard RuleDocumentation.explain(explain) ?? DiffRuleDocumentation.explain(explain) != nil
      else {
        throw ValidationError(RuleDocumentation.unknownRuleMessage(explain))
      }
      guard paths.isEmpty, !listRules else {
        throw ValidationError("--explain takes no catalogs and no other flag")
      }
      return
    }
    if listRules {
      guard paths.isEmpty else { throw ValidationError("--list-rules takes no catalogs") }
      return
    }
    if paths.isEmpty {
      throw ValidationError("give at least one catalog file or folder")
    }
  }

  func run() throws {
    if let explain,
      let text = RuleDocumentation.explain(explain) ?? DiffRuleDocumentation.explain(explain)
    {
      print(text, terminator: "")
      return
    }
    if listRules {
      print(RuleDocumentation.listing(), terminator: "")
      return
    }
    var emptyFolders: [String] = []
    let (files, found) = CatalogFiles.discover(paths, emptyFolders: &emptyFolders)
    if files.isEmpty && found.isEmpty {
      throw ValidationError("no *.errors.yaml or *.errors.yml catalog found in the given paths")
    }
    let (configuration, configurationProblems) = ProjectConfiguration.load(config)
    let (sources, unreadable) = CatalogFiles.read(CatalogFiles.withStringCatalogs(files))
    let result = ErrorGenPipeline.check(sources, configuration: configuration)
    let diagnostics = configurationProblems + found + unreadable + result.diagnostics
    DiagnosticPrinter.print(diagnostics, format: format, to: .output)
    RunSummary.print(
      emptyFolders.map(RunSummary.emptyFolder)
        + [RunSummary.lint(catalogs: files.count, diagnostics)], format: format)
    let strict = strict || configuration.strict
    if diagnostics.hasErrors || (strict && diagnostics.hasWarnings) {
      throw ExitCode.failure
    }
  }
}
