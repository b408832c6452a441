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
  /// file part by part (`ErrorTypeTranslator.Part`), and the renderer writes each part as it
  /// is described. The text is the one `translate()`'s whole description renders to; a part's
  /// description is let go once written, so a large catalog's file is never described whole.
  static func generatedBytes(_ catalog: Catalog, options: Options) -> [UInt8] {
    generatedBytes(CatalogPlanner.plan(catalog, access: options.access))
  }

  /// The UTF-8 bytes of the Swift file of `plan`.
  static func generatedBytes(_ plan: CatalogPlan) -> [UInt8] {
    let translator = ErrorTypeTranslator(context: ErrorTypeContext(plan: plan))
    var renderer = SwiftRenderer(lowersSwitchesOverSelf: true)
    renderer.renderFile(translator.header())
    for part in ErrorTypeTranslator.Part.allCases {
      renderer.renderTopLevel(translator.declarations(part))
    }
    return renderer.writer.bytes
  }
}
