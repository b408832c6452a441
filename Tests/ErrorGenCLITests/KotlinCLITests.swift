import Foundation
import Testing

/// `generate --language kotlin`: the package's two sources, the files written, and nothing
/// written for a catalog with a Kotlin name error.
@Suite struct KotlinCLITests {
  static let catalog = """
    errorgen: 1
    domain: com.example.network
    type: NetworkError
    errors:
      noConnection: { code: 1, message: No internet connection. }
    """

  static func write(_ text: String, in folder: URL) throws {
    try text.write(
      to: folder.appendingPathComponent("Network.errors.yaml"), atomically: true, encoding: .utf8)
  }

  @Test func withoutAPackageItIsAUsageErrorNamingBothWays() throws {
    try CLIRunner.withTemporaryFolder { folder in
      try Self.write(Self.catalog, in: folder)
      let result = try CLIRunner.run(
        ["generate", "Network.errors.yaml", "--language", "kotlin", "--output", "out"], in: folder)
      #expect(result.status == 64, "expected exit 64, got \(result.status): \(result.all)")
      #expect(
        result.all.contains("--kotlin-package") && result.all.contains("kotlin_package"),
        "expected both ways named, got \(result.all)")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
    }
  }

  @Test(arguments: [
    (["--kotlin-package", "com.example.errors"], "package com.example.errors", true),
    (
      ["--kotlin-package", "com.example.errors", "--no-runtime"], "package com.example.errors",
      false
    ),
  ])
  func writesTheTypeAndTheRuntime(options: [String], packageLine: String, runtime: Bool) throws {
    try CLIRunner.withTemporaryFolder { folder in
      try Self.write(Self.catalog, in: folder)
      let result = try CLIRunner.run(
        ["generate", ".", "--language", "kotlin", "--output", "out"] + options, in: folder)
      #expect(result.status == 0, "expected success, got \(result.status): \(result.all)")
      let out = folder.appendingPathComponent("out")
      let source = try String(
        contentsOf: out.appendingPathComponent("NetworkError.kt"), encoding: .utf8)
      #expect(source.contains(packageLine), "expected \(packageLine) in:\n\(source)")
      #expect(source.contains("sealed class NetworkError(val code: Int) : Exception()"))
      let hasRuntime = FileManager.default.fileExists(
        atPath: out.appendingPathComponent("ErrorGenRuntime.kt").path)
      #expect(hasRuntime == runtime, "expected ErrorGenRuntime.kt: \(runtime), got \(hasRuntime)")
    }
  }

  @Test func theCatalogsPackageIsUsedAndAClashWritesNothing() throws {
    try CLIRunner.withTemporaryFolder { folder in
      try Self.write(Self.catalog + "\nkotlin_package: com.example.app\n", in: folder)
      let good = try CLIRunner.run(
        ["generate", ".", "--language", "kotlin", "--output", "out"], in: folder)
      #expect(good.status == 0, "expected success, got \(good.status): \(good.all)")
      let bad = Self.catalog + "\n  companion: { code: 2, message: The companion is gone. }\n"
      try Self.write(bad, in: folder)
      let result = try CLIRunner.run(
        ["generate", ".", "--language", "kotlin", "--kotlin-package", "a.b", "--output", "out2"],
        in: folder)
      #expect(result.status == 1, "expected exit 1, got \(result.status): \(result.all)")
      #expect(result.all.contains("[invalid_kotlin_name]"), "got \(result.all)")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out2").path))
    }
  }

  /// A name Kotlin refuses fails a Kotlin run and `lint` (the catalog says it becomes Kotlin),
  /// but not a Swift `generate`, whose output it cannot break.
  @Test func aSwiftRunWritesACatalogWhoseNamesOnlyKotlinRefuses() throws {
    try CLIRunner.withTemporaryFolder { folder in
      let catalog =
        Self.catalog + "\n  companion: { code: 2, message: The companion is gone. }\n"
        + "kotlin_package: com.example.app\n"
      try Self.write(catalog, in: folder)
      let swift = try CLIRunner.run(["generate", ".", "--output", "out"], in: folder)
      #expect(
        swift.status == 0, "expected the Swift run to succeed, got \(swift.status): \(swift.all)")
      #expect(
        FileManager.default.fileExists(
          atPath: folder.appendingPathComponent("out/Network.errors.swift").path),
        "expected out/Network.errors.swift")
      // Nor does the error reference: it is no Kotlin run either.
      let docs = try CLIRunner.run(["docs", ".", "--output", "ref"], in: folder)
      #expect(docs.status == 0, "expected docs to succeed, got \(docs.status): \(docs.all)")
      let lint = try CLIRunner.run(["lint", "."], in: folder)
      #expect(lint.status == 1, "expected lint to fail, got \(lint.status): \(lint.all)")
      #expect(lint.all.contains("[invalid_kotlin_name]"), "got \(lint.all)")
      let kotlin = try CLIRunner.run(
        ["generate", ".", "--language", "kotlin", "--output", "kt"], in: folder)
      #expect(
        kotlin.status == 1, "expected the Kotlin run to fail, got \(kotlin.status): \(kotlin.all)")
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("kt").path))
    }
  }
}
