/// A catalog file's path and bytes, as read from disk (or built by a test).
public struct CatalogSource: Hashable, Sendable {
  public var path: String
  /// The file's bytes.
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

/// A generated Swift file: its name (`Network.errors.swift`) and bytes.
public struct GeneratedFile: Hashable, Sendable {
  public var name: String
  /// The file's UTF-8 bytes, as written to disk.
  public var bytes: [UInt8]

  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  /// The file's text.
  public var contents: String { String(decoding: bytes, as: UTF8.self) }
}

/// Which catalogs of a run the rules that protect Kotlin names (`invalid_kotlin_name`) check.
public enum KotlinNameChecks: Sendable {
  /// None: a Swift run, whose output Kotlin's names cannot break.
  case none
  /// Those that declare `kotlin_package`, and so are meant to become Kotlin too: `errorgen
  /// lint`, which has no language to go by.
  case declaringPackage
  /// Every catalog: a `--language kotlin` run.
  case all
}

/// The stages of ARCHITECTURE.md, in order: read and decode every catalog, lint them together,
/// and only when no catalog has an error, generate a file for each. Writing the files is the
/// caller's (`GeneratedFilesWriter`), once this has returned.
public enum ErrorGenPipeline {
  /// Reads, decodes and lints `sources` together, so that cross-catalog rules see them all,
  /// then applies the project's `configuration` and each case's `lint_ignore`.
  /// `access`, when given, replaces every catalog's `access` first, as `generate --access` does;
  /// `kotlinNames` says which catalogs the Kotlin name rules check (by default, as
  /// `errorgen lint` does, those that declare `kotlin_package`).
  public static func check(
    _ sources: [CatalogSource], limits: YAMLLimits = .standard, access: Catalog.Access? = nil,
    configuration: LintConfiguration = .init(), kotlinNames: KotlinNameChecks = .declaringPackage
  ) -> CheckResult {
    var catalogs: [Catalog] = []
    var diagnostics: [Diagnostic] = []
    // String Catalogs (`.xcstrings`) travel with the catalogs they translate
    // (`StringCatalog.path(besideCatalog:)`); each is merged into its catalog.
    var stringCatalogs: [String: CatalogSource] = [:]
    for source in sources where source.path.hasSuffix(".xcstrings") {
      stringCatalogs[source.path] = source
    }
    for source in sources where !source.path.hasSuffix(".xcstrings") {
      let (catalog, problems) = decode(source, limits: limits)
      diagnostics += problems
      if var catalog {
        if let access { catalog.access.value = access }
        if let strings = stringCatalogs[StringCatalog.path(besideCatalog: source.path)] {
          let (decoded, found) = StringCatalog.decode(
            strings.contents, file: strings.path, maxSize: limits.maxFileSize)
          diagnostics += found
          if let decoded { diagnostics += StringCatalogMerger.merge(decoded, into: &catalog) }
        }
        switch kotlinNames {
        case .none: catalog.targetsKotlin = false
        case .declaringPackage: catalog.targetsKotlin = catalog.kotlinPackage != nil
        case .all: catalog.targetsKotlin = true
        }
        catalogs.append(catalog)
      }
    }
    let linted = Linter.lint(catalogs) + catalogs.flatMap(LintConfiguration.checkLintIgnore)
    diagnostics = configuration.apply(to: diagnostics + linted, catalogs: catalogs)
    return CheckResult(catalogs: catalogs, diagnostics: diagnostics)
  }

  /// The YAML stage, then the catalog stage, over one file: its catalog (nil when the file is
  /// not a catalog at all) and the problems found, in the order found.
  public static func decode(_ source: CatalogSource, limits: YAMLLimits = .standard)
    -> (Catalog?, [Diagnostic])
  {
    let loaded = source.contents.withUnsafeBufferPointer {
      YAMLLoader.load($0, file: source.path, limits: limits)
    }
    // No tree and an error: the file could not be read; with no error, the file holds no
    // document at all, and the decoder says so.
    if loaded.root == nil && loaded.diagnostics.hasErrors { return (nil, loaded.diagnostics) }
    let (catalog, problems) = CatalogDecoder.decode(loaded.root, file: source.path)
    return (catalog, loaded.diagnostics + problems)
  }

  /// How many of `sources` are catalogs (the others are the String Catalogs beside them).
  static func catalogCount(_ sources: [CatalogSource]) -> Int {
    sources.count { !$0.path.hasSuffix(".xcstrings") }
  }

  /// Checks `sources` and, only when no error was found in any of them, generates one file per
  /// catalog, in the order given. With an error, `files` is empty.
  public static func generate(
    _ sources: [CatalogSource], options: SwiftGenerator.Options = .init(),
    limits: YAMLLimits = .standard, configuration: LintConfiguration = .init()
  ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
    // Kotlin's names cannot break Swift output: a Swift run does not check them.
    let checked = check(
      sources, limits: limits, access: options.access ?? configuration.access,
      configuration: configuration, kotlinNames: .none)
    guard !checked.hasErrors, checked.catalogs.count == catalogCount(sources) else {
      return ([], checked.diagnostics)
    }
    let files = checked.catalogs.map { catalog in
      GeneratedFile(
        name: catalog.stem + ".errors.swift",
        bytes: SwiftGenerator.generatedBytes(catalog, options: options))
    }
    return (files, checked.diagnostics)
  }
}
