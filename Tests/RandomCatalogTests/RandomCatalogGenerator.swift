import Foundation

/// Makes random lint-clean catalogs that use every feature of the format: params of every type,
/// texts with hostile characters, several locales, recovery options, retry policies, mappings.
struct RandomCatalogGenerator {
  var random: SeededRandom
  private var yaml = ""

  init(seed: UInt64) { random = SeededRandom(seed: seed) }

  static let localePool = ["en", "de", "fr", "pt-BR", "zh-Hans", "ja", "es-419"]
  static let words = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel"]

  /// Pieces of literal text, hostile to a code generator. Braces are escaped when written.
  static let literalPool: [String] = [
    "Plain words. ", "quote \" and \\ backslash ", "interpolation \\(x) ", "triple \"\"\" quotes ",
    "raw #\" delimiters \"# ", "new\nline ", "tab\there ",
    "bidi \u{202A}\u{202B}\u{202C}\u{202D}\u{202E} ",
    "isolates \u{2066}\u{2067}\u{2068}\u{2069} ", "control \u{01}\u{1F}\u{7F} ", "nul \u{0} ",
    "braces { and } ", "emoji 👩‍💻 ", "combining e\u{301} ", "zero\u{200B}width ", "*/ /* ",
    "// comment ", "#if false ", "\r\n crlf ", "ß Ünïcödé ",
  ]

  /// Names of locals and parameters in generated code, used as param names.
  static let localNames = [
    "locale", "metadata", "error", "option", "seconds", "samples", "same", "userInfo", "nsError",
    "label", "attempter", "resultHandler", "optionIndex", "httpStatus", "serverCode", "newValue",
    "underlyingError", "constants",
  ]

  static let paramTypes:
    [(type: String, value: @Sendable (inout SeededRandom) -> (String, String))] = [
      (
        "String",
        { r in
          let s = r.pick(literalPool)
          return (swiftLiteral(s), s)
        }
      ),
      (
        "Int",
        { r in
          let v = Int.random(in: -1_000_000...1_000_000, using: &r)
          return ("\(v)", "\(v)")
        }
      ),
      (
        "Int64",
        { r in
          let v = Int64.random(in: Int64.min...Int64.max, using: &r)
          return ("\(v)", "\(v)")
        }
      ),
      (
        "UInt",
        { r in
          let v = UInt.random(in: 0...UInt.max, using: &r)
          return ("\(v)", "\(v)")
        }
      ),
      (
        "UInt64",
        { r in
          let v = UInt64.random(in: 0...UInt64.max, using: &r)
          return ("\(v)", "\(v)")
        }
      ),
      (
        "Double",
        { r in
          let v = r.pick([1.5, -2.25, 0.125, 3.0, 1e-3])
          return ("\(v)", "\(v)")
        }
      ),
      (
        "TimeInterval",
        { r in
          let v = r.pick([2.5, 60.0, 0.25])
          return ("\(v)", "\(v)")
        }
      ),
      (
        "Bool",
        { r in
          let v = r.chance(0.5)
          return ("\(v)", "\(v)")
        }
      ),
      (
        "Date",
        { r in
          let day = Int.random(in: 0...8, using: &r)
          return ("Date(timeIntervalSince1970: \(day * 86_400))", "1970-01-0\(day + 1)T00:00:00Z")
        }
      ),
      (
        "URL",
        { _ in
          ("URL(string: \"https://example.com/a?b=c&d=%20\")!", "https://example.com/a?b=c&d=%20")
        }
      ),
      (
        "UUID",
        { _ in
          (
            "UUID(uuidString: \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\")!",
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
          )
        }
      ),
      (
        "[String]",
        { r in
          let items = [r.pick(literalPool), r.pick(literalPool)]
          return (
            "[" + items.map(swiftLiteral).joined(separator: ", ") + "]",
            items.joined(separator: ", ")
          )
        }
      ),
      ("[Int]", { _ in ("[1, 2, 3]", "1, 2, 3") }),
    ]

