/// Reading `defaults`, `recovery_options`, `retry_policies` and a case's `retry`.
extension CatalogDecoder {
  /// What `defaults:` gives every case that does not set its own value.
  struct CaseDefaults: Sendable {
    var kind: Located<CatalogCase.Kind>?
    var retry: RetrySpec?
    var recovery: [Located<String>]?
    var presentation: Located<CatalogCase.Presentation>?
    var location: SourceLocation
  }

  mutating func decodeDefaults(_ node: YAMLNode) -> CaseDefaults {
    var defaults = CaseDefaults(location: node.location)
    guard let pairs = mapping(node, allowed: CatalogKeys.defaults, expected: "a mapping") else {
      return defaults
    }
    for pair in pairs {
      switch pair.key {
      case "kind": defaults.kind = choice(pair.value, what: "a kind", as: CatalogCase.Kind.self)
      case "retry": defaults.retry = decodeRetry(pair.value)
      case "recovery": defaults.recovery = decodeNames(pair.value, of: "recovery option names")
      default:
        defaults.presentation = choice(
          pair.value, what: "a presentation", as: CatalogCase.Presentation.self)
      }
    }
    return defaults
  }

  mutating func decodeNames(_ node: YAMLNode, of what: String) -> [Located<String>]? {
    guard let items = list(node, of: what) else { return nil }
    return items.compactMap { string($0) }
  }

  mutating func decodeRecoveryOptions(_ node: YAMLNode) -> [RecoveryOptionDecl] {
    guard let pairs = node.mapping else {
      report(
        CatalogMessages.wrongType(
          expected: "a mapping of option names to options", found: node, file: file))
      return []
    }
    return pairs.compactMap { pair in
      let decoded = decodeRecoveryOption(pair)
      if decoded == nil { dropped.recoveryOptions.insert(pair.key) }
      return decoded
    }
  }

  private mutating func decodeRecoveryOption(_ pair: YAMLPair) -> RecoveryOptionDecl? {
    let name = Located(pair.key, at: pair.keyLocation)
    guard
      let fields = mapping(pair.value, allowed: CatalogKeys.recoveryOption, expected: "a mapping")
    else { return nil }
    var label: LocalizedText?
    var role = Located(RecoveryOptionDecl.Role.normal, at: pair.keyLocation)
    var retries = false
    var doc: String?
    for field in fields {
      switch field.key {
      case "label": label = text(field.value)
      case "role":
        if let value = choice(field.value, what: "a role", as: RecoveryOptionDecl.Role.self) {
          role = value
        }
      case "retries_operation": retries = boolean(field.value) ?? false
      default: doc = string(field.value)?.value
      }
    }
    guard let label else {
      if !fields.contains(where: { $0.key == "label" }) {
        report(
          CatalogMessages.missingKey(
            "label", in: "recovery option '\(pair.key)'", file: file, at: pair.keyLocation))
      }
      return nil
    }
    return RecoveryOptionDecl(
      name: name, label: label, role: role, retriesOperation: retries, doc: doc)
  }

  mutating func decodeRetryPolicies(_ node: YAMLNode) -> [RetryPolicyDecl] {
    guard let pairs = node.mapping else {
      report(
        CatalogMessages.wrongType(
          expected: "a mapping of policy names to policies", found: node, file: file))
      return []
    }
    return pairs.compactMap { pair in
      if pair.key == "none" {
        report(CatalogMessages.policyNamedNone(file: file, at: pair.keyLocation))
        dropped.retryPolicies.insert(pair.key)
        return nil
      }
      let decoded = decodePolicy(pair.value, name: Located(pair.key, at: pair.keyLocation))
      if decoded == nil { dropped.retryPolicies.insert(pair.key) }
      return decoded
    }
  }

  /// A policy's own keys; missing ones take the format's defaults.
  mutating func decodePolicy(_ node: YAMLNode, name: Located<String>?) -> RetryPolicyDecl? {
    guard let pairs = mapping(node, allowed: CatalogKeys.retryPolicy, expected: "a mapping")
    else { return nil }
    return policy(from: pairs, name: name, at: node.location)
  }

  private mutating func policy(
    from pairs: [CatalogField], name: Located<String>?, at location: SourceLocation
  ) -> RetryPolicyDecl {
    var policy = RetryPolicyDecl.defaults(name: name, at: location)
    for pair in pairs {
      switch pair.key {
      case "max_attempts":
        if let value = integer(pair.value, in: 0...Int(Int32.max)) { policy.maxAttempts = value }
      case "initial_delay":
        if let value = duration(pair.value) { policy.initialDelay = value }
      case "max_delay":
        if let value = duration(pair.value) { policy.maxDelay = value }
      case "multiplier":
        if let value = number(pair.value) { policy.multiplier = value }
      case "jitter":
        if let value = duration(pair.value) { policy.jitter = value }
      default: break
      }
    }
    return policy
  }

  /// `none`, a policy's name, an inline policy, or `{policy: name, after: param}`.
  mutating func decodeRetry(_ node: YAMLNode) -> RetrySpec? {
    switch node.kind {
    case .scalar:
      guard let name = string(node) else { return nil }
      if name.value == "none" { return .none(at: node.location) }
      return RetrySpec(policy: .named(name), location: node.location)
    case .sequence:
      report(
        CatalogMessages.wrongType(
          expected: "none, a policy's name or a policy", found: node, file: file))
      return nil
    case .mapping:
      guard let pairs = mapping(node, allowed: CatalogKeys.retry, expected: "a mapping") else {
        return nil
      }
      let after = pairs.first { $0.key == "after" }.flatMap { string($0.value) }
      let policyKeys = pairs.filter { CatalogKeys.retryPolicy.contains($0.key) }
      if let reference = pairs.first(where: { $0.key == "policy" }) {
        if !policyKeys.isEmpty {
          report(CatalogMessages.policyAndKeys(file: file, at: policyKeys[0].keyLocation))
        }
        guard let name = string(reference.value) else { return nil }
        let policy: RetrySpec.Policy = name.value == "none" ? .none : .named(name)
        return RetrySpec(policy: policy, after: after, location: node.location)
      }
      let inline = policy(from: policyKeys, name: nil, at: node.location)
      return RetrySpec(policy: .inline(inline), after: after, location: node.location)
    }
  }
}
