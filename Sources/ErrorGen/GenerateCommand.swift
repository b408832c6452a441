import ArgumentParser
import ErrorGenCore

/// `errorgen generate`: writes `<Stem>.errors.swift` for each catalog.
struct GenerateCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "generate",
    abstract: "Generates a Swift (or, with --language kotlin, Kotlin) error type for each catalog.",
    discussion: """
      Every catalog is checked first, together with the others; when any has an error, \
      nothing is written. A file is rewritten only when its bytes change. Exit status: 0 on \
      success, 1 when a catalog has an error or a file cannot be written, 64 for a usage error.

      Examples:
        errorgen generate catalogs --output Generated
        errorgen generate catalogs -o kt --language kotlin --kotlin-package com.shop
      """
  )

  @Argument(help: "Catalog files, or folders to search for *.errors.yaml and *.errors.yml.")
  var paths: [String]

  @Option(
    name: .shortAndLong, help: "The folder to write <Stem>.errors.swift (or <Type>.kt) files into.")
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

  @Option(help: "The language to generate: swift (<Stem>.errors.swift) or kotlin (<Type>.kt).")
  var language: OutputLanguage = .swift

  @Option(
    help: "Kotlin only: the package of the generated files (else each catalog's kotlin_package).")
  var kotlinPackage: String?

  @Flag(
    help: "Kotlin only: leave ErrorGenRuntime.kt out (another folder of the source set has it).")
  var noRuntime = false

  /// An empty `--output` (`--output "$OUT"` with `OUT` unset) would put the files at the root
  /// of the file system: a usage error instead.
  func validate() throws {
    try RawArguments.requireUTF8()
    if output.isEmpty { throw ValidationError("--output must not be empty") }
    if language == .swift && (kotlinPackage != nil || noRuntime) {
      throw ValidationError("--kotlin-package and --no-runtime need --language kotlin")
    }
    if let kotlinPackage, !KotlinGenerator.isValidPackageName(kotlinPackage) {
      throw ValidationError(
        "--kotlin-package must be dot-separated identifiers, such as com.example.errors")
    }
  }

  func run() throws {
    var emptyFolders: [String] = []
    let (files, found) = CatalogFiles.discover(paths, emptyFolders: &emptyFolders)
    if files.isEmpty && found.isEmpty {
      throw ValidationError("no *.errors.yaml or *.errors.yml catalog found in the given paths")
    }
    let (configuration, configurationProblems) = ProjectConfiguration.load(config)
    let (sources, unreadable) = CatalogFiles.read(CatalogFiles.withStringCatalogs(files))
    let generated: (files: [GeneratedFile], diagnostics: [Diagnostic])
    switch language {
    case .swift:
      generated = ErrorGenPipeline.generate(
        sources, options: .init(access: access), configuration: configuration)
    case .kotlin: generated = try generateKotlin(sources, configuration: configuration)
    }
    var diagnostics = configurationProblems + found + unreadable + generated.diagnostics
    // Nothing is written when any catalog, or any file, has an error.
    var written: Int?
    var unchanged = 0
    if !diagnostics.hasErrors {
      written = 0
      for (path, outcome) in GeneratedFilesWriter.write(generated.files, into: output) {
        switch outcome {
        case .failure(let failure):
          diagnostics.append(PipelineMessages.cannotWrite(path, reason: "\(failure)"))
        case .success(.written): written? += 1
        case .success(.unchanged): unchanged += 1
        }
      }
    }
    DiagnosticPrinter.print(diagnostics, format: format, to: .errorUnlessMachineReadable)
    RunSummary.print(
      emptyFolders.map(RunSummary.emptyFolder)
        + [
          RunSummary.generate(
            catalogs: files.count, written: written, unchanged: unchanged, diagnostics)
        ], format: format)
    if diagnostics.hasErrors { throw ExitCode.failure }
  }
}

extension GenerateCommand {
  /// The languages `--language` accepts.
  enum OutputLanguage: String, CaseIterable, ExpressibleByArgument {
    case swift, kotlin

    var defaultValueDescription: String { rawValue }
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
  }

  /// Kotlin files, or a usage error when a catalog has no package and `--kotlin-package` is
  /// not given (KOTLIN.md: exit 64, naming both ways).
  private func generateKotlin(_ sources: [CatalogSource], configuration: LintConfiguration) throws
    -> (files: [GeneratedFile], diagnostics: [Diagnostic])
  {
    let result = ErrorGenPipeline.generateKotlin(
      sources, options: .init(package: kotlinPackage, includesRuntime: !noRuntime),
      configuration: configuration)
    if let path = result.catalogsWithoutPackage.first {
      throw ValidationError(
        "\(path) has no Kotlin package: pass --kotlin-package NAME or add kotlin_package: NAME "
          + "to the catalog")
    }
    return (result.files, result.diagnostics)
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
