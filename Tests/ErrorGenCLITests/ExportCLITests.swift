import Foundation
import Testing

/// `errorgen export` (EXPORT.md), run as the built binary, its document checked with
/// Foundation's JSON reader and the real JSON Schema validator.
@Suite("errorgen export")
struct ExportCLITests {
  /// The document `errorgen export` printed for `arguments`, failing the test when it failed.
  static func export(_ arguments: [String]) throws -> (text: String, json: [String: Any]) {
    let result = try CLIRunner.run(["export"] + arguments)
    #expect(result.status == 0, "expected exit 0, got \(result.status): \(result.standardError)")
    let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
    return (result.standardOutput, json as? [String: Any] ?? [:])
  }

  /// The case `name` of the catalog whose type is `type`.
  static func exportedCase(_ json: [String: Any], type: String, name: String) -> [String: Any] {
    let catalogs = json["catalogs"] as? [[String: Any]] ?? []
    let catalog = catalogs.first { $0["type"] as? String == type }
    let cases = catalog?["cases"] as? [[String: Any]] ?? []
    return cases.first { $0["name"] as? String == name } ?? [:]
  }

  @Test("the example catalogs: every key of EXPORT.md, in catalog order, valid against the schema")
  func exampleCatalogs() throws {
    let (text, json) = try Self.export([CLIRunner.catalogsFolder.path])
    #expect(json["errorgen"] as? Int == 1)
    let catalogs = json["catalogs"] as? [[String: Any]] ?? []
    let files = catalogs.compactMap {
      ($0["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent }
    }
    #expect(
      files == [
        "API.errors.yaml", "App.errors.yaml", "Network.errors.yaml", "Storage.errors.yaml",
      ],
      "got \(files)")
    let app = catalogs.first { $0["type"] as? String == "AppError" } ?? [:]
    let compose = app["compose"] as? [String: String] ?? [:]
    #expect(
      compose == ["api": "APIError", "network": "NetworkError", "storage": "StorageError"],
      "got \(compose)")

    // A plural text from the String Catalog beside Network.errors.yaml, as written.
    let pending = Self.exportedCase(json, type: "NetworkError", name: "requestsPending")
    #expect(pending["identifier"] as? String == "com.example.network.requestsPending")
    #expect(
      pending["kind"] as? String == "user",
      "the catalog's default kind, got \(pending["kind"] ?? "")")
    let params = pending["params"] as? [[String: Any]] ?? []
    #expect(
      params.first?["name"] as? String == "count" && params.first?["type"] as? String == "Int")
    #expect(
      params.first?["optional"] as? Bool == false && params.first?["sensitive"] as? Bool == false)
    let texts = pending["texts"] as? [String: [String: Any]] ?? [:]
    let english = texts["message"]?["en"] as? [String: String] ?? [:]
    #expect(
      english == [
        "one": "One request will be sent when you are back online.",
        "other": "{count} requests will be sent when you are back online.",
        "plural": "count",
      ], "got \(english)")
    #expect(texts["reason"]?.isEmpty == true, "an absent text is an empty object: \(texts)")

    // A named policy written out; no policy is null.
    let unreachable = Self.exportedCase(json, type: "NetworkError", name: "hostUnreachable")
    let retry = unreachable["retry"] as? [String: Double] ?? [:]
    #expect(
      retry == [
        "max_attempts": 5, "initial_delay": 2, "max_delay": 60, "multiplier": 1.5, "jitter": 0,
      ],
      "got \(retry)")
    let expired = Self.exportedCase(json, type: "APIError", name: "sessionExpired")
    #expect(
      expired["retry"] is NSNull, "expected null, got \(String(describing: expired["retry"]))")
    #expect(expired["http_status"] as? Int == 401)
    #expect(
      expired["problem_type"] as? String
        == "https://docs.example.com/errors/com.example.api.sessionExpired")
    #expect(expired["server_codes"] as? [String] == ["SESSION_EXPIRED", "TOKEN_REVOKED"])

    try CLIRunner.withTemporaryFolder { folder in
      let document = folder.appendingPathComponent("export.json")
      try Data(text.utf8).write(to: document)
      let problems = JSONSchemaValidator.validate([
        .init(schema: JSONSchemaValidator.exportSchema, path: document, isYAML: false)
      ])
      #expect(problems == [[]], "expected a valid document, got \(problems ?? [])")
    }
  }

  @Test("--schema prints the committed docs/errorgen.export.schema.json")
  func schema() throws {
    let committed = try String(contentsOf: JSONSchemaValidator.exportSchema, encoding: .utf8)
    let printed = try CLIRunner.run(["export", "--schema"])
    #expect(printed.status == 0 && printed.standardOutput == committed, "got \(printed.all)")
  }

  @Test("--output writes the same bytes as standard output, and again the same on a second run")
  func outputFile() throws {
    let (printed, _) = try Self.export([CLIRunner.catalogsFolder.path])
    try CLIRunner.withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("errors.json")
      for _ in 0..<2 {
        let result = try CLIRunner.run(
          ["export", CLIRunner.catalogsFolder.path, "--output", file.path])
        #expect(result.status == 0 && result.standardOutput.isEmpty, "got \(result.all)")
        #expect(try String(contentsOf: file, encoding: .utf8) == printed)
      }
      let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(entries == ["errors.json"], "expected no stray files, got \(entries)")
    }
  }

  @Test(
    "a catalog with an error: exit 1, the diagnostic on standard error, nothing written",
    arguments: ["text", "json", "github", "sarif"])
  func catalogWithError(format: String) throws {
    try CLIRunner.withTemporaryFolder { folder in
      let catalog = folder.appendingPathComponent("Shop.errors.yaml")
      try Data("errorgen: 1\ndomain: com.example.shop\nerrors:\n  a:\n    code: 1\n".utf8)
        .write(to: catalog)
      let file = folder.appendingPathComponent("errors.json")
      let printed = try CLIRunner.run(["export", catalog.path, "--format", format])
      #expect(printed.status == 1, "expected exit 1, got \(printed.status)")
      #expect(printed.standardOutput.isEmpty, "expected no document, got \(printed.standardOutput)")
      #expect(printed.standardError.contains("message"), "got \(printed.standardError)")
      let written = try CLIRunner.run(["export", catalog.path, "-o", file.path])
      #expect(written.status == 1)
      #expect(!FileManager.default.fileExists(atPath: file.path), "expected no file")
    }
  }

  @Test("a sensitive param, an optional one and a deprecated case, as the catalog says")
  func paramsAndDeprecation() throws {
    try CLIRunner.withTemporaryFolder { folder in
      let catalog = folder.appendingPathComponent("Pay.errors.yaml")
      try Data(
        """
        errorgen: 1
        domain: com.example.pay
        default_locale: en
        errors:
          declined:
            code: 7
            deprecated: Use refused.
            params:
              holder: { type: "String?", sensitive: true }
              last4: "String?"
              tries: "[Int]"
            message:
              en: "{holder}'s card {last4} was declined."
              de: "Karte {last4} von {holder} abgelehnt."
            status: 402

        """.utf8
      ).write(to: catalog)
      let (_, json) = try Self.export([catalog.path])
      let declined = Self.exportedCase(json, type: "PayError", name: "declined")
      #expect(declined["deprecated"] as? Bool == true)
      #expect(declined["http_status"] as? Int == 402)
      #expect(declined["problem_type"] is NSNull)
      let params = (declined["params"] as? [[String: Any]] ?? []).map {
        "\($0["name"] ?? "") \($0["type"] ?? "") \($0["optional"] ?? "") \($0["sensitive"] ?? "")"
      }
      #expect(
        params == ["holder String? 1 1", "last4 String? 1 0", "tries [Int] 0 0"], "got \(params)")
      let message = (declined["texts"] as? [String: [String: String]])?["message"]
      #expect(
        message == [
          "en": "{holder}'s card {last4} was declined.",
          "de": "Karte {last4} von {holder} abgelehnt.",
        ],
        "got \(String(describing: message))")
    }
  }
}
