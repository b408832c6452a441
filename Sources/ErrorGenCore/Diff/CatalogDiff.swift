/// Breaking-change detection: compares catalogs with their baseline (the same catalogs at a
/// git revision, or a folder of old ones), as `buf breaking` does for protobuf. Error codes
/// are an API that apps log, support teams look up and servers exchange: a changed or reused
/// code breaks them silently, so it is found here before it ships.
///
/// Catalogs are matched by domain, else by type name, else by file stem, so that moving or
/// renaming a file is not a change. Every diagnostic points at the new catalog, with a note at
/// the baseline.
public enum CatalogDiff {
  /// The diagnostics of comparing `current` with `baseline`; both decoded without errors.
  public static func compare(
    baseline: [Catalog], current: [Catalog], allowRemovedCatalogs: Bool = false
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var unmatched = Array(baseline.indices)
    var pairs: [(old: Catalog, new: Catalog)] = []
    var added: [Catalog] = []
    // Three passes, so that a match by domain is never taken by an earlier catalog's match by
    // type name or stem.
    var matches = [Int?](repeating: nil, count: current.count)
    let keys: [(Catalog) -> String] = [{ $0.domain.value }, { $0.typeName.value }, { $0.stem }]
    for key in keys {
      for (index, catalog) in current.enumerated() where matches[index] == nil {
        if let found = unmatched.firstIndex(where: { key(baseline[$0]) == key(catalog) }) {
          matches[index] = unmatched.remove(at: found)
        }
      }
    }
    for (index, catalog) in current.enumerated() {
      if let match = matches[index] {
        pairs.append((baseline[match], catalog))
      } else {
        added.append(catalog)
      }
    }
    for catalog in added {
      diagnostics.append(DiffMessages.addedCatalog(catalog))
    }
    for index in unmatched {
      diagnostics.append(
        DiffMessages.removedCatalog(baseline[index], allowed: allowRemovedCatalogs))
    }
    for pair in pairs {
      diagnostics += CatalogComparison(old: pair.old, new: pair.new).diagnostics()
    }
    return Diagnostic.sorted(diagnostics)
  }
}

/// One matched pair of catalogs, compared key by key.
struct CatalogComparison {
  let old: Catalog
  let new: Catalog

  func diagnostics() -> [Diagnostic] {
    var found: [Diagnostic] = []
    let note = DiffMessages.Baseline(old)
    if old.domain.value != new.domain.value {
      found.append(
        DiffMessages.changedDomain(
          "domain '\(old.domain.value)' became '\(new.domain.value)'", new, at: new.domain.location,
          note: note.at(old.domain.location)))
    }
    if old.typeName.value != new.typeName.value {
      found.append(
        DiffMessages.changedDomain(
          "type '\(old.typeName.value)' of domain '\(new.domain.value)' became "
            + "'\(new.typeName.value)'", new, at: new.typeName.location,
          note: note.at(old.typeName.location)))
    }
    if rank(new.access.value) < rank(old.access.value) {
      found.append(
        DiffMessages.reducedAccess(
          old.access.value, new.access.value, new, at: new.access.location,
          note: note.at(old.access.location)))
    }
    found += codes(note)
    found += locales(note)
    found += recoveryOptions(note)
    let newCases = Dictionary(new.cases.map { ($0.name.value, $0) }) { first, _ in first }
    let (oldPolicies, newPolicies) = (policies(old), policies(new))
    // Once per catalog: each computation walks every text.
    let newLocales = Set(new.locales)
    for oldCase in old.cases {
      guard let newCase = newCases[oldCase.name.value] else { continue }
      found += CaseComparison(
        old: oldCase, new: newCase, file: new.file, note: note,
        oldPolicies: oldPolicies, newPolicies: newPolicies
      ).diagnostics(catalogLocales: newLocales)
    }
    let newComposed = Set(new.composed.map(\.name.value))
    for composed in old.composed where !newComposed.contains(composed.name.value) {
      found.append(
        DiffMessages.removedCase(
          "composed case '\(composed.name.value)' (\(composed.typeName.value)) was removed", new,
          note: note.at(composed.name.location)))
    }
    return found
  }

