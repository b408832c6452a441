@testable import ErrorGenCore

/// Writes the same fact printer in Swift and in Kotlin: for every sample of every catalog type,
/// one line per fact (codes, identifiers, every text in every locale, kinds, policies,
/// mappings, `description`/`toString()`, logging metadata), every character outside printable
/// ASCII written as `\u{HEX}` so that hostile texts stay on one line. Run on the two outputs
/// of one catalog, the two programs must print the same lines.
enum FactPrinterSource {
  /// A type to print facts of: its name and the server codes to try mapping.
  struct TypeFacts {
    var typeName: String
    var serverCodes: [String]
    /// Whether params override `message` and `field`, which then differ from Swift's by design
    /// (KOTLIN.md): those two facts are left out.
    var overridesMembers = false
    /// The cases whose Kotlin `retryAfter` is a param named so that Swift's is not (it reads
    /// only the `retry.after` param; KOTLIN.md), by identifier, with that param's sample value:
    /// the Swift printer prints this in place of its own `retryAfter`.
    var kotlinRetryAfter: [String: String] = [:]
  }

  static func swift(_ types: [TypeFacts]) -> String {
    var lines = [
      "import ErrorGenRuntime",
      "import Foundation",
      "",
      "func esc(_ text: String?) -> String {",
      "  guard let text else { return \"nil\" }",
      "  var out = \"\"",
      "  for scalar in text.unicodeScalars {",
      "    if scalar.value >= 0x20 && scalar.value <= 0x7E && scalar != \"\\\\\" {",
      "      out.unicodeScalars.append(scalar)",
      "    } else {",
      "      out += \"\\\\u{\" + String(scalar.value, radix: 16, uppercase: true) + \"}\"",
      "    }",
      "  }",
      "  return out",
      "}",
      "",
      "func facts<E: CatalogError>(_ e: E, _ locales: [String], _ overrides: Bool, _ kotlinAfter: [String: String], _ out: inout [String]) {",
      "  let id = e.identifier",
      "  out.append(\"\\(id) code=\\(e.errorCode) case=\\(e.caseName) kind=\\(e.kind.rawValue) presentation=\\(e.presentation.rawValue) retryable=\\(e.isRetryable)\")",
      "  let policy = e.retryPolicy.map { \"\\($0.maxAttempts) \\(ErrorLogging.sourceText($0.initialDelay)) \\(ErrorLogging.sourceText($0.maxDelay)) \\(ErrorLogging.sourceText($0.multiplier)) \\(ErrorLogging.sourceText($0.jitter))\" } ?? \"none\"",
      "  out.append(\"\\(id) policy=\\(policy) after=\\(kotlinAfter[id] ?? ErrorLogging.sourceText(e.retryAfter))\")",
      "  out.append(\"\\(id) icon=\\(esc(e.symbolName)) field=\\(overrides ? \"-\" : esc(e.field)) help=\\(esc(e.helpAnchor))\")",
      "  out.append(\"\\(id) toString=\\(esc(e.description))\")",
      "  out.append(\"\\(id) metadata=\\(esc(e.loggingMetadata.sorted { $0.key < $1.key }.map { \"\\($0.key)=\\($0.value)\" }.joined(separator: \";\")))\")",
      "  out.append(\"\\(id) actions=\\(e.recoveryActions.map { \"\\($0.name)/\\($0.role.rawValue)/\\($0.retriesOperation)\" }.joined(separator: \",\"))\")",
      "  for locale in locales {",
      "    out.append(\"\\(id) \\(locale) message=\\(esc(e.errorDescription(locale: locale)))\")",
      "    out.append(\"\\(id) \\(locale) reason=\\(esc(e.failureReason(locale: locale)))\")",
      "    out.append(\"\\(id) \\(locale) suggestion=\\(esc(e.recoverySuggestion(locale: locale)))\")",
      "    let (current, labels) = ErrorLocalization.withPreferredLanguages([locale]) { (e.errorDescription, e.recoveryOptions) }",
      "    out.append(\"\\(id) \\(locale) current=\\(overrides ? \"-\" : esc(current)) labels=\\(esc(labels.joined(separator: \"|\")))\")",
      "    let d = ErrorLocalization.withPreferredLanguages([locale]) { ErrorDisplay(e) }",
      "    let buttons = d.buttons.map { \"\\(esc($0.label))/\\($0.role.rawValue)/\\($0.action?.name ?? \"-\")\" }.joined(separator: \",\")",
      "    out.append(\"\\(id) \\(locale) display=\\(d.style.rawValue)|\\(overrides ? \"-\" : esc(d.field))|\\(esc(d.title))|\\(esc(d.message))|\\(buttons)|\\(d.primaryButton?.action?.name ?? \"-\")\")",
      "  }",
      "}",
      "",
    ]
    for type in types {
      let name = type.typeName
      let afters = type.kotlinRetryAfter.sorted { $0.key < $1.key }.map {
        RandomCatalogGenerator.swiftLiteral($0.key) + ": "
          + RandomCatalogGenerator.swiftLiteral($0.value)
      }
      let kotlinAfter = afters.isEmpty ? "[:]" : "[" + afters.joined(separator: ", ") + "]"
      lines += [
        "func facts\(name)(_ out: inout [String]) {",
        "  for e in \(name).samples { facts(e, \(name).locales, \(type.overridesMembers), \(kotlinAfter), &out) }",
        "  for e in \(name).samples { out.append(\"\(name) code \\(e.errorCode) -> \\(esc(\(name)(code: e.errorCode)?.description))\") }",
        "  for status in 100...599 {",
        "    if let e = \(name)(httpStatus: status, retryAfter: 7.5) { out.append(\"\(name) http \\(status) -> \\(e.identifier) \\(esc(e.description))\") }",
        "  }",
      ]
      for code in type.serverCodes {
        let literal = RandomCatalogGenerator.swiftLiteral(code)
        lines.append(
          "  out.append(\"\(name) server \\(esc(\(literal))) -> \\(esc(\(name)(serverCode: \(literal))?.identifier))\")"
        )
      }
      lines += ["}", ""]
    }
    lines += swiftRuntimeFacts()
    lines += ["@main", "struct Facts {", "  static func main() {", "    var out: [String] = []"]
    lines += types.map { "    facts\($0.typeName)(&out)" } + ["    runtimeFacts(&out)"]
    lines += ["    print(out.joined(separator: \"\\n\"))", "  }", "}"]
    return lines.joined(separator: "\n") + "\n"
  }

