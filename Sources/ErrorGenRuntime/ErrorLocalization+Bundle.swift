import Foundation

extension ErrorLocalization {
  /// The languages error texts follow, given the main bundle's localizations and the user's
  /// languages (LOCALIZATION.md §3). An app shows its UI in the first of the user's languages
  /// that it is localized in, and error texts must follow that language, not one the UI does
  /// not have. Where the bundle declares no localizations (command-line tools, servers, Linux),
  /// the user's languages as they are.
  ///
  /// A pure function, so that it is tested on Linux; `preferredLanguages` applies it to
  /// `Bundle.main.localizations` and `Locale.preferredLanguages`.
  public static func languages(bundleLocalizations: [String], preferred: [String]) -> [String] {
    let localizations = bundleLocalizations.filter { $0 != "Base" }
    guard !localizations.isEmpty else { return preferred }
    for language in preferred {
      if let found = match(language, in: localizations) { return [found] }
    }
    // No language of the user's: the app shows its first localization.
    return [localizations[0]]
  }

  /// The system's answer for `preferredLanguages`, when nothing overrides it.
  static var systemLanguages: [String] {
    languages(bundleLocalizations: Bundle.main.localizations, preferred: Locale.preferredLanguages)
  }
}
