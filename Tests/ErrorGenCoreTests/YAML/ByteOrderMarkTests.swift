import Testing

@testable import ErrorGenCore

/// YAML allows a byte order mark at the start of a stream, and editors write one ("UTF-8 with
/// BOM"): a catalog that starts with one reads exactly as without it, with the same
/// diagnostics at the same places and the same output, read whole or in parts.
@Suite struct ByteOrderMarkTests {
  static let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
  static let file = "Bom.errors.yaml"

  static let valid = """
    errorgen: 1
    domain: com.example.bom
    errors:
      first:
        code: 1
        message: Hello.

    """

  /// Catalogs whose first line matters most: a mark miscounted would move its places.
  static let catalogs: [String: [UInt8]] = [
    "a clean catalog": Array(valid.utf8),
    "windows line breaks": Array(valid.replacing("\n", with: "\r\n").utf8),
    "a key misspelled on the first line": Array(
      valid.replacing("errorgen:", with: "erorgen:").utf8),
    "a wrong value on the first line": Array(
      valid.replacing("errorgen: 1", with: "errorgen: 2").utf8),
    "a syntax error on the first line": Array("errorgen: [1\ndomain: a\n".utf8),
    "invalid UTF-8 on the first line": Array("errorgen: 1 # ".utf8) + [0xFF, 0x0A],
    "a comment first": Array(("# A catalog.\n" + valid).utf8),
    "nothing but the mark": [],
  ]

  @Test(arguments: catalogs.keys.sorted())
  func aCatalogReadsAsWithoutTheMark(name: String) throws {
    let bytes = try #require(Self.catalogs[name])
    let expected = ErrorGenPipeline.generate([CatalogSource(path: Self.file, contents: bytes)])
    let marked = ErrorGenPipeline.generate(
      [CatalogSource(path: Self.file, contents: Self.mark + bytes)])
    #expect(
      marked.diagnostics == expected.diagnostics,
      """
      \(name): expected \(expected.diagnostics.map { "\($0.location) \($0.message)" }), \
      got \(marked.diagnostics.map { "\($0.location) \($0.message)" })
      """)
    // Compared first: an expectation on the files themselves would print every byte.
    let sameFiles = marked.files == expected.files
    #expect(
      sameFiles,
      "\(name): expected \(expected.files.map(\.name)), got \(marked.files.map(\.name))")
    if name == "a clean catalog" {
      #expect(expected.diagnostics.isEmpty && expected.files.count == 1, "\(expected.diagnostics)")
    }
  }

  /// A catalog of `cases` cases.
  static func large(cases: Int) -> String {
    "errorgen: 1\ndomain: com.example.large\nerrors:\n"
      + (0..<cases).map { "  case\($0):\n    code: \($0 + 1)\n    message: Failed \($0).\n" }
      .joined()
  }

  /// The pipeline on a large file, clean and with a problem near its end: the same catalog and
  /// diagnostics with the mark.
  @Test(arguments: [false, true])
  func theLintOfALargeCatalogIsAsWithoutTheMark(broken: Bool) {
    var text = Self.large(cases: 3_000)
    if broken { text += "  broken: { code: 99999, mesage: x }\n" }
    let bytes = Array(text.utf8)
    let expected = ErrorGenPipeline.check([CatalogSource(path: Self.file, contents: bytes)])
    let marked = ErrorGenPipeline.check(
      [CatalogSource(path: Self.file, contents: Self.mark + bytes)])
    #expect(
      marked.diagnostics == expected.diagnostics,
      """
      expected \(expected.diagnostics.map { "\($0.location) \($0.message)" }), \
      got \(marked.diagnostics.map { "\($0.location) \($0.message)" })
      """)
    let sameCatalogs = marked.catalogs == expected.catalogs
    #expect(
      sameCatalogs,
      "expected \(expected.catalogs.map(\.cases.count)) cases, got \(marked.catalogs.map(\.cases.count))"
    )
    // Lint finds problems in both (its rules read the whole catalog, which must be the same).
    #expect(
      marked.diagnostics.contains { $0.message.contains("mesage") } == broken,
      "expected the misspelled key \(broken ? "" : "not ")to be reported")
  }

  /// One mark is the stream's; a second is the file's content, read as libyaml reads it.
  @Test func onlyOneMarkIsLeftOut() {
    let bytes = Array(Self.valid.utf8)
    let once = ErrorGenPipeline.check([CatalogSource(path: Self.file, contents: Self.mark + bytes)])
    let twice = ErrorGenPipeline.check(
      [CatalogSource(path: Self.file, contents: Self.mark + Self.mark + bytes)])
    #expect(once.diagnostics.isEmpty, "expected one mark to be left out, got \(once.diagnostics)")
    #expect(twice.hasErrors, "expected a second mark to be read as content")
  }
}
