import ErrorGenCore
import Foundation
import Testing

/// An umbrella in one module composing a catalog type of another module, named with its module
/// (`Networking.NetworkError`): the generated file imports the module, and both compile and run;
/// and the same across Kotlin packages.
@Suite struct CrossModuleCompositionTests {
  static let network = """
    errorgen: 1
    domain: com.example.networking
    access: public
    errors:
      offline:
        code: 10
        message: { en: You are offline., de: Sie sind offline. }
        suggestion: { en: Connect to the internet and try again., de: Verbinden Sie sich und versuchen Sie es erneut. }
        maps:
          - { domain: NSURLErrorDomain, codes: [-1009] }

    """

  static let app = """
    errorgen: 1
    domain: com.example.app
    access: public
    compose:
      network: Networking.NetworkError
    errors:
      outdated: { code: 1, message: This version is no longer supported. Update the app. }

    """

  static let main = """
    import AppModule
    import Foundation
    import Networking

    @main
    struct Check {
      static func main() {
        var failures: [String] = []
        func check(_ condition: Bool, _ what: String) { if !condition { failures.append(what) } }
        check(AppError.samples.count == 2, "samples")
        check(AppError(mapping: URLError(.notConnectedToInternet)) == .network(.offline), "mapping")
        check(AppError.network(.offline).errorCode == 10, "errorCode")
        check(AppError.network(.offline).errorDescription(locale: "de") == "Sie sind offline.", "text")
        check(
          AppError.network(.offline).description == "AppError.network(NetworkError.offline)",
          "description")
        print(failures.isEmpty ? "cross-module ok" : "cross-module failed: \\(failures)")
        exit(failures.isEmpty ? 0 : 1)
      }
    }

    """

  static func generate(_ path: String, _ text: String) throws -> String {
    let (files, diagnostics) = ErrorGenPipeline.generate([CatalogSource(path: path, text: text)])
    #expect(diagnostics.isEmpty, "expected a clean catalog, got \(diagnostics)")
    return try #require(files.first?.contents)
  }

  @Test func umbrellaComposesATypeOfAnotherModule() throws {
    let network = try Self.generate("Network.errors.yaml", Self.network)
    let app = try Self.generate("App.errors.yaml", Self.app)
    #expect(app.contains("import Networking\n"))
    #expect(app.contains("case network(Networking.NetworkError)"))

    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("errorgen-modules-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try SwiftCompiler.buildRuntime(into: folder)
    func write(_ name: String, _ text: String) throws -> String {
      let url = folder.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      return url.path
    }
    let common = [
      "-swift-version", "6", "-warnings-as-errors", "-I", folder.path, "-L", folder.path,
    ]
    for (module, file, text) in [
      ("Networking", "Network.errors.swift", network), ("AppModule", "App.errors.swift", app),
    ] {
      try SwiftCompiler.run(
        "swiftc",
        [
          "-parse-as-library", "-module-name", module, "-emit-module", "-emit-library", "-static",
          "-o", folder.appendingPathComponent("lib\(module).a").path,
        ] + common
          + [try write(file, text)], in: folder)
    }
    let program = folder.appendingPathComponent("check").path
    try SwiftCompiler.run(
      "swiftc",
      ["-module-name", "Check", "-parse-as-library", "-o", program] + common
        + [
          "-lAppModule", "-lNetworking", "-lErrorGenRuntime", try write("Check.swift", Self.main),
        ],
      in: folder)
    let output = try SwiftCompiler.run(program, [], in: folder)
    #expect(output.contains("cross-module ok"), "got \(output)")
  }

  /// The Kotlin counterpart: an umbrella in package `com.app` composing `NetworkError` of
  /// `com.net`, generated in one run, imports it; one in `com.other`, generated in a run of its
  /// own, compiles with the `typealias` that KOTLIN.md §Limits tells users to write. Both are
  /// compiled with `kotlinc -Werror` and run.
  @Test func kotlinUmbrellaComposesATypeOfAnotherPackage() throws {
    guard
      (try? SwiftCompiler.run("kotlinc", ["-version"], in: FileManager.default.temporaryDirectory))
        != nil
    else {
      Issue.record("kotlinc not found: install Debian's kotlin and a JDK to check Kotlin output")
      return
    }
    func source(_ name: String, _ text: String) -> CatalogSource {
      CatalogSource(path: name, text: text)
    }
    let network = source("Network.errors.yaml", Self.network + "kotlin_package: com.net\n")
    let app = Self.app.replacingOccurrences(of: "Networking.", with: "")
    let together = ErrorGenPipeline.generateKotlin(
      [source("App.errors.yaml", app + "kotlin_package: com.app\n"), network])
    let alone = ErrorGenPipeline.generateKotlin(
      [source("App.errors.yaml", app + "kotlin_package: com.other\n")],
      options: .init(includesRuntime: false))
    #expect(together.diagnostics.isEmpty, "expected clean catalogs, got \(together.diagnostics)")
    let appFile = try #require(together.files.first { $0.name == "AppError.kt" })
    #expect(
      appFile.contents.contains("\nimport com.net.NetworkError\n"), "got:\n\(appFile.contents)")
    let otherFile = try #require(alone.files.first, "got \(alone.diagnostics)")
    #expect(!otherFile.contents.contains("import com.net"), "got:\n\(otherFile.contents)")

    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("errorgen-kotlin-packages-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var paths: [String] = []
    func write(_ name: String, _ text: String) throws {
      let url = folder.appendingPathComponent(name)
      try text.write(to: url, atomically: true, encoding: .utf8)
      paths.append(url.path)
    }
    for file in together.files { try write(file.name, file.contents) }
    try write("OtherAppError.kt", otherFile.contents)
    try write("Alias.kt", "package com.other\n\ntypealias NetworkError = com.net.NetworkError\n")
    try write(
      "Check.kt",
      """
      package check

      fun main() {
          val app = com.app.AppError.Network(com.net.NetworkError.Offline)
          val other = com.other.AppError.Network(com.net.NetworkError.Offline)
          val ok = app.code == 10 && other.code == 10 && app.identifier == "com.example.networking.offline"
              && com.app.AppError.samples.size == 2 && other.message("de") == "Sie sind offline."
          println(if (ok) "packages ok" else "packages failed: $app $other")
      }

      """)
    let jar = folder.appendingPathComponent("check.jar").path
    let compiled = try SwiftCompiler.kotlinc(["-Werror", "-d", jar] + paths, in: folder)
    let warnings = compiled.split(separator: "\n").filter {
      $0.contains("warning:") && !$0.contains("OpenJDK")
    }
    #expect(warnings.isEmpty, "expected no kotlinc warnings, got \(warnings)")
    let output = try SwiftCompiler.run("kotlin", ["-cp", jar, "check.CheckKt"], in: folder)
    #expect(output.contains("packages ok"), "got \(output)")
  }

  @Test func moduleNamesAreCheckedLikeIdentifiers() {
    let bad = Self.app.replacingOccurrences(of: "Networking.", with: "Net-working.")
    let result = ErrorGenPipeline.check([CatalogSource(path: "App.errors.yaml", text: bad)])
    #expect(
      result.diagnostics.contains { $0.rule == "invalid_identifier" && $0.line == 5 },
      "expected invalid_identifier at line 5, got \(result.diagnostics)")
  }
}
