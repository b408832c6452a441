import ArgumentParser
import ErrorGenCore

/// `errorgen export`: the catalogs as one JSON document for other tools (EXPORT.md).
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract: "Writes the catalogs as one JSON document for other tools.",
    discussion: """
      Every case's code, kind, params, HTTP status, problem type, resolved retry policy, \
      server codes and every text per locale as written, for web front ends, support tools \
      and analytics. Catalogs are read, merged with their String Catalogs and linted as by \
      generate; with an error nothing is written and the exit status is 1. --schema prints \
      the document's JSON Schema instead.

      Examples:
        errorgen export catalogs --output errors.json
        errorgen export --schema
      """
  )

  @Argument(help: "Catalog files, or folders to search for *.errors.yaml and *.errors.yml.")
  var paths: [String] = []

  @Option(
    name: .shortAndLong,
    help: "The file to write (atomically, only when it changes). Default: standard output.")
  var output: String?

  @Option(
    help: ArgumentHelp(
      "The project configuration; by default errorgen.yml in the current folder, if any.",
      valueName: "file"))
  var config: String?

  @Option(help: "How to print diagnostics: text, json, github or sarif.")
  var format: DiagnosticFormat = .text

  @Flag(help: "Print the JSON Schema of the export document instead.")
  var schema = false

  func validate() throws {
    try RawArguments.requireUTF8()
    if output?.isEmpty == true { throw ValidationError("--output must not be empty") }
    if schema && !paths.isEmpty { throw ValidationError("--schema takes no catalog") }
    if !schema && paths.isEmpty { throw ValidationError("give a catalog or a folder to export") }
  }

  func run() throws {
    if schema {
      try emit(ExportSchema.text)
      return
    }
    let (files, found) = CatalogFiles.discover(paths)
    if files.isEmpty && found.isEmpty {
      throw ValidationError("no *.errors.yaml or *.errors.yml catalog found in the given paths")
    }
    let (configuration, configurationProblems) = ProjectConfiguration.load(config)
    let (sources, unreadable) = CatalogFiles.read(CatalogFiles.withStringCatalogs(files))
    let exported = ErrorGenPipeline.export(sources, configuration: configuration)
    let diagnostics = configurationProblems + found + unreadable + exported.diagnostics
    // Standard output is the document's when there is no --output: diagnostics go to
    // standard error then, whatever their format.
    DiagnosticPrinter.print(
      diagnostics, format: format, to: output == nil ? .error : .errorUnlessMachineReadable)
    guard let document = exported.document, !diagnostics.hasErrors else {
      throw ExitCode.failure
    }
    try emit(document.json)
  }

  /// Writes `text` to `--output`, or to standard output.
  private func emit(_ text: String) throws {
    guard let output else {
      POSIXFiles.write(text, to: 1)
      return
    }
    try OutputFile.write(text, to: output)
  }
}
