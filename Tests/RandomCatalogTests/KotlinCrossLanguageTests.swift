import Foundation
import Testing

@testable import ErrorGenCore

/// The Kotlin output of `catalogs/`, the hostile test catalogs (and `KotlinHostileCatalog`) and
/// random catalogs, compiled
/// with the real `kotlinc` and `-Werror` in one call (it starts slowly), and run: its facts
/// must equal, line for line, those that the Swift output of the same catalogs prints.
@Suite struct KotlinCrossLanguageTests {
  static let environment = ProcessInfo.processInfo.environment
  static let randomCount = environment["ERRORGEN_KOTLIN_RANDOM_CATALOGS"].flatMap(Int.init) ?? 12
  static let package = "errorgen.check"

  /// The catalogs checked together, as the CLI would be given them: each repository folder is
  /// one run (umbrellas and what they compose), each random catalog one run of its own.
  static func groups() throws -> [[CatalogSource]] {
    let root = SwiftCompiler.repositoryRoot
    var groups: [[CatalogSource]] = []
    for folder in ["catalogs", "Tests/GeneratedCodeTests/Catalogs"] {
      let url = root.appendingPathComponent(folder)
      let names = try FileManager.default.contentsOfDirectory(atPath: url.path)
        .filter { $0.hasSuffix(".errors.yaml") }.sorted()
      groups.append(
        try names.map { name in
          let data = try Data(contentsOf: url.appendingPathComponent(name))
          return CatalogSource(path: "\(folder)/\(name)", contents: Array(data))
        })
    }
    groups.append([
      CatalogSource(path: "KotlinHostile.errors.yaml", text: KotlinHostileCatalog.yaml)
    ])
    var generator = RandomCatalogGenerator(seed: RandomCatalogTests.seed &+ 34)
    for index in 0..<randomCount {
      let catalog = generator.makeCatalog(index: index)
      groups.append([CatalogSource(path: "\(catalog.stem).errors.yaml", text: catalog.yaml)])
    }
    return groups
  }

  /// The identifiers of the cases whose Kotlin `retryAfter` differs from Swift's by design: a
  /// `Double?` param named `retryAfter` overrides the member in Kotlin, while Swift's reads only
  /// the `retry.after` param (KOTLIN.md); with that param's sample value, Kotlin's answer.
  static func kotlinRetryAfter(_ catalogs: [Catalog]) -> [String: String] {
    var afters: [String: String] = [:]
    for plan in catalogs.map({ CatalogPlanner.plan($0) }) {
      for errorCase in plan.cases
      where KotlinNames.overrides(member: "retryAfter", in: errorCase)
        && errorCase.retryAfterParam != "retryAfter"
      {
        guard let param = errorCase.param(named: "retryAfter") else { continue }
        afters[errorCase.identifier] = KotlinRenderer.inline(
          KotlinTypeContext.expression(param.sample, type: param.type.base))
      }
    }
    return afters
  }

