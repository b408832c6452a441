import ArgumentParser
import ErrorGenCore

@main
struct ErrorGenCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "errorgen",
    abstract: "Compiles YAML error catalogs into Swift error types.",
    version: ErrorGenVersion.current,
    subcommands: [GenerateCommand.self, LintCommand.self, StubsCommand.self]
  )

  /// Parses the arguments and runs the command, as ArgumentParser's `main()` does, with the
  /// pipeline's worker thread started first: it starts while the arguments are parsed (about
  /// 2 ms) instead of when reading begins, where one core waited for it (about 3 ms of a
  /// 10,000-case `generate`, docs/PERFORMANCE.md, twentieth round).
  static func main() {
    ErrorGenPipeline.startWorkerThreads()
    main(nil)
  }
}
