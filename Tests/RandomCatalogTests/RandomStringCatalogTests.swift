import ErrorGenCore
import Foundation
import Testing

/// Random catalogs whose translations, plural variants among them, live in a String Catalog
/// beside them: generated, compiled with `-warnings-as-errors` and run. Every text in every
/// locale, for counts that select every category, must come back as the String Catalog wrote
/// it; values in state `new` must show the default locale's text.
@Suite struct RandomStringCatalogTests {
  static let count = 12
  static let locales = ["de", "fr", "ru", "ar", "ja", "pl", "cy", "pt-PT"]
  static let counts = [0, 1, 2, 3, 4, 5, 6, 11, 21, 100, 102, 1_000_000, -1, -22]
  /// Literal pieces: quotes, backslashes, braces, interpolation and non-ASCII, none of the
  /// control or bidirectional characters a String Catalog refuses.
  static let pieces = [
    "Plain. ", "quote \" and \\ backslash ", "\\(x) ", "braces {{ and }} ", "emoji 👩‍💻 ",
    "ß Ünïcödé ", "new\nline ", "/* */ ",
  ]

  struct Text {
    var caseName: String
    var locale: String
    /// Category → expected text with the count filled in as `#`.
    var variants: [String: String]
    /// Whose plural rules choose the variant: the default locale's when its text is shown.
    var rules: String
  }

  @Test func translationsAndPluralsFromAStringCatalogRoundTrip() throws {
    var random = SeededRandom(seed: 20_261_127)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("errorgen-random-strings-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var sources: [String] = []
    var checks: [String] = []
    for index in 0..<Self.count {
      let type = "S\(index)Error"
      var yaml =
        "errorgen: 1\ndomain: com.random.s\(index)\ntype: \(type)\ndefault_locale: en\nerrors:\n"
      var entries: [(String, JSONNode)] = []
      var texts: [Text] = []
      let locales = Self.locales.filter { _ in random.chance(0.5) }
      for caseIndex in 0..<Int.random(in: 1...4, using: &random) {
        let name = "case\(caseIndex)"
        func source(_ category: String) -> (String, String) {
          var text = category + ": "
          for _ in 0..<Int.random(in: 1...2, using: &random) { text += random.pick(Self.pieces) }
          // A variant other than `other` may leave the count out.
          let shows = category == "other" || random.chance(0.7)
          let written = text + (shows ? "{count}" : "")
          let expected =
            (text + (shows ? "#" : "")).replacingOccurrences(of: "{{", with: "{")
            .replacingOccurrences(of: "}}", with: "}")
          return (written, expected)
        }
        let (oneSource, oneText) = source("one")
        let (otherSource, otherText) = source("other")
        yaml += "  \(name):\n    code: \(caseIndex + 1)\n    params:\n      count: Int\n"
        yaml += "    message:\n      en:\n        one: \(Self.quoted(oneSource))\n"
        yaml += "        other: \(Self.quoted(otherSource))\n"
        let english = ["one": oneText, "other": otherText]
        var localizations: [(String, JSONNode)] = [
          ("en", Self.plural(["one": oneSource, "other": otherSource], state: "translated"))
        ]
        for locale in locales {
          var written: [String: String] = [:]
          var expected: [String: String] = [:]
          for category in PluralCategories.integerCategories(for: locale) + ["other"]
          where written[category] == nil {
            let (text, result) = source(category)
            written[category] = text
            expected[category] = result
          }
          // Some are not translated yet: the default locale's text is shown instead.
          let state = random.chance(0.8) ? random.pick(["translated", "needs_review"]) : "new"
          localizations.append((locale, Self.plural(written, state: state)))
          texts.append(
            Text(
              caseName: name, locale: locale, variants: state == "new" ? english : expected,
              rules: state == "new" ? "en" : locale))
        }
        texts.append(Text(caseName: name, locale: "en", variants: english, rules: "en"))
        entries.append(
          (name + ".message", .makeObject([("localizations", .makeObject(localizations))])))
      }
      let strings = JSONWriter.bytes(
        .makeObject([("sourceLanguage", .string("en")), ("strings", .makeObject(entries))]))
      let (files, diagnostics) = ErrorGenPipeline.generate([
        CatalogSource(path: "S\(index).errors.yaml", text: yaml),
        CatalogSource(path: "S\(index).errors.xcstrings", contents: strings),
      ])
      let errors = diagnostics.filter { $0.severity == .error }
      guard errors.isEmpty, let file = files.first else {
        Issue.record(
          "catalog \(index): expected no error, got \(DiagnosticFormat.text.render(errors))\n\(yaml)"
        )
        return
      }
      let path = folder.appendingPathComponent(file.name)
      try file.contents.write(to: path, atomically: true, encoding: .utf8)
      sources.append(path.path)
      for text in texts {
        let variants = text.variants.sorted { $0.key < $1.key }.map {
          "\(Self.literal($0.key)): \(Self.literal($0.value))"
        }
        checks.append(
          "  check(\(Self.literal(text.locale)), \(Self.literal(text.rules)), [\(variants.joined(separator: ", "))]) { "
            + "\(type).\(text.caseName)(count: $0).errorDescription(locale: $1) }")
      }
    }
    let checker = """
      import ErrorGenRuntime
      import Foundation

      nonisolated(unsafe) var failures = 0
      let counts = \(Self.counts)

      func check(
        _ locale: String, _ rules: String, _ variants: [String: String],
        _ text: (Int, String) -> String
      ) {
        for count in counts {
          let category = PluralRules.category(of: count, locale: rules).rawValue
          let expected = (variants[category] ?? variants["other"] ?? "")
            .replacingOccurrences(of: "#", with: String(count))
          let got = text(count, locale)
          if got != expected {
            failures += 1
            print("MISMATCH \\(locale) \\(count): expected \\(String(reflecting: expected)), got \\(String(reflecting: got))")
          }
        }
      }

      @main struct Checker {
        static func main() {
      \(checks.joined(separator: "\n"))
          print("mismatches \\(failures)")
        }
      }

      """
    let checkerPath = folder.appendingPathComponent("Checker.swift")
    try checker.write(to: checkerPath, atomically: true, encoding: .utf8)
    let findings = try SwiftCompiler.run("swift", ["format", "lint"] + sources, in: folder)
    #expect(findings.isEmpty, "swift format lint found:\n\(findings.prefix(3_000))")
    try SwiftCompiler.buildRuntime(into: folder)
    let program = folder.appendingPathComponent("checker").path
    try SwiftCompiler.run(
      "swiftc",
      [
        "-swift-version", "6", "-warnings-as-errors", "-module-name", "StringsCheck",
        "-I", folder.path, "-L", folder.path, "-lErrorGenRuntime", "-o", program,
        "-parse-as-library", checkerPath.path,
      ] + sources, in: folder)
    let output = try SwiftCompiler.run(program, [], in: folder)
    #expect(output.contains("mismatches 0"), "\(output.prefix(5_000))")
  }

  /// A localization of plural variants, every unit in `state`.
  static func plural(_ variants: [String: String], state: String) -> JSONNode {
    let units = variants.map { category, value in
      (
        category,
        JSONNode.makeObject([
          ("stringUnit", .makeObject([("state", .string(state)), ("value", .string(value))]))
        ])
      )
    }
    return .makeObject([("variations", .makeObject([("plural", .makeObject(units))]))])
  }

  static func quoted(_ text: String) -> String { RandomCatalogGenerator.yamlQuoted(text) }
  static func literal(_ text: String) -> String { RandomCatalogGenerator.swiftLiteral(text) }
}
