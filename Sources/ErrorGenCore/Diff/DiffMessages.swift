/// The diagnostics of `errorgen diff`, built by named factories next to the stage that
/// reports them. Each points at the new catalog, with a note at the baseline.
enum DiffMessages {
  /// Where the baseline catalog is, for the note every diff diagnostic carries.
  struct Baseline {
    let file: String

    init(_ catalog: Catalog) { file = catalog.file }

    /// The note at `location` of the baseline catalog, or of `otherFile` (its String Catalog)
    /// when the place is there.
    func at(_ location: SourceLocation, in otherFile: String? = nil) -> Diagnostic.Note {
      Diagnostic.Note(
        message: "as it is in the baseline", file: otherFile ?? file, location: location)
    }
  }

  private static func make(
    _ rule: DiffRule, _ message: String, file: String, at location: SourceLocation,
    note: Diagnostic.Note?
  ) -> Diagnostic {
    Diagnostic(
      rule.severity, rule: rule.id, message: message, file: file, location: location,
      notes: note.map { [$0] } ?? [])
  }

  static func addedCatalog(_ catalog: Catalog) -> Diagnostic {
    make(
      DiffRules.addedCatalog,
      "new catalog for domain '\(catalog.domain.value)' (\(catalog.typeName.value))",
      file: catalog.file, at: catalog.domain.location, note: nil)
  }

  static func removedCatalog(_ catalog: Catalog, allowed: Bool) -> Diagnostic {
    var diagnostic = make(
      DiffRules.removedCatalog,
      "catalog for domain '\(catalog.domain.value)' (\(catalog.typeName.value)) was removed; "
        + "its type and codes are gone",
      file: catalog.file, at: catalog.errorsLocation, note: nil)
    if allowed { diagnostic.severity = .note }
    return diagnostic
  }

  static func changedDomain(
    _ what: String, _ catalog: Catalog, at location: SourceLocation, note: Diagnostic.Note
  ) -> Diagnostic {
    make(
      DiffRules.changedDomain, "\(what): stored and exchanged errors no longer match",
      file: catalog.file, at: location, note: note)
  }

  static func reducedAccess(
    _ old: Catalog.Access, _ new: Catalog.Access, _ catalog: Catalog, at location: SourceLocation,
    note: Diagnostic.Note
  ) -> Diagnostic {
    make(
      DiffRules.reducedAccess,
      "access went down from '\(old.rawValue)' to '\(new.rawValue)'",
      file: catalog.file, at: location, note: note)
  }

  static func removedCase(_ what: String, _ catalog: Catalog, note: Diagnostic.Note)
    -> Diagnostic
  {
    make(DiffRules.removedCase, what, file: catalog.file, at: catalog.errorsLocation, note: note)
  }

  static func changedCode(
    _ name: String, from old: Int, to new: Int, file: String, at location: SourceLocation,
    note: Diagnostic.Note
  ) -> Diagnostic {
    make(
      DiffRules.changedCode,
      "the code of case '\(name)' changed from \(old) to \(new); logs, support pages and "
        + "servers know it by \(old)",
      file: file, at: location, note: note)
  }

  static func reusedCode(
    _ code: Int, by name: String, was owner: String, file: String, at location: SourceLocation,
    note: Diagnostic.Note
  ) -> Diagnostic {
    let past = owner == "reserved" ? "was reserved" : "belonged to \(owner)"
    return make(
      DiffRules.reusedCode,
      "case '\(name)' uses code \(code), which \(past) in the baseline",
      file: file, at: location, note: note)
  }

  static func unreservedCode(
    _ codes: ClosedRange<Int>, file: String, at location: SourceLocation, note: Diagnostic.Note
  ) -> Diagnostic {
    let subject =
      codes.count == 1
      ? "code \(codes.lowerBound) is" : "codes \(codes.lowerBound)-\(codes.upperBound) are"
    return make(
      DiffRules.unreservedCode,
      "\(subject) no longer in codes.reserved; keep retired codes reserved",
      file: file, at: location, note: note)
  }

  static func changedParams(
    _ name: String, from old: [String], to new: [String], file: String,
    at location: SourceLocation, note: Diagnostic.Note
  ) -> Diagnostic {
    func list(_ params: [String]) -> String {
      params.isEmpty ? "none" : "(" + params.joined(separator: ", ") + ")"
    }
    return make(
      DiffRules.changedParams,
      "the params of case '\(name)' changed from \(list(old)) to \(list(new)); code that "
        + "builds or matches the case no longer compiles",
      file: file, at: location, note: note)
  }

  static func changedKind(
    _ name: String, from old: String, to new: String, file: String, at location: SourceLocation,
    note: Diagnostic.Note
  ) -> Diagnostic {
    make(
      DiffRules.changedKind, "the kind of case '\(name)' changed from \(old) to \(new)",
      file: file, at: location, note: note)
  }

  static func changedRetry(
    _ name: String, from old: String, to new: String, file: String, at location: SourceLocation,
    note: Diagnostic.Note
  ) -> Diagnostic {
    make(
      DiffRules.changedRetry, "the retry of case '\(name)' changed from \(old) to \(new)",
      file: file, at: location, note: note)
  }

  static func removedMapping(
    _ name: String, removed: [String], file: String, at location: SourceLocation,
    note: Diagnostic.Note
  ) -> Diagnostic {
    let shown = removed.prefix(8).joined(separator: ", ") + (removed.count > 8 ? ", …" : "")
    return make(
      DiffRules.removedMapping,
      "case '\(name)' no longer maps \(shown); those errors now become another case or none",
      file: file, at: location, note: note)
  }

  static func removedLocale(
    _ locale: String, file: String, at location: SourceLocation, note: Diagnostic.Note
  ) -> Diagnostic {
    make(
      DiffRules.removedLocale,
      "locale '\(locale)' was removed; its users now see the default locale",
      file: file, at: location, note: note)
  }

  static func removedTranslation(
    _ name: String, key: String, locale: String, file: String, at location: SourceLocation,
    note: Diagnostic.Note
  ) -> Diagnostic {
    make(
      DiffRules.removedTranslation,
      "the '\(locale)' translation of the \(key) of case '\(name)' was removed",
      file: file, at: location, note: note)
  }

  static func addedRecoveryOption(
    _ name: String, type: String, file: String, at location: SourceLocation,
    note: Diagnostic.Note
  ) -> Diagnostic {
    make(
      DiffRules.addedRecoveryOption,
      "recovery option '\(name)' adds a method to \(type)RecoveryAttempter; every "
        + "implementation must add it",
      file: file, at: location, note: note)
  }
}
