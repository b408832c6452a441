import Foundation

/// Chooses the language that generated error texts use.
///
/// Texts are compiled into the generated code, so they work on every platform without a
/// resource bundle; this type decides which of a catalog's locales a text is shown in.
public enum ErrorLocalization {
  private static let overrideLanguages = LockedValue<[String]?>(nil)

  /// Languages set for the current task and its child tasks by `withPreferredLanguages`.
  @TaskLocal private static var scopedLanguages: [String]?

  /// The user's languages in order of preference. Follows the system (`Locale.preferredLanguages`,
  /// narrowed to the app's UI language where the main bundle has localizations) until
  /// set; `resetPreferredLanguages()` makes it follow the system again. Thread-safe.
  ///
  /// Inside `withPreferredLanguages(_:operation:)` it reads the languages given there, for that
  /// task only; setting it always sets the process-wide value.
  public static var preferredLanguages: [String] {
    get { scopedLanguages ?? overrideLanguages.value ?? systemLanguages }
    set { overrideLanguages.value = newValue }
  }

  /// Runs `operation` with `languages` as the preferred languages of the current task and the
  /// tasks it starts, leaving every other task's languages alone.
  ///
  /// A server answers each request in the language its `Accept-Language` asks for:
  ///
  /// ```swift
  /// let text = ErrorLocalization.withPreferredLanguages(["de-CH"]) {
  ///   NetworkError.noConnection.localizedDescription  // "Keine Internetverbindung."
  /// }
  /// ```
  public static func withPreferredLanguages<Result>(
    _ languages: [String], operation: () throws -> Result
  ) rethrows -> Result {
    try $scopedLanguages.withValue(languages, operation: operation)
  }

  /// Runs the asynchronous `operation` with `languages` as the preferred languages of the
  /// current task and the tasks it starts.
  public static func withPreferredLanguages<Result>(
    _ languages: [String], isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
  ) async rethrows -> Result {
    try await $scopedLanguages.withValue(languages, operation: operation, isolation: isolation)
  }

  /// Makes `preferredLanguages` follow the system's languages again.
  public static func resetPreferredLanguages() {
    overrideLanguages.value = nil
  }

  /// The entry of `locales` that `identifier` resolves to, or nil when none matches: as
  /// Apple's `Bundle.preferredLocalizations(from:forPreferences:)` chooses, with CLDR's likely
  /// scripts, parent locales and legacy codes (`LocaleMatching`). `-` and `_` are equal, case
  /// does not matter; `zh-TW` → `zh-Hant`, never `zh-Hans`; `es-CU` → `es-419`.
  public static func match(_ identifier: String, in locales: [String]) -> String? {
    LocaleMatching.match(identifier, in: locales)
  }

  /// The locale of `locales` to show texts in now: the first of `preferredLanguages` that
  /// matches, else `defaultLocale`.
  public static func currentLocale(in locales: [String], defaultLocale: String) -> String {
    for language in preferredLanguages {
      if let found = match(language, in: locales) {
        return found
      }
    }
    return defaultLocale
  }

  /// The locale of `locales` that a caller-given identifier resolves to, else `defaultLocale`.
  public static func resolve(
    _ identifier: String, in locales: [String], defaultLocale: String
  ) -> String {
    match(identifier, in: locales) ?? defaultLocale
  }

  /// The text a placeholder shows for `value`: its plain description, a date in ISO 8601,
  /// the empty string for nil, and array elements separated by ", ".
  public static func placeholder<Value: PlaceholderValue>(_ value: Value) -> String {
    value.placeholderText
  }
}