  @Test func kotlinOutputCompilesWithoutWarningsAndPrintsTheSwiftFacts() async throws {
    guard
      (try? SwiftCompiler.run("kotlinc", ["-version"], in: FileManager.default.temporaryDirectory))
        != nil
    else {
      Issue.record(
        """
        kotlinc not found: install Debian's kotlin and a JDK (apt-get install kotlin \
        default-jdk-headless; .ci/run does) to check the Kotlin output
        """)
      return
    }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("errorgen-kotlin-\(UUID().uuidString)")
    let kotlinFolder = folder.appendingPathComponent("kotlin")
    let swiftFolder = folder.appendingPathComponent("swift")
    for made in [kotlinFolder, swiftFolder] {
      try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
    }
    defer {
      if Self.environment["ERRORGEN_KEEP"] == nil {
        try? FileManager.default.removeItem(at: folder)
      } else {
        print("Kotlin check kept in \(folder.path)")
      }
    }

    var types: [FactPrinterSource.TypeFacts] = []
    var kotlinFiles: [String] = []
    var swiftFiles: [String] = []
    for (index, group) in try Self.groups().enumerated() {
      let kotlin = ErrorGenPipeline.generateKotlin(
        group, options: .init(package: Self.package, includesRuntime: index == 0))
      let swift = ErrorGenPipeline.generate(group)
      guard !kotlin.files.isEmpty, !swift.files.isEmpty else {
        let found = DiagnosticFormat.text.render(kotlin.diagnostics + swift.diagnostics)
        Issue.record("expected generated files for \(group.map(\.path)), got diagnostics: \(found)")
        return
      }
      for file in kotlin.files {
        let path = kotlinFolder.appendingPathComponent(file.name)
        try Data(file.bytes).write(to: path)
        kotlinFiles.append(path.path)
      }
      for file in swift.files {
        let path = swiftFolder.appendingPathComponent(file.name)
        try Data(file.bytes).write(to: path)
        swiftFiles.append(path.path)
      }
      let catalogs = ErrorGenPipeline.check(group).catalogs
      let codes =
        catalogs.flatMap { $0.cases.flatMap { $0.serverCodes.map(\.value) } } + ["NOT_A_CODE"]
      let afters = Self.kotlinRetryAfter(catalogs)
      types += catalogs.map {
        FactPrinterSource.TypeFacts(
          typeName: $0.typeName.value, serverCodes: codes,
          overridesMembers: $0.typeName.value == "KotlinHostileError", kotlinRetryAfter: afters)
      }
    }

    let kotlinMain = kotlinFolder.appendingPathComponent("Facts.kt")
    try FactPrinterSource.kotlin(types, package: Self.package).write(
      to: kotlinMain, atomically: true, encoding: .utf8)
    let swiftMain = swiftFolder.appendingPathComponent("Facts.swift")
    try FactPrinterSource.swift(types).write(to: swiftMain, atomically: true, encoding: .utf8)

    // kotlinc (10+ s to start) and swiftc run at the same time.
    let jar = folder.appendingPathComponent("facts.jar").path
    let kotlinResult = Task.detached { () -> Result<String, Error> in
      Result {
        try SwiftCompiler.kotlinc(
          ["-Werror", "-d", jar] + kotlinFiles + [kotlinMain.path], in: folder)
      }
    }
    try SwiftCompiler.buildRuntime(into: swiftFolder)
    let swiftProgram = swiftFolder.appendingPathComponent("facts").path
    try SwiftCompiler.run(
      "swiftc",
      [
        "-swift-version", "6", "-package-name", "facts", "-module-name", "Facts", "-I",
        swiftFolder.path,
        "-L", swiftFolder.path, "-lErrorGenRuntime", "-o", swiftProgram, swiftMain.path,
      ] + swiftFiles, in: swiftFolder)
    let swiftFacts = try SwiftCompiler.run(swiftProgram, [], in: swiftFolder)

    let compiled = try await kotlinResult.value.get()
    // kotlinc prints warnings as `file:line:col: warning:`; the JVM's own notes are no concern.
    let warnings = compiled.split(separator: "\n").filter {
      $0.contains("warning:") && !$0.contains("OpenJDK")
    }
    #expect(
      warnings.isEmpty,
      "expected no kotlinc warnings, got:\n\(warnings.prefix(20).joined(separator: "\n"))")
    // `kotlin` puts the standard library on the class path: the jar need not carry it.
    let kotlinFacts = try SwiftCompiler.run(
      "kotlin", ["-cp", jar, Self.package + ".FactsKt"], in: folder)

    let expected = swiftFacts.split(separator: "\n", omittingEmptySubsequences: false)
    let got = kotlinFacts.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(expected.count > types.count * 5, "expected many facts, got \(expected.count) lines")
    var mismatches: [String] = []
    for index in 0..<max(expected.count, got.count) {
      let swiftLine = index < expected.count ? String(expected[index]) : "(none)"
      let kotlinLine = index < got.count ? String(got[index]) : "(none)"
      if swiftLine != kotlinLine {
        mismatches.append(
          "line \(index + 1):\n  expected (Swift) \(swiftLine)\n  got (Kotlin)     \(kotlinLine)")
      }
    }
    #expect(
      mismatches.isEmpty,
      "\(mismatches.count) of \(expected.count) facts differ:\n\(mismatches.prefix(15).joined(separator: "\n"))"
    )
  }
}
