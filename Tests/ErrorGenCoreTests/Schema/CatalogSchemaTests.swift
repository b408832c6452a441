import Foundation
import Testing

@testable import ErrorGenCore

/// The catalog format's JSON Schema, checked by the real validator: it accepts every catalog
/// errorgen accepts (the repository's, every rule example that must not trigger) and refuses
/// unknown keys, wrong enum values and wrong types.
@Suite("Catalog schema")
struct CatalogSchemaTests {
  @Test("docs/errorgen.schema.json is what 'errorgen schema' prints")
  func committedCopyIsCurrent() throws {
    let committed = try String(contentsOf: JSONSchemaValidator.catalogSchema, encoding: .utf8)
    #expect(
      committed == CatalogSchema.text,
      "docs/errorgen.schema.json is stale: run 'swift run errorgen schema --output docs/errorgen.schema.json'"
    )
  }

  @Test("the schema declares draft-07 and every top-level and case key of the format")
  func everyKey() throws {
    let object =
      try JSONSerialization.jsonObject(with: Data(CatalogSchema.text.utf8)) as? [String: Any]
    #expect(object?["$schema"] as? String == "http://json-schema.org/draft-07/schema#")
    let properties = object?["properties"] as? [String: Any] ?? [:]
    #expect(
      Set(properties.keys) == Set(CatalogKeys.topLevel.names), "got \(properties.keys.sorted())")
    let definitions = object?["definitions"] as? [String: Any]
    let errorCase = definitions?["case"] as? [String: Any]
    let caseKeys = (errorCase?["properties"] as? [String: Any])?.keys.sorted() ?? []
    #expect(caseKeys == CatalogKeys.errorCase.names.sorted(), "got \(caseKeys)")
  }

  /// The paths of the keys (members of `properties` and `patternProperties`, at any depth)
  /// whose schema has no description, so that an editor would show nothing on hover.
  static func keysWithoutDescription(_ node: Any, path: String = "#") -> [String] {
    var missing: [String] = []
    if let object = node as? [String: Any] {
      for kind in ["properties", "patternProperties"] {
        for (key, value) in object[kind] as? [String: Any] ?? [:] {
          let description = (value as? [String: Any])?["description"] as? String ?? ""
          if description.isEmpty { missing.append("\(path)/\(kind)/\(key)") }
        }
      }
      for (key, value) in object {
        missing += keysWithoutDescription(value, path: path + "/" + key)
      }
    } else if let array = node as? [Any] {
      for (index, value) in array.enumerated() {
        missing += keysWithoutDescription(value, path: "\(path)/\(index)")
      }
    }
    return missing
  }

  @Test("every key of the schema has a description, for editors' hover")
  func everyKeyIsDescribed() throws {
    let object = try JSONSerialization.jsonObject(with: Data(CatalogSchema.text.utf8))
    let missing = Self.keysWithoutDescription(object).sorted()
    #expect(missing.isEmpty, "expected a description for every key, got none for \(missing)")
    // The walk itself finds a key without one.
    let probe: [String: Any] = ["properties": ["a": ["type": "string"], "b": ["description": "B"]]]
    #expect(Self.keysWithoutDescription(probe) == ["#/properties/a"])
  }

  static let badCatalogs: [(name: String, text: String)] = [
    (
      "case name not lowerCamelCase",
      "errorgen: 1\ndomain: a.b\nerrors:\n  FileNotFound: { code: 1, message: M }\n"
    ),
    (
      "type name not UpperCamelCase",
      "errorgen: 1\ndomain: a.b\ntype: shopError\nerrors:\n  a: { code: 1, message: M }\n"
    ),
    (
      "unknown top-level key",
      "errorgen: 1\ndomain: a.b\ndomian: x\nerrors:\n  a: { code: 1, message: M }\n"
    ),
    ("unknown case key", "errorgen: 1\ndomain: a.b\nerrors:\n  a: { code: 1, mesage: M }\n"),
    (
      "wrong kind",
      "errorgen: 1\ndomain: a.b\nerrors:\n  a: { code: 1, message: M, kind: sometimes }\n"
    ),
    (
      "wrong role",
      "errorgen: 1\ndomain: a.b\nrecovery_options:\n  r: { label: R, role: main }\nerrors:\n  a: { code: 1, message: M }\n"
    ),
    (
      "wrong access",
      "errorgen: 1\ndomain: a.b\naccess: open\nerrors:\n  a: { code: 1, message: M }\n"
    ),
    ("quoted code", "errorgen: 1\ndomain: a.b\nerrors:\n  a: { code: \"12\", message: M }\n"),
    (
      "code beyond 32 bits",
      "errorgen: 1\ndomain: a.b\nerrors:\n  a: { code: 3000000000, message: M }\n"
    ),
    (
      "recovery not a list",
      "errorgen: 1\ndomain: a.b\nerrors:\n  a: { code: 1, message: M, recovery: retry }\n"
    ),
    ("errors a list", "errorgen: 1\ndomain: a.b\nerrors: [a]\n"),
    (
      "yes for a boolean",
      "errorgen: 1\ndomain: a.b\nrecovery_options:\n  r: { label: R, retries_operation: yes }\nerrors:\n  a: { code: 1, message: M, recovery: [r] }\n"
    ),
    (
      "bad duration",
      "errorgen: 1\ndomain: a.b\nretry_policies:\n  p: { initial_delay: soon }\nerrors:\n  a: { code: 1, message: M }\n"
    ),
    (
      "bad locale", "errorgen: 1\ndomain: a.b\nerrors:\n  a: { code: 1, message: { english: M } }\n"
    ),
    (
      "bad param type",
      "errorgen: 1\ndomain: a.b\nerrors:\n  a: { code: 1, message: M, params: { x: Float } }\n"
    ),
    (
      "bad http range",
      "errorgen: 1\ndomain: a.b\nerrors:\n  a: { code: 1, message: M, http: [\"5xx\"] }\n"
    ),
    ("missing message", "errorgen: 1\ndomain: a.b\nerrors:\n  a: { code: 1 }\n"),
    ("version 2", "errorgen: 2\ndomain: a.b\nerrors:\n  a: { code: 1, message: M }\n"),
  ]

  /// Valid catalogs that an editor reads differently from errorgen: scalars that YAML takes
  /// for numbers or booleans where errorgen wants text, names that are no identifiers.
  static let oddButValid: [(name: String, text: String)] = [
    (
      "texts that look like numbers and booleans",
      "errorgen: 1\ndomain: 404\ndoc: true\nerrors:\n  a: { code: 1, message: 404, suggestion: false, help: 1.5, icon: 7 }\n"
    ),
    (
      "texts that read as null in YAML",
      "errorgen: 1\ndomain: a.b\ndoc: ~\nerrors:\n  a: { code: 1, message: null, suggestion: { en: ~ }, help: Null, icon: NULL, field: ~ }\n"
    ),
    (
      "a policy name that is no identifier",
      "errorgen: 1\ndomain: a.b\nretry_policies:\n  my policy: { max_attempts: 2, jitter: 0 }\n  \"7\": { initial_delay: \"1.5s\" }\nerrors:\n  a: { code: 1, message: M, retry: my policy }\n  b: { code: 2, message: M, retry: 7 }\n"
    ),
    (
      "Norwegian and on as locales",
      "errorgen: 1\ndomain: a.b\nerrors:\n  a: { code: 1, message: { en: M, no: N, \"on\": O, yes: Y } }\n"
    ),
    (
      "empty errors with compose",
      "errorgen: 1\ndomain: a.b\ncompose:\n  other: Mod.OtherError\nerrors:\n"
    ),
  ]

  /// Every catalog that errorgen accepts without an error: those of the repository, and the
  /// examples of every lint and diff rule that must not trigger.
  static func validCatalogs() throws -> [(name: String, text: String)] {
    var catalogs: [(String, String)] = oddButValid
    let root = JSONSchemaValidator.root
    for folder in [
      "catalogs", "Examples/Sources", "Tests/GeneratedCodeTests/Catalogs", "Fuzz/seeds",
    ] {
      let (files, _) = CatalogFiles.discover([root.appendingPathComponent(folder).path])
      for file in files {
        catalogs.append((file, try String(contentsOfFile: file, encoding: .utf8)))
      }
    }
    for rule in Linter.rules {
      for example in rule.description.nonTriggeringExamples {
        // String Catalogs beside a catalog are JSON, not catalogs.
        for source in example.sources where !source.path.hasSuffix(".xcstrings") {
          catalogs.append(
            ("\(rule.id) \(source.path)", String(decoding: source.contents, as: UTF8.self)))
        }
      }
    }
    for rule in DiffRules.all {
      for example in rule.triggeringExamples + rule.nonTriggeringExamples {
        let (baseline, current) = example.sources
        for source in baseline + current where !ErrorGenPipeline.check([source]).hasErrors {
          catalogs.append(
            ("\(rule.id) \(source.path)", String(decoding: source.contents, as: UTF8.self)))
        }
      }
    }
    return catalogs
  }

  @Test("the real validator accepts every valid catalog and refuses every bad one")
  func validator() throws {
    let valid = try Self.validCatalogs()
    #expect(
      valid.count > 30, "expected the repository's catalogs and the examples, got \(valid.count)")
    for odd in Self.oddButValid {
      let result = ErrorGenPipeline.check([CatalogSource(path: "Odd.errors.yaml", text: odd.text)])
      #expect(!result.hasErrors, "'\(odd.name)' must be valid for errorgen: \(result.diagnostics)")
    }
    // The bad catalogs are bad for errorgen too: the schema must not be stricter than that.
    for bad in Self.badCatalogs {
      let result = ErrorGenPipeline.check([CatalogSource(path: "Bad.errors.yaml", text: bad.text)])
      #expect(result.hasErrors, "'\(bad.name)' is valid for errorgen; it cannot be a bad example")
    }
    try JSONSchemaValidator.withTemporaryFolder { folder in
      var documents: [JSONSchemaValidator.Document] = []
      for (index, catalog) in (valid + Self.badCatalogs).enumerated() {
        let file = folder.appendingPathComponent("\(index).errors.yaml")
        try Data(catalog.text.utf8).write(to: file)
        documents.append(.init(schema: JSONSchemaValidator.catalogSchema, path: file, isYAML: true))
      }
      guard let results = JSONSchemaValidator.validate(documents) else { return }
      for (catalog, errors) in zip(valid, results.prefix(valid.count)) {
        #expect(errors.isEmpty, "expected '\(catalog.name)' valid, got \(errors)")
      }
      for (catalog, errors) in zip(Self.badCatalogs, results.dropFirst(valid.count)) {
        #expect(!errors.isEmpty, "expected '\(catalog.name)' refused by the schema, got no error")
      }
    }
  }
}
