import ArgumentParser
import ErrorGenCore

@main
struct ErrorGenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "errorgen",
    abstract: "Compiles YAML error catalogs into Swift error types.",
    version: ErrorGenVersion.current,
    subcommands: [
      GenerateCommand.self, LintCommand.self, StubsCommand.self, DocsCommand.self,
      DiffCommand.self, SchemaCommand.self, StringsCommand.self, ExportCommand.self,
    ]
  )
}
