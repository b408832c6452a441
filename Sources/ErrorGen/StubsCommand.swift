import ArgumentParser
import ErrorGenCore
import Foundation

/// `errorgen stubs`: writes a starting implementation of a catalog's recovery attempter.
struct StubsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "stubs",
    abstract: "Writes a starting implementation of a catalog's recovery attempter protocol.",
    discussion: """
      The stub is a struct conforming to <Type>RecoveryAttempter with one method per recovery \
      option that is not a cancel, each with a placeholder body that compiles. It is printed, \
      or written to --output once: an existing file is never overwritten. A catalog with an \
      error, or without a recovery option to implement, gets no stub (exit status 1).
      """
  )

  @Argument(help: "The catalog file (*.errors.yaml or *.errors.yml).")
  var catalog: String

  @Option(
    name: .shortAndLong, help: "The file to write; it must not exist. Default: standard output.")
  var output: String?

  @Option(name: .customLong("type-name"), help: "The stub's type name. Default: <Type>Recovery.")
  var typeName: String?

  func run() throws {
    if let output, FileManager.default.fileExists(atPath: output) {
      printError("error: \(output) already exists; errorgen stubs never overwrites a file")
      throw ExitCode.failure
    }
    let (files, found) = CatalogFiles.discover([catalog])
    let (sources, unreadable) = CatalogFiles.read(files)
    var diagnostics = found + unreadable
    guard diagnostics.isEmpty, sources.count == 1, let source = sources.first else {
      if diagnostics.isEmpty {
        throw ValidationError("give one catalog file, not a folder with \(files.count) catalogs")
      }
      DiagnosticPrinter.print(diagnostics, format: .text, to: .errorUnlessMachineReadable)
      throw ExitCode.failure
    }
    let result = ErrorGenPipeline.stubs(source, typeName: typeName)
    diagnostics += result.diagnostics
    DiagnosticPrinter.print(diagnostics, format: .text, to: .errorUnlessMachineReadable)
    guard let text = result.text else { throw ExitCode.failure }
    guard let output else {
      FileHandle.standardOutput.write(Data(text.utf8))
      return
    }
    do {
      // `.withoutOverwriting` creates the file exclusively: a file that appeared since the check
      // above is still not overwritten.
      try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .withoutOverwriting)
    } catch {
      printError("error: cannot write \(output): \(error.localizedDescription)")
      throw ExitCode.failure
    }
  }

  private func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
  }
}
