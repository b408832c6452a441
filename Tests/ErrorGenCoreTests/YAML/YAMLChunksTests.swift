import Testing

@testable import ErrorGenCore

/// A large file is cut into parts that libyaml parsers read at once (`YAMLChunks`). Whatever
/// the file and wherever the cuts fall, the tree and the diagnostics must be exactly those of
/// one parser: a part is either checked to be what its cut planned, or the file is read again.
@Suite struct YAMLChunksTests {
  static let limits = YAMLLimits(maxFileSize: 64 << 20, maxDepth: 100)

  /// What reading `text` with one parser gives, and with `chunks`, when the parts pass their
  /// checks (nil when they do not).
  static func read(_ text: String, chunks: YAMLChunks, limits: YAMLLimits = limits)
    -> (serial: YAMLLoader.Result, chunked: YAMLLoader.Result?)
  {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      let serial = YAMLLoader.load(buffer, file: "C.errors.yaml", limits: limits, pipelined: false)
      var builder = YAMLTreeBuilder(file: "C.errors.yaml", maxDepth: limits.maxDepth)
      guard YAMLLoader.readChunked(buffer, chunks, into: &builder) else { return (serial, nil) }
      let root = builder.finish()
      return (serial, YAMLLoader.Result(root: root, diagnostics: builder.diagnostics))
    }
  }

  /// Whether two results are the same tree, node for node and byte for byte, with the same
  /// diagnostics; what differs, when they are not.
  static func difference(_ one: YAMLLoader.Result, _ other: YAMLLoader.Result) -> String? {
    if one.diagnostics != other.diagnostics {
      return "diagnostics \(one.diagnostics.map(\.message)) against "
        + "\(other.diagnostics.map(\.message))"
    }
    switch (one.root, other.root) {
    case (nil, nil): return nil
    case (let lhs?, let rhs?):
      if lhs.index != rhs.index { return "roots \(lhs.index) against \(rhs.index)" }
      if lhs.storage.records != rhs.storage.records {
        let first = lhs.storage.records.indices.first {
          $0 >= rhs.storage.records.count || lhs.storage.records[$0] != rhs.storage.records[$0]
        }
        return "records (first difference at \(first.map(String.init) ?? "the end"))"
      }
      if lhs.storage.children != rhs.storage.children { return "children" }
      if lhs.storage.text != rhs.storage.text { return "scalar bytes" }
      return nil
    default:
      return "one tree is missing: \(one.root == nil) against \(other.root == nil)"
    }
  }

  /// Cuts before the lines of `text` that start with `cutLines`, in a mapping opened by
  /// the line starting with `opening` (`errors:`) with entries `indent` spaces deep.
  static func chunks(
    _ text: String, opening: String = "errors:", indent: Int = 2, cutLines: [String]
  ) -> YAMLChunks {
    let bytes = Array(text.utf8)
    let openingStart = Self.offset(of: opening, in: bytes, lineStart: true)!
    let openingEnd = bytes[openingStart...].firstIndex(of: UInt8(ascii: "\n"))! + 1
    let cuts = cutLines.map { Self.offset(of: $0, in: bytes, lineStart: true)! }
    return YAMLChunks(
      opening: openingStart..<openingEnd,
      key: openingStart..<openingStart + opening.utf8.count - 1, indent: indent, cuts: cuts)
  }

  /// The offset of the first occurrence of `needle` in `bytes`, at a line start if asked.
  static func offset(of needle: String, in bytes: [UInt8], lineStart: Bool) -> Int? {
    let pattern = Array(needle.utf8)
    guard pattern.count <= bytes.count else { return nil }
    for start in 0...(bytes.count - pattern.count)
    where (!lineStart || start == 0 || bytes[start - 1] == UInt8(ascii: "\n"))
      && bytes[start..<start + pattern.count].elementsEqual(pattern)
    {
      return start
    }
    return nil
  }

  // MARK: Planned cuts

  // More parts than cores: the threads take the parts as they come free, and the calling
  // thread joins them while the others still read.
  @Test(arguments: [2, 3, 4, 7, 16])
  func plannedPartsOfACatalogAreReadAsOneParserReadsIt(parts: Int) throws {
    let text = YAMLEventPipeTests.document(cases: 400)
    let bytes = Array(text.utf8)
    let chunks = try #require(
      bytes.withUnsafeBufferPointer { YAMLChunks.plan($0, parts: parts, minimumPart: 1_000) },
      "expected a plan for \(parts) parts")
    #expect(chunks.cuts.count == parts - 1, "expected \(parts - 1) cuts, got \(chunks.cuts)")
    #expect(bytes[chunks.key].elementsEqual("errors".utf8), "expected the cases' mapping")
    #expect(chunks.indent == 2)
    for cut in chunks.cuts {
      #expect(
        bytes[cut - 1] == UInt8(ascii: "\n") && bytes[cut..<cut + 6].elementsEqual("  case".utf8))
    }
    // Each part smaller than the one before, the last 1/n of the first, give or take where
    // entries start (the first part holds the lines above the cases too).
    let sizes = chunks.parts(of: bytes.count).map(\.count)
    let entry = bytes.count / 400
    for index in 2..<max(sizes.count, 2) {
      #expect(sizes[index] < sizes[index - 1] + entry, "expected smaller parts: \(sizes)")
    }
    // The second part, the first of the cases alone, weighs n - 1 (or with two parts, the
    // first weighs 2); the last, 1.
    let (reference, weight) = sizes.count > 2 ? (sizes[1], parts - 1) : (sizes[0], 2)
    let expected = 1 / Double(weight)
    let ratio = Double(sizes.last!) / Double(reference)
    #expect(
      ratio > expected / 2 && ratio < 2 * expected + 0.1,
      "expected the last part about \(expected) times the second: \(sizes)")
    let (serial, chunked) = Self.read(text, chunks: chunks)
    let result = try #require(chunked, "expected the planned parts to pass their checks")
    #expect(serial.diagnostics.isEmpty, "\(serial.diagnostics)")
    #expect(Self.difference(serial, result) == nil, "\(Self.difference(serial, result) ?? "")")
  }

  @Test func noPlanWithoutALargeEnoughMapping() {
    let cases: [(String, String)] = [
      ("small", YAMLEventPipeTests.document(cases: 3)),
      ("flow mapping", "errors: {" + String(repeating: "a: 1, ", count: 2_000) + "}\n"),
      ("a sequence of scalars", "errors:\n" + String(repeating: "- 1\n", count: 2_000)),
      ("no line breaks", String(repeating: "x", count: 50_000)),
      ("indented root", "  errors:\n" + String(repeating: "    a: 1\n", count: 2_000)),
    ]
    for (name, text) in cases {
      let plan = Array(text.utf8).withUnsafeBufferPointer {
        YAMLChunks.plan($0, parts: 2, minimumPart: 1_000)
      }
      #expect(plan == nil, "\(name): expected no plan, got cuts \(plan?.cuts ?? [])")
    }
  }

  // MARK: Cuts that hold, and cuts that do not

  /// Documents with a cut in a chosen place, and whether the parts must pass their checks.
  static let cutCases: [(name: String, text: String, cuts: [String], passes: Bool)] = [
    ("plain entries", "errors:\n  a: 1\n  b: 2\n  c: 3\n", ["  b:", "  c:"], true),
    (
      "entries after other keys, keys after them",
      "errorgen: 1\nerrors:\n  a: {x: 1}\n  b:\n    - y\n  c: 3\nafter: [1, 2]\n",
      ["  b:", "  c:"], true
    ),
    (
      "kept block scalar with blank lines before the cut",
      "errors:\n  a: |+\n    text\n\n\n  b: 1\n", ["  b:"], true
    ),
    ("folded block scalar", "errors:\n  a: >\n    one\n    two\n  b: 1\n", ["  b:"], true),
    ("comments at column 0 and blank lines", "errors:\n  a: 1\n# note\n\n  b: 2\n", ["  b:"], true),
    ("empty value before the cut", "errors:\n  a:\n  b: 1\n", ["  b:"], true),
    ("plain scalar over two lines", "errors:\n  a: one\n   two\n  b: 1\n", ["  b:"], true),
    ("CRLF line breaks", "errors:\r\n  a: 1\r\n  b: 2\r\n  c: 3\r\n", ["  b:", "  c:"], true),
    (
      "Unicode line breaks in scalars",
      "errors:\n  a: \"x\u{2028}y\u{85}z\"\n  b: 'p\u{2029}q'\n  c: 3\n", ["  b:", "  c:"], true
    ),
    ("duplicate case across parts", "errors:\n  a: 1\n  b: 2\n  a: 3\n", ["  b:"], true),
    (
      "keys after the entries that repeat a key before them",
      "errorgen: 1\nerrors:\n  a: 1\n  b: 2\nerrorgen: 2\n", ["  b:"], true
    ),
    (
      "collections inside entries and inside later keys",
      "errors:\n  a: {x: [1]}\n  b:\n    c: [2, {d: 3}]\n    e: []\nafter:\n  f: [4]\n  g: {}\n"
        + "last: 5\n",
      ["  b:"], true
    ),
    // A problem reported in the first part is reported as one parser reports it.
    ("anchor and alias in the first part", "errors:\n  a: &x 1\n  b: *x\n  c: 1\n", ["  c:"], true),
    // A later part that reports any problem is given up: one parser reads the file again.
    ("anchor and alias across parts", "errors:\n  a: &x 1\n  b: *x\n", ["  b:"], false),
    ("a tag in a later part", "errors:\n  a: 1\n  b: !!str 2\n", ["  b:"], false),
    (
      "a duplicate key inside a later entry", "errors:\n  a: 1\n  b: {x: 1, x: 2}\n", ["  b:"],
      false
    ),
    // The builder stops early on it: one parser reads the file again (see below).
    ("a second document in the last part", "errors:\n  a: 1\n  b: 2\n---\nc: 3\n", ["  b:"], false),
    ("quoted scalar across the cut", "errors:\n  a: \"x\n  b: y\"\n  c: 1\n", ["  b:"], false),
    ("flow mapping across the cut", "errors:\n  a: {x: 1,\n  b: 2}\n  c: 1\n", ["  b:"], false),
    (
      "cut inside a nested mapping", "errors:\n  a:\n    x: 1\n    y: 2\n  b: 1\n", ["    y:"],
      false
    ),
    ("entries deeper than planned", "errors:\n    a: 1\n    b: 2\n", ["    b:"], false),
    (
      "tag directive", "%TAG !e! tag:example.com,2000:\n---\nerrors:\n  a: !e!x 1\n  b: !e!y 2\n",
      ["  b:"], false
    ),
    (
      "the mapping opened twice", "errors:\n  a: 1\nother: 2\nerrors:\n  b: 1\n  c: 2\n", ["  c:"],
      false
    ),
    ("syntax error in the last part", "errors:\n  a: 1\n  b: [2\n", ["  b:"], false),
    (
      "syntax error in a middle part", "errors:\n  a: 1\n  b: ]\n  c: 3\n", ["  b:", "  c:"], false
    ),
    ("mapping ends before the cut", "errors:\n  a: 1\nx: 2\n  b: 3\n", ["  b:"], false),
    (
      "document end in a middle part", "errors:\n  a: 1\n  b: 2\n...\n  c: 3\n", ["  b:", "  c:"],
      false
    ),
  ]

  @Test(arguments: cutCases)
  func cutsHoldOnlyWhereTheyMatchTheFile(name: String, text: String, cuts: [String], passes: Bool) {
    let (serial, chunked) = Self.read(text, chunks: Self.chunks(text, cutLines: cuts))
    #expect(
      (chunked != nil) == passes,
      "\(name): expected the parts to \(passes ? "pass" : "fail") their checks")
    if let chunked {
      #expect(
        Self.difference(serial, chunked) == nil,
        "\(name): \(Self.difference(serial, chunked) ?? "")")
    }
    // Through the loader, a failed check falls back to one parser: the result is always the same.
    let bytes = Array(text.utf8)
    let loaded = bytes.withUnsafeBufferPointer {
      YAMLLoader.load(
        $0, file: "C.errors.yaml", limits: Self.limits, pipelined: true, parts: 3, minimumPart: 1)
    }
    #expect(
      Self.difference(serial, loaded) == nil,
      "\(name), loaded: \(Self.difference(serial, loaded) ?? "")")
  }

  /// The builder stops early only on an error, and then one parser reads the file again:
  /// libyaml's reader checks up to 16 KiB ahead of its scanner, so one parser can stop earlier
  /// than the parts did, on a bad character further on (the fuzzer found this with a NUL byte
  /// after a complex key).
  @Test(arguments: [
    (
      "a limit in a middle part",
      "errors:\n  a: 1\n  b: " + String(repeating: "[", count: 20)
        + String(repeating: "]", count: 20) + "\n  c: 3\n", ["  b:", "  c:"]
    ),
    (
      "a limit in the last part",
      "errors:\n  a: 1\n  b: " + String(repeating: "[", count: 20)
        + String(repeating: "]", count: 20) + "\n", ["  b:"]
    ),
    (
      "a complex key, then a control character in a later part",
      "? x\nerrors:\n  a: 1\n  b: 2\n  c: \u{0}\n", ["  b:"]
    ),
  ])
  func aBuilderThatStopsEarlyMakesOneParserReadTheFile(name: String, text: String, cuts: [String]) {
    let limits = YAMLLimits(maxFileSize: 1 << 20, maxDepth: 10)
    let (serial, chunked) = Self.read(
      text, chunks: Self.chunks(text, cutLines: cuts), limits: limits)
    #expect(chunked == nil, "\(name): expected the parts to be given up")
    #expect(serial.root == nil && !serial.diagnostics.isEmpty, "\(name): \(serial.diagnostics)")
    let loaded = Array(text.utf8).withUnsafeBufferPointer {
      YAMLLoader.load(
        $0, file: "C.errors.yaml", limits: limits, pipelined: true, parts: 3, minimumPart: 1)
    }
    #expect(
      Self.difference(serial, loaded) == nil, "\(name): \(Self.difference(serial, loaded) ?? "")")
  }

  /// The fuzzer's input: `\r` line breaks, an explicit key, a NUL byte after the cut.
  @Test func fuzzFindingReadsAsOneParserReadsIt() {
    let text =
      "# The app's um" + String(repeating: "\r", count: 4) + "?"
      + String(repeating: "\r", count: 26)
      + "  hostUnreachable:\n    code: 1000\n    doc: DNS failed or the host refused the coublic\n"
      + "doc: Every error the app can show, from any layeR.\ndefault_locale: en\n\ncompose:\n"
      + "  network: NetworkError\n  api: AError\n  storag`e: StorageError\n\nerrors:\n"
      + "  unkonwn:\n  jit" + String(repeating: "\u{0}", count: 8) + "]\n"
    let chunks = Self.chunks(text, opening: "compose:", cutLines: ["  api:"])
    let (serial, chunked) = Self.read(text, chunks: chunks)
    if let chunked {
      #expect(Self.difference(serial, chunked) == nil, "\(Self.difference(serial, chunked) ?? "")")
    }
    #expect(serial.diagnostics.contains { $0.message.contains("control characters") })
  }

  /// Every line start of tricky documents, as a cut: wherever a cut falls, the parts either
  /// fail their checks or give exactly what one parser gives. Where a cut can hold, some do.
  @Test(
    arguments: cutCases.map { ($0.text, $0.passes) } + [
      ("errors:\n  a: \"one\n    two\"\n  b: 'x\n\n  y'\n  c: |\n    z\n  d: [1,\n  2]\n", true),
      ("errors:\n  a:\n  - 1\n  - 2\n  b:\n    c:\n      d: 1\n  e: x\n", true),
      ("# head\nerrors: # the cases\n  a: !!str 1 # one\n  #b: 2\n  c: 3\n  d: 4 # four\n", true),
      ("errors:\n  a: &x 1\n  b: *x\n  c: &y 2\n  d: *y\n", false),
      ("errors:\n  a: 1\n\t b: 2\n  c: 3\n", false),
    ])
  func anyCutGivesWhatOneParserGives(text: String, somePass: Bool) {
    let bytes = Array(text.utf8)
    guard let opening = Self.offset(of: "errors:", in: bytes, lineStart: true) else {
      Issue.record("expected an errors: line in \(text.debugDescription)")
      return
    }
    let lineEnd = bytes[opening...].firstIndex(of: UInt8(ascii: "\n"))! + 1
    let lineStarts = bytes.indices.filter { $0 > lineEnd && bytes[$0 - 1] == UInt8(ascii: "\n") }
    var passed = 0
    for cut in lineStarts {
      for indent in [2, 4] {
        let chunks = YAMLChunks(
          opening: opening..<lineEnd, key: opening..<opening + 6, indent: indent, cuts: [cut])
        let (serial, chunked) = Self.read(text, chunks: chunks)
        guard let chunked else { continue }
        passed += 1
        #expect(
          Self.difference(serial, chunked) == nil,
          "cut at \(cut), indent \(indent): \(Self.difference(serial, chunked) ?? "")")
      }
    }
    if somePass {
      #expect(passed > 0, "expected a cut that holds in \(text.debugDescription)")
    }
  }

  /// Read in parts, a file is not checked for UTF-8 first: a byte that is not UTF-8 anywhere
  /// (the first part, a later part, a comment, the last line) must make the parts fail and
  /// give what one parser gives, the same one diagnostic at the same place.
  @Test(arguments: ["first part", "later part", "comment", "last line"])
  func bytesThatAreNotUTF8AreReportedAsWithoutParts(place: String) throws {
    var text = Array(YAMLEventPipeTests.document(cases: 3_000).utf8)
    let bad: [UInt8] = [0xC0, 0xAF]  // an overlong "/"
    // A line start near `fraction` of the file.
    func lineStart(near fraction: Int) -> Int {
      let from = text.count / fraction
      return (text[from...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count - 1) + 1
    }
    switch place {
    case "first part":
      // Inside a scalar of the first cases.
      text.insert(contentsOf: bad, at: lineStart(near: 50) + 6)
    case "later part":
      text.insert(contentsOf: bad, at: lineStart(near: 2) + 6)
    case "comment":
      text.insert(contentsOf: Array("# x ".utf8) + bad + [0x0A], at: lineStart(near: 3))
    default:
      text += Array("last: ".utf8) + bad + [0x0A]
    }
    let limits = YAMLLimits(maxFileSize: 64 << 20, maxDepth: 100)
    let (whole, parts) = text.withUnsafeBufferPointer { buffer in
      (
        YAMLLoader.load(buffer, file: "Bad.errors.yaml", limits: limits, pipelined: false),
        YAMLLoader.load(buffer, file: "Bad.errors.yaml", limits: limits, pipelined: true)
      )
    }
    #expect(whole.diagnostics.map(\.rule) == [.invalidUTF8], "\(whole.diagnostics)")
    #expect(parts.diagnostics == whole.diagnostics)
    #expect(parts.root == nil)
  }
}

