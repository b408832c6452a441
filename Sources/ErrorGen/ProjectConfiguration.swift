import ErrorGenCore

/// Finds and reads the project's `errorgen.yml` for `generate`, `lint` and `docs`.
enum ProjectConfiguration {
  /// The configuration at `path`, or, without one, `errorgen.yml` in the current folder when
  /// there is one; the defaults otherwise. A file that cannot be read or has a problem gives
  /// its diagnostics (the defaults are used meanwhile, and the run fails on the errors).
  static func load(_ path: String?) -> (LintConfiguration, [Diagnostic]) {
    let file = path ?? LintConfiguration.fileName
    if path == nil, POSIXFiles.kind(of: file) == .missing { return (LintConfiguration(), []) }
    let (sources, problems) = CatalogFiles.read([file])
    guard let source = sources.first else { return (LintConfiguration(), problems) }
    let (configuration, diagnostics) = LintConfiguration.decode(source)
    return (configuration ?? LintConfiguration(), diagnostics)
  }
}
