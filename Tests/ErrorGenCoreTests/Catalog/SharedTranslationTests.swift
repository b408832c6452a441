import Testing

@testable import ErrorGenCore

/// A translation with the same bytes as one read before (a suggestion one case after another
/// shares) is the same `String`, not a copy (`CatalogDecoder.translation`); any other
/// translation keeps its own text.
@Suite struct SharedTranslationTests {
  /// The address of `text`'s UTF-8 bytes: the same for two strings that share their storage.
  static func storage(_ text: String) -> UnsafePointer<UInt8>? {
    var text = text
    return text.withUTF8 { $0.baseAddress }
  }

  static let shared = "Versuchen Sie es später noch einmal."
  /// As long as `shared` in UTF-8, one letter apart.
  static let sameLength = "Versuchen Sie es später noch einmal!"

  static func catalog() -> String {
    var yaml = "errorgen: 1\ndomain: com.example.shared\nerrors:\n"
    for index in 0..<6 {
      // Cases 0, 1, 2 and 4 share the suggestion; case 3's is as long; case 5 has it in one
      // locale only, at the place of the other locale.
      let german = index == 3 ? sameLength : shared
      let suggestion =
        index == 5
        ? "{ de: \"\(shared)\" }" : "{ en: Try again much later please., de: \"\(german)\" }"
      yaml += "  case\(index): { code: \(index + 1), message: Case \(index) failed for good., "
      yaml += "suggestion: \(suggestion) }\n"
    }
    return yaml
  }

  @Test func consecutiveEqualTranslationsShareTheirString() throws {
    let loaded = YAMLLoader.load(Array(Self.catalog().utf8), file: "Shared.errors.yaml")
    let (decoded, problems) = CatalogDecoder.decode(loaded.root, file: "Shared.errors.yaml")
    #expect(problems.isEmpty, "expected a clean catalog, got \(problems)")
    let catalog = try #require(decoded)
    let texts = try catalog.cases.map { try #require($0.suggestion).translations.map(\.text) }
    // Every text reads as written.
    #expect(texts[0] == ["Try again much later please.", Self.shared])
    #expect(texts[3] == ["Try again much later please.", Self.sameLength])
    #expect(texts[5] == [Self.shared])
    // Shared while equal to the last one read at its place, or to any read before.
    let german = Self.storage(texts[0][1])
    for (index, position) in [(1, 1), (2, 1), (4, 1), (5, 0)] {
      #expect(
        Self.storage(texts[index][position]) == german,
        "expected case \(index)'s German suggestion shared")
    }
    #expect(Self.storage(texts[0][0]) == Self.storage(texts[4][0]), "expected case 4's en shared")
    // A text of the same length with other bytes is its own.
    #expect(Self.storage(texts[3][1]) != german, "expected case 3's own text")
  }

  /// A repeated text with braces shares its parse too, the same segments and problems, whether
  /// it repeats the last text at its place or one read before that (the texts alternate).
  @Test func repeatedTextsShareTheirBraces() throws {
    var yaml = "errorgen: 1\ndomain: com.example.braces\nerrors:\n"
    for index in 0..<6 {
      let english =
        index.isMultiple(of: 2) ? "Item {name} failed {{twice}}." : "Item {name} is gone."
      yaml += "  case\(index):\n    code: \(index + 1)\n    params: { name: String }\n"
      yaml += "    message: { en: \"\(english)\", de: \"Element {name} {fehlt\" }\n"
    }
    let loaded = YAMLLoader.load(Array(yaml.utf8), file: "Braces.errors.yaml")
    let (decoded, _) = CatalogDecoder.decode(loaded.root, file: "Braces.errors.yaml")
    let catalog = try #require(decoded)
    let english = catalog.cases.map { $0.message.translations[0] }
    let german = catalog.cases.map { $0.message.translations[1] }
    #expect(
      english[4].segments == [
        .literal("Item "), .placeholder("name"), .literal(" failed {twice}."),
      ])
    #expect(
      english[5].segments == [.literal("Item "), .placeholder("name"), .literal(" is gone.")])
    #expect(german[5].braceProblems == [BraceProblem(offset: 15, kind: .unclosedBrace)])
    func address(_ segments: [TextSegment]) -> UnsafeRawPointer? {
      segments.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
    for index in 2..<6 {
      let first = english[index % 2]
      #expect(english[index].segments == first.segments)
      #expect(
        address(english[index].segments) == address(first.segments),
        "expected case \(index)'s parse shared with case \(index % 2)'s")
      #expect(german[index].braceProblems == german[0].braceProblems)
    }
  }
}
