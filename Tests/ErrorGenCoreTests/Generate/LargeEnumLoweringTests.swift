import Testing

@testable import ErrorGenCore

/// Large catalogs' switches over `self` get a `default:`: without one, Swift cannot check them
/// for exhaustiveness in reasonable time at about 1,000 cases with associated values.
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
      #expect(
        catalogs.count == run.count { !$0.path.hasSuffix(".xcstrings") },
        "expected every catalog of \(run.map(\.path)) to decode")
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
    #expect(
      text.contains("  var errorCode: Int {\n    switch self {\n    case .plain0: return 0\n"))
    #expect(!text.contains("default: return 0"), "expected no default in a small catalog")
  }

  @Test func largeCatalogsGiveTheFirstPlainCaseTheDefault() throws {
    let text = try Self.generate(cases: LargeEnumLowering.caseThreshold)
    #expect(!text.contains("if case"), "expected switches, not if case chains")
    // `plain0` is the first case that binds nothing: it moves to the end, as the `default:`.
    #expect(
      text.contains("  var errorCode: Int {\n    switch self {\n    case .valued1: return 1\n"))
    #expect(
      text.contains("    case .valued127: return 127\n    // .plain0\n    default: return 0\n"))
    // In the placeholders' values, which bind the values of the odd cases, too.
    #expect(
      text.contains(
        """
            case .valued127(let value, _):
              return TextArguments(["value": ErrorLocalization.placeholder(value)])
            default: return TextArguments()
        """), "got:\n\(text)")
  }

  @Test func everyCaseIsInEverySwitch() throws {
    let cases = LargeEnumLowering.caseThreshold + 3
    let text = try Self.generate(cases: cases)
    for (member, returned) in [
      ("  var caseName: String {", "return \""),
      ("  var description: String {", "\"LargeError."),
      ("  private var comparedValues: [AnyHashable] {", "return [\""),
    ] {
      let start = try #require(text.range(of: member), "expected \(member)")
      let end = try #require(text.range(of: "\n  }\n", range: start.upperBound..<text.endIndex))
      let body = text[start.upperBound..<end.lowerBound]
      let returns = body.components(separatedBy: returned).count - 1
      #expect(returns == cases, "expected \(cases) returns in \(member), got \(returns)")
      #expect(body.contains("    default: "), "expected a default in \(member)")
    }
  }

  @Test func addingACaseChangesNoOtherCaseInALargeCatalog() throws {
    let before = try Self.generate(cases: LargeEnumLowering.caseThreshold + 1)
    let after = try Self.generate(cases: LargeEnumLowering.caseThreshold + 2)
    let removed = Set(before.split(separator: "\n")).subtracting(after.split(separator: "\n"))
    #expect(removed.isEmpty, "expected adding a case to remove no line, it removed \(removed)")
  }

  @Test func membersWithALoweredSwitchAreNotOptimized() throws {
    let text = try Self.generate(cases: LargeEnumLowering.caseThreshold)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // Each member of an extension: its first line, and how many cases its switch over `self`
    // lists (a member with a large one is lowered, whether it had a default or not).
    var members: [(head: Int, cases: Int)] = []
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("  "), !line.hasPrefix("   "), !line.hasPrefix("  //"),
        !line.hasPrefix("  @"), !line.hasPrefix("  }"), !line.hasPrefix("  case ")
      {
        members.append((index, 0))
      } else if line.hasPrefix("    case ."), !members.isEmpty {
        members[members.count - 1].cases += 1
      }
    }
    let lowered = members.filter { $0.cases >= LargeEnumLowering.patternThreshold }
    #expect(
      lowered.count == 11,
      "expected the switches of identity, ==, texts, classification, HTTP and logging, got \(lowered.count)"
    )
    for member in members {
      let attributed = lines[member.head - 1] == "  \(LargeEnumLowering.attribute)"
      // `samples` is one array literal of every case: it gets the attribute too.
      let expected =
        member.cases >= LargeEnumLowering.patternThreshold
        || lines[member.head].contains("static var samples:")
      #expect(
        attributed == expected,
        "expected the attribute \(expected ? "above" : "nowhere near") \(lines[member.head])")
    }
    let small = try Self.generate(cases: LargeEnumLowering.caseThreshold - 1)
    #expect(!small.contains(LargeEnumLowering.attribute))
  }

  /// The switch over a problem's code is over a `String` parameter: over `problemDetails.code`
  /// (a property, so a value of the initializer's own), the compiler's mandatory passes took time
  /// quadratic in the cases; over a `String?`, the optimizer did.
  @Test func problemDetailsAreReadBySwitchingOverAStringParameter() throws {
    let text = try Self.generate(cases: LargeEnumLowering.caseThreshold)
    #expect(!text.contains("switch problemDetails.code"), "expected no switch over the property")
    let expected = """
        init?(problemDetails: ProblemDetails) {
          guard let code = problemDetails.code else { return nil }
          guard let error = Self.problemDetailsCase(code, from: problemDetails) else { return nil }
          self = error
        }

        /// The case whose identifier is `code`, its values read from `problemDetails`.
        private static func problemDetailsCase(
          _ code: String, from problemDetails: ProblemDetails
        ) -> Self? {
          switch code {
          case "com.example.large.plain0": return .plain0
          case "com.example.large.valued1":
      """
    #expect(text.contains(expected), "expected\n\(expected)\ngot:\n\(text)")
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
            switch self {
            case .valued1(let value, let note): return ["valued1", value, note]
            case .plain2: return ["plain2"]
        """), "got:\n\(text)")
    #expect(text.contains("    // .plain0\n    default: return [\"plain0\"]\n"))
    let small = try Self.generate(cases: LargeEnumLowering.caseThreshold - 1)
    #expect(!small.contains("static func =="), "expected the derived == in a small type")
    #expect(!small.contains("func hash(into"), "expected the derived hash(into:) in a small type")
  }

  /// `var n: <type>` of an extension of `E`, a switch over `self` of `cases`, rendered as a large
  /// enum's members are.
  static func renderLowered(_ cases: [SwitchCaseDescription], type: TypeDescription = .int)
    -> String
  {
    SwiftRenderer.render(
      FileDescription(
        headerComment: nil, imports: [],
        declarations: [
          .extension(
            ExtensionDescription(
              typeName: "E",
              members: [.computed(.public, "n", type, [.switch(.selfValue, cases)])]))
        ]),
      lowersSwitchesOverSelf: true)
  }

  /// The switches that are left as they are, and what the others become: `(what, type, cases,
  /// expected text)`.
  static let loweringCases: [(String, TypeDescription, [SwitchCaseDescription], String)] = {
    func plain(_ index: Int) -> SwitchCaseDescription {
      .returns([.enumCase(name: "c\(index)", bindings: [])], .literal(.int(index)))
    }
    func bound(_ index: Int, _ value: Expression) -> SwitchCaseDescription {
      .returns([.enumCase(name: "c\(index)", bindings: ["value"])], value)
    }
    let eight = (0..<8).map(plain)
    return [
      (
        "fewer than eight patterns stay", .int, Array(eight.prefix(7)),
        "    switch self {\n    case .c0: return 0\n"
      ),
      (
        "a switch with a default stays", .int, eight + [.otherwise(.return(.literal(.int(-1))))],
        "    case .c7: return 7\n    default: return -1\n"
      ),
      (
        "the first plain case becomes the default", .int,
        [bound(0, .identifier("value"))] + (1..<8).map(plain),
        "    case .c7: return 7\n    // .c1\n    default: return 1\n"
      ),
      (
        "when every case binds, the first is matched under the default", .string,
        (0..<8).map { bound($0, .identifier("value")) },
        """
            case .c7(let value): return value
            default:
              switch self {
              case .c0(let value): return value
              default: return ""
              }
        """
      ),
      (
        "when every case binds and no neutral value exists, the switch stays", .int,
        (0..<8).map { bound($0, .identifier("value")) },
        "    switch self {\n    case .c0(let value): return value\n"
      ),
    ]
  }()

  @Test(arguments: loweringCases.indices)
  func lowering(index: Int) {
    let (what, type, cases, expected) = Self.loweringCases[index]
    let text = Self.renderLowered(cases, type: type)
    #expect(text.contains(expected), "\(what): expected\n\(expected)\ngot:\n\(text)")
  }
}
