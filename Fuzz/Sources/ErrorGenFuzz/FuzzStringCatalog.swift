import FuzzChecks

@testable import ErrorGenCore

/// A small catalog with a plural case, to which each fuzz input is the String Catalog.
private let fuzzCatalog = CatalogSource(
  path: "Fuzz.errors.yaml",
  text: """
    errorgen: 1
    domain: com.example.fuzz
    default_locale: en
    recovery_options:
      retry:
        label: Retry
    errors:
      offline:
        code: 1
        params:
          count: Int
        message:
          en: { one: One item is offline., other: "{count} items are offline." }
        reason: The network is down.
        recovery: [retry]

    """)

/// Runs `bytes` as the String Catalog beside `fuzzCatalog` through generate and `strings sync`,
/// and checks their promises: every diagnostic is located in one of the two files, output
/// exactly when there is no error, and sync is idempotent on what it writes.
func fuzzStringCatalog(_ bytes: [UInt8]) {
  let strings = CatalogSource(path: "Fuzz.errors.xcstrings", contents: bytes)
  let (files, diagnostics) = ErrorGenPipeline.generate([fuzzCatalog, strings])
  for diagnostic in diagnostics {
    require(
      diagnostic.file == "Fuzz.errors.xcstrings" || diagnostic.file == "Fuzz.errors.yaml",
      "String Catalog diagnostic in \(diagnostic.file)")
    require(diagnostic.line >= 1 && diagnostic.column >= 1, "diagnostic without a place")
    require(!diagnostic.message.hasSuffix("."), "message ends in a period: \(diagnostic.message)")
  }
  require(diagnostics.hasErrors == files.isEmpty, "String Catalog: output and errors disagree")
  guard let catalog = ErrorGenPipeline.decode(fuzzCatalog).0 else {
    require(false, "the fuzz catalog does not decode")
    return
  }
  let (synced, problems) = StringCatalogSync.sync(
    catalog, existing: bytes, file: "Fuzz.errors.xcstrings")
  require((synced == nil) == problems.hasErrors, "sync: output and errors disagree")
  guard let synced else { return }
  let (again, _) = StringCatalogSync.sync(catalog, existing: synced, file: "Fuzz.errors.xcstrings")
  require(again == synced, "sync is not idempotent")
  require(StringCatalog.decode(synced, file: "x").0 != nil, "sync wrote what it cannot read")
}
