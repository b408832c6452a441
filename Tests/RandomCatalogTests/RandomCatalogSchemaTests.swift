import ErrorGenCore
import Foundation
import Testing

/// The JSON Schema of docs/errorgen.schema.json must never refuse a catalog errorgen accepts:
/// the random catalogs use every feature of the format, hostile texts and odd names included.
@Suite("Random catalogs against the JSON Schema")
struct RandomCatalogSchemaTests {
  @Test("the real validator accepts every random clean catalog")
  func schemaAcceptsRandomCatalogs() throws {
    var generator = RandomCatalogGenerator(seed: RandomCatalogTests.seed)
    let catalogs = (0..<RandomCatalogTests.count).map { generator.makeCatalog(index: $0) }
    try JSONSchemaValidator.withTemporaryFolder { folder in
      var documents: [JSONSchemaValidator.Document] = []
      for (index, catalog) in catalogs.enumerated() {
        let file = folder.appendingPathComponent("R\(index).errors.yaml")
        try Data(catalog.yaml.utf8).write(to: file)
        documents.append(.init(schema: JSONSchemaValidator.catalogSchema, path: file, isYAML: true))
      }
      guard let results = JSONSchemaValidator.validate(documents) else { return }
      #expect(results.count == catalogs.count)
      for (index, errors) in results.enumerated() {
        #expect(errors.isEmpty, "expected random catalog \(index) valid, got \(errors.prefix(5))")
      }
    }
  }
}
