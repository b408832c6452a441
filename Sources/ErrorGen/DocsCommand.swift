import ArgumentParser
import ErrorGenCore

/// `errorgen docs`: writes an error reference for support staff and API users.
struct DocsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "docs",
    abstract: "Writes an error reference (Markdown or HTML) for catalogs.",
    discussion: """
      markdown (the default) writes index.md and one <Stem>.md per catalog; html writes one \
      self-contained index.html (no script, no network). Cases are listed by code (--order \
      declaration: as the catalog declares them), each with its message in the default \
      locale. Every case has a link target named by its identifier \
      (com.example.network.noConnection), and every catalog one named by its type name. A \
      catalog with an error gets no docs, as with generate, and errorgen.yml (or --config) \
      applies as it does there; files are rewritten only when they change.

      Example: errorgen docs catalogs --output docs/errors --format html
      """
  )

  @Argument(help: "Catalog files, or folders to search for *.errors.yaml and *.errors.yml.")
  var paths: [String]

  @Option(name: .shortAndLong, help: "The folder to write the reference into.")
  var output: String

  @Option(help: "markdown or html.")
  var format: DocsFormat = .markdown

  @Option(
    help: "The order of the cases: code (the default) or declaration (as the catalog has them).")
  var order: DocsCaseOrder = .code

  @Option(
    help: ArgumentHelp(
      "The project configuration; by default errorgen.yml in the current folder, if any.",
      valueName: "file"))
  var config: String?

  @Option(
    name: .customLong("diagnostics-format"),
    help: "How to print diagnostics: text, json, github or sarif.")
  var diagnosticsFormat: DiagnosticFormat = .text

  func validate() throws {
    try RawArguments.requireUTF8()
    if output.isEmpty { throw ValidationError("--output must not be empty") }
  }

  func run() throws {
    let (files, found) = CatalogFiles.discover(paths)
    if files.isEmpty && found.isEmpty {
      throw ValidationError("no *.errors.yaml or *.errors.yml catalog found in the given paths")
    }
    let (configuration, configurationProblems) = ProjectConfiguration.load(config)
    let (sources, unreadable) = CatalogFiles.read(CatalogFiles.withStringCatalogs(files))
    let rendered = ErrorGenPipeline.docs(
      sources, format: format, configuration: configuration, order: order)
    var diagnostics = configurationProblems + found + unreadable + rendered.diagnostics
    if !diagnostics.hasErrors {
      for (path, outcome) in GeneratedFilesWriter.write(rendered.files, into: output) {
        if case .failure(let failure) = outcome {
          diagnostics.append(PipelineMessages.cannotWrite(path, reason: "\(failure)"))
        }
      }
    }
    DiagnosticPrinter.print(
      diagnostics, format: diagnosticsFormat, to: .errorUnlessMachineReadable)
    if diagnostics.hasErrors { throw ExitCode.failure }
  }
}

extension DocsFormat: ExpressibleByArgument {
  public var defaultValueDescription: String { rawValue }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension DocsCaseOrder: ExpressibleByArgument {
  public var defaultValueDescription: String { rawValue }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
