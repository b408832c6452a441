import Foundation
import Testing

@testable import ErrorGenCore

/// A large enum's members make the cases of their switch over `self` one at a time
/// (`GeneratedCases`), and the renderer writes each case's links of the chain as it comes,
/// deciding how the chain ends only after the last. Whatever the cases, the text must be the
/// text of the same switch with its cases made at once, and each case must be made once.
@Suite struct GeneratedCasesTests {
  /// A shape of switch: how its cases look, and the member's type.
  struct Shape: CustomTestStringConvertible, Sendable {
    var name: String
    var type: TypeDescription
    var cases: [SwitchCaseDescription]
    var testDescription: String { "\(name) (\(cases.count) cases)" }
  }

  /// `.caseN`, binding a value when `binds`.
  static func pattern(_ index: Int, binds: Bool) -> Pattern {
    .enumCase(name: "case\(index)", bindings: binds ? ["value", nil] : [])
  }

  static func returning(_ count: Int, binds: (Int) -> Bool, long: Bool = false)
    -> [SwitchCaseDescription]
  {
    (0..<count).map { index in
      let text = long ? String(repeating: "The text of case \(index). ", count: 3) : "Text \(index)"
      return .returns([pattern(index, binds: binds(index))], .string(text))
    }
  }

  static let metadata = Expression.identifier("metadata")

  /// `metadata["value"] = "N"`, which does not return.
  static func assigning(_ count: Int) -> [SwitchCaseDescription] {
    (0..<count).map { index in
      .when(
        [pattern(index, binds: true)],
        .assignment(.subscripted(metadata, .string("value")), .string("\(index)")))
    }
  }

  static let shapes: [Shape] = {
    var shapes: [Shape] = []
    for count in [0, 1, 3, 7, 8, 9, 40] {
      shapes.append(
        Shape(name: "binding nothing", type: .string, cases: returning(count) { _ in false }))
      shapes.append(
        Shape(name: "every case binding", type: .string, cases: returning(count) { _ in true }))
      // No neutral value of the type: such a switch cannot end in one, and stays a switch.
      shapes.append(
        Shape(
          name: "every case binding, no neutral value", type: .named("Thing"),
          cases: returning(count) { _ in true }))
      // The last case binding nothing is in the middle: its links are taken out again.
      shapes.append(
        Shape(
          name: "last case binding nothing in the middle", type: .optional(.string),
          cases: returning(count) { $0 != count / 2 }))
      shapes.append(
        Shape(
          name: "with a default", type: .optional(.string),
          cases: returning(count) { _ in true } + [.otherwise(.return(.nil))]))
      shapes.append(
        Shape(
          name: "not returning, default breaks", type: .dictionary(key: .string, value: .string),
          cases: assigning(count) + [.otherwise(.break)]))
      shapes.append(
        Shape(
          name: "not returning, without a default",
          type: .dictionary(key: .string, value: .string), cases: assigning(count)))
      // A default that does something after cases that do not return: it stays a switch.
      shapes.append(
        Shape(
          name: "not returning, default assigns", type: .dictionary(key: .string, value: .string),
          cases: assigning(count) + [
            .otherwise(.assignment(.subscripted(metadata, .string("value")), .string("none")))
          ]))
    }
    // Several patterns in one case, and a default before the last case.
    let grouped: [SwitchCaseDescription] = (0..<12).map { index in
      .returns(
        [pattern(2 * index, binds: false), pattern(2 * index + 1, binds: false)],
        .string("\(index)"))
    }
    shapes.append(Shape(name: "cases of two patterns", type: .string, cases: grouped))
    shapes.append(
      Shape(
        name: "a default among the cases", type: .string,
        cases: Array(grouped[..<5]) + [.otherwise(.return(.string("")))] + grouped[5...]))
    // More text than a piece of a part (`SwiftRenderer.partPieceSize`), so that the member
    // spans pieces, and the case binding nothing is early.
    shapes.append(
      Shape(
        name: "longer than a piece", type: .string,
        cases: returning(4_000, binds: { $0 != 3 }, long: true)))
    return shapes
  }()

  /// Counts the cases made (by one thread: a part is rendered on one).
  final class Counter: @unchecked Sendable {
    private(set) var count = 0
    func add() { count += 1 }
  }

  /// `cases` made one at a time, each counted.
  static func generated(_ cases: [SwitchCaseDescription], counting counter: Counter)
    -> GeneratedCases
  {
    GeneratedCases {
      GeneratedCases.iterator(cases) { switchCase in
        counter.add()
        return switchCase
      }
    }
  }

  /// The members around a switch: a function and a computed property.
  static func members(_ shape: Shape, body: CodeBlockItem) -> [Declaration] {
    [
      .method(
        .public, "text", [ParameterDescription(name: "locale", type: .string)],
        returns: shape.type,
        shape.type == .dictionary(key: .string, value: .string)
          ? [
            .binding(.var, name: "metadata", type: shape.type, value: .dictionary([])), body,
            .return(metadata),
          ]
          : [body]),
      .computed(.private, "value", shape.type, [body]),
    ]
  }

  /// The text of `members`, as a part of a file renders them, pieces handed to `emit` joined
  /// with those returned.
  static func render(_ members: [Declaration], lowering: Bool) -> (text: String, pieces: Int) {
    final class Emitted: @unchecked Sendable { var pieces: [[UInt8]] = [] }
    let emitted = Emitted()
    let rest = SwiftRenderer.renderMembersPart(
      members, isFirst: true, lowersSwitchesOverSelf: lowering
    ) { emitted.pieces.append($0) }
    let pieces = emitted.pieces + rest
    return (String(decoding: pieces.joined(), as: UTF8.self), pieces.count)
  }

