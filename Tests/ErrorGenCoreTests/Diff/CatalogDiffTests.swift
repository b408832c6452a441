import Foundation
import Testing

@testable import ErrorGenCore

/// Matching catalogs with their baseline, and what a broken side does.
@Suite("Catalog diff")
struct CatalogDiffTests {
  static let catalog = """
    errorgen: 1
    domain: com.example.shop
    errors:
      outOfStock:
        code: 1
        message: Sold out.
    """

  static func source(_ path: String, _ text: String) -> CatalogSource {
    CatalogSource(path: path, text: text)
  }

  @Test("a moved and renamed file is the same catalog, matched by its domain")
  func movedFileIsNoChange() {
    let result = ErrorGenPipeline.diff(
      baseline: [Self.source("old/Shop.errors.yaml", Self.catalog + "\ntype: ShopError\n")],
      current: [Self.source("new/Store.errors.yaml", Self.catalog + "\ntype: ShopError\n")])
    #expect(result.compared && result.diagnostics.isEmpty, "got \(result.diagnostics)")
  }

  @Test("a broken baseline reports its own diagnostics and compares nothing")
  func brokenBaseline() {
    let result = ErrorGenPipeline.diff(
      baseline: [Self.source("main:Shop.errors.yaml", "errorgen: 1\ndomain: [x\n")],
      current: [Self.source("Shop.errors.yaml", Self.catalog)])
    #expect(!result.compared)
    #expect(result.diagnostics.hasErrors)
    #expect(
      result.diagnostics.allSatisfy { $0.file == "main:Shop.errors.yaml" && $0.line >= 1 },
      "expected only the baseline's diagnostics, got \(result.diagnostics)")
  }

  @Test("--allow-removed-catalogs turns removed_catalog into a note")
  func allowedRemoval() {
    let baseline = [Self.source("Shop.errors.yaml", Self.catalog)]
    let strict = ErrorGenPipeline.diff(baseline: baseline, current: [])
    let allowed = ErrorGenPipeline.diff(
      baseline: baseline, current: [], allowRemovedCatalogs: true)
    #expect(strict.diagnostics.map(\.severity) == [.error])
    #expect(allowed.diagnostics.map(\.severity) == [.note])
    #expect(allowed.diagnostics.map(\.rule) == ["removed_catalog"])
  }

  @Test("a renamed case is a removed case and a reused code")
  func renamedCase() {
    let renamed = Self.catalog.replacingOccurrences(of: "outOfStock", with: "soldOut")
    let result = ErrorGenPipeline.diff(
      baseline: [Self.source("a/Shop.errors.yaml", Self.catalog)],
      current: [Self.source("Shop.errors.yaml", renamed)])
    let rules = result.diagnostics.map(\.rule.rawValue).sorted()
    #expect(rules == ["removed_case", "reused_code"], "got \(rules)")
  }

  @Test("a catalog of 20,000 cases against itself reports nothing, quickly")
  func largeCatalog() {
    var text = "errorgen: 1\ndomain: com.example.big\nerrors:\n"
    for index in 0..<20_000 { text += "  case\(index):\n    code: \(index)\n    message: M.\n" }
    let result = ErrorGenPipeline.diff(
      baseline: [Self.source("a/Big.errors.yaml", text)],
      current: [Self.source("Big.errors.yaml", text)])
    #expect(result.compared && result.diagnostics.isEmpty)
  }
}
