import ErrorGenRuntime
import Testing

/// Runs each test of a suite with fixed preferred languages, scoped to its task, so that
/// texts read through the current locale do not depend on the machine's language or on tests
/// of other targets that set the process-wide languages.
struct PreferredLanguagesTrait: SuiteTrait, TestTrait, TestScoping {
  var languages: [String]

  var isRecursive: Bool { true }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await ErrorLocalization.withPreferredLanguages(languages) {
      try await function()
    }
  }
}

extension Trait where Self == PreferredLanguagesTrait {
  /// Runs the suite's tests with `languages` as the preferred languages.
  static func preferredLanguages(_ languages: [String]) -> Self {
    PreferredLanguagesTrait(languages: languages)
  }
}
