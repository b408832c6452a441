import Testing

@testable import ErrorGenCore

/// Each stage reports at most `[Diagnostic].maxPerFile` problems for one file, the last of
/// them saying that it stopped there, as the decoder always did
/// (`CatalogDecoderTests.stopsReportingAfterTheLimit`): a file of a few MB can otherwise have
/// millions of problems, a diagnostic each.
@Suite struct DiagnosticLimitTests {
  static let limit = [Diagnostic].maxPerFile
  static let stopped = "too many problems; stopped after \(limit) in this file"

  /// A kind of YAML problem: `line` has one, and the problem is at `column` of its line.
  struct Problem: CustomTestStringConvertible, Sendable {
    var name: String
    var line: String
    var column: Int
    var rule: RuleID
    var testDescription: String { name }
  }

  static let problems = [
    Problem(name: "aliases", line: "  - *x", column: 5, rule: .yamlUnsupported),
    Problem(name: "anchors", line: "  - &a x", column: 5, rule: .yamlUnsupported),
    Problem(name: "tags", line: "  - !t x", column: 5, rule: .yamlUnsupported),
    Problem(name: "merge keys", line: "  - {<<: x}", column: 6, rule: .yamlUnsupported),
    Problem(name: "duplicate keys", line: "  - {k: 1, k: 2}", column: 12, rule: .duplicateKey),
  ]

  @Test("the YAML reader stops reporting after the limit, and reads on", arguments: problems)
  func yamlReaderStopsReporting(_ problem: Problem) throws {
    // The problem of line i + 2 is the i + 1st: the one that reaches the limit is on line
    // limit + 1.
    let lines = Array(repeating: problem.line, count: Self.limit + 500)
    let yaml = "list:\n" + lines.joined(separator: "\n") + "\n"
    let result = YAMLLoader.load(Array(yaml.utf8), file: "Many.errors.yaml")
    #expect(
      result.diagnostics.count == Self.limit,
      "expected \(Self.limit) diagnostics, got \(result.diagnostics.count)")
    let last = try #require(result.diagnostics.last)
    #expect(last.message.hasPrefix(Self.stopped), "got '\(last.message)'")
    #expect(
      last.severity == .error && last.rule == problem.rule, "got \(last.severity) \(last.rule)")
    #expect(
      last.location == SourceLocation(line: Self.limit + 1, column: problem.column),
      "expected the place of the problem that reached the limit, got \(last.location)")
    #expect(
      result.diagnostics.dropLast().allSatisfy { !$0.message.hasPrefix(Self.stopped) },
      "expected the problems themselves before the last")
    let items = try #require(result.root?.mapping?.first?.value.sequence)
    #expect(items.count == lines.count, "expected every item read, got \(items.count)")
  }

  static func diagnostic(
    _ severity: Diagnostic.Severity, _ rule: RuleID, file: String, line: Int
  ) -> Diagnostic {
    Diagnostic(
      severity, rule: rule, message: "problem \(line)", file: file,
      location: SourceLocation(line: line, column: 1))
  }

  @Test(
    "lint keeps every error, then the first warnings, and the first left out says it stopped",
    arguments: [0, 3])
  func lintStopsReporting(errorsAfterWarnings: Int) throws {
    let warnings = Self.limit + 200
    let many =
      (1...warnings).map { Self.diagnostic(.warning, "missing_translation", file: "A", line: $0) }
    let errors = (0..<errorsAfterWarnings).map {
      Self.diagnostic(.error, "duplicate_code", file: "A", line: warnings + 1 + $0)
    }
    let few = (1...5).map { Self.diagnostic(.warning, "generic_message", file: "B", line: $0) }
    let found = Linter.limited(Diagnostic.sorted(many + errors + few))
    let inA = found.filter { $0.file == "A" }
    #expect(inA.count == Self.limit, "expected \(Self.limit) problems of A, got \(inA.count)")
    let keptErrors = inA.filter { $0.severity == .error }
    #expect(
      keptErrors == errors, "expected every error kept, got \(keptErrors.count) of \(errors.count)")
    let keptWarnings = inA.filter { $0.severity == .warning && !$0.message.hasPrefix(Self.stopped) }
    #expect(
      keptWarnings == Array(many.prefix(Self.limit - 1 - errors.count)),
      "expected the first \(Self.limit - 1 - errors.count) warnings, got \(keptWarnings.count)")
    let stop = try #require(inA.first { $0.message.hasPrefix(Self.stopped) })
    let firstLeftOut = many[Self.limit - 1 - errors.count]
    #expect(
      stop.severity == .warning && stop.location == firstLeftOut.location,
      "expected the stop at the first warning left out, got \(stop)")
    #expect(found.filter { $0.file == "B" } == few, "expected a file under the limit untouched")
  }

  @Test("a catalog with a problem in each of thousands of cases reports up to the limit")
  func pipelineStopsReporting() throws {
    var yaml = "errorgen: 1\ndomain: com.example.many\nerrors:\n"
    for index in 0..<(Self.limit + 500) {
      yaml += "  case\(index): { code: \(index + 1), message: \"Lost {thing}.\" }\n"
    }
    let checked = ErrorGenPipeline.check([CatalogSource(path: "Many.errors.yaml", text: yaml)])
    #expect(
      checked.diagnostics.count == Self.limit,
      "expected \(Self.limit) diagnostics, got \(checked.diagnostics.count)")
    let last = try #require(checked.diagnostics.last)
    #expect(last.message.hasPrefix(Self.stopped) && last.severity == .error, "got \(last)")
    let generated = ErrorGenPipeline.generate(
      [CatalogSource(path: "Many.errors.yaml", text: yaml)])
    #expect(generated.diagnostics == checked.diagnostics, "generate must report what check does")
    #expect(generated.files.isEmpty)
  }
}

extension DiagnosticLimitTests {
  /// A duplicate code in the last of many cases, each of which lacks a translation: the error
  /// and its note are printed in full, whatever the warnings before it.
  @Test func anErrorIsNeverHiddenByWarnings() throws {
    let cases = (0..<1_200).map { index in
      "  case\(index):\n    code: \(index == 1_199 ? 0 : index)\n"
        + "    message: { en: Failed \(index). }\n"
    }
    let yaml =
      "errorgen: 1\ndomain: com.example.many\nerrors:\n"
      + "  first:\n    code: 5000\n    message: { en: First., de: Erste. }\n" + cases.joined()
    let result = ErrorGenPipeline.check([CatalogSource(path: "Many.errors.yaml", text: yaml)])
    let duplicates = result.diagnostics.filter { $0.rule == "duplicate_code" }
    #expect(
      duplicates.count == 1 && duplicates.first?.message.hasPrefix("code 0 is already used") == true
        && duplicates.first?.notes.count == 1,
      "expected the duplicate_code error with its note, got \(duplicates)")
    #expect(result.diagnostics.count <= Self.limit, "expected at most \(Self.limit) diagnostics")
  }
}
