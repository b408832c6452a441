import Testing

@testable import ErrorGenCore

/// Catalogs that compose each other: the rules that follow composition walk each type once,
/// however many paths lead to it.
@Suite("Composition")
struct CompositionTests {
  static func at(_ line: Int, _ column: Int = 3) -> ErrorGenCore.SourceLocation {
    LintRobustnessTests.at(line, column)
  }

  /// A catalog `name` (type `nameError`) with one case per code, composing `composes` in order.
  static func catalog(_ name: String, codes: [Int], composes: [String]) -> Catalog {
    var catalog = LintRobustnessTests.catalog(
      name, domain: "com.example.\(name.lowercased())",
      cases: codes.enumerated().map { index, code in
        LintRobustnessTests.errorCase("case\(index)", code: code, line: 10 + index)
      })
    catalog.composed = composes.enumerated().map { index, type in
      ComposedCase(
        name: Located("wrapped\(index)", at: at(5 + index)),
        typeName: Located(type + "Error", at: at(5 + index, 14)))
    }
    return catalog
  }

  /// `depth` layers of two catalogs, `A0`/`B0` to `A<depth-1>`/`B<depth-1>`, where both of
  /// each layer compose both of the next: 2^depth paths from the top to the bottom. `A0` also
  /// uses the bottom layer's first code.
  static func lattice(depth: Int) -> [Catalog] {
    (0..<depth).flatMap { layer in
      ["A", "B"].enumerated().map { side, letter in
        let next = layer + 1 < depth ? ["A\(layer + 1)", "B\(layer + 1)"] : []
        var codes = [1_000 + 2 * layer + side]
        if layer == 0 && side == 0 { codes.append(1_000 + 2 * (depth - 1)) }
        return catalog("\(letter)\(layer)", codes: codes, composes: next)
      }
    }
  }

  /// Every case the type `typeName` holds, as `DuplicateCodeRule.wrappedCases` listed them
  /// before it walked each type once: every path, each path's types once.
  static func wrappedCasesByPath(
    _ typeName: String, _ catalogs: [Catalog], visited: Set<String>
  ) -> [(String, CatalogCase)] {
    guard !visited.contains(typeName),
      let catalog = catalogs.first(where: { $0.typeName.value == typeName })
    else { return [] }
    var result = catalog.cases.map { (catalog.file, $0) }
    for composed in catalog.composed {
      result += wrappedCasesByPath(
        composed.typeName.value, catalogs, visited: visited.union([typeName]))
    }
    return result
  }

  static func byType(_ catalogs: [Catalog]) -> [String: Catalog] {
    Dictionary(catalogs.map { ($0.typeName.value, $0) }, uniquingKeysWith: { first, _ in first })
  }

