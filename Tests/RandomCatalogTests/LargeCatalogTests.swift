import ErrorGenCore
import Foundation
import Testing

/// Large catalogs compiled and run: one of its own, and an umbrella as large that composes it.
/// Their switches have a `default:` (`SwitchLowering`): every member must give each case
/// its own value, texts that most cases share included.
@Suite struct LargeCatalogTests {
  /// What case `index` declares, which the catalog says and the checker expects.
  struct Case {
    var name: String
    var code: Int
    var kind: String
    var presentation: String
    var maxAttempts: Int?
    var icon: String?
    var field: String?
    var help: String?
    var options: [String]
    /// The suggestion, in English and German.
    var suggestion: (en: String, de: String)?
    /// The reason of a case without a param (one with a param has a reason that shows it).
    var reason: (en: String, de: String)?

    /// The suggestion that most cases share: every case of the large type, all but three of
    /// the umbrella's own cases.
    static let sharedSuggestion = (en: "Try again later.", de: "Versuchen Sie es später erneut.")
    /// The reason that most of the large type's cases without a param share (every tenth has
    /// none).
    static let sharedReason = (en: "It failed.", de: "Es ist fehlgeschlagen.")

    init(index: Int, prefix: String, code: Int) {
      // Names that read like the generated helpers: they must not clash with them.
      name = index == 5 ? "constants" : index == 6 ? "caseConstants" : "\(prefix)\(index)"
      self.code = code
      kind = ["transient", "user", "system", "fatal"][index % 4]
      presentation = ["alert", "banner", "inline", "fullscreen", "silent"][index % 5]
      maxAttempts = kind == "transient" ? 2 + index % 3 : nil
      icon = index.isMultiple(of: 3) ? "icon.\(index)" : nil
      field = index.isMultiple(of: 4) ? "field\(index)" : nil
      help = index.isMultiple(of: 7) ? "https://example.com/help/\(index)" : nil
      options = index.isMultiple(of: 2) ? ["retry", "cancel"] : index % 3 == 1 ? ["cancel"] : []
      let isLarge = prefix == "large"
      if !isLarge && (index == 1 || index == 2) {
        suggestion = ("Ask about \(name).", "Fragen Sie nach \(name).")
      } else if isLarge || index != 4 {
        suggestion = Self.sharedSuggestion
      }
      // Every tenth case without a param has no reason: its link returns none.
      reason = isLarge && param == nil && index % 10 != 1 ? Self.sharedReason : nil
    }

    var yaml: String {
      var lines = [
        "  \(name):", "    code: \(code)", "    kind: \(kind)", "    presentation: \(presentation)",
        "    message: { en: \(name) failed., de: \(name) ist fehlgeschlagen. }",
        "    retry: " + (maxAttempts.map { "{ max_attempts: \($0) }" } ?? "none"),
      ]
      if !options.isEmpty { lines.append("    recovery: [\(options.joined(separator: ", "))]") }
      if let icon { lines.append("    icon: \(icon)") }
      if let field { lines.append("    field: \(field)") }
      if let help { lines.append("    help: \(help)") }
      if let suggestion {
        lines.append("    suggestion: { en: \(suggestion.en), de: \(suggestion.de) }")
      }
      if let reason { lines.append("    reason: { en: \(reason.en), de: \(reason.de) }") }
      // A param named like a local or helper of the generated code, bound where it is used.
      if let (param, type, _) = param {
        lines += [
          "    params: { \(param): \(type) }",
          "    reason: { en: \"Got {\(param)}.\", de: \"{\(param)} erhalten.\" }",
        ]
      }
      return lines.joined(separator: "\n")
    }

    /// The case's param, named like something of the generated code's own: its name, type and
    /// the value the checker builds the case with (as Swift, and as shown).
    var param: (name: String, type: String, value: String)? {
      switch code % 10 {
      case 9: ("constants", "Int", "1")
      case 3: ("locale", "String", "fr")
      case 7: ("metadata", "Int", "7")
      default: nil
      }
    }