  @Test(arguments: shapes, [true, false])
  func generatedCasesAreWrittenAsTheSameCasesMadeAtOnce(shape: Shape, lowering: Bool) {
    let counter = Counter()
    let generated = Self.generated(shape.cases, counting: counter)
    let expected = Self.render(
      Self.members(shape, body: .switch(.selfValue, shape.cases)), lowering: lowering)
    let written = Self.render(
      Self.members(shape, body: .generatedSwitch(.selfValue, generated)), lowering: lowering)
    #expect(
      written.text == expected.text,
      "expected the text of the cases made at once:\n\(expected.text)\ngot:\n\(written.text)")
    if shape.cases.count > 1_000 {
      #expect(written.pieces > 1, "expected a member longer than a piece, got one piece")
    }
    // Each of the two members makes the cases once; a switch that is not lowered after all is
    // written again from its cases made at once.
    let lowered = expected.text.contains("if case .case")
    let runs = lowering && !lowered && !shape.cases.isEmpty ? 2 : 1
    #expect(
      counter.count == 2 * runs * shape.cases.count,
      "expected \(2 * runs) makings of each case, got \(counter.count) of \(shape.cases.count)")
  }

  /// The repository's catalogs, each described with its members' cases made at once and made
  /// one at a time, and rendered as a large enum's members are (with chains) and as a small
  /// one's: the texts must not differ. Their members have every shape the translators make,
  /// composed cases and none, and switches too short to become chains (which the renderer
  /// writes again as switches after making their cases one at a time).
  ///
  /// Two large catalogs join them: one whose cases alternate between binding values and not,
  /// and one whose every case binds values and only some give a reason, so that chains end in
  /// each way (a case without a condition, a neutral value, a default).
  @Test func translatedMembersAreWrittenAlikeEitherWay() throws {
    var chained = 0
    var kept = 0
    for catalog in try Self.referenceAndLargeCatalogs() {
      var context = ErrorTypeContext(catalog: catalog, options: .init())
      for lowering in [true, false] {
        var texts: [String] = []
        for generating in [false, true] {
          context.lowersSwitches = generating
          let file = ErrorTypeTranslator(context: context).translate()
          texts.append(SwiftRenderer.render(file, lowersSwitchesOverSelf: lowering))
        }
        let difference = LineDiff.describe(expected: texts[0], actual: texts[1])
        #expect(texts[0] == texts[1], "\(catalog.stem), lowering \(lowering): \(difference)")
        if lowering && texts[0].contains("if case .") { chained += 1 }
        if lowering && texts[0].contains("switch self {") { kept += 1 }
      }
    }
    #expect(chained > 0, "expected catalogs with chains, got none")
    #expect(kept > 0, "expected catalogs with switches too short for a chain, got none")
  }

  /// The reference catalogs, and two large ones (the text above says which), decoded.
  static func referenceAndLargeCatalogs() throws -> [Catalog] {
    let large = [
      CatalogSource(
        path: "Large.errors.yaml",
        text: LargeEnumLoweringTests.catalog(cases: LargeEnumLowering.caseThreshold + 3)),
      CatalogSource(
        path: "Bound.errors.yaml", text: boundCatalog(cases: LargeEnumLowering.caseThreshold)),
    ]
    return decoded(
      try ReferenceFiles.catalogFolders.map { try ReferenceFiles.sources(in: $0) } + [large])
  }

  /// The catalogs of `runs`, each run decoded together (composed catalogs need the others);
  /// every catalog must decode.
  static func decoded(_ runs: [[CatalogSource]]) -> [Catalog] {
    runs.flatMap { run in
      let sources = run
      let catalogs = ErrorGenPipeline.check(sources).catalogs
      #expect(catalogs.count == run.count, "expected every catalog of \(run.map(\.path)) to decode")
      return catalogs
    }
  }

  /// A catalog whose every case binds a value in its message, and every third a reason.
  static func boundCatalog(cases: Int) -> String {
    var yaml = "errorgen: 1\ndomain: com.example.bound\nerrors:\n"
    for index in 0..<cases {
      yaml += "  bound\(index):\n    code: \(index)\n    params: { value: Int }\n"
      yaml += "    message: \"Bound {value} failed.\"\n"
      if index.isMultiple(of: 3) { yaml += "    reason: \"Reason {value}.\"\n" }
    }
    return yaml
  }

  @Test func generatedCasesCompareByTheCasesTheyMake() {
    let cases = Self.returning(5) { $0.isMultiple(of: 2) }
    let counter = Counter()
    let one = Self.generated(cases, counting: counter)
    let other = Self.generated(cases, counting: counter)
    let fewer = Self.generated(Array(cases.dropLast()), counting: counter)
    #expect(one == other, "expected generated cases that make equal cases to be equal")
    #expect(one != fewer, "expected generated cases that make different cases to differ")
    #expect(one.cases == cases, "expected the cases made at once to be the cases given")
    var hashes: Set<Int> = []
    for generated in [one, other] {
      var hasher = Hasher()
      generated.hash(into: &hasher)
      hashes.insert(hasher.finalize())
    }
    #expect(hashes.count == 1, "expected equal generated cases to hash alike, got \(hashes)")
  }
}
