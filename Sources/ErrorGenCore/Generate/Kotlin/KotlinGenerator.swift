/// Turns a lint-clean catalog into Kotlin source (KOTLIN.md), beside `SwiftGenerator`: the same
/// catalog model and checks, its own translators (`KotlinErrorTypeTranslator` and one per
/// section), renderer (`KotlinRenderer`) and lexicon (`KotlinLexicon`). Deterministic.
public enum KotlinGenerator {
  /// Choices that do not come from the catalog.
  public struct Options: Hashable, Sendable {
    /// The package of every file (`--kotlin-package`); nil: each catalog's `kotlin_package`.
    public var package: String?
    /// Whether to write `ErrorGenRuntime.kt` too (`--no-runtime` leaves it out).
    public var includesRuntime: Bool

    public init(package: String? = nil, includesRuntime: Bool = true) {
      self.package = package
      self.includesRuntime = includesRuntime
    }
  }

  /// Whether `name` can be a Kotlin package: dot-separated ASCII identifiers (keywords are
  /// written in backticks).
  public static func isValidPackageName(_ name: String) -> Bool {
    KotlinLexicon.isValidPackageName(name)
  }

  /// The name of a catalog's file: `<Type>.kt`.
  public static func fileName(_ catalog: Catalog) -> String { catalog.typeName.value + ".kt" }

  /// The package `catalog` is generated into, or nil when neither the options nor the catalog
  /// name one.
  public static func package(for catalog: Catalog, options: Options) -> String? {
    options.package ?? catalog.kotlinPackage?.value
  }

  /// The contents of `<Type>.kt`, in `package`. `packages` holds the package of each catalog
  /// type generated in the same run, by type name: a composed type from another package is
  /// imported from it.
  public static func generate(
    _ catalog: Catalog, package: String, packages: [String: String] = [:]
  ) -> String {
    generate(CatalogPlanner.plan(catalog), package: package, packages: packages)
  }

  /// The contents of the Kotlin file of `plan`, in `package`.
  static func generate(_ plan: CatalogPlan, package: String, packages: [String: String]) -> String {
    let file = KotlinErrorTypeTranslator(
      context: KotlinTypeContext(plan: plan), package: package, packages: packages
    )
    .translate()
    return KotlinRenderer.render(file)
  }

  /// `ErrorGenRuntime.kt`, the same for every run.
  public static var runtimeFile: GeneratedFile {
    GeneratedFile(name: KotlinRuntimeSource.fileName, text: KotlinRuntimeSource.text)
  }
}

extension GeneratedFile {
  init(name: String, text: String) {
    self.init(name: name, bytes: Array(text.utf8))
  }
}
