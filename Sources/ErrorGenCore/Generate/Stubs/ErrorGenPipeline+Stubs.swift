extension ErrorGenPipeline {
  /// Checks `source` alone and, when it has no error, writes the stub of its recovery attempter
  /// (`RecoveryStubGenerator`). With an error, or when the catalog has no recovery option to
  /// stub (that is an error too, located at the file's start), `text` is nil.
  public static func stubs(
    _ source: CatalogSource, typeName: String? = nil, limits: YAMLLimits = .standard
  ) -> (text: String?, diagnostics: [Diagnostic]) {
    stubs([source], typeName: typeName, limits: limits)
  }

  /// `stubs(_:typeName:limits:)` for one catalog and the String Catalog beside it, if any
  /// (`CatalogFiles.withStringCatalogs`), merged as `generate` merges it: a text translated
  /// there is not missing.
  public static func stubs(
    _ sources: [CatalogSource], typeName: String? = nil, limits: YAMLLimits = .standard
  ) -> (text: String?, diagnostics: [Diagnostic]) {
    // Stubs are Swift: as in `generate`, Kotlin's names are not checked.
    let result = check(sources, limits: limits, kotlinNames: .none)
    guard !result.hasErrors, let catalog = result.catalogs.first else {
      return (nil, result.diagnostics)
    }
    guard let text = RecoveryStubGenerator.generate(catalog, typeName: typeName) else {
      return (nil, result.diagnostics + [StubMessages.noOptionsToStub(catalog)])
    }
    return (text, result.diagnostics)
  }
}

extension RuleID {
  /// `errorgen stubs` was given a catalog without a recovery option to implement.
  public static let noRecoveryOptions: RuleID = "no_recovery_options"
}

/// The diagnostics of `errorgen stubs`, each built by a named factory.
enum StubMessages {
  static func noOptionsToStub(_ catalog: Catalog) -> Diagnostic {
    let message =
      catalog.recoveryOptions.isEmpty
      ? "the catalog declares no recovery options, so there is no attempter to implement"
      : "every recovery option of the catalog is a cancel option, so there is nothing to implement"
    return Diagnostic(
      .error, rule: .noRecoveryOptions, message: message, file: catalog.file, location: .start)
  }
}
