import ArgumentParser
import ErrorGenCore

/// `errorgen stubs`: writes a starting implementation of a catalog's recovery attempter.
struct StubsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stubs",
    abstract: "Writes a starting implementation of a catalog's recovery attempter protocol.",
    discussion: """
      The stub is a struct conforming to <Type>RecoveryAttempter with one method per recovery \
      option that is not a cancel, each with a placeholder body that compiles. The catalog is \
      checked with the String Catalog beside it, as generate checks it. It is printed, \
      or written to --output once: an existing file is never overwritten. A catalog with an \
      error, or without a recovery option to implement, gets no stub (exit status 1).

      Example:
        errorgen stubs catalogs/Network.errors.yaml -o Sources/App/Recovery.swift
      """
  )

  @Argument(help: "The catalog file (*.errors.yaml or *.errors.yml).")
  var catalog: String

  @Option(
    name: .shortAndLong, help: "The file to write; it must not exist. Default: standard output.")
  var output: String?

  @Option(name: .customLong("type-name"), help: "The stub's type name. Default: <Type>Recovery.")
  var typeName: String?

  /// An empty `--output` names no file: a usage error, as for `generate`.
  func validate() throws {
    try RawArguments.requireUTF8()
    if output?.isEmpty == true { throw ValidationError("--output must not be empty") }
  }

  func run() throws {
    if let output, POSIXFiles.kind(of: output) != .missing {
      printError("error: \(output) already exists; errorgen stubs never overwrites a file")
      throw ExitCode.failure
    }
    let (files, found) = CatalogFiles.discover([catalog])
    guard found.isEmpty, files.count == 1 else {
      if found.isEmpty {
        throw ValidationError("give one catalog file, not a folder with \(files.count) catalogs")
      }
      DiagnosticPrinter.print(found, format: .text, to: .errorUnlessMachineReadable)
      throw ExitCode.failure
    }
    // With the String Catalog beside it, as `generate` reads it.
    let (sources, unreadable) = CatalogFiles.read(CatalogFiles.withStringCatalogs(files))
    var diagnostics = unreadable
    guard diagnostics.isEmpty else {
      DiagnosticPrinter.print(diagnostics, format: .text, to: .errorUnlessMachineReadable)
      throw ExitCode.failure
    }
    let result = ErrorGenPipeline.stubs(sources, typeName: typeName)
    diagnostics += result.diagnostics
    DiagnosticPrinter.print(diagnostics, format: .text, to: .errorUnlessMachineReadable)
    guard let text = result.text else { throw ExitCode.failure }
    guard let output else {
      POSIXFiles.write(text, to: 1)
      return
    }
    // Created exclusively: a file that appeared since the check above is still not overwritten.
    if let problem = POSIXFiles.createNew(output, with: [Array(text.utf8)]) {
      printError("error: cannot write \(output): \(problem)")
      throw ExitCode.failure
    }
  }

  private func printError(_ message: String) {
    POSIXFiles.write(message + "\n", to: 2)
  }
}
