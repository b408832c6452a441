extension ErrorGenPipeline {
  /// Checks `sources` together with the project's `configuration`, as `generate` does, and,
  /// only when no catalog has an error, plans each catalog and gathers the plans into one
  /// export document (EXPORT.md). With an error, the document is nil.
  public static func export(
    _ sources: [CatalogSource], limits: YAMLLimits = .standard,
    configuration: LintConfiguration = .init()
  ) -> (document: ExportDocument?, diagnostics: [Diagnostic]) {
    // Not a Kotlin run: names only Kotlin refuses do not stop the export.
    let checked = check(
      sources, limits: limits, access: configuration.access, configuration: configuration,
      kotlinNames: .none)
    guard !checked.hasErrors, checked.catalogs.count == catalogCount(sources) else {
      return (nil, checked.diagnostics)
    }
    let plans = checked.catalogs.map { CatalogPlanner.plan($0) }
    return (ExportDocument(plans), checked.diagnostics)
  }
}