  mutating func makeCatalog(index: Int) -> RandomCatalog {
    yaml = ""
    let stem = "R\(index)"
    let typeName = "R\(index)Error"
    let domain = "com.random.r\(index)"
    var locales = ["en"]
    for locale in Self.localePool.dropFirst() where random.chance(0.3) { locales.append(locale) }
    // Icelandic, whose code is a Swift keyword, in some catalogs: chosen from the index, not
    // drawn, so that a seed's catalogs stay otherwise as they were.
    if index % 7 == 3 { locales.append("is") }
    let defaultLocale = random.pick(locales)
    locales.removeAll { $0 == defaultLocale }
    locales.insert(defaultLocale, at: 0)

    line("errorgen: 1")
    line("domain: \(domain)")
    if random.chance(0.5) { line("type: \(typeName)") }
    line("access: \(random.pick(["public", "package", "internal"]))")
    line("doc: \(Self.yamlQuoted(random.pick(Self.literalPool)))")
    line("default_locale: \(defaultLocale)")
    // Chosen from the index, not drawn, so that the catalogs of a seed stay as they were.
    let problemType = index.isMultiple(of: 2) ? "https://example.com/errors/{identifier}" : nil
    if let problemType { line("problem_type: \(Self.yamlQuoted(problemType))") }
    line("codes:")
    line("  range: [1, 100000]")
    line("  reserved: [99999]")

    let optionCount = Int.random(in: 0...3, using: &random)
    let optionNames = (0..<optionCount).map { "option\($0)\(Self.words[$0].capitalized)" }
    if optionCount > 0 {
      line("recovery_options:")
      for name in optionNames {
        line("  \(name):")
        line("    label: \(textMapping(locales: locales, placeholders: []).yaml)")
        if random.chance(0.5) { line("    retries_operation: true") }
        line("    doc: \(Self.yamlQuoted(random.pick(Self.literalPool)))")
      }
      line("  dismiss:")
      line("    label: \(textMapping(locales: locales, placeholders: []).yaml)")
      line("    role: cancel")
    }
    line("retry_policies:")
    line(
      "  quick: { max_attempts: 2, initial_delay: 250ms, max_delay: 1s, multiplier: 1.5, jitter: 0.1 }"
    )

    var cases: [RandomCatalog.Case] = []
    // The first catalog is large, so that switches over many cases, each with its `default:`
    // (`SwitchLowering`), are compiled and run too.
    let caseCount = index == 0 ? 160 : Int.random(in: 1...6, using: &random)
    var unusedOptions = Set(optionNames)
    line("errors:")
    for caseIndex in 0..<caseCount {
      var options: [String] = []
      if optionCount > 0 && (random.chance(0.6) || caseIndex == caseCount - 1) {
        options = optionNames.filter { _ in random.chance(0.6) }
        if caseIndex == caseCount - 1 {
          options += unusedOptions.sorted().filter { !options.contains($0) }
        }
        if !options.isEmpty { options.append("dismiss") }
        unusedOptions.subtract(options)
      }
      cases.append(
        makeCase(index: caseIndex, code: 100 + caseIndex, locales: locales, options: options))
    }
    return RandomCatalog(
      stem: stem, typeName: typeName, domain: domain, locales: locales, problemType: problemType,
      cases: cases, yaml: yaml)
  }

  private mutating func makeCase(index: Int, code: Int, locales: [String], options: [String])
    -> RandomCatalog.Case
  {
    let name = "case\(index)\(Self.words[index % Self.words.count].capitalized)"
    // Some params have capitalized names, which Swift and swift-format allow where they hide no
    // type (case names must be lowerCamelCase).
    let capitalized = index % 11 == 5
    precondition(index < 200, "HTTP statuses 400 + index must stay below 600")
    let mapped = random.chance(0.4)
    var params: [RandomCatalog.Param] = []
    for paramIndex in 0..<Int.random(in: 0...4, using: &random) {
      let (type, makeValue) = random.pick(Self.paramTypes)
      let (swiftValue, rendered) = makeValue(&random)
      let optional = mapped || random.chance(0.2)
      // Some first params are named like the generated code's own locals, which a binding of
      // the param must not hide; chosen from the case's index, not drawn.
      let name =
        paramIndex == 0 && index % 5 == 2
        ? Self.localNames[index / 5 % Self.localNames.count]
        // The parameter of `init?(problemDetails:)`, which a local must not hide.
        : paramIndex == 0 && index % 5 == 4
          ? "problemDetails" : (capitalized ? "Value" : "value") + "\(paramIndex)"
      params.append(
        RandomCatalog.Param(
          name: name, type: optional && !type.hasPrefix("[") ? type + "?" : type,
          swiftValue: swiftValue, rendered: rendered,
          optional: optional && !type.hasPrefix("["), sensitive: random.chance(0.2), binding: nil))
    }
    if mapped {
      params.removeAll { !$0.optional }
      if random.chance(0.5) {
        params.append(
          RandomCatalog.Param(
            name: "status", type: "Int", swiftValue: "503", rendered: "503", optional: false,
            sensitive: false, binding: "http_status"))
      }
    }
    let shown = params.filter { !$0.optional && !$0.sensitive }
    let kind = random.pick(["transient", "user", "system", "fatal"])

    line("  \(name):")
    line("    code: \(code)")
    line("    doc: \(Self.yamlQuoted(random.pick(Self.literalPool)))")
    line("    kind: \(kind)")
    if !params.isEmpty {
      line("    params:")
      for param in params {
        var fields = ["type: \(Self.yamlQuoted(param.type))"]
        if param.sensitive { fields.append("sensitive: true") }
        if let binding = param.binding { fields.append("bind: \(binding)") }
        line("      \(param.name): { \(fields.joined(separator: ", ")) }")
      }
    }
    let message = textMapping(locales: locales, placeholders: shown)
    line("    message: \(message.yaml)")
    var reason: [String: String]?
    if random.chance(0.5) {
      let text = textMapping(locales: locales, placeholders: shown)
      line("    reason: \(text.yaml)")
      reason = text.expected
    }
    var suggestion: [String: String]?
    if random.chance(0.5) {
      let text = textMapping(locales: locales, placeholders: shown)
      line("    suggestion: \(text.yaml)")
      suggestion = text.expected
    }
    line("    recovery: [\(options.joined(separator: ", "))]")
    let retry: String
    switch kind {
    case "transient": retry = random.chance(0.5) ? "quick" : "{ max_attempts: 4, initial_delay: 1 }"
    case "system": retry = random.chance(0.5) ? "none" : "quick"
    default: retry = "none"
    }
    line("    retry: \(retry)")
    let maxAttempts: Int? = retry == "none" ? nil : retry == "quick" ? 2 : 4
    let presentation = random.pick(["alert", "banner", "inline", "fullscreen", "silent"])
    line("    presentation: \(presentation)")
    let icon: String? = random.chance(0.3) ? "exclamationmark.triangle" : nil
    if let icon { line("    icon: \(Self.yamlQuoted(icon))") }
    let field: String? = random.chance(0.3) ? "email" : nil
    if let field { line("    field: \(Self.yamlQuoted(field))") }
    // Chosen from the code, not drawn, so that the catalogs of a seed stay as they were.
    let help: String? = code.isMultiple(of: 3) ? "https://example.com/help/\(name)" : nil
    if let help { line("    help: \(Self.yamlQuoted(help))") }
    // `status`, chosen from the code: some cases answer with one of their own.
    let status: Int? = code % 4 == 1 ? 100 + code % 500 : nil
    if let status { line("    status: \(status)") }
    if mapped {
      line("    http: [\(400 + index)]")
      // A non-optional `http_status` param can only be filled from an HTTP status.
      if !params.contains(where: { $0.binding != nil }) {
        line("    server_codes: [\(Self.yamlQuoted("CODE_\(code)"))]")
        line("    maps:")
        line("      - { domain: NSURLErrorDomain, codes: [\(-1000 - code)] }")
      }
    }
    return RandomCatalog.Case(
      name: name, code: code, params: params, message: message.expected, reason: reason,
      suggestion: suggestion, options: options, kind: kind, presentation: presentation,
      maxAttempts: maxAttempts, icon: icon, field: field, help: help,
      httpStatus: Self.httpStatus(
        params: params, status: status, mapped: mapped ? 400 + index : nil, kind: kind))
  }

