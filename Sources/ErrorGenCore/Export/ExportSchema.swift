/// The JSON Schema (draft-07) of `errorgen export`'s document (`ExportDocument`):
/// `errorgen export --schema` prints it, docs/errorgen.export.schema.json is a copy, and CI
/// validates every export of `catalogs/` against it.
///
/// Objects allow keys the schema does not list: later versions may add keys (EXPORT.md).
public enum ExportSchema {
  /// The schema as pretty-printed JSON with sorted keys.
  public static var text: String { document.prettyPrinted }

  public static var document: JSONValue {
    [
      "$schema": "http://json-schema.org/draft-07/schema#",
      "$id": "https://errorgen.dev/schema/export-1.json",
      "title": "errorgen export, format version 1",
      "description":
        "Error catalogs as errorgen worked them out: every case's code, kind, params, HTTP status, problem type, resolved retry policy, server codes and every text per locale as written.",
      "type": "object",
      "required": ["errorgen", "catalogs"],
      "properties": [
        "errorgen": ["description": "The format version: 1.", "const": 1],
        "catalogs": [
          "description": "The catalogs, in the order of the paths given (a folder's by path).",
          "type": "array", "items": ["$ref": "#/definitions/catalog"],
        ],
      ],
      "definitions": [
        "catalog": catalog, "case": errorCase, "param": param, "retry": retry,
        "texts": textsByKind, "text": localeText,
      ],
    ]
  }

  private static func described(_ description: String, _ type: JSONValue) -> JSONValue {
    ["description": .string(description), "type": type]
  }

  private static var catalog: JSONValue {
    [
      "description": "One catalog.",
      "type": "object",
      "required": ["file", "type", "domain", "default_locale", "locales", "compose", "cases"],
      "properties": [
        "file": described(
          "The catalog's path: the path given on the command line, joined with the catalog's path below it.",
          "string"),
        "type": described("The generated type's name.", "string"),
        "domain": described("The catalog's domain (the NSError domain).", "string"),
        "default_locale": described("The locale every text has.", "string"),
        "locales": [
          "description": "The catalog's locales, the default locale first.",
          "type": "array", "items": ["type": "string"],
        ],
        "compose": [
          "description": "An umbrella's composed cases: case name to the type it wraps.",
          "type": "object", "additionalProperties": ["type": "string"],
        ],
        "cases": [
          "description": "The catalog's own cases, in catalog order.",
          "type": "array", "items": ["$ref": "#/definitions/case"],
        ],
      ],
    ]
  }

  private static var errorCase: JSONValue {
    [
      "description": "One case.",
      "type": "object",
      "required": [
        "name", "identifier", "code", "kind", "deprecated", "params", "http_status",
        "problem_type", "retry", "server_codes", "texts",
      ],
      "properties": [
        "name": described("The case's name.", "string"),
        "identifier": described("<domain>.<name>: problem details' code.", "string"),
        "code": described("The case's numeric code.", "integer"),
        "kind": [
          "description": "How the error behaves.",
          "enum": .array(CatalogCase.Kind.allCases.map { .string($0.rawValue) }),
        ],
        "deprecated": described("Whether the case is deprecated.", "boolean"),
        "params": [
          "description": "The case's params, in order.",
          "type": "array", "items": ["$ref": "#/definitions/param"],
        ],
        "http_status": described(
          "The HTTP status a server answers with (a bind: http_status param's value replaces it).",
          ["integer", "null"]),
        "problem_type": described(
          "RFC 9457's type for the case; null for about:blank.", ["string", "null"]),
        "retry": [
          "description": "The resolved retry policy; null when the case is not retried.",
          "oneOf": [["$ref": "#/definitions/retry"], ["type": "null"]],
        ],
        "server_codes": [
          "description": "Codes a server sends for this case.",
          "type": "array", "items": ["type": "string"],
        ],
        "texts": ["$ref": "#/definitions/texts"],
      ],
    ]
  }

  private static var param: JSONValue {
    [
      "description": "A param of a case.",
      "type": "object",
      "required": ["name", "type", "optional", "sensitive"],
      "properties": [
        "name": described("The param's name.", "string"),
        "type": described("The type as the catalog writes it: Int, String?, [URL].", "string"),
        "optional": described("Whether the type is optional.", "boolean"),
        "sensitive": described(
          "Never sent in problem details, redacted in logs.", "boolean"),
      ],
    ]
  }

  private static var retry: JSONValue {
    let seconds = { (text: String) in described(text + " in seconds.", "number") }
    return [
      "description": "A retry policy, every value written out.",
      "type": "object",
      "required": ["max_attempts", "initial_delay", "max_delay", "multiplier", "jitter"],
      "properties": [
        "max_attempts": described("Attempts in all, the first included.", "integer"),
        "initial_delay": seconds("The delay before the second attempt,"),
        "max_delay": seconds("The longest delay,"),
        "multiplier": described("The factor between one delay and the next.", "number"),
        "jitter": seconds("The random part of each delay,"),
      ],
    ]
  }

  private static var textsByKind: JSONValue {
    let byLocale = { (text: String) -> JSONValue in
      [
        "description": .string(text + ", by locale, as written; a locale without it is absent."),
        "type": "object", "additionalProperties": ["$ref": "#/definitions/text"],
      ]
    }
    return [
      "description": "The case's texts.",
      "type": "object",
      "required": ["message", "reason", "suggestion"],
      "properties": [
        "message": byLocale("The message"), "reason": byLocale("What went wrong"),
        "suggestion": byLocale("What the user can do"),
      ],
    ]
  }

  private static var localeText: JSONValue {
    let categories = PluralCategories.all.map { category -> (String, JSONValue) in
      (category, described("The " + category + " variant.", "string"))
    }
    return [
      "description": "A text with {placeholders}, or plural variants by CLDR category.",
      "oneOf": [
        ["type": "string"],
        [
          "type": "object",
          "required": ["plural", "other"],
          "additionalProperties": false,
          "properties": .object(
            Dictionary(uniqueKeysWithValues: categories).merging([
              "plural": described("The param whose value chooses the variant.", "string")
            ]) { variant, _ in variant }),
        ],
      ],
    ]
  }
}
