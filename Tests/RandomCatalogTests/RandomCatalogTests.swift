import ErrorGenCore
import Foundation
import Testing

/// Random lint-clean catalogs, generated, checked with `swift format lint`, compiled with
/// `-warnings-as-errors` under Swift 6, and run: every text of every case must come back
/// exactly as the catalog wrote it.
///
/// `ERRORGEN_RANDOM_CATALOGS` sets how many (48 by default; CI and fuzzing sessions may set more), `ERRORGEN_RANDOM_SEED` the seed.
@Suite struct RandomCatalogTests {
  static let environment = ProcessInfo.processInfo.environment
  static let count = environment["ERRORGEN_RANDOM_CATALOGS"].flatMap(Int.init) ?? 48
  static let seed = environment["ERRORGEN_RANDOM_SEED"].flatMap(UInt64.init) ?? 20_261_121

  @Test func randomCatalogsCompileAndTextsRoundTrip() throws {
    var generator = RandomCatalogGenerator(seed: Self.seed)
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("errorgen-random-\(UUID().uuidString)")
    let generated = folder.appendingPathComponent("Generated")
    try FileManager.default.createDirectory(at: generated, withIntermediateDirectories: true)
    // ERRORGEN_KEEP=1 keeps the generated files and the checker for a look after a failure.
    defer {
      if Self.environment["ERRORGEN_KEEP"] == nil {
        try? FileManager.default.removeItem(at: folder)
      } else {
        print("random catalogs kept in \(folder.path)")
      }
    }

    var catalogs: [RandomCatalog] = []
    var sources: [String] = []
    for index in 0..<Self.count {
      let catalog = generator.makeCatalog(index: index)
      let source = CatalogSource(path: "\(catalog.stem).errors.yaml", text: catalog.yaml)
      let (files, diagnostics) = ErrorGenPipeline.generate([source])
      guard diagnostics.isEmpty, let file = files.first else {
        Issue.record(
          """
          seed \(Self.seed), catalog \(index): expected a lint-clean catalog, got
          \(DiagnosticFormat.text.render(diagnostics))
          \(catalog.yaml)
          """)
        return
      }
      let path = generated.appendingPathComponent(file.name)
      try file.contents.write(to: path, atomically: true, encoding: .utf8)
      catalogs.append(catalog)
      sources.append(path.path)
    }
    // The default configuration of swift-format has nothing to say about any of them.
    let findings = try SwiftCompiler.run("swift", ["format", "lint"] + sources, in: folder)
    #expect(
      findings.isEmpty, "seed \(Self.seed): swift format lint found:\n\(findings.prefix(5_000))")

    let checker = folder.appendingPathComponent("Checker.swift")
    try CheckerSource.make(for: catalogs).write(to: checker, atomically: true, encoding: .utf8)

    try SwiftCompiler.buildRuntime(into: folder)
    let program = folder.appendingPathComponent("checker").path
    do {
      try SwiftCompiler.run(
        "swiftc",
        [
          "-swift-version", "6", "-warnings-as-errors", "-package-name", "random",
          "-module-name", "RandomCheck", "-I", folder.path, "-L", folder.path,
          "-lErrorGenRuntime", "-o", program, checker.path,
        ] + sources, in: folder)
    } catch {
      Issue.record("seed \(Self.seed): generated code does not compile cleanly: \(error)")
      return
    }
    let output = try SwiftCompiler.run(program, [], in: folder)
    #expect(output.contains("mismatches 0"), "seed \(Self.seed): \(output.prefix(5_000))")
  }

  @Test func generatorIsDeterministicForASeed() {
    var first = RandomCatalogGenerator(seed: 7)
    var second = RandomCatalogGenerator(seed: 7)
    #expect(first.makeCatalog(index: 0).yaml == second.makeCatalog(index: 0).yaml)
  }
}
