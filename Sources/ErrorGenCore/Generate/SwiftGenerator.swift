/// Turns a lint-clean catalog into Swift source.
///
/// Generation is total: any `Catalog` value gives a file, without a crash. It runs in two
/// steps, like swift-openapi-generator: translators describe the declarations
/// (`ErrorTypeTranslator` and one translator per `// MARK:` section), then `SwiftRenderer`
/// writes them, owning indentation, line breaks and escaping. The output is deterministic.
public enum SwiftGenerator {
  /// Choices that do not come from the catalog.
  public struct Options: Hashable, Sendable {
    /// Overrides the catalog's `access` (the CLI's `--access`).
    public var access: Catalog.Access?

    public init(access: Catalog.Access? = nil) {
      self.access = access
    }
  }

  /// The contents of `<Stem>.errors.swift` for `catalog`.
  public static func generate(_ catalog: Catalog, options: Options = Options()) -> String {
    String(decoding: generatedBytes(catalog, options: options), as: UTF8.self)
  }

  /// The UTF-8 bytes of `<Stem>.errors.swift` for `catalog`: the translators describe the
  /// whole file, and the renderer writes it.
  static func generatedBytes(_ catalog: Catalog, options: Options) -> [UInt8] {
    let file = ErrorTypeTranslator(context: ErrorTypeContext(catalog: catalog, options: options))
      .translate()
    let caseCount = catalog.cases.count + catalog.composed.count
    return SwiftRenderer.renderBytes(
      file, lowersSwitchesOverSelf: LargeEnumLowering.applies(caseCount: caseCount))
  }
}
