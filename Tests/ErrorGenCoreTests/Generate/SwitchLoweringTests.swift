import Testing

@testable import ErrorGenCore

/// Switches over `self` get a `default:` at every size: without one, Swift cannot check them for
/// exhaustiveness in reasonable time at about 1,000 cases with associated values.
@Suite struct SwitchLoweringTests {
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
        text: SwitchLoweringTests.catalog(cases: 131)),
      CatalogSource(
        path: "Bound.errors.yaml", text: boundCatalog(cases: 128)),
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

  /// A small catalog and a large one have one shape: the first case that binds nothing stands
  /// for the `default:` of every switch over `self`.
  @Test(arguments: [8, 300])
  func theFirstPlainCaseIsTheDefaultAtEverySize(cases: Int) throws {
    let text = try Self.generate(cases: cases)
    let last = cases - 1
    #expect(!text.contains("if case"), "expected switches, not if case chains")
    #expect(
      text.contains("  var errorCode: Int {\n    switch self {\n    case .valued1: return 1\n"),
      "got:\n\(text)")
    #expect(
      text.contains(
        "    case .valued\(last): return \(last)\n    // .plain0\n    default: return 0\n"))
    // `params`, the one switch that binds the cases' values.
    #expect(
      text.contains(
        """
            case .valued\(last)(let value, let note):
              return [ErrorParam("value", value), ErrorParam("note", note)]
            default: return []
        """), "got:\n\(text)")
  }

  @Test func everyCaseIsInEverySwitch() throws {
    let cases = 131
    let text = try Self.generate(cases: cases)
    for (member, returned, count) in [
      ("  var caseName: String {", "return \"", cases),
      ("  var errorCode: Int {", "return ", cases),
      ("  private var params: [ErrorParam] {", "ErrorParam(\"value\"", cases / 2),
    ] {
      let start = try #require(text.range(of: member), "expected \(member)")
      let end = try #require(text.range(of: "\n  }\n", range: start.upperBound..<text.endIndex))
      let body = text[start.upperBound..<end.lowerBound]
      let returns = body.components(separatedBy: returned).count - 1
      #expect(returns == count, "expected \(count) arms in \(member), got \(returns)")
      #expect(body.contains("    default: "), "expected a default in \(member)")
    }
  }

  @Test(arguments: [8, 131])
  func addingACaseChangesNoOtherCase(cases: Int) throws {
    let before = try Self.generate(cases: cases)
    let after = try Self.generate(cases: cases + 1)
    let removed = Set(before.split(separator: "\n")).subtracting(after.split(separator: "\n"))
    #expect(removed.isEmpty, "expected adding a case to remove no line, it removed \(removed)")
  }

  /// Every member that switches, and `samples`, is not optimized; no other member is.
  @Test(arguments: [8, 130])
  func membersThatSwitchAreNotOptimized(cases: Int) throws {
    let text = try Self.generate(cases: cases)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // Each member of an extension: its first line, and whether its body switches.
    var members: [(head: Int, switches: Bool)] = []
    for (index, line) in lines.enumerated() {
      if line.hasPrefix("  "), !line.hasPrefix("   "), !line.hasPrefix("  //"),
        !line.hasPrefix("  @"), !line.hasPrefix("  }"), !line.hasPrefix("  case "),
        !line.hasPrefix("  ) ->")
      {
        members.append((index, false))
      } else if line.hasPrefix("    switch "), !members.isEmpty {
        members[members.count - 1].switches = true
      }
    }
    // Every case has one kind, presentation, retry policy and status: those members are a
    // value, and `init?(code:)` looks its cases up before it switches.
    let switching = members.filter(\.switches)
    #expect(
      switching.count == 4,
      """
      expected errorCode, caseName, params and problemDetailsCase to switch, \
      got \(switching.map { lines[$0.head] })
      """
    )
    for member in members {
      let attributed = lines[member.head - 1] == "  \(SwitchLowering.attribute)"
      let expected = member.switches || lines[member.head].contains("static var samples:")
      #expect(
        attributed == expected,
        "expected the attribute \(expected ? "above" : "nowhere near") \(lines[member.head])")
    }
  }

  /// `init?(problemDetails:)` finds the case's error code by the problem's `code`, returns the
  /// case without params of that code, else switches over the integer among the cases with
  /// params: a switch over the strings, or over every case, costs the compiler far more.
  @Test func problemDetailsAreReadBySwitchingOverTheErrorCode() throws {
    let text = try Self.generate(cases: 130)
    let expected = """
        init?(problemDetails: ProblemDetails) {
          guard let code = problemDetails.code else { return nil }
          guard let error = Self.problemDetailsCase(code, from: problemDetails) else { return nil }
          self = error
        }

        /// Each own case's error code by its identifier, for `problemDetailsCase`.
        private static let errorCodesByIdentifier = ProblemDetails.errorCodes(byIdentifierOf: samples)

        /// The case whose identifier is `code`, its values read from `problemDetails`.
        @_optimize(none)
        private static func problemDetailsCase(
          _ code: String, from problemDetails: ProblemDetails
        ) -> Self? {
          guard let errorCode = errorCodesByIdentifier[code] else { return nil }
          if let error = casesWithoutParamsByCode[errorCode] {
            return error
          }
          switch errorCode {
          case 1:
      """
    #expect(text.contains(expected), "expected\n\(expected)\ngot:\n\(text)")
  }

  @Test(arguments: [4, 130])
  func typesCompareWithTheirOwnEquality(cases: Int) throws {
    let text = try Self.generate(cases: cases)
    #expect(
      text.contains(
        """
          static func == (lhs: LargeError, rhs: LargeError) -> Bool {
            lhs.comparedValues == rhs.comparedValues
          }

          /// Hashes what `==` compares.
          func hash(into hasher: inout Hasher) { hasher.combine(comparedValues) }

          /// What `==` and `hash(into:)` use: the case's name, then its params' values.
          private var comparedValues: [AnyHashable] {
            [AnyHashable(caseName)] + params.map(\\.comparedValue)
          }
        """), "got:\n\(text)")
  }

  /// `var n: <type>` of an extension of `E`, a switch over `self` of `cases`, rendered as the
  /// error type's members are.
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
        "a few patterns are lowered too", .int, Array(eight.prefix(3)),
        "    case .c2: return 2\n    // .c0\n    default: return 0\n"
      ),
      (
        "the switch of a one-case type stays", .int, [bound(0, .identifier("value"))],
        "    switch self {\n    case .c0(let value): return value\n    }\n"
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
        "cases with the default's value are left to it", .int,
        [plain(0), plain(1), .returns([.enumCase(name: "c2", bindings: [])], .literal(.int(0)))],
        "    switch self {\n    case .c1: return 1\n    default: return 0\n    }\n"
      ),
      (
        "a case that binds is not left to the default", .int,
        [plain(0), .returns([.enumCase(name: "c1", bindings: ["value"])], .literal(.int(0)))],
        "    case .c1(let value): return 0\n    // .c0\n    default: return 0\n"
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

  /// A switch whose every case has the first one's value is that value, and not unoptimized:
  /// it costs nothing to compile.
  @Test func aSwitchOfOneValueIsThatValue() {
    let cases = (0..<8).map { index in
      SwitchCaseDescription.returns(
        [.enumCase(name: "c\(index)", bindings: [])], .member(nil, "system"))
    }
    let text = Self.renderLowered(cases, type: .named("ErrorKind"))
    let expected = "extension E {\n  public var n: ErrorKind { .system }\n}\n"
    #expect(text == expected, "expected\n\(expected)\ngot:\n\(text)")
  }

  @Test(arguments: loweringCases.indices)
  func lowering(index: Int) {
    let (what, type, cases, expected) = Self.loweringCases[index]
    let text = Self.renderLowered(cases, type: type)
    #expect(text.contains(expected), "\(what): expected\n\(expected)\ngot:\n\(text)")
  }
}
