import Testing

@testable import ErrorGenCore

/// The chains of a large enum's members whose every case returns are handed on in pieces as
/// they are written (`CodeWriter.commitHeld(before:)`), instead of being held whole until
/// their last case. The text must stay the whole file's, and the promise that lets the
/// renderer do it must hold for every translator that makes it.
@Suite struct StreamedChainTests {
  /// A catalog of `count` cases in three locales: every third case binds no value, the others
  /// bind one, so that the chains end without a condition and move that case's text out.
  static func catalog(cases count: Int) -> String {
    var yaml = "errorgen: 1\ndomain: com.example.streamed\nerrors:\n"
    for index in 0..<count {
      if index.isMultiple(of: 3) {
        yaml += "  plain\(index):\n    code: \(index)\n"
        yaml += "    message: { en: The plain operation \(index) could not be completed., "
        yaml += "de: Der einfache Vorgang \(index) ist fehlgeschlagen., "
        yaml += "fr: L’opération simple \(index) a échoué. }\n"
      } else {
        yaml += "  valued\(index):\n    code: \(index)\n    params: { value: Int }\n"
        yaml += "    message: { en: \"The valued operation {value} could not be completed.\", "
        yaml += "de: \"Der Vorgang {value} ist fehlgeschlagen.\", "
        yaml += "fr: \"L’opération {value} a échoué.\" }\n"
      }
    }
    return yaml
  }

  /// Records the pieces of the files a pipeline hands over.
  final class Pieces: GeneratedFileSink, @unchecked Sendable {
    var sizes: [Int] = []
    var bytes: [UInt8] = []
    func startFile(named name: String) {}
    func append(_ piece: [UInt8]) {
      sizes.append(piece.count)
      bytes += piece
    }
  }

  @Test("a large member goes on in pieces of about a piece's size, and the text is unchanged")
  func largeMembersAreNotHeldWhole() throws {
    let source = CatalogSource(path: "Streamed.errors.yaml", text: Self.catalog(cases: 2_000))
    let pieces = Pieces()
    let diagnostics = ErrorGenPipeline.generate([source], into: pieces)
    #expect(!diagnostics.hasErrors, "expected a clean catalog, got \(diagnostics)")
    var sources = [source]
    let catalog = try #require(
      ErrorGenPipeline.decode(&sources, limits: .standard, access: nil).catalogs.first)
    let whole = SwiftRenderer.render(
      ErrorTypeTranslator(context: ErrorTypeContext(catalog: catalog, options: .init()))
        .translate(),
      lowersSwitchesOverSelf: true)
    let written = String(decoding: pieces.bytes, as: UTF8.self)
    #expect(
      written == whole,
      "expected the whole file's text:\n\(LineDiff.describe(expected: whole, actual: written))")
    // errorDescription alone is about 500 KB: held whole, it would be one piece that large.
    let limit = SwiftRenderer.partPieceSize + 16 * 1024
    let largest = pieces.sizes.max() ?? 0
    #expect(
      largest <= limit,
      "expected no piece over \(limit) bytes, got one of \(largest) (sizes \(pieces.sizes))")
    #expect(
      whole.utf8.count > 4 * SwiftRenderer.partPieceSize,
      "expected a file of many pieces, got \(whole.utf8.count) bytes")
  }

  /// Every generated switch whose maker promises that every case returns
  /// (`GeneratedCases.everyCaseReturns`) does: in the repository's catalogs and in large ones
  /// with and without composed cases and cases binding nothing.
  @Test("every case of a switch promised to return returns")
  func promisesHold() throws {
    let runs: [[CatalogSource]] =
      try ReferenceFiles.catalogFolders.map { try ReferenceFiles.sources(in: $0) } + [
        [CatalogSource(path: "Streamed.errors.yaml", text: Self.catalog(cases: 200))],
        [
          CatalogSource(
            path: "Bound.errors.yaml",
            text: GeneratedCasesTests.boundCatalog(cases: LargeEnumLowering.caseThreshold))
        ],
      ]
    var promised = 0
    for catalog in GeneratedCasesTests.decoded(runs) {
      var context = ErrorTypeContext(catalog: catalog, options: .init())
      context.lowersSwitches = true
      let file = ErrorTypeTranslator(context: context).translate()
      for (member, cases) in Self.generatedSwitches(in: file.declarations)
      where cases.everyCaseReturns {
        promised += 1
        for switchCase in cases.cases {
          #expect(
            LargeEnumLowering.endsInReturn(switchCase.body),
            "\(catalog.stem).\(member): a case does not return: \(switchCase)")
        }
      }
    }
    #expect(promised >= 6, "expected members that promise it, got \(promised)")
  }

  /// The generated switches of `declarations` and of the types and extensions in them, each
  /// with the name of its member.
  static func generatedSwitches(in declarations: [Declaration]) -> [(String, GeneratedCases)] {
    var found: [(String, GeneratedCases)] = []
    func visit(_ declaration: Declaration) {
      switch declaration {
      case .commented(_, let inner), .deprecated(_, let inner): visit(inner)
      case .enumeration(let type): type.allMembers.forEach(visit)
      case .structure(let type): type.members.forEach(visit)
      case .extension(let type): type.members.forEach(visit)
      case .function(let function):
        add(function.body ?? [], named: "\(function.kind)")
      case .variable(let variable):
        add(variable.getter ?? [], named: variable.name)
      case .mark, .enumCase, .protocol: break
      }
    }
    func add(_ body: [CodeBlockItem], named name: String) {
      for item in body {
        if case .generatedSwitch(_, let cases) = item { found.append((name, cases)) }
      }
    }
    declarations.forEach(visit)
    return found
  }
}
