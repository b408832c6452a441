import Testing

@testable import ErrorGenCore

/// A builder reused for another part (`YAMLTreeBuilder.reuse(size:)`, how the loader recycles
/// the builders of parts it has joined) must read as a new builder reads, whatever the
/// document it read before left in it.
@Suite struct YAMLTreeBuilderReuseTests {
  static let limits = YAMLLimits(maxFileSize: 1 << 20, maxDepth: 6)

  /// Feeds `text`'s events to `builder` until it finishes or libyaml stops on a problem.
  static func feed(_ text: String, into builder: inout YAMLTreeBuilder) {
    let bytes = Array(text.utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let parser = LibYAMLParser(bytes: buffer)
      while !builder.isFinished {
        guard let (event, location) = try? parser.next() else { return }
        builder.consume(event, at: location)
      }
    }
  }

  static func read(_ text: String, into builder: inout YAMLTreeBuilder) -> YAMLLoader.Result {
    feed(text, into: &builder)
    let root = builder.finish()
    return YAMLLoader.Result(root: root, diagnostics: builder.diagnostics)
  }

  static func builder() -> YAMLTreeBuilder {
    YAMLTreeBuilder(file: "C.errors.yaml", maxDepth: limits.maxDepth)
  }

  /// What a builder may hold when it is reused: keys indexed by their bytes and as strings,
  /// diagnostics, a failure, collections left open by a syntax error, a second document.
  static let before: [(String, String)] = [
    (
      "many ASCII keys and a duplicate",
      "errors:\n" + (0..<40).map { "  k\($0): \($0)\n" }.joined() + "  k3: again\n"
    ),
    (
      "many keys, not all ASCII",
      "errors:\n" + (0..<30).map { "  clé\($0): \($0)\n" }.joined() + "  b: [&a x, *a]\n"
    ),
    ("a tag, an anchor and a merge key", "a: !x &y 1\n<<: {b: 2}\n"),
    ("too deep", "a: [[[[[[[[1]]]]]]]]\n"),
    ("a syntax error inside open collections", "a:\n  b: {c: [1, 2\n"),
    ("two documents", "a: 1\n---\nb: 2\n"),
  ]

  static let after: [String] = [
    "errors:\n" + (0..<20).map { "  k\($0): {code: \($0)}\n" }.joined() + "  k3: 1\n",
    "a: x\nb: [y, {c: z}]\n",
    "- 1\n- [2, 3]\n",
  ]

  /// Expects `reused`, made ready for `text`, to read it as a new builder does.
  static func expectReadsAsNew(
    _ reused: inout YAMLTreeBuilder, _ text: String, after context: String
  ) {
    reused.reuse(size: text.utf8.count)
    var fresh = builder()
    let expected = read(text, into: &fresh)
    let got = read(text, into: &reused)
    let difference = YAMLChunksTests.difference(expected, got)
    #expect(difference == nil, "after \(context): \(difference ?? "")")
  }

  @Test(arguments: before, after)
  func aReusedBuilderReadsAsANewOne(before: (name: String, text: String), text: String) {
    var reused = Self.builder()
    Self.feed(before.text, into: &reused)
    Self.expectReadsAsNew(&reused, text, after: before.name)
  }

  /// The builder of a part that was read to its end, as the loader recycles it.
  @Test(arguments: after)
  func aBuilderThatReadADocumentReadsAnother(text: String) {
    var reused = Self.builder()
    Self.feed(Self.after[0], into: &reused)
    Self.expectReadsAsNew(&reused, text, after: "a whole document")
  }
}
