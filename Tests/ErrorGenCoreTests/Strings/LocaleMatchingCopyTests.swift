import Foundation
import Testing

/// Lint (ErrorGenCore) and generated code (ErrorGenRuntime) must pick the same locale for a
/// user's language, so both modules compile the same `LocaleMatching.swift`: two copies, since
/// a SwiftPM target cannot share a source file with another.
@Suite struct LocaleMatchingCopyTests {
  @Test func bothModulesHaveTheSameLocaleMatching() throws {
    let sources = ReferenceFiles.packageRoot.appendingPathComponent("Sources")
    let core = try Data(
      contentsOf: sources.appendingPathComponent("ErrorGenCore/Strings/LocaleMatching.swift"))
    let runtime = try Data(
      contentsOf: sources.appendingPathComponent("ErrorGenRuntime/LocaleMatching.swift"))
    #expect(
      core == runtime,
      "expected Sources/ErrorGenCore/Strings/LocaleMatching.swift to equal the runtime's copy; copy the one you changed over the other"
    )
  }
}
