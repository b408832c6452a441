import Testing

@testable import ErrorGenCore

/// Large files are read with libyaml on a thread of its own (`YAMLEventPipe`); the tree and the
/// diagnostics must be exactly those of reading on one thread, however the file ends.
@Suite struct YAMLEventPipeTests {
  /// A catalog-shaped document of `cases` entries with quoted, block and Unicode scalars.
  static func document(cases: Int) -> String {
    var yaml = "errorgen: 1\ndomain: com.example.pipe\nerrors:\n"
    for index in 0..<cases {
      yaml += "  case\(index):\n    code: \(index)\n"
      yaml += "    message: { en: \"Case \(index) — “quoted” \\u00e9\", de: 'Fall \(index)' }\n"
      yaml += "    doc: |\n      Line one of \(index).\n      Line two.\n"
      yaml += "    params: { value: Int, note: String? }\n"
    }
    return yaml
  }

  /// Ways a large file can end early or carry problems the builder reports and goes on.
  static let endings: [(String, String)] = [
    ("clean", ""),
    ("syntax error at the end", "  broken: [unclosed\n"),
    ("second document", "---\nmore: 1\n"),
    ("anchor, alias, tag and duplicate key", "extra: &a !!str x\nagain: *a\nerrors: twice\n"),
    ("deep nesting", "deep: " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "\n"),
    // Larger than a batch's text.
    ("huge scalar", "big: \"" + String(repeating: "x", count: 1_300_000) + "\"\n"),
    ("invalid escape", "bad: \"\\q\"\n"),
  ]

  @Test(arguments: endings)
  func pipelinedReadingMatchesReadingOnOneThread(name: String, ending: String) {
    let bytes = Array((Self.document(cases: 3_000) + ending).utf8)
    #expect(bytes.count >= YAMLLoader.pipelineSize, "expected a file large enough to pipeline")
    let limits = YAMLLimits(maxFileSize: 64 << 20, maxDepth: 100)
    let (serial, pipelined) = bytes.withUnsafeBufferPointer { buffer in
      (
        YAMLLoader.load(buffer, file: "Pipe.errors.yaml", limits: limits, pipelined: false),
        YAMLLoader.load(buffer, file: "Pipe.errors.yaml", limits: limits, pipelined: true)
      )
    }
    #expect(
      pipelined.diagnostics == serial.diagnostics,
      "\(name): expected \(serial.diagnostics.map(\.message)), got \(pipelined.diagnostics.map(\.message))")
    #expect((pipelined.root == nil) == (serial.root == nil), "\(name): one of the trees is missing")
    if let one = serial.root, let other = pipelined.root {
      #expect(one.index == other.index, "\(name): the roots differ")
      #expect(one.storage.records == other.storage.records, "\(name): the records differ")
      #expect(one.storage.children == other.storage.children, "\(name): the children differ")
      #expect(one.storage.text == other.storage.text, "\(name): the scalar bytes differ")
    }
    let isClean = name == "clean" || name == "huge scalar"
    #expect(serial.diagnostics.isEmpty == isClean, "\(name): \(serial.diagnostics.map(\.message))")
  }

  /// A tag is named in its message, on a scalar, a list and a mapping, read on one thread or
  /// through the pipe (which keeps the tag's bytes in its batch).
  @Test(arguments: [false, true])
  func tagsAreNamedInTheirMessages(pipelined: Bool) {
    let tags = "a: !!str 1\nb: !thing [x]\nc: !<tag:example.org,1:y> {}\n"
    let bytes = Array((Self.document(cases: 3_000) + tags).utf8)
    let loaded = bytes.withUnsafeBufferPointer {
      YAMLLoader.load($0, file: "Pipe.errors.yaml", limits: .standard, pipelined: pipelined)
    }
    let messages = loaded.diagnostics.map(\.message)
    for tag in ["tag:yaml.org,2002:str", "!thing", "tag:example.org,1:y"] {
      #expect(
        messages.contains("explicit tags are not supported; remove the tag '\(tag)'"),
        "expected the tag \(tag) in \(messages)")
    }
  }

  /// A consumer that stops early lets the reading thread go at once, many times over.
  @Test func stoppingEarlyEndsTheReadingThread() {
    let bytes = Array(("a: 1\n---\n" + Self.document(cases: 3_000)).utf8)
    let serial = bytes.withUnsafeBufferPointer {
      YAMLLoader.load($0, file: "Early.errors.yaml", limits: .standard, pipelined: false)
    }
    #expect(serial.root == nil, "expected a second document to stop reading")
    #expect(serial.diagnostics.count == 1, "expected one diagnostic, got \(serial.diagnostics)")
    for _ in 0..<20 {
      let result = bytes.withUnsafeBufferPointer {
        YAMLLoader.load($0, file: "Early.errors.yaml", limits: .standard, pipelined: true)
      }
      #expect(result.root == nil)
      #expect(result.diagnostics == serial.diagnostics)
    }
  }
}