/// `YAMLChunks.rootLine` tests sixteen places at a time; it must agree with a byte by byte
/// reading wherever the lines start, at every offset from a block's edge.
@Suite struct RootLineTests {
  static func model(_ bytes: [UInt8], from start: Int) -> Int {
    var lineStart = start
    while lineStart < bytes.count {
      switch bytes[lineStart] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#"): break
      default: return lineStart
      }
      guard let lineBreak = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else {
        return bytes.count
      }
      lineStart = lineBreak + 1
    }
    return bytes.count
  }

  @Test func agreesWithReadingByteByByte() {
    let alphabet: [UInt8] = Array(" \n\r#ae:\u{0B}\u{0}\u{8A}".utf8)
    var random = SeededTestRandom(seed: 0x5EED_11)
    var checked = 0
    for _ in 0..<4_000 {
      let bytes = (0..<random.below(70)).map { _ in
        // Mostly indented lines, as in a catalog's entries.
        random.below(3) == 0 ? alphabet[random.below(alphabet.count)] : UInt8(ascii: " ")
      }
      // Every line start, as `largestRegion` asks.
      let starts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
      for start in starts {
        let found = bytes.withUnsafeBufferPointer { YAMLChunks.rootLine(in: $0, from: start) }
        let expected = Self.model(bytes, from: start)
        #expect(found == expected, "\(bytes) from \(start): expected \(expected), got \(found)")
        checked += 1
      }
    }
    #expect(checked > 4_000)
  }
}
