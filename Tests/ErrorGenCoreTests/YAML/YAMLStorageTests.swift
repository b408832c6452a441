import Testing

@testable import ErrorGenCore

/// The flat node storage: what the loader builds must read back as the document's tree.
@Suite struct YAMLStorageTests {
  private func load(_ yaml: String) -> YAMLLoader.Result {
    YAMLLoader.load(Array(yaml.utf8), file: "t.yaml")
  }

  @Test func nestedCollectionsReadBackInFileOrder() throws {
    let result = load("a: [x, [y, z], {}]\nb: {c: {d: e}, f: []}\ng: ''\n")
    #expect(result.diagnostics.isEmpty)
    let pairs = try #require(result.root?.mapping)
    #expect(pairs.map(\.key) == ["a", "b", "g"])
    let list = try #require(pairs[0].value.sequence)
    #expect(list.map(\.kind) == [.scalar, .sequence, .mapping])
    #expect(list[1].sequence?.compactMap(\.scalar?.text) == ["y", "z"])
    #expect(list[2].mapping?.isEmpty == true)
    let inner = try #require(pairs[1].value.mapping)
    #expect(inner[0].value.mapping?.first?.value.scalar?.text == "e")
    #expect(inner[1].value.sequence?.isEmpty == true)
    #expect(pairs[2].value.scalar == YAMLScalar("", style: .quoted))
    #expect(pairs[2].value.isNull == false)
  }

  @Test func collectionsHaveNoText() throws {
    let root = try #require(load("a: [x]\n").root)
    #expect(root.text == "")
    #expect(root.scalar == nil)
    #expect(root.sequence == nil)
    root.withScalarBytes { #expect($0.isEmpty) }
  }

  @Test func nodesAreEqualWhenTheyAreTheSameNode() throws {
    let pairs = try #require(load("a: x\nb: x\n").root?.mapping)
    #expect(pairs[0].value == pairs[0].value)
    #expect(pairs[0].value != pairs[1].value)
  }

  @Test(arguments: [3, YAMLTreeBuilder.scanLimit, YAMLTreeBuilder.scanLimit + 1, 40])
  func duplicateKeysAreFoundInSmallAndLargeMappings(keys: Int) throws {
    let lines = (0..<keys).map { "k\($0): \($0)" } + ["k0: again", "k\(keys - 1): again"]
    let result = load(lines.joined(separator: "\n") + "\n")
    let duplicates = result.diagnostics.filter { $0.rule == .duplicateKey }
    #expect(duplicates.map(\.line) == [keys + 1, keys + 2])
    #expect(duplicates.map { $0.notes.map(\.location.line) } == [[1], [keys]])
    let pairs = try #require(result.root?.mapping)
    #expect(pairs.count == keys)
    #expect(pairs.first?.value.scalar?.text == "0")
  }

  /// Keys compare as Swift strings do: a precomposed and a decomposed `é` are one key.
  @Test(arguments: [1, 20])
  func canonicallyEqualKeysAreDuplicates(otherKeys: Int) {
    let others = (0..<otherKeys).map { "k\($0): 1\n" }.joined()
    let result = load(others + "caf\u{E9}: 1\ncafe\u{301}: 2\n")
    #expect(result.diagnostics.map(\.rule) == [.duplicateKey])
  }

  /// The Kelvin sign is canonically `K`: a key with it equals an ASCII key of other bytes,
  /// before or after it, whether the mapping's keys are scanned, indexed by their bytes (all
  /// ASCII so far) or indexed as strings.
  @Test(arguments: [0, 1, 20, 3000], [false, true])
  func kelvinSignKeyEqualsTheASCIIKey(otherKeys: Int, asciiFirst: Bool) {
    let others = (0..<otherKeys).map { "k\($0): 1\n" }.joined()
    let pair = asciiFirst ? ["Kx", "\u{212A}x"] : ["\u{212A}x", "Kx"]
    let result = load(others + "\(pair[0]): 1\n\(pair[1]): 2\n")
    #expect(result.diagnostics.map(\.rule) == [.duplicateKey])
    #expect(result.diagnostics.map(\.line) == [otherKeys + 2])
    #expect(result.root?.mapping?.count == otherKeys + 1)
  }

  /// Once a large mapping has a key that is not ASCII, its keys are found as strings: the
  /// ASCII keys before it still are.
  @Test(arguments: [YAMLTreeBuilder.scanLimit + 1, 500])
  func keysBeforeAKeyThatIsNotASCIIAreStillFound(keys: Int) {
    let lines =
      (0..<keys).map { "k\($0): 1" } + ["\u{E9}t\u{E9}: 1", "k3: again", "k\(keys - 1): again"]
    let result = load(lines.joined(separator: "\n") + "\n")
    #expect(result.diagnostics.map(\.rule) == [.duplicateKey, .duplicateKey])
    #expect(result.diagnostics.map(\.line) == [keys + 2, keys + 3])
    #expect(result.diagnostics.map { $0.notes.map(\.location.line) } == [[4], [keys]])
  }

  /// Keys of one length, first and last byte share the bit that lets most keys skip the scan,
  /// and many keys share slots of the index by bytes: none of them is a duplicate, and a
  /// duplicate among them is found.
  @Test(arguments: [10, YAMLTreeBuilder.scanLimit + 1, 5000])
  func keysAlikeInShapeAreNotDuplicates(keys: Int) throws {
    let width = String(keys - 1).count
    let names = (0..<keys).map { index in
      let digits = String(index)
      return "a" + String(repeating: "0", count: width - digits.count) + digits + "z"
    }
    let lines = names.map { "\($0): 1" } + ["\(names[keys / 2]): again"]
    let result = load(lines.joined(separator: "\n") + "\n")
    #expect(result.diagnostics.map(\.rule) == [.duplicateKey])
    #expect(result.diagnostics.map(\.line) == [keys + 1])
    #expect(result.diagnostics.map { $0.notes.map(\.location.line) } == [[keys / 2 + 1]])
    let pairs = try #require(result.root?.mapping)
    #expect(pairs.map(\.key) == names)
  }

  @Test func aliasKeyIsNeverADuplicate() {
    let result = load("? *x\n: 1\n? *y\n: 2\n")
    #expect(result.diagnostics.map(\.rule) == [.yamlUnsupported, .yamlUnsupported])
    #expect(result.root?.mapping?.count == 2)
  }
}
