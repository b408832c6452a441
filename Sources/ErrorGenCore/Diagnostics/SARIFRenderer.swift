#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// SARIF 2.1.0 for code scanning (GitHub's `upload-sarif`, Azure DevOps): one run of the
/// `errorgen` driver, the rules that fired, and one result per diagnostic with its notes as
/// related locations. Built as `Codable` values and written by `JSONEncoder`, so that no text
/// of a catalog can break the document.
enum SARIFRenderer {
  /// Where errorgen's documentation lives, for the driver's `informationUri`.
  static let informationURI = "https://github.com/errorgen/errorgen#readme"

  static func render(_ diagnostics: [Diagnostic], workingDirectory: String? = currentDirectory())
    -> String
  {
    var ruleIDs: [RuleID] = []
    var ruleIndex: [RuleID: Int] = [:]
    for diagnostic in diagnostics where ruleIndex[diagnostic.rule] == nil {
      ruleIndex[diagnostic.rule] = ruleIDs.count
      ruleIDs.append(diagnostic.rule)
    }
    let rules = ruleIDs.map { id -> JSONValue in
      let metadata = RuleRegistry.metadata(for: id)
      return [
        "id": .string(id.rawValue),
        "name": .string(id.rawValue),
        "shortDescription": ["text": .string(metadata.summary)],
        "fullDescription": ["text": .string(metadata.explanation)],
        "defaultConfiguration": ["level": .string(level(metadata.severity))],
        "helpUri": .string(informationURI),
      ]
    }
    let results = diagnostics.map { diagnostic -> JSONValue in
      var result: [String: JSONValue] = [
        "ruleId": .string(diagnostic.rule.rawValue),
        "ruleIndex": .integer(ruleIndex[diagnostic.rule] ?? 0),
        "level": .string(level(diagnostic.severity)),
        "message": ["text": .string(diagnostic.message)],
        "locations": [
          location(diagnostic.file, diagnostic.location, workingDirectory: workingDirectory)
        ],
      ]
      if !diagnostic.notes.isEmpty {
        result["relatedLocations"] = .array(
          diagnostic.notes.enumerated().map { index, note in
            var related = location(note.file, note.location, workingDirectory: workingDirectory)
            if case .object(var members) = related {
              members["id"] = .integer(index)
              members["message"] = ["text": .string(note.message)]
              related = .object(members)
            }
            return related
          })
      }
      return .object(result)
    }
    let log: JSONValue = [
      "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
      "version": "2.1.0",
      "runs": [
        [
          "tool": [
            "driver": [
              "name": "errorgen",
              "version": .string(ErrorGenVersion.current),
              "semanticVersion": .string(ErrorGenVersion.current),
              "informationUri": .string(informationURI),
              "rules": .array(rules),
            ]
          ],
          "columnKind": "unicodeCodePoints",
          "results": .array(results),
        ]
      ],
    ]
    return log.prettyPrinted
  }

  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  private static func location(
    _ file: String, _ location: SourceLocation, workingDirectory: String?
  ) -> JSONValue {
    [
      "physicalLocation": [
        "artifactLocation": ["uri": .string(uri(file, workingDirectory: workingDirectory))],
        "region": [
          "startLine": .integer(max(1, location.line)),
          "startColumn": .integer(max(1, location.column)),
        ],
      ]
    ]
  }

  /// `file` as a URI reference relative to the working directory when it is below it (what
  /// code scanning resolves against the checkout), else a `file://` URI; every byte outside
  /// RFC 3986's unreserved characters and `/` percent-encoded, so that a space, `#` or `?` in
  /// a name stays part of the path.
  static func uri(_ file: String, workingDirectory: String?) -> String {
    var path = file
    if path.hasPrefix("/") {
      if let base = workingDirectory, base != "/", path.hasPrefix(base + "/") {
        path = String(path.dropFirst(base.count + 1))
      } else {
        return "file://" + percentEncoded(path)
      }
    }
    while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
    return percentEncoded(path)
  }

  static func percentEncoded(_ path: String) -> String {
    PercentEncoding.encoded(path) { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        true
      default: false
      }
    }
  }

  static func currentDirectory() -> String? {
    guard let pointer = getcwd(nil, 0) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }
}
