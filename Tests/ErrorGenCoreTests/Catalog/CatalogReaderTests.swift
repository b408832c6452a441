import Testing

@testable import ErrorGenCore

/// A large catalog is read in parts and each part's cases are decoded as soon as the part is
/// read (`CatalogReader.readInParts`). Whatever the file, the catalog and the diagnostics must
/// be exactly those of reading the file whole and decoding its tree: a clean file is read in
/// parts, and any file that cannot be (a problem anywhere, keys after `errors`, a name in two
/// parts, unusual line breaks) is read whole.
@Suite struct CatalogReaderTests {
  static let file = "Parts.errors.yaml"
  static let limits = YAMLLimits(maxFileSize: 64 << 20, maxDepth: 100)

  /// A catalog of `count` cases that uses what cases can inherit or carry: defaults, a default
  /// locale other than `en`, texts in three locales, block texts over several lines, params of
  /// several shapes, retry policies, mappings, comments and blank lines between entries.
  static func catalog(cases count: Int, lineBreak: String = "\n") -> String {
    var yaml = """
      # A catalog read in parts.
      errorgen: 1
      domain: com.example.parts
      default_locale: de
      codes:
        range: [1, 100000]
      recovery_options:
        retry: { label: { de: Nochmal, en: Retry, fr: Réessayer }, role: default, retries_operation: true }
        cancel: { label: { de: Abbrechen, en: Cancel, fr: Annuler }, role: cancel }
      retry_policies:
        standard: { max_attempts: 3, initial_delay: 1s }
      defaults:
        kind: transient
        presentation: banner
        recovery: [retry, cancel]
        retry: standard
      errors:

      """
    for index in 0..<count {
      yaml += "  case\(index):\n    code: \(index + 1)\n"
      switch index % 5 {
      case 0:
        yaml += """
              params: { name: String?, attempt: { type: "Int?", doc: The attempt. } }
              message:
                de: "Fall {name} ist fehlgeschlagen ({attempt})."
                en: "Case {name} failed ({attempt})."
                fr: "Le cas {name} a échoué ({attempt})."
              http: [404, "500-503"]

          """
      case 1:
        yaml += """
              # A comment inside an entry.
              kind: user
              retry: none
              message: Ein Text in der Standardsprache.
              reason:
                de: |
                  Zeile eins von \(index).
                  Zeile zwei.
                en: >
                  Folded line one
                  and two.
              server_codes: [E\(index)]

          """
      case 2:
        yaml += """
              params: { after: { type: "TimeInterval?", bind: retry_after } }
              message: { de: "Später", en: "Later" }
              retry: { policy: standard, after: after }
              maps: [{ domain: NSURLErrorDomain, codes: [-\(index)] }]
              deprecated: Use case0 instead.

          """
      case 3:
        yaml += """
              message: 'Einfach zitiert: “\(index)”'
              suggestion: { de: Bitte erneut versuchen., en: Please try again. }
              presentation: alert
              recovery: [cancel]
              icon: wifi.slash
              field: email

          """
      default:
        yaml += "    message: \"Mit Escape \\u00e9 und \\t Tab \(index)\"\n    retry: none\n\n"
      }
    }
    return lineBreak == "\n" ? yaml : yaml.replacing("\n", with: lineBreak)
  }

