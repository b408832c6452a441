/// What comparing catalogs with their baseline found.
public struct DiffResult: Sendable {
  /// The diff's diagnostics, or, when either side has an error, that side's own diagnostics
  /// (a broken baseline cannot be compared with).
  public var diagnostics: [Diagnostic]
  /// Whether the comparison ran: false when a side had errors.
  public var compared: Bool
}

extension ErrorGenPipeline {
  /// Checks both sides as `check` does, then, when neither has an error, compares them.
  ///
  /// A side with an error is reported with its own diagnostics and no comparison: comparing
  /// with half a catalog would report its missing cases as removed.
  public static func diff(
    baseline: [CatalogSource], current: [CatalogSource], allowRemovedCatalogs: Bool = false,
    limits: YAMLLimits = .standard
  ) -> DiffResult {
    let old = check(baseline, limits: limits)
    let new = check(current, limits: limits)
    let broken =
      (old.hasErrors || old.catalogs.count != baseline.count ? old.diagnostics : [])
      + (new.hasErrors || new.catalogs.count != current.count ? new.diagnostics : [])
    if !broken.isEmpty {
      return DiffResult(diagnostics: Diagnostic.sorted(broken), compared: false)
    }
    let found = CatalogDiff.compare(
      baseline: old.catalogs, current: new.catalogs, allowRemovedCatalogs: allowRemovedCatalogs)
    return DiffResult(diagnostics: found, compared: true)
  }
}