  /// What `httpStatus` must answer: a bound param's value, else `status`, else the `http`
  /// status, else the kind's.
  static func httpStatus(params: [RandomCatalog.Param], status: Int?, mapped: Int?, kind: String)
    -> Int
  {
    if let bound = params.first(where: { $0.binding == "http_status" }) {
      return Int(bound.swiftValue) ?? 0
    }
    if let status = status ?? mapped { return status }
    switch kind {
    case "user": return 400
    case "transient": return 503
    default: return 500
    }
  }

  /// A text in every locale, each a different arrangement of literal pieces and the same
  /// placeholders; and what each locale must read once the values are filled in.
  private mutating func textMapping(locales: [String], placeholders: [RandomCatalog.Param])
    -> (yaml: String, expected: [String: String])
  {
    var entries: [String] = []
    var expected: [String: String] = [:]
    for locale in locales {
      var source = ""
      var result = ""
      var pieces: [Either] = placeholders.map { .placeholder($0) }
      for _ in 0..<Int.random(in: 1...3, using: &random) {
        pieces.append(.literal(random.pick(Self.literalPool)))
      }
      pieces.shuffle(using: &random)
      for piece in pieces {
        switch piece {
        case .literal(let text):
          source += text.replacingOccurrences(of: "{", with: "{{").replacingOccurrences(
            of: "}", with: "}}")
          result += text
        case .placeholder(let param):
          source += "{\(param.name)}"
          result += param.rendered
        }
      }
      entries.append("\(locale): \(Self.yamlQuoted(source))")
      expected[locale] = result
    }
    return ("{ " + entries.joined(separator: ", ") + " }", expected)
  }

  private enum Either {
    case literal(String)
    case placeholder(RandomCatalog.Param)
  }

  private mutating func line(_ text: String) { yaml += text + "\n" }

  /// A YAML double-quoted scalar with every character outside printable ASCII escaped.
  static func yamlQuoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += "\\t"
      case "\r": result += "\\r"
      case "\0": result += "\\0"
      default:
        if scalar.value >= 0x20 && scalar.value < 0x7F {
          result.unicodeScalars.append(scalar)
        } else if scalar.value <= 0xFFFF {
          result += "\\u" + hex(scalar.value, width: 4)
        } else {
          result += "\\U" + hex(scalar.value, width: 8)
        }
      }
    }
    return result + "\""
  }

  /// A Swift string literal with every character outside printable ASCII escaped.
  static func swiftLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      default:
        if scalar.value >= 0x20 && scalar.value < 0x7F {
          result.unicodeScalars.append(scalar)
        } else {
          result += "\\u{" + hex(scalar.value, width: 1) + "}"
        }
      }
    }
    return result + "\""
  }

  static func hex(_ value: UInt32, width: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