  /// What reading `text` whole gives, and in `parts` parts (nil when it is read whole).
  static func read(_ text: String, parts: Int) -> (
    whole: (Catalog?, [Diagnostic]), inParts: Catalog?, read: (Catalog?, [Diagnostic])
  ) {
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      (
        CatalogReader.readWhole(buffer, file: file, limits: limits),
        CatalogReader.readInParts(
          buffer, file: file, limits: limits, parts: parts, minimumPart: 1_000),
        CatalogReader.read(buffer, file: file, limits: limits)
      )
    }
  }

  /// Where two catalogs differ, shortly: the first case that differs, else "the catalog's
  /// keys"; nil when they are equal.
  static func difference(_ catalog: Catalog?, _ expected: Catalog?) -> String? {
    guard let catalog, let expected else {
      return catalog == nil && expected == nil ? nil : "one catalog is missing"
    }
    guard catalog != expected else { return nil }
    for (one, other) in zip(catalog.cases, expected.cases) where one != other {
      return "case \(one.name.value) at \(one.name.location), expected \(other.name.value) at "
        + "\(other.name.location)"
    }
    if catalog.cases.count != expected.cases.count {
      return "\(catalog.cases.count) cases, expected \(expected.cases.count)"
    }
    return "the catalog's keys"
  }

  @Test(arguments: [2, 3, 7, 16])
  func cleanCatalogsReadInPartsAsWhole(parts: Int) throws {
    let (whole, inParts, _) = Self.read(Self.catalog(cases: 600), parts: parts)
    #expect(whole.1.isEmpty, "expected a clean catalog, got \(whole.1.map(\.message))")
    let expected = try #require(whole.0)
    let catalog = try #require(inParts, "expected the catalog to be read in \(parts) parts")
    #expect(catalog.cases.count == 600, "expected 600 cases, got \(catalog.cases.count)")
    #expect(
      Self.difference(catalog, expected) == nil, "\(Self.difference(catalog, expected) ?? "")")
    // Where the cases are: every part's lines are the file's.
    let last = try #require(catalog.cases.last)
    let expectedLast = try #require(expected.cases.last)
    #expect(
      last.name.location == expectedLast.name.location && last.code == expectedLast.code,
      "expected the last case at \(expectedLast.name.location), got \(last.name.location)")
    #expect(catalog.locales == ["de", "en", "fr"], "got locales \(catalog.locales)")
    #expect(catalog.foundLocales.texts == expected.foundLocales.texts)
    // The generated file is the same, byte for byte.
    let generated = SwiftGenerator.generate(catalog)
    let expectedFile = SwiftGenerator.generate(expected)
    #expect(generated == expectedFile, "expected the same generated file")
  }

  @Test func windowsLineBreaksAreReadInParts() throws {
    let text = Self.catalog(cases: 300, lineBreak: "\r\n")
    let (whole, inParts, _) = Self.read(text, parts: 5)
    #expect(whole.1.isEmpty, "\(whole.1.map(\.message))")
    let catalog = try #require(inParts, "expected \\r\\n lines to be counted as lines")
    #expect(Self.difference(catalog, whole.0) == nil, "\(Self.difference(catalog, whole.0) ?? "")")
  }

  /// Files that cannot be read in parts: `read` must then give exactly what reading the file
  /// whole gives, problems and all.
  static let readWhole: [String: String] = {
    let clean = catalog(cases: 400)
    let later = clean.range(of: "  case300:\n")!.lowerBound
    func inserting(_ entry: String, at index: String.Index) -> String {
      var text = clean
      text.insert(contentsOf: entry, at: index)
      return text
    }
    // Entries written before a case of a later part.
    let entries = [
      ("a name in two parts", "  case3:\n    code: 9999\n    message: Zweimal.\n"),
      ("a broken case in a later part", "  broken:\n    code: 9999\n    mesage: x\n"),
      ("an anchor in a later part", "  anchored:\n    code: 9999\n    message: &m x\n"),
      ("a tag in a later part", "  tagged:\n    code: 9999\n    message: !!str x\n"),
      ("a name twice, close together", "  case301:\n    code: 9999\n    message: x\n"),
      ("a line separator in a text", "  separated:\n    code: 9999\n    message: \"a\u{2028}b\"\n"),
      ("a lone carriage return", "  returned:\n    code: 9999\n    message: \"a\rb\"\n"),
      ("a next line in a text", "  nextLine:\n    code: 9999\n    message: \"a\u{85}b\"\n"),
    ]
    let texts =
      entries.map { ($0.0, inserting($0.1, at: later)) } + [
        ("defaults after errors", clean + "defaults:\n  kind: user\n"),
        ("a key after errors", clean + "doc: Written last.\n"),
        ("an unknown key after errors", clean + "unknown: 1\n"),
        ("a syntax error at the end", clean + "  broken: [unclosed\n"),
        ("a second document", clean + "---\nerrorgen: 1\n"),
        ("a problem in the keys", clean.replacing("domain: com.example.parts", with: "domian: x")),
      ]
    return Dictionary(uniqueKeysWithValues: texts)
  }()

  @Test(arguments: readWhole.keys.sorted())
  func filesThatCannotBeReadInPartsAreReadWhole(name: String) throws {
    let text = try #require(Self.readWhole[name])
    let (whole, inParts, read) = Self.read(text, parts: 7)
    let readInParts = inParts != nil
    #expect(!readInParts, "\(name): expected the file to be read whole")
    #expect(
      read.1 == whole.1,
      "\(name): expected \(whole.1.map(\.message)), got \(read.1.map(\.message))")
    #expect(
      Self.difference(read.0, whole.0) == nil, "\(name): \(Self.difference(read.0, whole.0) ?? "")")
  }

  @Test func lineFeedsAreCountedAsOneByteAtATimeCountsThem() {
    var bytes = Array(Self.catalog(cases: 200).utf8)
    // Runs longer than a counter lane holds, and lines of every length.
    bytes += Array(repeating: UInt8(ascii: "\n"), count: 9_000)
    for length in 0..<300 { bytes += Array(repeating: UInt8(ascii: "x"), count: length) + [10] }
    bytes.withUnsafeBufferPointer { buffer in
      for range in [0..<buffer.count, 1..<buffer.count - 1, 17..<18, 5..<5, 3..<4_200] {
        let expected = buffer[range].count { $0 == UInt8(ascii: "\n") }
        let counted = YAMLChunks.lineFeeds(in: buffer, range)
        #expect(counted == expected, "\(range): expected \(expected) line feeds, got \(counted)")
      }
    }
  }

  /// The pipeline reads a large file in parts: what it reports for a clean one and a broken one
  /// is what reading them whole reports.
  @Test func thePipelineReadsLargeFilesInParts() throws {
    let clean = Self.catalog(cases: 3_000)
    let parts = clean.utf8.withContiguousStorageIfAvailable {
      YAMLChunks.plan($0, parts: YAMLLoader.chunkCount, minimumPart: YAMLLoader.minimumChunkSize)
    }
    #expect(parts??.cuts.isEmpty == false, "expected a file large enough to be read in parts")
    let broken = clean + "  broken: { code: 99999, mesage: x }\n"
    for (text, isBroken) in [(clean, false), (broken, true)] {
      let bytes = Array(text.utf8)
      let whole = bytes.withUnsafeBufferPointer {
        CatalogReader.readWhole($0, file: Self.file, limits: .standard)
      }
      let result = ErrorGenPipeline.check([CatalogSource(path: Self.file, contents: bytes)])
      let expected = Diagnostic.sorted(whole.1 + Linter.lint(whole.0.map { [$0] } ?? []))
      #expect(
        result.diagnostics == expected,
        "expected \(expected.map(\.message)), got \(result.diagnostics.map(\.message))")
      // The broken case is left out; lint finds problems in both (its rules read the whole
      // catalog, which must be the same).
      #expect(result.catalogs.first?.cases.count == 3_000)
      #expect(
        result.diagnostics.contains { $0.message.contains("mesage") } == isBroken,
        "expected the misspelled key \(isBroken ? "" : "not ")to be reported")
      #expect(result.catalogs.count == (whole.0 == nil ? 0 : 1))
      #expect(Self.difference(result.catalogs.first, whole.0) == nil)
    }
  }
}
