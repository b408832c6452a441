/// Reading `errors`: each case, its params and its mappings.
extension CatalogDecoder {
  mutating func decodeCases(_ node: YAMLNode, defaults: CaseDefaults) -> [CatalogCase] {
    if node.isNull { return [] }
    guard let pairs = node.mapping else {
      report(
        CatalogMessages.wrongType(
          expected: "a mapping of case names to cases", found: node, file: file))
      return []
    }
    var cases: [CatalogCase] = []
    for position in pairs.indices {
      let key = pairs.keyNode(at: position)
      let name = Located(key.text, at: key.location)
      if let decoded = decodeCase(name, pairs.value(at: position), defaults: defaults) {
        cases.append(decoded)
      } else {
        dropped.cases.insert(name.value)
      }
    }
    return cases
  }

  private mutating func decodeCase(
    _ name: Located<String>, _ node: YAMLNode, defaults: CaseDefaults
  ) -> CatalogCase? {
    let pair = (key: name.value, keyLocation: name.location)
    guard let values = caseFields(node) else { return nil }
    var context: String { "case '\(pair.key)'" }

    var code: Located<Int>?
    if let node = values[.code] {
      code = integer(node, in: Self.codeRange)
    } else {
      report(CatalogMessages.missingKey("code", in: context, file: file, at: pair.keyLocation))
    }
    var message: LocalizedText?
    if let node = values[.message] {
      message = text(node)
    } else {
      report(CatalogMessages.missingKey("message", in: context, file: file, at: pair.keyLocation))
    }
    let kind =
      values[.kind].flatMap { choice($0, what: "a kind", as: CatalogCase.Kind.self) }
      ?? defaults.kind ?? Located(.system, at: pair.keyLocation)
    let presentation =
      values[.presentation].flatMap {
        choice($0, what: "a presentation", as: CatalogCase.Presentation.self)
      } ?? defaults.presentation ?? Located(.alert, at: pair.keyLocation)
    let retry =
      values[.retry].flatMap { decodeRetry($0) } ?? defaults.retry ?? .none(at: pair.keyLocation)
    let recovery =
      values[.recovery].flatMap { decodeNames($0, of: "recovery option names") }
      ?? defaults.recovery ?? []
    let params = values[.params].map { decodeParams($0, ofCase: pair.key) } ?? []
    let reason = values[.reason].flatMap { text($0) }
    let suggestion = values[.suggestion].flatMap { text($0) }
    let doc = values[.doc].flatMap { string($0)?.value }
    let help = values[.help].flatMap { string($0)?.value }
    let icon = values[.icon].flatMap { string($0)?.value }
    let field = values[.field].flatMap { string($0)?.value }
    let deprecated = values[.deprecated].flatMap { string($0)?.value }
    // Any integer is read; `invalid_http_status` reports one outside 100-599 at its place.
    let status = values[.status].flatMap { integer($0, in: Int.min...Int.max) }
    let plural = values[.plural].flatMap { string($0) }
    let http = values[.http].map { decodeHTTP($0) } ?? []
    let serverCodes = values[.serverCodes].flatMap { decodeNames($0, of: "server codes") } ?? []
    let maps = values[.maps].map { decodeForeignMappings($0) } ?? []
    let lintIgnore = values[.lintIgnore].flatMap { decodeNames($0, of: "rule ids") } ?? []

    guard let code, let message else { return nil }
    var decoded = CatalogCase(
      name: name, code: code, doc: doc, kind: kind, params: params, message: message,
      reason: reason, suggestion: suggestion, help: help, recovery: recovery, retry: retry,
      presentation: presentation, icon: icon, field: field, status: status, http: http,
      serverCodes: serverCodes, maps: maps, deprecated: deprecated, plural: plural)
    decoded.lintIgnore = lintIgnore
    decoded.recoveryIsDefault = values[.recovery] == nil && !(defaults.recovery ?? []).isEmpty
    decoded.lines = name.location.line...max(name.location.line, node.lastLine)
    return decoded
  }

  private mutating func decodeParams(_ node: YAMLNode, ofCase caseName: String) -> [CatalogParam] {
    guard let pairs = node.mapping else {
      report(
        CatalogMessages.wrongType(
          expected: "a mapping of param names to types", found: node, file: file))
      return []
    }
    return pairs.compactMap { pair in
      let decoded = decodeParam(pair)
      if decoded == nil { dropped.params[caseName, default: []].insert(pair.key) }
      return decoded
    }
  }