    /// What `description` shows after the type's name and a dot, as the inside of a Swift
    /// string literal.
    var described: String {
      guard let (name, type, value) = param else { return self.name }
      return "\(self.name)(\(name): \(type == "String" ? "\\\"\(value)\\\"" : value))"
    }

    /// The case as a Swift expression, with its param if it has one.
    var value: String {
      guard let (name, type, value) = param else { return ".\(self.name)" }
      return ".\(self.name)(\(name): \(type == "String" ? "\"\(value)\"" : value))"
    }
  }

  static let count = 140

  /// The catalog of `type`, its codes from `firstCode` on.
  static func catalog(
    type: String, domain: String, prefix: String, firstCode: Int, compose: String?
  ) -> (yaml: String, cases: [Case]) {
    let cases = (0..<count).map { Case(index: $0, prefix: prefix, code: firstCode + $0) }
    var yaml = "errorgen: 1\ndomain: \(domain)\ntype: \(type)\n"
    if let compose { yaml += "compose: { wrapped: \(compose) }\n" }
    yaml += """
      recovery_options:
        retry: { label: { en: Retry, de: Wiederholen }, role: default, retries_operation: true }
        cancel: { label: { en: Cancel, de: Abbrechen }, role: cancel }
      errors:

      """
    yaml += cases.map(\.yaml).joined(separator: "\n") + "\n"
    return (yaml, cases)
  }

  /// Statements that check every constant member of every case of `type`, built through
  /// `wrap` (the umbrella wraps the other type's cases).
  static func checks(_ type: String, _ cases: [Case], wrap: (String) -> String = { $0 }) -> String {
    func literal(_ text: String?) -> String { text.map { "\"\($0)\"" } ?? "nil" }
    return cases.map { errorCase in
      let error = wrap("\(type)\(errorCase.value)")
      // A param named `locale` must not stand for the locale asked for, nor one named
      // `metadata` for the dictionary.
      let param =
        errorCase.param.map { name, _, value in
          """
              check(error.failureReason(locale: "de") == "\(value) erhalten.", "\(type).\(errorCase.name) reason")
              check(error.loggingMetadata["\(name)"] == "\(value)", "\(type).\(errorCase.name) metadata")
          """
        } ?? ""
      let label = "\(type).\(errorCase.name)"
      return """
          do {
            let error = \(error)
            check(error.errorCode == \(errorCase.code), "\(label) errorCode")
            check(error.description == "\(wrap("\(type).\(errorCase.described)"))", "\(label) description")
            check(error.caseName == "\(errorCase.name)", "\(label) caseName")
            check(error.kind == .\(errorCase.kind), "\(label) kind")
            check(error.presentation == .\(errorCase.presentation), "\(label) presentation")
            check(error.retryPolicy?.maxAttempts == \(errorCase.maxAttempts.map(String.init) ?? "nil"), "\(label) retry")
            check(error.symbolName == \(literal(errorCase.icon)), "\(label) symbolName")
            check(error.field == \(literal(errorCase.field)), "\(label) field")
            check(error.helpAnchor == \(literal(errorCase.help)), "\(label) helpAnchor")
            check(error.errorDescription(locale: "de") == "\(errorCase.name) ist fehlgeschlagen.", "\(label) text")
            check(error.recoverySuggestion(locale: "de") == \(literal(errorCase.suggestion?.de)), "\(label) suggestion")
            check(error.recoverySuggestion(locale: "en") == \(literal(errorCase.suggestion?.en)), "\(label) suggestion en")
        \(errorCase.param == nil ? "    check(error.failureReason(locale: \"de\") == \(literal(errorCase.reason?.de)), \"\(label) reason\")" : "")
        \(param)
          }
        """
    }.joined(separator: "\n")
  }

  @Test func constantMembersGiveEachCaseItsOwnValues() throws {
    let large = Self.catalog(
      type: "LargeError", domain: "com.example.large", prefix: "large", firstCode: 1_000,
      compose: nil)
    let umbrella = Self.catalog(
      type: "UmbrellaError", domain: "com.example.umbrella", prefix: "own", firstCode: 2_000,
      compose: "LargeError")
    let (files, diagnostics) = ErrorGenPipeline.generate([
      CatalogSource(path: "Large.errors.yaml", text: large.yaml),
      CatalogSource(path: "Umbrella.errors.yaml", text: umbrella.yaml),
      CatalogSource(path: "Bound.errors.yaml", text: Self.boundCatalog),
    ])
    #expect(diagnostics.isEmpty, "expected clean catalogs, got \(diagnostics)")
    let largeFile = try #require(files.first { $0.name == "Large.errors.swift" }).contents
    let umbrellaFile = try #require(files.first { $0.name == "Umbrella.errors.swift" }).contents
    let boundFile = try #require(files.first { $0.name == "Bound.errors.swift" }).contents
    for (name, file) in [("Large", largeFile), ("Umbrella", umbrellaFile)] {
      // Both are large: their own `==`, and switches the optimizer leaves alone.
      #expect(
        file.contains("Error) -> Bool {\n    lhs.comparedValues == rhs.comparedValues\n  }"),
        "expected \(name)'s own ==")
      #expect(
        file.contains("  @_optimize(none)\n  var errorCode: Int {"),
        "expected \(name)'s switches unoptimized")
    }
    // Recovery options, typed for own cases: both shapes, and none for a wrapped case.
    let options = Self.umbrellaOptions(large.cases, umbrella.cases)
    let main = """
      import Foundation

      @main
      struct Check {
        static func main() {
          var failures: [String] = []
          func check(_ condition: Bool, _ what: String) { if !condition { failures.append(what) } }
      \(Self.checks("LargeError", large.cases))
      \(Self.checks("UmbrellaError", umbrella.cases))
      \(Self.checks("LargeError", large.cases) { "UmbrellaError.wrapped(\($0))" })
      \(options)
      \(Self.equalityChecks("LargeError", large.cases))
      \(Self.equalityChecks("UmbrellaError", umbrella.cases))
          check(UmbrellaError.wrapped(.large0) == .wrapped(.large0), "wrapped ==")
          check(UmbrellaError.wrapped(.large0) != .wrapped(.large1), "wrapped !=")
          check(UmbrellaError.wrapped(.large0) != .own0, "wrapped != own")
      \(Self.boundChecks)
          print(failures.isEmpty ? "large ok" : "large failed: \\(failures.prefix(20))")
          exit(failures.isEmpty ? 0 : 1)
        }
      }

      """
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("errorgen-large-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try SwiftCompiler.buildRuntime(into: folder)
    var paths: [String] = []
    for (name, text) in [
      ("Large.errors.swift", largeFile), ("Umbrella.errors.swift", umbrellaFile),
      ("Bound.errors.swift", boundFile), ("Check.swift", main),
    ] {
      let url = folder.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    let program = folder.appendingPathComponent("check").path
    try SwiftCompiler.run(
      "swiftc",
      [
        "-module-name", "Check", "-parse-as-library", "-swift-version", "6",
        "-warnings-as-errors", "-I", folder.path, "-L", folder.path, "-lErrorGenRuntime", "-o",
        program,
      ] + paths, in: folder)
    let output = try SwiftCompiler.run(program, [], in: folder)
    #expect(output.contains("large ok"), "got \(output)")
  }

  /// A large catalog whose every case binds a value: its switches have no case to stand for in
  /// a `default:`, which then matches the first case again (`SwitchLowering`).
  static let boundCatalog: String = {
    var yaml = "errorgen: 1\ndomain: com.example.bound\nerrors:\n"
    for index in 0..<130 {
      yaml += "  bound\(index):\n    code: \(index)\n    params: { value: Int }\n"
      yaml += "    message: \"Bound \(index): {value}.\"\n"
      if index.isMultiple(of: 3) { yaml += "    reason: \"Reason {value}.\"\n" }
    }
    return yaml
  }()

  /// Checks of the bound catalog: the first case, which its switches' `default:` matches, and
  /// others give their own texts, codes, names and equality.
  static let boundChecks: String = [0, 1, 3, 129].map { index in
    """
        check(BoundError.bound\(index)(value: 7).errorDescription == "Bound \(index): 7.", "bound\(index) text")
        check(BoundError.bound\(index)(value: 7).errorCode == \(index), "bound\(index) code")
        check(BoundError.bound\(index)(value: 7).caseName == "bound\(index)", "bound\(index) name")
        check(BoundError.bound\(index)(value: 7).failureReason == \(index.isMultiple(of: 3) ? "\"Reason 7.\"" : "nil"), "bound\(index) reason")
        check(BoundError.bound\(index)(value: 7) != .bound\(index)(value: 8), "bound\(index) !=")
        check(BoundError.bound\(index)(value: 7) == .bound\(index)(value: 7), "bound\(index) ==")
    """
  }.joined(separator: "\n")

  /// Checks of a large type's own `==` and `hash(into:)`: each case equals itself and hashes
  /// alike, differs from the next case, and from itself with another param value; the samples
  /// are all different, and their hashes nearly all.
  static func equalityChecks(_ type: String, _ cases: [Case]) -> String {
    var lines = [
      "    check(Set(\(type).samples).count == \(type).samples.count, \"\(type) samples distinct\")",
      "    check(Set(\(type).samples.map(\\.hashValue)).count > \(type).samples.count * 9 / 10, "
        + "\"\(type) hashes spread\")",
    ]
    for (index, errorCase) in cases.enumerated() {
      let value = "\(type)\(errorCase.value)"
      let label = "\(type).\(errorCase.name)"
      lines.append("    check(\(value) == \(value), \"\(label) ==\")")
      lines.append(
        "    check(\(value).hashValue == \(value).hashValue, \"\(label) hash\")")
      let next = "\(type)\(cases[(index + 1) % cases.count].value)"
      lines.append("    check(\(value) != \(next), \"\(label) != next\")")
      if let (name, type, _) = errorCase.param {
        let other = type == "String" ? "\"other\"" : "42"
        lines.append(
          "    check(\(value) != .\(errorCase.name)(\(name): \(other)), \"\(label) != other value\")"
        )
      }
    }
    return lines.joined(separator: "\n")
  }

  /// Checks of `availableRecoveryOptions`, which is typed by each catalog's own option enum.
  static func umbrellaOptions(_ large: [Case], _ umbrella: [Case]) -> String {
    func list(_ options: [String]) -> String {
      "[" + options.map { "." + $0 }.joined(separator: ", ") + "]"
    }
    var lines: [String] = []
    for (type, cases) in [("LargeError", large), ("UmbrellaError", umbrella)] {
      for errorCase in cases {
        lines.append(
          "    check(\(type)\(errorCase.value).availableRecoveryOptions == \(list(errorCase.options)), "
            + "\"\(type).\(errorCase.name) options\")")
      }
    }
    lines.append(
      "    check(UmbrellaError.wrapped(.large0).availableRecoveryOptions.isEmpty, \"wrapped options\")"
    )
    return lines.joined(separator: "\n")
  }
}
