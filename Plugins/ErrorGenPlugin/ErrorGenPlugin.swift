import Foundation
import PackagePlugin

/// Generates `<Stem>.errors.swift` for every error catalog in a target's sources.
///
/// All of a target's catalogs go to one `errorgen generate` command, not one command each,
/// because the catalogs of a target are one unit: an umbrella's `compose` names another
/// catalog's type, and two catalogs must not share a domain, a type name or (for an umbrella)
/// a code. Only a run that sees them all can check that, and only one run can refuse to write
/// anything when any of them is wrong. The command declares every catalog as an input and
/// every generated file as an output, so the build system runs it only when a catalog (or the
/// `errorgen` tool) changed, and the generator rewrites only the files whose bytes change, so
/// an edit to one catalog recompiles only the Swift that depends on it.
@main
struct ErrorGenPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    let catalogs = module.sourceFiles.map(\.url).filter { ErrorGenBuildCommand.isCatalog($0) }
    return try ErrorGenBuildCommand.commands(
      catalogs: catalogs,
      tool: context.tool(named: "errorgen").url,
      workDirectory: context.pluginWorkDirectoryURL,
      targetName: target.name,
      configuration: ErrorGenBuildCommand.configuration(in: context.package.directoryURL))
  }
}

#if canImport(XcodeProjectPlugin)
  import XcodeProjectPlugin

  extension ErrorGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
      let catalogs = target.inputFiles.map(\.url).filter { ErrorGenBuildCommand.isCatalog($0) }
      return try ErrorGenBuildCommand.commands(
        catalogs: catalogs,
        tool: context.tool(named: "errorgen").url,
        workDirectory: context.pluginWorkDirectoryURL,
        targetName: target.displayName,
        configuration: ErrorGenBuildCommand.configuration(
          in: context.xcodeProject.directoryURL))
    }
  }
#endif

/// The one build command shared by the SwiftPM and the Xcode plugin.
enum ErrorGenBuildCommand {
  /// The suffixes of catalog files, longest first.
  static let suffixes = [".errors.yaml", ".errors.yml"]

  static func isCatalog(_ url: URL) -> Bool {
    suffixes.contains { url.lastPathComponent.hasSuffix($0) }
  }

  /// `Network` for `Network.errors.yaml`.
  static func stem(of url: URL) -> String {
    let name = url.lastPathComponent
    for suffix in suffixes where name.hasSuffix(suffix) {
      return String(name.dropLast(suffix.count))
    }
    return name
  }

  /// The project's `errorgen.yml` in `folder`, when there is one.
  static func configuration(in folder: URL) -> URL? {
    let file = folder.appendingPathComponent("errorgen.yml")
    return FileManager.default.fileExists(atPath: file.path) ? file : nil
  }

  /// One `errorgen generate` over all `catalogs`, or nothing when there are none. The project's
  /// `configuration` is an input too: editing it runs the command again.
  static func commands(
    catalogs: [URL], tool: URL, workDirectory: URL, targetName: String, configuration: URL?
  ) throws -> [Command] {
    let catalogs = catalogs.sorted { $0.path < $1.path }
    guard !catalogs.isEmpty else { return [] }
    let output = workDirectory.appendingPathComponent("Generated", isDirectory: true)
    var outputs: [URL] = []
    var sourceOfOutput: [String: URL] = [:]
    for catalog in catalogs {
      let name = stem(of: catalog) + ".errors.swift"
      if let other = sourceOfOutput[name] {
        // Both would become the same file; the build would compile only one of them.
        let message =
          "catalogs '\(other.path)' and '\(catalog.path)' would both generate \(name); "
          + "rename one of them"
        Diagnostics.error(message)
        throw ErrorGenPluginError(message: message)
      }
      sourceOfOutput[name] = catalog
      outputs.append(output.appendingPathComponent(name))
    }
    // Each catalog's String Catalog (`Network.errors.xcstrings`) is read with it, so it is an
    // input too: editing a translation regenerates. It is found on disk, not among the
    // target's sources, so that a manifest may exclude it (SwiftPM on Linux warns about an
    // `.xcstrings` file nothing else consumes).
    let strings = catalogs.compactMap { catalog -> URL? in
      let name = stem(of: catalog) + ".errors.xcstrings"
      let url = catalog.deletingLastPathComponent().appendingPathComponent(name)
      return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }
    let noun = catalogs.count == 1 ? "catalog" : "catalogs"
    return [
      .buildCommand(
        displayName: "Generating error types from \(catalogs.count) \(noun) of \(targetName)",
        executable: tool,
        arguments: ["generate"] + catalogs.map(\.path) + ["--output", output.path]
          + (configuration.map { ["--config", $0.path] } ?? []),
        inputFiles: catalogs + strings + (configuration.map { [$0] } ?? []),
        outputFiles: outputs)
    ]
  }
}

/// A problem that stops the plugin before any command runs.
struct ErrorGenPluginError: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}