  private mutating func decodeParam(_ pair: YAMLPair) -> CatalogParam? {
    let name = Located(pair.key, at: pair.keyLocation)
    if pair.value.kind == .scalar {
      guard let type = paramType(pair.value) else { return nil }
      return CatalogParam(name: name, type: type)
    }
    guard let fields = mapping(pair.value, allowed: CatalogKeys.param, expected: "a type") else {
      return nil
    }
    var type: Located<ParamType>?
    var doc: String?
    var sensitive = false
    var binding: Located<CatalogParam.Binding>?
    for field in fields {
      switch field.key {
      case "type": type = paramType(field.value)
      case "doc": doc = string(field.value)?.value
      case "sensitive": sensitive = boolean(field.value) ?? false
      default: binding = choice(field.value, what: "a binding", as: CatalogParam.Binding.self)
      }
    }
    guard let type else {
      if !fields.contains(where: { $0.key == "type" }) {
        report(
          CatalogMessages.missingKey(
            "type", in: "param '\(pair.key)'", file: file, at: pair.keyLocation))
      }
      return nil
    }
    if let binding, !Self.binding(binding.value, accepts: type.value) {
      report(
        CatalogMessages.bindingType(
          binding.value, type: type.value, file: file, at: binding.location))
    }
    return CatalogParam(
      name: name, type: type, doc: doc, sensitive: sensitive, binding: binding)
  }

  private static func binding(_ binding: CatalogParam.Binding, accepts type: ParamType) -> Bool {
    switch binding {
    case .httpStatus:
      type.base == .int && type.shape != .array
    case .retryAfter:
      type.shape == .optional && [.timeInterval, .double, .int].contains(type.base)
    }
  }

  private mutating func paramType(_ node: YAMLNode) -> Located<ParamType>? {
    guard let text = string(node) else { return nil }
    guard let type = ParamType(parsing: text.value) else {
      report(CatalogMessages.invalidParamType(text.value, file: file, at: node.location))
      return nil
    }
    return Located(type, at: node.location)
  }

  private mutating func decodeHTTP(_ node: YAMLNode) -> [HTTPStatusRange] {
    guard let items = list(node, of: "HTTP statuses") else { return [] }
    var ranges: [HTTPStatusRange] = []
    for item in items {
      guard let scalar = item.scalar, !scalar.isNull else {
        report(CatalogMessages.wrongType(expected: "an HTTP status", found: item, file: file))
        continue
      }
      let bounds = scalar.text.split(separator: "-", omittingEmptySubsequences: false)
      let numbers = bounds.map { Self.integerDigits(String($0)).flatMap { Int($0) } }
      if numbers.count == 1, scalar.style == .plain, let status = numbers[0] {
        ranges.append(HTTPStatusRange(lower: status, upper: status, location: item.location))
      } else if numbers.count == 2, let lower = numbers[0], let upper = numbers[1] {
        ranges.append(HTTPStatusRange(lower: lower, upper: upper, location: item.location))
      } else {
        report(CatalogMessages.invalidHTTPStatus(scalar.text, file: file, at: item.location))
      }
    }
    return ranges
  }

  private mutating func decodeForeignMappings(_ node: YAMLNode) -> [ForeignErrorMapping] {
    guard let items = list(node, of: "{domain, codes} mappings") else { return [] }
    var mappings: [ForeignErrorMapping] = []
    for item in items {
      guard let fields = mapping(item, allowed: CatalogKeys.foreignMapping, expected: "a mapping")
      else { continue }
      let domain = fields.first { $0.key == "domain" }.flatMap { string($0.value) }
      let codes = fields.first { $0.key == "codes" }.flatMap { list($0.value, of: "integers") }
      if !fields.contains(where: { $0.key == "domain" }) {
        report(CatalogMessages.missingKey("domain", in: "a mapping", file: file, at: item.location))
      }
      if !fields.contains(where: { $0.key == "codes" }) {
        report(CatalogMessages.missingKey("codes", in: "a mapping", file: file, at: item.location))
      }
      guard let domain, let codes else { continue }
      let values = codes.compactMap { integer($0, in: Int.min...Int.max) }
      mappings.append(ForeignErrorMapping(domain: domain, codes: values, location: item.location))
    }
    return mappings
  }
}
