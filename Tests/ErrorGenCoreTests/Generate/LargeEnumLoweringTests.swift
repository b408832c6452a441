import Testing

@testable import ErrorGenCore

/// Large catalogs get `if case` chains instead of `switch self`, which Swift cannot check for
/// exhaustiveness in reasonable time at about 1,000 cases with associated values.
@Suite struct LargeEnumLoweringTests {
  static func catalog(cases: Int) -> String {
    var yaml = "errorgen: 1\ndomain: com.example.large\nerrors:\n"
    for index in 0..<cases {
      if index.isMultiple(of: 2) {
        yaml += "  plain\(index): { code: \(index), message: Plain \(index) failed. }\n"
      } else {
        yaml += "  valued\(index):\n    code: \(index)\n    params: { value: Int, note: String? }\n"
        yaml += "    message: \"Valued {value} failed.\"\n"
      }
    }
    return yaml
  }

  /// A catalog of `cases` cases, every third with an icon, every fifth with a field, every
  /// seventh with help; even cases offer options, transient ones retry.
  static func richCatalog(
    cases: Int, options: Bool = true, extras: Bool = true, compose: Bool = false
  ) -> String {
    var yaml = "errorgen: 1\ndomain: com.example.large\n"
    if compose { yaml += "compose: { other: OtherError }\n" }
    if options {
      yaml +=
        "recovery_options:\n  retry: { label: Retry }\n  cancel: { label: Cancel, role: cancel }\n"
    }
    yaml += "errors:\n"
    for index in 0..<cases {
      let kind = ["transient", "user", "system", "fatal"][index % 4]
      yaml += "  case\(index):\n    code: \(index)\n    message: Case \(index) failed.\n"
      yaml +=
        "    kind: \(kind)\n    retry: \(kind == "transient" ? "{ max_attempts: 5 }" : "none")\n"
      if options && index.isMultiple(of: 2) { yaml += "    recovery: [retry, cancel]\n" }
      guard extras else { continue }
      if index.isMultiple(of: 3) { yaml += "    icon: wifi\n" }
      if index.isMultiple(of: 5) { yaml += "    field: email\n" }
      if index.isMultiple(of: 7) { yaml += "    help: https://example.com/\(index)\n" }
    }
    return yaml
  }

  /// The reference catalogs, and two large ones (one binding values in some cases, one in all), decoded.
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
      let catalogs = ErrorGenPipeline.check(run).catalogs
      #expect(catalogs.count == run.count { !$0.path.hasSuffix(".xcstrings") }, "expected every catalog of \(run.map(\.path)) to decode")
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

  static func generate(cases: Int) throws -> String {
    let source = CatalogSource(path: "Large.errors.yaml", text: catalog(cases: cases))
    let (files, diagnostics) = ErrorGenPipeline.generate([source])
    #expect(diagnostics.isEmpty, "expected a clean catalog, got \(diagnostics)")
    return try #require(files.first?.contents)
  }

  @Test func smallCatalogsKeepTheirSwitches() throws {
    let text = try Self.generate(cases: LargeEnumLowering.caseThreshold - 1)
    #expect(text.contains("switch self {"))
    #expect(!text.contains("if case .plain0 = self {"))
  }

  @Test func largeCatalogsUseIfCaseChains() throws {
    let text = try Self.generate(cases: LargeEnumLowering.caseThreshold)
    #expect(!text.contains("switch self {"), "expected no switch over self")
    #expect(text.contains("  var errorCode: Int {\n    if case .plain0 = self {\n      return 0\n"))
    #expect(text.contains("if case .valued1(let value, _) = self {"))
    // The last case that binds nothing ends the chain without a condition: in `errorCode`
    // the last case; in the texts, which bind values of the odd cases, the last even one.
    #expect(text.contains("      return 126\n    }\n    return 127\n  }\n"))
    #expect(text.contains("    if case .valued127(let value, _) = self {"))
    #expect(text.contains("    }\n    return \"Plain 126 failed.\"\n  }\n"))
  }

  @Test func everyCaseIsInEveryChain() throws {
    let cases = LargeEnumLowering.caseThreshold + 3
    let text = try Self.generate(cases: cases)
    for (member, returned) in [
      ("  var caseName: String {", "return \""),
      ("  var description: String {", "\"LargeError."),
      ("  private var comparedValues: [AnyHashable] {", "return [\""),
    ] {
      let chain = try #require(text.range(of: member), "expected \(member)")
      let end = try #require(text.range(of: "\n  }\n", range: chain.upperBound..<text.endIndex))
      let returns = text[chain.upperBound..<end.lowerBound].components(separatedBy: returned).count
      #expect(returns - 1 == cases, "expected \(cases) returns in \(member), got \(returns - 1)")
    }
  }

