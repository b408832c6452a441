import Foundation

extension ErrorLocalization {
  /// The languages error texts follow, given the main bundle's localizations and the user's
  /// languages (LOCALIZATION.md §3). An app shows its UI in the first of the user's languages
  /// that it is localized in, and error texts must follow that language, not one the UI does
  /// not have. When the user has none of them, the app shows its development localization
  /// (`developmentLocalization`, `CFBundleDevelopmentRegion`), as `Bundle` chooses, or its
  /// first localization without one. Where the bundle declares no localizations (command-line
  /// tools, servers, Linux), the user's languages as they are.
  ///
  /// A pure function, so that it is tested on Linux; `preferredLanguages` applies it to
  /// `Bundle.main.localizations`, `Locale.preferredLanguages` and the bundle's
  /// `CFBundleDevelopmentRegion`.
  public static func languages(
    bundleLocalizations: [String], preferred: [String], developmentLocalization: String? = nil
  ) -> [String] {
    let localizations = bundleLocalizations.filter { $0 != "Base" }
    guard !localizations.isEmpty else { return preferred }
    for language in preferred {
      if let found = match(language, in: localizations) { return [found] }
    }
    if let developmentLocalization,
      let found = match(developmentLocalization, in: localizations)
    {
      return [found]
    }
    return [localizations[0]]
  }

  /// The system's answer for `preferredLanguages`, when nothing overrides it.
  static var systemLanguages: [String] {
    let localizations = Bundle.main.localizations
    // The Info.plist key rather than `Bundle.developmentLocalization`, whose getter in
    // swift-corelibs-foundation traps for a bundle without one (any Linux executable).
    let development =
      localizations.isEmpty
      ? nil : Bundle.main.object(forInfoDictionaryKey: "CFBundleDevelopmentRegion") as? String
    return languages(
      bundleLocalizations: localizations, preferred: Locale.preferredLanguages,
      developmentLocalization: development)
  }
}
