import Foundation
import PackagePlugin

/// `swift package errorgen-lint [--target NAME]... [lint options]`: lints the error catalogs of
/// the package's targets, for CI.
///
/// Each target's catalogs are linted together, in one `errorgen lint` run, as the build plugin
/// generates them, so the cross-catalog rules see what the build sees. Arguments other than
/// `--target` go to `errorgen lint` unchanged (`--strict`, `--format github`). The command fails
/// when any run reports an error (or, with `--strict`, a warning).
@main
struct ErrorGenLintPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let selected = extractor.extractOption(named: "target")
    var passThrough = extractor.remainingArguments
    // The package's errorgen.yml, unless the arguments name another.
    let configuration = context.package.directoryURL.appendingPathComponent("errorgen.yml")
    if !passThrough.contains("--config"), FileManager.default.fileExists(atPath: configuration.path)
    {
      passThrough += ["--config", configuration.path]
    }
    let tool = try context.tool(named: "errorgen").url

    let targets = context.package.targets.filter {
      selected.isEmpty || selected.contains($0.name)
    }
    let unknown = Set(selected).subtracting(targets.map(\.name))
    guard unknown.isEmpty else {
      throw LintPluginError(
        "no target named \(unknown.sorted().joined(separator: ", ")) in this package")
    }

    var failed: [String] = []
    var linted = 0
    for target in targets {
      guard let module = target.sourceModule else { continue }
      let catalogs = module.sourceFiles.map(\.url)
        .filter {
          $0.lastPathComponent.hasSuffix(".errors.yaml")
            || $0.lastPathComponent.hasSuffix(".errors.yml")
        }
        .map(\.path)
        .sorted()
      guard !catalogs.isEmpty else { continue }
      linted += catalogs.count
      let status = try run(tool, ["lint"] + catalogs + passThrough)
      if status != 0 { failed.append(target.name) }
    }

    // SwiftPM shows a plugin's remarks only with --verbose: a warning, so that a run that
    // checked nothing says so (each errorgen lint run prints its own summary line).
    if linted == 0 {
      Diagnostics.warning(
        "no *.errors.yaml or *.errors.yml catalog in the package's targets; nothing was linted")
    }
    guard failed.isEmpty else {
      throw LintPluginError("errorgen lint failed for target(s): \(failed.joined(separator: ", "))")
    }
  }

  /// Runs `tool` with its output going straight to ours, and returns its exit status.
  private func run(_ tool: URL, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = tool
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

/// A failure of the lint command, printed by SwiftPM as the command's error.
struct LintPluginError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) {
    self.description = description
  }
}
