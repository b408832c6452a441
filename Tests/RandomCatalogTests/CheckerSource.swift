/// Writes the Swift program that builds every case of the random catalogs and compares its
/// texts, in every locale, with what the catalog said.
enum CheckerSource {
  static func make(for catalogs: [RandomCatalog]) -> String {
    var lines = [
      "import ErrorGenRuntime",
      "import Foundation",
      "",
      "struct Tally {",
      "  var checks = 0",
      "  var failures = 0",
      "  mutating func check(_ got: String?, _ expected: String?, _ what: String) {",
      "    checks += 1",
      "    if got != expected {",
      "      failures += 1",
      "      print(\"MISMATCH \\(what): expected \\(String(reflecting: expected)), got \\(String(reflecting: got))\")",
      "    }",
      "  }",
      "}",
      "",
    ]
    for (index, catalog) in catalogs.enumerated() {
      lines.append("func checkCatalog\(index)(_ tally: inout Tally) {")
      for errorCase in catalog.cases {
        let arguments = errorCase.params.map { "\($0.name): \($0.swiftValue)" }
        let value =
          arguments.isEmpty
          ? "\(catalog.typeName).\(errorCase.name)"
          : "\(catalog.typeName).\(errorCase.name)(\(arguments.joined(separator: ", ")))"
        let label = "\(catalog.typeName).\(errorCase.name)"
        lines.append("  do {")
        lines.append("    let error = \(value)")
        for locale in catalog.locales {
          let literal = RandomCatalogGenerator.swiftLiteral
          lines.append(
            "    tally.check(error.errorDescription(locale: \(literal(locale))), \(literal(errorCase.message[locale]!)), \"\(label) message \(locale)\")"
          )
          let reason = errorCase.reason.map { literal($0[locale]!) } ?? "nil"
          lines.append(
            "    tally.check(error.failureReason(locale: \(literal(locale))), \(reason), \"\(label) reason \(locale)\")"
          )
          let suggestion = errorCase.suggestion.map { literal($0[locale]!) } ?? "nil"
          lines.append(
            "    tally.check(error.recoverySuggestion(locale: \(literal(locale))), \(suggestion), \"\(label) suggestion \(locale)\")"
          )
        }
        lines.append("    let bridged = error as NSError")
        lines.append(
          "    tally.check(bridged.domain, \(RandomCatalogGenerator.swiftLiteral(catalog.domain)), \"\(label) domain\")"
        )
        lines.append(
          "    tally.check(String(bridged.code), \"\(errorCase.code)\", \"\(label) code\")")
        lines.append(
          "    tally.check(error.caseName, \"\(errorCase.name)\", \"\(label) caseName\")")
        lines.append(
          "    tally.check(error.recoveryActions.map(\\.name).joined(separator: \",\"), \"\(errorCase.options.joined(separator: ","))\", \"\(label) options\")"
        )
        let literal = RandomCatalogGenerator.swiftLiteral
        let optional = { (value: String?) in value.map(literal) ?? "nil" }
        lines.append(
          "    tally.check(error.kind.rawValue, \"\(errorCase.kind)\", \"\(label) kind\")")
        lines.append(
          "    tally.check(error.presentation.rawValue, \"\(errorCase.presentation)\", \"\(label) presentation\")"
        )
        lines.append(
          "    tally.check(error.retryPolicy.map { String($0.maxAttempts) }, \(optional(errorCase.maxAttempts.map(String.init))), \"\(label) retry\")"
        )
        lines.append(
          "    tally.check(error.symbolName, \(optional(errorCase.icon)), \"\(label) icon\")")
        lines.append(
          "    tally.check(error.field, \(optional(errorCase.field)), \"\(label) field\")")
        lines.append(
          "    tally.check(error.helpAnchor, \(optional(errorCase.help)), \"\(label) help\")")
        lines += problemDetailsChecks(catalog, errorCase, label: label)
        lines.append("  }")
      }
      lines.append(
        "  tally.check(String(\(catalog.typeName).samples.count), \"\(catalog.cases.count)\", \"\(catalog.typeName) samples\")"
      )
      lines.append("}")
      lines.append("")
    }
    lines.append("@main")
    lines.append("struct Checker {")
    lines.append("  static func main() {")
    lines.append("    var tally = Tally()")
    for index in catalogs.indices { lines.append("    checkCatalog\(index)(&tally)") }
    lines.append("    print(\"checked \\(tally.checks), mismatches \\(tally.failures)\")")
    lines.append("    exit(tally.failures == 0 ? 0 : 1)")
    lines.append("  }")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The HTTP members of one case: its status, and in every locale the round trip error →
  /// problem details → JSON → problem details → `init?(problemDetails:)`, which must give the
  /// case back with sensitive params neutral, none of them among `params`.
  static func problemDetailsChecks(
    _ catalog: RandomCatalog, _ errorCase: RandomCatalog.Case, label: String
  ) -> [String] {
    let literal = RandomCatalogGenerator.swiftLiteral
    let arguments = errorCase.params.map { param -> String in
      guard param.sensitive else { return "\(param.name): \(param.swiftValue)" }
      if param.optional { return "\(param.name): nil" }
      if param.type.hasPrefix("[") { return "\(param.name): []" }
      return "\(param.name): \(param.type).problemDetailsNeutralValue"
    }
    let expected =
      arguments.isEmpty
      ? "\(catalog.typeName).\(errorCase.name)"
      : "\(catalog.typeName).\(errorCase.name)(\(arguments.joined(separator: ", ")))"
    let identifier = catalog.domain + "." + errorCase.name
    let type = catalog.problemType.map { $0.replacing("{identifier}", with: identifier) }
    let sent = errorCase.params.filter { !$0.sensitive }.map(\.name).sorted()
    let locales = catalog.locales.map(literal).joined(separator: ", ")
    return [
      "    tally.check(String(error.httpStatus), \"\(errorCase.httpStatus)\", \"\(label) httpStatus\")",
      "    let expected = \(expected)",
      "    for locale in [\(locales)] {",
      "      let details = ProblemDetails(error, locale: locale)",
      "      let back = ProblemDetails(jsonData: details.jsonData()).flatMap { \(catalog.typeName)(problemDetails: $0) }",
      "      tally.check(back == expected ? String(reflecting: expected) : back.map { String(reflecting: $0) } ?? \"nil\", String(reflecting: expected), \"\(label) problem details \\(locale)\")",
      "      tally.check(details.params.keys.sorted().joined(separator: \",\"), \(literal(sent.joined(separator: ","))), \"\(label) params\")",
      "      tally.check(details.type, \(literal(type ?? "about:blank")), \"\(label) type\")",
      "      tally.check(details.code, \(literal(identifier)), \"\(label) code\")",
      "    }",
    ]
  }
}
