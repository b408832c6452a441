import ErrorGenLocales

/// Which of a catalog's locales a user's language resolves to: the runtime's own matching
/// (module ErrorGenLocales), so that lint and generated code give the same answers.
public typealias LocaleMatching = ErrorGenLocales.LocaleMatching