  @Test("a type reached by many paths is walked once", arguments: [3, 8, 12])
  func eachTypeOnce(depth: Int) {
    let catalogs = Self.lattice(depth: depth)
    let cases = DuplicateCodeRule.wrappedCases(
      "A1Error", Self.byType(catalogs), visited: ["A0Error"])
    // A1's own case, then both cases of each layer below it.
    let expected = 1 + 2 * (depth - 2)
    #expect(
      cases.count == expected,
      "expected the \(expected) cases of A1 and the layers below, each once, got \(cases.count)")
  }

  /// The place, message (without its hint) and note of a collision `duplicate_code` reported.
  static func collision(_ diagnostic: Diagnostic) -> String {
    let message = diagnostic.message.split(separator: ";").first ?? ""
    let note = diagnostic.notes.first.map { "\($0.file):\($0.location)" } ?? "no note"
    return "\(diagnostic.file):\(diagnostic.location) \(message), note \(note)"
  }

  @Test(
    "duplicate_code reports a collision through layers of 2^40 paths", .timeLimit(.minutes(3)))
  func deepLattice() {
    let depth = 40
    let found = DuplicateCodeRule.check(Self.lattice(depth: depth)).map(Self.collision)
    let expected =
      "A0.errors.yaml:\(Self.at(11, 10)) "
      + DuplicateCodeRule.collidesWithComposed(1_000 + 2 * (depth - 1), "A1Error", "case0")
      + ", note A\(depth - 1).errors.yaml:\(Self.at(10, 10))"
    #expect(found == [expected], "expected one collision of A0 with the bottom layer, got \(found)")
  }

  /// What `duplicate_code` reported for composition before, from `wrappedCasesByPath`: the
  /// diagnostics of a walk of each type once must be these, cycles and shared types included.
  @Test("composed collisions are those a walk of every path found", arguments: 1...16)
  func collisionsMatchThePathWalk(seed: UInt64) {
    var random = SeededTestRandom(seed: seed)
    let count = 2 + random.below(6)
    let names = (0..<count).map { "T\($0)" }
    let catalogs = names.map { name in
      Self.catalog(
        name, codes: (0..<random.below(4)).map { _ in random.below(8) },
        composes: (0..<random.below(4)).map { _ in names[random.below(count)] })
    }
    var expected: [String] = []
    for catalog in catalogs {
      var own: [Int: CatalogCase] = [:]
      for errorCase in catalog.cases where own[errorCase.code.value] == nil {
        own[errorCase.code.value] = errorCase
      }
      var reported = Set<Int>()
      for entry in catalog.composed {
        let cases = Self.wrappedCasesByPath(
          entry.typeName.value, catalogs, visited: [catalog.typeName.value])
        for (file, wrapped) in cases {
          guard let mine = own[wrapped.code.value], reported.insert(wrapped.code.value).inserted
          else { continue }
          let message = DuplicateCodeRule.collidesWithComposed(
            wrapped.code.value, entry.typeName.value, wrapped.name.value)
          let note = "\(file):\(wrapped.code.location)"
          expected.append("\(catalog.file):\(mine.code.location) \(message), note \(note)")
        }
      }
    }
    let got = DuplicateCodeRule.check(catalogs)
      .filter { $0.message.contains("which this catalog composes") }.map(Self.collision)
    #expect(got == expected, "seed \(seed): expected \(expected), got \(got)")
  }
}

// MARK: Cycles

extension CompositionTests {
  /// The place and message (without its hint) of each `composition_cycle` problem.
  static func cycles(_ catalogs: [Catalog]) -> [String] {
    CompositionCycleRule.check(catalogs).map { diagnostic in
      "\(diagnostic.file):\(diagnostic.location) \(diagnostic.message.split(separator: ";")[0])"
    }
  }

  /// Catalogs named and composing as `graph` says, with no case.
  static func catalogs(_ graph: [(String, [String])]) -> [Catalog] {
    graph.map { catalog($0.0, codes: [], composes: $0.1) }
  }

  @Test(
    "each compose entry of a cycle is reported once, in the order of catalogs and entries",
    arguments: [
      ("itself", [("S", ["S"])], ["S.errors.yaml:5:14 'SError' composes itself"]),
      (
        "a pair", [("A", ["B"]), ("B", ["A"])],
        [
          "A.errors.yaml:5:14 'AError' composes itself through 'BError'",
          "B.errors.yaml:5:14 'BError' composes itself through 'AError'",
        ]
      ),
      (
        "a triangle with a way in and a way out",
        [("T", ["A"]), ("A", ["B"]), ("B", ["C"]), ("C", ["D", "A"]), ("D", [])],
        [
          "A.errors.yaml:5:14 'AError' composes itself through 'BError'",
          "B.errors.yaml:5:14 'BError' composes itself through 'CError'",
          "C.errors.yaml:6:14 'CError' composes itself through 'AError'",
        ]
      ),
      (
        "two types composing one twice, and an outside type",
        [("A", ["B", "C", "Networking.NetError"]), ("B", ["D"]), ("C", ["D"]), ("D", [])], []
      ),
    ] as [(String, [(String, [String])], [String])])
  func cyclesAreReported(name: String, graph: [(String, [String])], expected: [String]) {
    let got = Self.cycles(Self.catalogs(graph))
    #expect(got == expected, "\(name): expected \(expected), got \(got)")
  }

  @Test("a cycle through 20,000 catalogs is found without a deep stack")
  func longCycle() {
    let count = 20_000
    let catalogs = Self.catalogs((0..<count).map { ("T\($0)", ["T\(($0 + 1) % count)"]) })
    let got = Self.cycles(catalogs)
    #expect(got.count == count, "expected every entry of the cycle, got \(got.count)")
    #expect(
      got.last == "T19999.errors.yaml:5:14 'T19999Error' composes itself through 'T0Error'",
      "got \(got.last ?? "nothing")")
  }
}
