extension ErrorGenPipeline {
  /// What `generate --language kotlin` found: the files, the diagnostics, and the catalogs that
  /// have no package (neither `--kotlin-package` nor `kotlin_package`), a usage error.
  public struct KotlinResult: Sendable {
    public var files: [GeneratedFile]
    public var diagnostics: [Diagnostic]
    /// Paths of catalogs without a package; when any, `files` is empty.
    public var catalogsWithoutPackage: [String]
  }

  /// Checks `sources` with the rules that protect Kotlin names applied to every catalog, and
  /// only when no error was found and every catalog has a package, generates `<Type>.kt` per
  /// catalog, in the order given, then `ErrorGenRuntime.kt` unless the options leave it out.
  public static func generateKotlin(
    _ sources: [CatalogSource], options: KotlinGenerator.Options = .init(),
    limits: YAMLLimits = .standard, configuration: LintConfiguration = .init()
  ) -> KotlinResult {
    let checked = check(
      sources, limits: limits, access: configuration.access, configuration: configuration,
      kotlinNames: .all)
    guard !checked.hasErrors, checked.catalogs.count == catalogCount(sources) else {
      return KotlinResult(files: [], diagnostics: checked.diagnostics, catalogsWithoutPackage: [])
    }
    let missing = checked.catalogs.filter {
      KotlinGenerator.package(for: $0, options: options) == nil
    }
    guard missing.isEmpty else {
      return KotlinResult(
        files: [], diagnostics: checked.diagnostics, catalogsWithoutPackage: missing.map(\.file))
    }
    // An umbrella imports what it composes from another package of the run (KOTLIN.md).
    var packages: [String: String] = [:]
    for catalog in checked.catalogs where packages[catalog.typeName.value] == nil {
      packages[catalog.typeName.value] = KotlinGenerator.package(for: catalog, options: options)
    }
    var files = checked.catalogs.map { catalog in
      GeneratedFile(
        name: KotlinGenerator.fileName(catalog),
        text: KotlinGenerator.generate(
          catalog, package: packages[catalog.typeName.value] ?? "", packages: packages))
    }
    if options.includesRuntime { files.append(KotlinGenerator.runtimeFile) }
    return KotlinResult(files: files, diagnostics: checked.diagnostics, catalogsWithoutPackage: [])
  }
}