  /// `removed_case`, `changed_code`, `reused_code` and `unreserved_code`.
  private func codes(_ note: DiffMessages.Baseline) -> [Diagnostic] {
    var found: [Diagnostic] = []
    let newReserved = ReservedCodes(new)
    let newNames = Set(new.cases.map(\.name.value))
    var oldOwner: [Int: CatalogCase] = [:]
    for oldCase in old.cases where oldOwner[oldCase.code.value] == nil {
      oldOwner[oldCase.code.value] = oldCase
    }
    let oldReserved = ReservedCodes(old)
    for oldCase in old.cases where !newNames.contains(oldCase.name.value) {
      guard newReserved.range(containing: oldCase.code.value) == nil else { continue }
      found.append(
        DiffMessages.removedCase(
          "case '\(oldCase.name.value)' (code \(oldCase.code.value)) was removed without "
            + "reserving its code; add \(oldCase.code.value) to codes.reserved", new,
          note: note.at(oldCase.name.location)))
    }
    let oldByName = Dictionary(old.cases.map { ($0.name.value, $0) }) { first, _ in first }
    for newCase in new.cases {
      let code = newCase.code
      if let oldCase = oldByName[newCase.name.value], oldCase.code.value != code.value {
        found.append(
          DiffMessages.changedCode(
            newCase.name.value, from: oldCase.code.value, to: code.value, file: new.file,
            at: code.location, note: note.at(oldCase.code.location)))
      }
      if let owner = oldOwner[code.value], owner.name.value != newCase.name.value {
        found.append(
          DiffMessages.reusedCode(
            code.value, by: newCase.name.value, was: "case '\(owner.name.value)'",
            file: new.file, at: code.location, note: note.at(owner.code.location)))
      } else if let reserved = oldReserved.range(containing: code.value) {
        found.append(
          DiffMessages.reusedCode(
            code.value, by: newCase.name.value, was: "reserved", file: new.file,
            at: code.location, note: note.at(reserved.location)))
      }
    }
    let place = new.reservedCodes.first?.location ?? new.errorsLocation
    // A retired block stays reserved when one block of the new catalog still holds all of it.
    for reserved in old.reservedCodes
    where newReserved.range(containing: reserved.value.lowerBound).map({
      !$0.value.contains(reserved.value.upperBound)
    }) ?? true {
      found.append(
        DiffMessages.unreservedCode(
          reserved.value, file: new.file, at: place, note: note.at(reserved.location)))
    }
    return found
  }

  /// `removed_locale`: a locale that the catalog had is gone from every text.
  private func locales(_ note: DiffMessages.Baseline) -> [Diagnostic] {
    let newLocales = Set(new.locales)
    return old.locales.filter { !newLocales.contains($0) }.map { locale in
      DiffMessages.removedLocale(
        locale, file: new.file, at: new.errorsLocation, note: note.at(old.errorsLocation))
    }
  }

  /// `added_recovery_option`: the attempter protocol has a method per option that is not a
  /// cancel, so a new one is a method every implementer must add.
  private func recoveryOptions(_ note: DiffMessages.Baseline) -> [Diagnostic] {
    let oldMethods = Set(old.recoveryOptions.filter { $0.role.value != .cancel }.map(\.name.value))
    let hadProtocol = !old.recoveryOptions.isEmpty
    return new.recoveryOptions.filter {
      $0.role.value != .cancel && !oldMethods.contains($0.name.value) && hadProtocol
    }.map { option in
      DiffMessages.addedRecoveryOption(
        option.name.value, type: new.typeName.value, file: new.file, at: option.name.location,
        note: note.at(old.errorsLocation))
    }
  }

  private func policies(_ catalog: Catalog) -> [String: RetryPolicyDecl] {
    var byName: [String: RetryPolicyDecl] = [:]
    for policy in catalog.retryPolicies {
      if let name = policy.name?.value, byName[name] == nil { byName[name] = policy }
    }
    return byName
  }

  private func rank(_ access: Catalog.Access) -> Int {
    switch access {
    case .internal: 0
    case .package: 1
    case .public: 2
    }
  }
}
