/// A catalog file's path and bytes, as read from disk (or built by a test).
public struct CatalogSource: Hashable, Sendable {
  public var path: String
  public var contents: [UInt8]

  public init(path: String, contents: [UInt8]) {
    self.path = path
    self.contents = contents
  }

  public init(path: String, text: String) {
    self.init(path: path, contents: Array(text.utf8))
  }
}

/// What checking catalogs together found.
public struct CheckResult: Sendable {
  /// The catalogs that decoded, in the order given.
  public var catalogs: [Catalog]
  /// Every problem, sorted by file and place.
  public var diagnostics: [Diagnostic]

  public var hasErrors: Bool { diagnostics.hasErrors }
}

/// A generated Swift file: its name (`Network.errors.swift`) and contents.
public struct GeneratedFile: Hashable, Sendable {
  public var name: String
  public var contents: String
}

/// The stages of ARCHITECTURE.md, run in order: YAML → catalog → lint → generate.
public enum ErrorGenPipeline {
  /// Reads, decodes and lints `sources` together, so that cross-catalog rules see them all.
  /// `access`, when given, replaces every catalog's `access` first, as `generate --access` does.
  public static func check(
    _ sources: [CatalogSource], limits: YAMLLimits = .standard, access: Catalog.Access? = nil
  ) -> CheckResult {
    var catalogs: [Catalog] = []
    var diagnostics: [Diagnostic] = []
    for source in sources {
      let loaded = YAMLLoader.load(source.contents, file: source.path, limits: limits)
      diagnostics += loaded.diagnostics
      // No tree and no error: the file holds no document at all; the decoder says so.
      if loaded.root == nil && loaded.diagnostics.hasErrors { continue }
      let (catalog, problems) = CatalogDecoder.decode(loaded.root, file: source.path)
      diagnostics += problems
      if var catalog {
        if let access { catalog.access.value = access }
        catalogs.append(catalog)
      }
    }
    diagnostics += Linter.lint(catalogs)
    return CheckResult(catalogs: catalogs, diagnostics: Diagnostic.sorted(diagnostics))
  }

  /// Checks `sources` and, only when no error was found in any of them, generates one file per
  /// catalog. With an error, `files` is empty.
  public static func generate(
    _ sources: [CatalogSource], options: SwiftGenerator.Options = .init(),
    limits: YAMLLimits = .standard
  ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
    let result = check(sources, limits: limits, access: options.access)
    guard !result.hasErrors, result.catalogs.count == sources.count else {
      return ([], result.diagnostics)
    }
    let files = result.catalogs.map { catalog in
      GeneratedFile(
        name: catalog.stem + ".errors.swift",
        contents: SwiftGenerator.generate(catalog, options: options))
    }
    return (files, result.diagnostics)
  }
}
