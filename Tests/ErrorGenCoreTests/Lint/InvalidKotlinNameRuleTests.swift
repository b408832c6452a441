import Testing

@testable import ErrorGenCore

/// `invalid_kotlin_name` beyond its examples: which runs check Kotlin's names, and a param
/// named `retryAfter`, which overrides the member with its type whatever the case's `retry`.
@Suite struct InvalidKotlinNameRuleTests {
  static func rateLimited(type: String, retry: String?) -> String {
    """
    errorgen: 1
    domain: com.example.network
    type: NetworkError
    retry_policies:
      standard: { max_attempts: 3 }
    errors:
      rateLimited:
        code: 1
        kind: \(retry == nil ? "user" : "transient")
        message: Too many requests.
        params:
          retryAfter: "\(type)"
          delay: "TimeInterval?"
        http: [429]
        retry: \(retry ?? "none")
    """
  }

  /// (param type, the case's `retry`, the problem reported in a Kotlin run or nil).
  static let retryAfterParams: [(String, String?, String?)] = [
    ("TimeInterval?", nil, nil),
    ("Double?", nil, nil),
    ("TimeInterval?", "{ policy: standard, after: retryAfter }", nil),
    ("Double?", "{ policy: standard, after: delay }", nil),
    (
      "Int?", nil,
      "param 'retryAfter' clashes with the generated Kotlin member 'retryAfter' of type Double?, "
        + "which it overrides only with that type (TimeInterval? or Double? in the catalog), "
        + "not Int?; change its type or rename the param"
    ),
    (
      "TimeInterval", "{ policy: standard, after: retryAfter }",
      "param 'retryAfter' clashes with the generated Kotlin member 'retryAfter' of type Double?, "
        + "which it overrides only with that type (TimeInterval? or Double? in the catalog), "
        + "not Double; change its type or rename the param"
    ),
  ]

  /// KOTLIN.md: a param named like a member becomes `override val` when its Kotlin type is the
  /// member's, and is an error otherwise; for `retryAfter` too when it is not `retry.after`.
  @Test(arguments: retryAfterParams)
  func aRetryAfterParamOverridesTheMemberWithItsType(
    type: String, retry: String?, problem: String?
  ) throws {
    let yaml = Self.rateLimited(type: type, retry: retry)
    let result = ErrorGenPipeline.generateKotlin(
      [CatalogSource(path: "Network.errors.yaml", text: yaml)], options: .init(package: "x"))
    let found = result.diagnostics.filter { $0.rule == InvalidKotlinNameRule.description.id }
    #expect(
      found.map(\.message) == (problem.map { [$0] } ?? []),
      "expected \(problem ?? "no problem") for retryAfter: \(type), retry \(retry ?? "none"); got \(found.map(\.message))"
    )
    guard problem == nil else { return }
    let file = try #require(
      result.files.first { $0.name == "NetworkError.kt" },
      "expected NetworkError.kt, got \(result.files.map(\.name)) \(result.diagnostics)")
    let text = file.contents
    for expected in [
      "data class RateLimited(override val retryAfter: Double?, val delay: Double?)",
      "    open val retryAfter: Double?\n        get() = null\n",
    ] {
      #expect(text.contains(expected), "expected\n\(expected)\nin:\n\(text)")
    }
  }

  static let clashing = """
    errorgen: 1
    domain: com.example.app
    type: AppError
    kotlin_package: com.example.app
    errors:
      companion: { code: 1, message: The companion is gone. }
      tooLarge: { code: 2, message: The file is too large., params: { code: Int } }
    """

  /// (run, whether the catalog declares `kotlin_package`, the `invalid_kotlin_name` problems
  /// expected). A Swift run never checks Kotlin's names, since they cannot break its output;
  /// lint, which has no language, checks the catalogs that say they become Kotlin.
  static let runs: [(String, Bool, Int)] = [
    ("generate", true, 0), ("generate", false, 0), ("lint", true, 2), ("lint", false, 0),
    ("generate --language kotlin", true, 2), ("generate --language kotlin", false, 2),
  ]

  @Test(arguments: runs)
  func kotlinNamesAreCheckedInKotlinRunsAndInLintForCatalogsWithAPackage(
    run: String, declaresPackage: Bool, expected: Int
  ) {
    let packageLine = "kotlin_package: com.example.app\n"
    let yaml =
      declaresPackage
      ? Self.clashing : Self.clashing.replacingOccurrences(of: packageLine, with: "")
    let sources = [CatalogSource(path: "App.errors.yaml", text: yaml)]
    let diagnostics: [Diagnostic]
    var files: Int?
    switch run {
    case "generate":
      let generated = ErrorGenPipeline.generate(sources)
      (diagnostics, files) = (generated.diagnostics, generated.files.count)
    case "lint": diagnostics = ErrorGenPipeline.check(sources).diagnostics
    default:
      let generated = ErrorGenPipeline.generateKotlin(sources, options: .init(package: "x"))
      (diagnostics, files) = (generated.diagnostics, generated.files.count)
    }
    let found = diagnostics.filter { $0.rule == InvalidKotlinNameRule.description.id }
    #expect(
      found.count == expected,
      "\(run), kotlin_package \(declaresPackage): expected \(expected) invalid_kotlin_name, got \(found.map(\.message))"
    )
    if let files {
      // Files exactly when nothing was found: Swift's file, or Kotlin's and the runtime.
      let expectedFiles = expected > 0 ? 0 : run == "generate" ? 1 : 2
      #expect(files == expectedFiles, "\(run): expected \(expectedFiles) files, got \(files)")
    }
  }
}
