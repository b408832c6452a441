import ArgumentParser
import ErrorGenCore

/// `errorgen generate`: writes `<Stem>.errors.swift` for each catalog.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generates a Swift error type for each catalog.",
    discussion: """
      Every catalog is checked first, together with the others; when any has an error, \
      nothing is written. A file is rewritten only when its bytes change.
      """
  )

  @Argument(help: "Catalog files, or folders to search for *.errors.yaml and *.errors.yml.")
  var paths: [String]

  @Option(name: .shortAndLong, help: "The folder to write <Stem>.errors.swift files into.")
  var output: String

  @Option(help: "Overrides each catalog's access level: public, package or internal.")
  var access: Catalog.Access?

  @Option(
    help: ArgumentHelp(
      "The project configuration; by default errorgen.yml in the current folder, if any.",
      valueName: "file"))
  var config: String?

  @Option(help: "How to print diagnostics: text, json, github or sarif.")
  var format: DiagnosticFormat = .text

  /// An empty `--output` (`--output "$OUT"` with `OUT` unset) would put the files at the root
  /// of the file system: a usage error instead.
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
    let generated = ErrorGenPipeline.generate(
      sources, options: .init(access: access), configuration: configuration)
    var diagnostics = configurationProblems + found + unreadable + generated.diagnostics
    // Nothing is written when any catalog, or any file, has an error.
    if !diagnostics.hasErrors {
      for (path, outcome) in GeneratedFilesWriter.write(generated.files, into: output) {
        if case .failure(let failure) = outcome {
          diagnostics.append(PipelineMessages.cannotWrite(path, reason: "\(failure)"))
        }
      }
    }
    DiagnosticPrinter.print(diagnostics, format: format, to: .errorUnlessMachineReadable)
    if diagnostics.hasErrors { throw ExitCode.failure }
  }
}

// Values and their names are the raw values, given here: ArgumentParser's defaults describe
// them through `print`, whose type lookups cost every run about 1.4 million instructions.
extension Catalog.Access: ExpressibleByArgument {
  public var defaultValueDescription: String { rawValue }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}

extension DiagnosticFormat: ExpressibleByArgument {
  public var defaultValueDescription: String { rawValue }
  public static var allValueStrings: [String] { allCases.map(\.rawValue) }
}
