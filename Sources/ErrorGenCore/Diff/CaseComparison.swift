/// One case that exists in the baseline and now, compared for what its users can observe.
struct CaseComparison {
  let old: CatalogCase
  let new: CatalogCase
  let file: String
  let note: DiffMessages.Baseline
  /// The named retry policies of the baseline catalog and of the new one.
  let oldPolicies: [String: RetryPolicyDecl]
  let newPolicies: [String: RetryPolicyDecl]

  func diagnostics(catalogLocales: Set<String>) -> [Diagnostic] {
    var found: [Diagnostic] = []
    let name = new.name.value
    let oldParams = old.params.map { "\($0.name.value): \($0.type.value)" }
    let newParams = new.params.map { "\($0.name.value): \($0.type.value)" }
    if oldParams != newParams {
      found.append(
        DiffMessages.changedParams(
          name, from: oldParams, to: newParams, file: file,
          at: new.params.first?.name.location ?? new.name.location,
          note: note.at(old.params.first?.name.location ?? old.name.location)))
    }
    if old.kind.value != new.kind.value {
      found.append(
        DiffMessages.changedKind(
          name, from: old.kind.value.rawValue, to: new.kind.value.rawValue, file: file,
          at: new.kind.location, note: note.at(old.kind.location)))
    }
    let oldRetry = retryText(old.retry, oldPolicies)
    let newRetry = retryText(new.retry, newPolicies)
    if oldRetry != newRetry {
      found.append(
        DiffMessages.changedRetry(
          name, from: oldRetry, to: newRetry, file: file, at: new.retry.location,
          note: note.at(old.retry.location)))
    }
    let removed = removedMappings()
    if !removed.isEmpty {
      found.append(
        DiffMessages.removedMapping(
          name, removed: removed, file: file, at: new.name.location,
          note: note.at(old.name.location)))
    }
    let texts: [(String, LocalizedText?, LocalizedText?)] = [
      ("message", old.message, new.message), ("reason", old.reason, new.reason),
      ("suggestion", old.suggestion, new.suggestion),
    ]
    for (key, oldText, newText) in texts {
      guard let oldText else { continue }
      let newLocales = Set(newText?.translations.map(\.locale.value) ?? [])
      for translation in oldText.translations
      where !newLocales.contains(translation.locale.value)
        && catalogLocales.contains(translation.locale.value)
      {
        found.append(
          DiffMessages.removedTranslation(
            name, key: key, locale: translation.locale.value, file: file,
            at: newText?.location ?? new.name.location,
            note: note.at(translation.location, in: translation.file)))
      }
    }
    return found
  }

  /// HTTP statuses, server codes and foreign codes the baseline mapped and this case no
  /// longer does, in words. Statuses are compared one by one (there are at most 500), so that
  /// `[500, 501]` becoming `"500-599"` is not a removal.
  private func removedMappings() -> [String] {
    var removed: [String] = []
    var statuses: [Int] = []
    for status in old.http.isEmpty ? 0..<0 : 100..<600
    where old.http.contains(where: { $0.contains(status) })
      && !new.http.contains(where: { $0.contains(status) })
    {
      statuses.append(status)
    }
    if !statuses.isEmpty {
      removed.append("HTTP " + statuses.prefix(8).map(String.init).joined(separator: ", "))
    }
    let newServerCodes = Set(new.serverCodes.map(\.value))
    for code in old.serverCodes where !newServerCodes.contains(code.value) {
      removed.append("server code '\(code.value)'")
    }
    var newForeign = Set<String>()
    for mapping in new.maps {
      for code in mapping.codes { newForeign.insert("\(mapping.domain.value) \(code.value)") }
    }
    for mapping in old.maps {
      for code in mapping.codes where !newForeign.contains("\(mapping.domain.value) \(code.value)")
      {
        removed.append("\(mapping.domain.value) \(code.value)")
      }
    }
    return removed
  }

  /// The retry as its behaviour: a named policy and an inline one with the same values are
  /// the same retry, and renaming a policy is not a change.
  private func retryText(_ spec: RetrySpec, _ policies: [String: RetryPolicyDecl]) -> String {
    let policy: RetryPolicyDecl?
    switch spec.policy {
    case .none: policy = nil
    case .inline(let inline): policy = inline
    case .named(let name): policy = policies[name.value]
    }
    guard let policy else { return "none" }
    var text = "\(policy.maxAttempts.value) attempts, \(seconds(policy.initialDelay.value)) "
    text += "initial delay, \(seconds(policy.maxDelay.value)) max delay, multiplier "
    text += "\(policy.multiplier.value), \(seconds(policy.jitter.value)) jitter"
    if let after = spec.after { text += ", after '\(after.value)'" }
    return text
  }

  private func seconds(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))s" : "\(value)s"
  }
}
