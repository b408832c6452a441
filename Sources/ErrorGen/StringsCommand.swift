import ArgumentParser
import ErrorGenCore

/// `errorgen strings`: keeps the String Catalogs beside catalogs in step with them.
struct StringsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "strings",
    abstract: "Syncs and reports the String Catalogs (.xcstrings) beside catalogs.",
    subcommands: [StringsSyncCommand.self, StringsStatusCommand.self]
  )
}

/// The catalogs of `paths`, each decoded, with its String Catalog's path and bytes: what both
/// subcommands start from. Problems are returned, not printed.
struct CatalogsWithStrings {
  struct Item {
    var catalog: Catalog
    var path: String
    var stringsPath: String
    var stringsBytes: [UInt8]?
  }

  var items: [Item] = []
  var diagnostics: [Diagnostic] = []

  init(_ paths: [String]) throws {
    let (files, found) = CatalogFiles.discover(paths)
    if files.isEmpty && found.isEmpty {
      throw ValidationError("no *.errors.yaml or *.errors.yml catalog found in the given paths")
    }
    let (sources, unreadable) = CatalogFiles.read(CatalogFiles.withStringCatalogs(files))
    diagnostics = found + unreadable
    var strings: [String: [UInt8]] = [:]
    for source in sources where source.path.hasSuffix(".xcstrings") {
      strings[source.path] = source.contents
    }
    for source in sources where !source.path.hasSuffix(".xcstrings") {
      let (catalog, problems) = ErrorGenPipeline.decode(source)
      diagnostics += problems
      guard let catalog else { continue }
      let stringsPath = StringCatalog.path(besideCatalog: source.path)
      items.append(
        Item(
          catalog: catalog, path: source.path, stringsPath: stringsPath,
          stringsBytes: strings[stringsPath]))
    }
  }
}

/// `errorgen strings sync`: creates or updates each catalog's String Catalog.
struct StringsSyncCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "sync",
    abstract: "Creates or updates the String Catalog beside each catalog.",
    discussion: """
      New texts get keys with their source value; a changed source text marks the other \
      locales' values needs_review; removed texts' keys become stale (--prune removes them); \
      inline translations are copied where the String Catalog has none. A file is written \
      only when its bytes change, and nothing is written when a catalog or String Catalog \
      cannot be read (a YAML, format or JSON error); lint's rules do not stop it.

      Example: errorgen strings sync catalogs --prune
      """
  )

  @Argument(help: "Catalog files or folders to search for *.errors.yaml / *.errors.yml.")
  var paths: [String]

  @Flag(help: "Remove keys of texts that no longer exist instead of marking them stale.")
  var prune = false

  func validate() throws { try RawArguments.requireUTF8() }

  func run() throws {
    let found = try CatalogsWithStrings(paths)
    var diagnostics = found.diagnostics
    var files: [(folder: String, file: GeneratedFile)] = []
    for item in found.items {
      let (bytes, problems) = StringCatalogSync.sync(
        item.catalog, existing: item.stringsBytes, file: item.stringsPath, prune: prune)
      diagnostics += problems
      guard let bytes, bytes != item.stringsBytes else { continue }
      let (folder, name) = Self.split(item.stringsPath)
      files.append((folder, GeneratedFile(name: name, bytes: bytes)))
    }
    if !diagnostics.hasErrors {
      for (folder, file) in files {
        for (path, outcome) in GeneratedFilesWriter.write([file], into: folder) {
          if case .failure(let failure) = outcome {
            diagnostics.append(PipelineMessages.cannotWrite(path, reason: "\(failure)"))
          }
        }
      }
    }
    DiagnosticPrinter.print(diagnostics, format: .text, to: .errorUnlessMachineReadable)
    if diagnostics.hasErrors { throw ExitCode.failure }
  }

  /// A path's folder (`.` for none) and file name.
  static func split(_ path: String) -> (String, String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }
}

/// `errorgen strings status`: counts per catalog and locale, for release managers and CI.
struct StringsStatusCommand: ParsableCommand {
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case text, json
  }

  static let configuration = CommandConfiguration(
    commandName: "status",
    abstract: "Prints translated, needs review, missing and stale counts per catalog and locale.",
    discussion: """
      Exit status 0, unless --require lists a locale that misses a text (needs_review does not \
      count as missing), or a catalog or String Catalog has an error.

      Example, in CI: errorgen strings status catalogs --require de,fr
      """
  )

  @Argument(help: "Catalog files or folders to search for *.errors.yaml / *.errors.yml.")
  var paths: [String]

  @Option(help: "text or json.")
  var format: Format = .text

  @Option(help: "Comma-separated locales that must have every text, e.g. de,fr.")
  var require: String?

  func validate() throws { try RawArguments.requireUTF8() }

  func run() throws {
    let found = try CatalogsWithStrings(paths)
    var diagnostics = found.diagnostics
    let required = (require ?? "").split(separator: ",").map {
      String($0).trimmingSpaces()
    }.filter { !$0.isEmpty }
    var rows: [StringCatalogStatus.Row] = []
    for item in found.items {
      var strings: StringCatalog?
      if let bytes = item.stringsBytes {
        let (decoded, problems) = StringCatalog.decode(bytes, file: item.stringsPath)
        diagnostics += problems
        strings = decoded
      }
      rows += StringCatalogStatus.rows(
        item.catalog, strings: strings, path: item.path, required: required)
    }
    DiagnosticPrinter.print(diagnostics, format: .text, to: .errorUnlessMachineReadable)
    if diagnostics.hasErrors { throw ExitCode.failure }
    switch format {
    case .text: print(StringCatalogStatus.text(rows), terminator: "")
    case .json:
      print(String(decoding: StringCatalogStatus.json(rows), as: UTF8.self), terminator: "")
    }
    if StringCatalogStatus.missesRequired(rows, required: required) {
      throw ExitCode.failure
    }
  }
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
