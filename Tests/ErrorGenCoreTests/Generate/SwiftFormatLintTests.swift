import Foundation
import Testing

/// The reference sources pass `swift format lint` with its default configuration.
@Suite struct SwiftFormatLintTests {
  /// `swift-format` next to the `swift` on the PATH (or in /opt/swift), if there is one.
  static let swiftFormat: URL? = {
    var folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(
      String.init)
    folders.append("/opt/swift/usr/bin")
    for folder in folders {
      let candidate = URL(fileURLWithPath: folder).appendingPathComponent("swift-format")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  static var referenceSources: [URL] {
    let folder = ReferenceFiles.referenceFolder
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  @Test func referenceSourcesExist() {
    #expect(
      !Self.referenceSources.isEmpty,
      "no reference sources in \(ReferenceFiles.referenceFolder.path)")
  }

  @Test(
    .enabled(if: swiftFormat != nil, "swift-format is not installed next to swift; lint skipped"),
    arguments: referenceSources)
  func referenceSourceHasNoLintFinding(source: URL) throws {
    let tool = try #require(Self.swiftFormat)
    let process = Process()
    process.executableURL = tool
    process.arguments = ["lint", source.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let findings = String(decoding: data, as: UTF8.self)
    #expect(
      process.terminationStatus == 0 && findings.isEmpty,
      "expected no findings from swift-format lint on \(source.lastPathComponent), got:\n\(findings)"
    )
  }
}
