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
      """
  )

  @Argument(help: "Catalog files, or folders to search for *.errors.yaml and *.errors.yml.")
  var paths: [String] = []

  @Option(help: "How to print diagnostics: text, json or github.")
  var format: DiagnosticFormat = .text

  @Flag(help: "Fail on warnings too.")
  var strict = false

  func validate() throws {
    if paths.isEmpty {
      throw ValidationError("give at least one catalog file or folder")
    }
  }

  func run() throws {
    let (files, found) = CatalogFiles.discover(paths)
    let (sources, unreadable) = CatalogFiles.read(files)
    let result = ErrorGenPipeline.check(sources)
    let diagnostics = found + unreadable + result.diagnostics
    DiagnosticPrinter.print(diagnostics, format: format, to: .output)
    if diagnostics.hasErrors || (strict && diagnostics.hasWarnings) {
      throw ExitCode.failure
    }
  }
}
