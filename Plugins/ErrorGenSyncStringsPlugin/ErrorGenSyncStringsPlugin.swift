import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory errorgen-sync-strings [--target NAME]...
/// [--prune]`: creates or updates the String Catalog (`.xcstrings`) beside each error catalog
/// of the package's targets, so that translators find every new and changed text in it.
///
/// Each target's catalogs go to one `errorgen strings sync` run; arguments other than
/// `--target` go to it unchanged (`--prune`). A String Catalog is written only when its bytes
/// change.
@main
struct ErrorGenSyncStringsPlugin: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var extractor = ArgumentExtractor(arguments)
    let selected = extractor.extractOption(named: "target")
    let passThrough = extractor.remainingArguments
    let tool = try context.tool(named: "errorgen").url
    let targets = context.package.targets.filter {
      selected.isEmpty || selected.contains($0.name)
    }
    let unknown = Set(selected).subtracting(targets.map(\.name))
    guard unknown.isEmpty else {
      throw SyncStringsPluginError(
        "no target named \(unknown.sorted().joined(separator: ", ")) in this package")
    }
    var failed: [String] = []
    var synced = 0
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
      synced += catalogs.count
      let process = Process()
      process.executableURL = tool
      process.arguments = ["strings", "sync"] + catalogs + passThrough
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus != 0 { failed.append(target.name) }
    }
    if synced == 0 {
      Diagnostics.remark("no *.errors.yaml or *.errors.yml catalog in the package's targets")
    }
    guard failed.isEmpty else {
      throw SyncStringsPluginError(
        "errorgen strings sync failed for target(s): \(failed.joined(separator: ", "))")
    }
  }
}

/// A failure of the command, printed by SwiftPM as the command's error.
struct SyncStringsPluginError: Error, CustomStringConvertible {
  var description: String

  init(_ description: String) { self.description = description }
}