  static func kotlin(_ types: [TypeFacts], package: String) -> String {
    var lines = [
      "package \(package)",
      "",
      "import errorgen.runtime.ErrorDisplay",
      "import errorgen.runtime.ErrorLocalization",
      "import errorgen.runtime.ErrorLogging",
      "",
      "fun esc(text: String?): String {",
      "    if (text == null) return \"nil\"",
      "    val out = StringBuilder()",
      "    var index = 0",
      "    while (index < text.length) {",
      "        val scalar = text.codePointAt(index)",
      "        index += Character.charCount(scalar)",
      "        if (scalar in 0x20..0x7E && scalar != 0x5C) out.appendCodePoint(scalar)",
      "        else out.append(\"\\\\u{\").append(String.format(\"%X\", scalar)).append(\"}\")",
      "    }",
      "    return out.toString()",
      "}",
      "",
    ]
    for type in types {
      let name = type.typeName
      lines += [
        "fun facts\(name)(out: MutableList<String>) {",
        "    for (e in \(name).samples) {",
        "        val id = e.identifier",
        "        out.add(\"$id code=${e.code} case=${e.caseName} kind=${e.kind.rawValue} presentation=${e.presentation.rawValue} retryable=${e.isRetryable}\")",
        "        val p = e.retryPolicy",
        "        val policy = if (p == null) \"none\" else \"${p.maxAttempts} ${ErrorLogging.sourceText(p.initialDelay)} ${ErrorLogging.sourceText(p.maxDelay)} ${ErrorLogging.sourceText(p.multiplier)} ${ErrorLogging.sourceText(p.jitter)}\"",
        "        out.add(\"$id policy=$policy after=${ErrorLogging.sourceText(e.retryAfter)}\")",
        "        out.add(\"$id icon=${esc(e.icon)} field=${\(type.overridesMembers ? "\"-\"" : "esc(e.field)")} help=${esc(e.helpAnchor)}\")",
        "        out.add(\"$id toString=${esc(e.toString())}\")",
        "        out.add(\"$id metadata=${esc(e.loggingMetadata.toSortedMap().map { \"${it.key}=${it.value}\" }.joinToString(\";\"))}\")",
        "        out.add(\"$id actions=${e.recoveryActions.joinToString(\",\") { \"${it.name}/${it.role.rawValue}/${it.retriesOperation}\" }}\")",
        "        for (locale in \(name).locales) {",
        "            out.add(\"$id $locale message=${esc(e.message(locale))}\")",
        "            out.add(\"$id $locale reason=${esc(e.reason(locale))}\")",
        "            out.add(\"$id $locale suggestion=${esc(e.suggestion(locale))}\")",
        "            ErrorLocalization.preferredLanguages = listOf(locale)",
        "            out.add(\"$id $locale current=${\(type.overridesMembers ? "\"-\"" : "esc(e.message)")} labels=${esc(e.recoveryOptions.joinToString(\"|\"))}\")",
        "            val d = ErrorDisplay.of(e.presentation, e.field, e.message(locale), e.reason(locale), e.suggestion(locale), e.recoveryActions)",
        "            val buttons = d.buttons.joinToString(\",\") { \"${esc(it.label)}/${it.role.rawValue}/${it.action?.name ?: \"-\"}\" }",
        "            out.add(\"$id $locale display=${d.style.rawValue}|${\(type.overridesMembers ? "\"-\"" : "esc(d.field)")}|${esc(d.title)}|${esc(d.message)}|$buttons|${d.primaryButton?.action?.name ?: \"-\"}\")",
        "            ErrorLocalization.resetPreferredLanguages()",
        "        }",
        "    }",
        "    for (e in \(name).samples) out.add(\"\(name) code ${e.code} -> ${esc(\(name).fromCode(e.code)?.toString())}\")",
        "    for (status in 100..599) {",
        "        val e = \(name).fromHttpStatus(status, 7.5)",
        "        if (e != null) out.add(\"\(name) http $status -> ${e.identifier} ${esc(e.toString())}\")",
        "    }",
      ]
      for code in type.serverCodes {
        let literal = KotlinLexicon.stringLiteral(code)
        lines.append(
          "    out.add(\"\(name) server ${esc(\(literal))} -> ${esc(\(name).fromServerCode(\(literal))?.identifier)}\")"
        )
      }
      lines += ["}", ""]
    }
    lines += kotlinRuntimeFacts()
    lines += ["fun main() {", "    val out = mutableListOf<String>()"]
    lines += types.map { "    facts\($0.typeName)(out)" } + ["    runtimeFacts(out)"]
    lines += ["    println(out.joinToString(\"\\n\"))", "}"]
    return lines.joined(separator: "\n") + "\n"
  }
}
