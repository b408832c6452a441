import Testing

@testable import ErrorGenCore

/// The strict rules and limits of the YAML stage, each with the exact place it is reported.
@Suite struct YAMLLoaderTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    var yaml: String
    var rule: RuleID
    var line: Int
    var column: Int
    var testDescription: String { name }
  }

  static let refusals: [Case] = [
    Case(name: "anchor", yaml: "a: &x 1\n", rule: .yamlUnsupported, line: 1, column: 4),
    Case(name: "alias", yaml: "a: 1\nb: *x\n", rule: .yamlUnsupported, line: 2, column: 4),
    Case(
      name: "anchor and alias", yaml: "a: &x [1]\nb: *x\n", rule: .yamlUnsupported, line: 2,
      column: 4),
    Case(name: "merge key", yaml: "a:\n  <<: {b: 1}\n", rule: .yamlUnsupported, line: 2, column: 3),
    Case(name: "tag", yaml: "a: !!str 1\n", rule: .yamlUnsupported, line: 1, column: 4),
    Case(name: "local tag", yaml: "a: !thing {}\n", rule: .yamlUnsupported, line: 1, column: 4),
    Case(
      name: "tag directive", yaml: "%TAG !e! tag:example.com:\n---\na: 1\n",
      rule: .yamlUnsupported, line: 1, column: 1),
    Case(
      name: "second document", yaml: "a: 1\n---\nb: 2\n", rule: .yamlUnsupported, line: 2,
      column: 1),
    Case(
      name: "duplicate key", yaml: "a: 1\nb: 2\na: 3\n", rule: .duplicateKey, line: 3, column: 1),
    Case(
      name: "nested duplicate key", yaml: "a:\n  x: 1\n  x: 2\n", rule: .duplicateKey, line: 3,
      column: 3),
    Case(name: "complex key", yaml: "? [a]\n: 1\n", rule: .yamlUnsupported, line: 1, column: 3),
    Case(name: "syntax", yaml: "a: [1\n", rule: .yamlSyntax, line: 2, column: 1),
    Case(
      name: "bad indentation", yaml: "a:\n  b: 1\n c: 2\n", rule: .yamlSyntax, line: 3, column: 2),
    Case(
      name: "invalid utf-8", yaml: "a: 1\nb: \u{FFFD}\n", rule: .invalidUTF8, line: 2, column: 4),
    Case(name: "control character", yaml: "a: \u{1}\n", rule: .yamlSyntax, line: 1, column: 4),
  ]

  @Test(arguments: refusals)
  func refusesWithLocation(_ example: Case) {
    var bytes = Array(example.yaml.utf8)
    if example.rule == .invalidUTF8 {
      // U+FFFD stands for a byte that is not UTF-8: put a lone continuation byte there.
      let marker: [UInt8] = [0xEF, 0xBF, 0xBD]
      if let start = bytes.indices.first(where: {
        Array(bytes[$0..<min($0 + 3, bytes.count)]) == marker
      }) {
        bytes.replaceSubrange(start..<start + 3, with: [0x80])
      }
    }
    let result = YAMLLoader.load(bytes, file: "t.yaml")
    let found = result.diagnostics.map { "\($0.rule)@\($0.line):\($0.column)" }
    #expect(
      result.diagnostics.contains {
        $0.rule == example.rule && $0.line == example.line && $0.column == example.column
          && $0.severity == .error
      },
      "expected \(example.rule) at \(example.line):\(example.column), got \(found)")
  }

  @Test func duplicateKeyNotePointsAtFirst() throws {
    let result = YAMLLoader.load(Array("a: 1\nb: 2\n  \na: 3\n".utf8), file: "t.yaml")
    let duplicate = try #require(result.diagnostics.first { $0.rule == .duplicateKey })
    #expect(duplicate.location == SourceLocation(line: 4, column: 1))
    #expect(duplicate.notes.map(\.location) == [SourceLocation(line: 1, column: 1)])
    #expect(duplicate.message == "duplicate key 'a'; each key may appear once in a mapping")
  }

  @Test func keepsTreeAfterRecoverableProblemsAndKeepsFirstDuplicate() throws {
    let result = YAMLLoader.load(Array("a: 1\na: 2\nb: &x c\n".utf8), file: "t.yaml")
    let root = try #require(result.root)
    let pairs = try #require(root.mapping)
    #expect(pairs.map(\.key) == ["a", "b"])
    #expect(pairs[0].value.scalar?.text == "1")
    #expect(result.diagnostics.map(\.rule) == [.duplicateKey, .yamlUnsupported])
  }

  @Test func everyNodeCarriesItsLocation() throws {
    let yaml = "top:\n  list:\n    - one\n    - 'two'\n  flow: {k: v}\n  block: |\n    text\n"
    let result = YAMLLoader.load(Array(yaml.utf8), file: "t.yaml")
    #expect(result.diagnostics.isEmpty)
    let top = try #require(result.root?.mapping?.first)
    #expect(top.keyLocation == SourceLocation(line: 1, column: 1))
    let inner = try #require(top.value.mapping)
    #expect(inner.map(\.key) == ["list", "flow", "block"])
    let list = try #require(inner[0].value.sequence)
    #expect(list.map(\.location) == [.init(line: 3, column: 7), .init(line: 4, column: 7)])
    #expect(list.map { $0.scalar?.style } == [.plain, .quoted])
    #expect(inner[1].value.location == SourceLocation(line: 5, column: 9))
    #expect(inner[1].value.mapping?.first?.keyLocation == SourceLocation(line: 5, column: 10))
    #expect(inner[2].value.scalar == YAMLScalar("text\n", style: .block))
  }

  @Test func columnsCountCharactersNotBytes() throws {
    let result = YAMLLoader.load(Array("ä: ö\nb: [ü, x]\n".utf8), file: "t.yaml")
    let pairs = try #require(result.root?.mapping)
    #expect(pairs[0].value.location == SourceLocation(line: 1, column: 4))
    #expect(pairs[1].value.sequence?[1].location == SourceLocation(line: 2, column: 8))
  }

  @Test func fileOverTheSizeLimitIsRefusedBeforeParsing() {
    let limits = YAMLLimits(maxFileSize: 100, maxDepth: 64)
    let bytes = Array(("a: [" + String(repeating: "[", count: 200)).utf8)
    let result = YAMLLoader.load(bytes, file: "t.yaml", limits: limits)
    #expect(result.diagnostics.map(\.rule) == [.yamlLimits])
    #expect(result.diagnostics.first?.location == .start)
    #expect(result.root == nil)
  }

  @Test(arguments: [64, 65])
  func nestingDepthLimit(depth: Int) {
    let yaml = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let result = YAMLLoader.load(Array(yaml.utf8), file: "t.yaml")
    if depth <= 64 {
      #expect(result.diagnostics.isEmpty, "depth \(depth) is allowed, got \(result.diagnostics)")
    } else {
      #expect(result.diagnostics.map(\.rule) == [.yamlLimits])
      #expect(result.diagnostics.first?.location == SourceLocation(line: 1, column: 65))
    }
  }

  /// libyaml alone slows with the square of the depth; counting depth per event stops early.
  /// This asserts on the events read, not on time: the tree builder must stop at the limit.
  @Test func veryDeepFlowSequenceStopsAtTheLimit() {
    let depth = 200_000
    let yaml = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let result = YAMLLoader.load(Array(yaml.utf8), file: "t.yaml")
    #expect(result.diagnostics.map(\.rule) == [.yamlLimits])
    #expect(result.root == nil)
  }

  @Test func deepBlockMappingIsRefused() {
    let yaml = (0..<100).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(
      separator: "\n")
    let result = YAMLLoader.load(Array(yaml.utf8), file: "t.yaml")
    #expect(result.diagnostics.map(\.rule) == [.yamlLimits])
    #expect(result.diagnostics.first?.line == 65)
  }

  @Test func aliasBombFailsAtTheFirstAliasWithoutExpanding() {
    var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
    for level in 1...9 {
      let previous = level == 1 ? "a" : "l\(level - 1)"
      yaml +=
        "l\(level): &l\(level) ["
        + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
    }
    let result = YAMLLoader.load(Array(yaml.utf8), file: "t.yaml")
    #expect(result.diagnostics.allSatisfy { $0.rule == .yamlUnsupported })
    #expect(result.diagnostics.count == 1 + 9 + 90, "one per anchor and one per alias")
  }

  @Test(arguments: [
    [UInt8](repeating: 0xFF, count: 8),
    [0xFE, 0xFF, 0x00, 0x61],  // UTF-16 big-endian byte order mark
    [0x61, 0x3A, 0x20, 0xC0, 0xAF],  // overlong '/'
    [0x61, 0x3A, 0x20, 0xED, 0xA0, 0x80],  // surrogate
    [0x61, 0x3A, 0x20, 0xF4, 0x90, 0x80, 0x80],  // over U+10FFFF
    [0x61, 0x3A, 0x20, 0xE2, 0x82],  // truncated
  ])
  func refusesInvalidUTF8(bytes: [UInt8]) {
    let result = YAMLLoader.load(bytes, file: "t.yaml")
    #expect(result.diagnostics.map(\.rule) == [.invalidUTF8], "got \(result.diagnostics)")
  }

  @Test func binaryGarbageNeverCrashes() {
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<200 {
      let count = Int.random(in: 0..<512, using: &generator)
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let result = YAMLLoader.load(bytes, file: "t.yaml")
      if result.root == nil && !bytes.isEmpty {
        #expect(result.diagnostics.hasErrors || bytes.allSatisfy { $0 == 0x20 || $0 == 0x0A })
      }
    }
  }
}