  @Test func chainedMembersAreNotOptimized() throws {
    let text = try Self.generate(cases: LargeEnumLowering.caseThreshold)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // Each member of an extension: its first line, and whether its body holds a chain.
    var members: [(head: Int, chained: Bool)] = []
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("  "), !line.hasPrefix("   "), !line.hasPrefix("  //"),
        !line.hasPrefix("  @"), !line.hasPrefix("  }"), !line.hasPrefix("  case ")
      {
        members.append((index, false))
      } else if line.hasPrefix("    if case ."),
        line.hasSuffix(") = self {") || line.hasSuffix(" = self {")
          || line.hasSuffix("("), !members.isEmpty
      {
        members[members.count - 1].chained = true
      }
    }
    let chained = members.filter(\.chained)
    #expect(
      chained.count == 11,
      "expected the chains of identity, ==, texts, classification, HTTP and logging, got \(chained.count)"
    )
    for member in members {
      let attributed = lines[member.head - 1] == "  \(LargeEnumLowering.attribute)"
      // `samples` is one array literal of every case: it gets the attribute too.
      let expected = member.chained || lines[member.head].contains("static var samples:")
      #expect(
        attributed == expected,
        "expected the attribute \(expected ? "above" : "nowhere near") \(lines[member.head])")
    }
    let small = try Self.generate(cases: LargeEnumLowering.caseThreshold - 1)
    #expect(!small.contains(LargeEnumLowering.attribute))
  }

  @Test func largeTypesCompareWithTheirOwnEquality() throws {
    let text = try Self.generate(cases: LargeEnumLowering.caseThreshold)
    #expect(
      text.contains(
        """
          static func == (lhs: LargeError, rhs: LargeError) -> Bool {
            lhs.comparedValues == rhs.comparedValues
          }

          /// Hashes what `==` compares.
          func hash(into hasher: inout Hasher) { hasher.combine(comparedValues) }

          /// What `==` and `hash(into:)` use: the case's name, then its associated values.
          @_optimize(none)
          private var comparedValues: [AnyHashable] {
            if case .plain0 = self {
              return ["plain0"]
            }
            if case .valued1(let value, let note) = self {
              return ["valued1", value, note]
            }
        """))
    // Every case compares its own name; the last case without values ends the chain.
    #expect(
      text.contains("      return [\"valued127\", value, note]\n    }\n    return [\"plain126\"]\n")
    )
    let small = try Self.generate(cases: LargeEnumLowering.caseThreshold - 1)
    #expect(!small.contains("static func =="), "expected the derived == in a small type")
    #expect(!small.contains("func hash(into"), "expected the derived hash(into:) in a small type")
  }

  /// A chain's `if case` that is too long breaks as swift-format breaks it: the brace on a line
  /// of its own, then the bindings on the lines below.
  /// `var n: Int` of an extension of `E`, a switch over `self` of `cases`, rendered as a large
  /// enum's members are.
  static func renderLowered(_ cases: [SwitchCaseDescription]) -> String {
    SwiftRenderer.render(
      FileDescription(
        headerComment: nil, imports: [],
        declarations: [
          .extension(
            ExtensionDescription(
              typeName: "E",
              members: [.computed(.public, "n", .int, [.switch(.selfValue, cases)])]))
        ]),
      lowersSwitchesOverSelf: true)
  }

  @Test func longChainPatternsBreakLikeSwiftFormat() {
    let long = String(repeating: "a", count: 60)
    let cases: [SwitchCaseDescription] =
      [
        .returns([.enumCase(name: "fits", bindings: ["value"])], .literal(.int(1))),
        .returns([.enumCase(name: long + "Brace", bindings: ["first", nil])], .literal(.int(2))),
        .returns(
          [.enumCase(name: long + "Bindings", bindings: ["first", "second", nil, "third"])],
          .literal(.int(3))),
      ] + (4...9).map { .returns([.enumCase(name: "c\($0)", bindings: [])], .literal(.int($0))) }
    let text = Self.renderLowered(cases)
    #expect(
      text.contains(
        """
            if case .fits(let value) = self {
              return 1
            }
            if case .\(long)Brace(let first, _) = self
            {
              return 2
            }
            if case .\(long)Bindings(
              let first, let second, _, let third) = self
            {
              return 3
            }
        """), "got:\n\(text)")
  }

  /// A case whose body ends in a switch returns only when that switch has a default and each of
  /// its cases returns (or in an `if` whose branches and `else` all return): then the last case
  /// needs no condition; else every case keeps its `if case`, and the chain ends after them.
  @Test(arguments: [
    "switch with a default", "switch without a default", "if with an else", "if without an else",
    "if with an else that does not return",
  ])
  func casesEndingInAnInnerSwitchOrIf(inner: String) {
    let returnsOne = CodeBlockItem.return(.literal(.int(1)))
    let returnsZero = CodeBlockItem.return(.literal(.int(0)))
    let body: CodeBlockItem
    let returns: Bool
    switch inner {
    case "switch with a default", "switch without a default":
      returns = inner == "switch with a default"
      body = .switch(
        .identifier("locale"),
        [SwitchCaseDescription(label: .patterns([.expression(.string("de"))]), body: [returnsOne])]
          + (returns ? [SwitchCaseDescription(label: .default, body: [returnsZero])] : []))
    default:
      returns = inner == "if with an else"
      body = .if(
        [ConditionalBranch(condition: .expression(.identifier("flag")), body: [returnsOne])],
        else: returns
          ? [returnsZero] : inner == "if without an else" ? nil : [.expression(.identifier("f"))])
    }
    let cases = (0..<9).map {
      SwitchCaseDescription(
        label: .patterns([.enumCase(name: "c\($0)", bindings: [])]), body: [body])
    }
    let text = Self.renderLowered(cases)
    #expect(text.contains("if case .c7 = self {"), "expected a chain, got:\n\(text)")
    #expect(
      text.contains("if case .c8 = self {") == !returns,
      "expected the last case \(returns ? "without" : "with") a condition, got:\n\(text)")
  }
}
