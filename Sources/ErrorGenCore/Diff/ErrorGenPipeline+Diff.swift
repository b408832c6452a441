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
  ///
  /// With `baselineRevision`, the baseline was read at that git revision: its catalogs are
  /// decoded under their own paths (so that a catalog's stem, and the type named after it,
  /// are the same on both sides) and then named `REV:path` in diagnostics, since their lines
  /// are the revision's, not the working tree's.
  public static func diff(
    baseline: [CatalogSource], current: [CatalogSource], baselineRevision: String? = nil,
    allowRemovedCatalogs: Bool = false, limits: YAMLLimits = .standard
  ) -> DiffResult {
    // Not a Kotlin run: names only Kotlin refuses do not keep the sides from being compared.
    var old = check(baseline, limits: limits, kotlinNames: .none)
    if let revision = baselineRevision {
      for index in old.catalogs.indices {
        old.catalogs[index].file = revision + ":" + old.catalogs[index].file
        // Translations read from the String Catalog beside it name that file.
        old.catalogs[index].updateEachText { text in
          for position in text.translations.indices {
            if let file = text.translations[position].file {
              text.translations[position].file = revision + ":" + file
            }
          }
        }
      }
      for index in old.diagnostics.indices {
        old.diagnostics[index].file = revision + ":" + old.diagnostics[index].file
        for note in old.diagnostics[index].notes.indices {
          old.diagnostics[index].notes[note].file =
            revision + ":" + old.diagnostics[index].notes[note].file
        }
      }
    }
    let new = check(current, limits: limits, kotlinNames: .none)
    let broken =
      (old.hasErrors || old.catalogs.count != catalogCount(baseline) ? old.diagnostics : [])
      + (new.hasErrors || new.catalogs.count != catalogCount(current) ? new.diagnostics : [])
    if !broken.isEmpty {
      return DiffResult(diagnostics: Diagnostic.sorted(broken), compared: false)
    }
    let found = CatalogDiff.compare(
      baseline: old.catalogs, current: new.catalogs, allowRemovedCatalogs: allowRemovedCatalogs)
    return DiffResult(diagnostics: found, compared: true)
  }
}
