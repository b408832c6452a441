/// The JSON Schema (draft-07) of the catalog format, for editors: yaml-language-server and
/// JetBrains IDEs complete keys from it, show each key's description on hover and underline
/// mistakes while typing. `errorgen schema` prints it; `docs/errorgen.schema.json` is a copy.
///
/// The schema is looser than errorgen on purpose where an editor reads YAML differently:
/// errorgen reads every scalar as a string and lets the field decide, so `message: 404` is a
/// text, while an editor sees a number. Text fields therefore take any scalar. It must never
/// refuse a valid catalog; what it cannot say (cross-references, placeholders) is lint's.
public enum CatalogSchema {
  /// The schema as pretty-printed JSON with sorted keys.
  public static var text: String { document.prettyPrinted }

  /// The schema as a value.
  public static var document: JSONValue {
    .object([
      "$schema": "http://json-schema.org/draft-07/schema#",
      "$id": "https://errorgen.dev/schema/catalog-1.json",
      "title": "errorgen error catalog, format version 1",
      "description": """
      One error domain: its cases, codes, localized texts, recovery options and retry \
      behaviour. errorgen turns <Stem>.errors.yaml into <Stem>.errors.swift.
      """,
      "type": "object",
      "additionalProperties": false,
      "required": ["domain", "errors"],
      "properties": .object(topLevel),
      "definitions": .object(definitions),
    ])
  }

  // MARK: Top level

  private static var topLevel: [String: JSONValue] {
    [
      "errorgen": [
        "description": "The format version: the integer 1. Recommended (a warning when missing).",
        "enum": [1],
      ],
      "domain": scalar(
        "The NSError domain, e.g. com.example.network: not empty, no white space.",
        pattern: "^\\S+$"),
      "type": scalar(
        "The Swift type name, UpperCamelCase. Default: the file stem plus Error.",
        pattern: typePattern),
      "access": choice(
        "Access level of the generated declarations (the CLI's --access overrides it).",
        ["public", "package", "internal"]),
      "doc": ref("doc", "The doc comment of the generated type."),
      "default_locale": ref(
        "locale", "The source language, default en. Every text must have it."),
      "codes": [
        "description": "Code range and retired codes.",
        "type": "object",
        "additionalProperties": false,
        "properties": [
          "range": [
            "description": "[min, max], inclusive: every code must fall in it.",
            "type": "array",
            "items": ["$ref": "#/definitions/code"],
            "minItems": 2,
            "maxItems": 2,
          ],
          "reserved": [
            "description":
              "Retired codes, or blocks of them (\"2000-2999\"), that no case may use.",
            "type": "array",
            "items": [
              "anyOf": [
                ["$ref": "#/definitions/code"],
                ["type": "string", "pattern": "^-?(0|[1-9][0-9]*)--?(0|[1-9][0-9]*)$"],
              ]
            ],
          ],
        ],
      ],
      "defaults": [
        "description": "Values every case takes unless it sets its own.",
        "type": "object",
        "additionalProperties": false,
        "properties": [
          "kind": ref("kind", "The default kind of the cases."),
          "retry": ref("retry", "The default retry of the cases."),
          "recovery": ref("recovery", "The default recovery options of the cases."),
          "presentation": ref("presentation", "The default presentation of the cases."),
        ],
      ],
      "recovery_options": [
        "description": "Named recovery options, referenced by name from cases' recovery.",
        "type": "object",
        "propertyNames": ["pattern": .string(lowerCamelCasePattern)],
        "additionalProperties": ["$ref": "#/definitions/recoveryOption"],
      ],
      "kotlin_package": [
        "description": "The Kotlin package (--language kotlin).", "type": "string",
      ],
      "problem_type": [
        "description": """
        A URI template for the `type` of each case's RFC 9457 problem details, with \
        {identifier} where the case's identifier goes.
        """,
        "type": "string",
      ],
      "retry_policies": [
        "description": "Named retry policies, referenced by name from cases' retry.",
        "type": "object",
        "additionalProperties": ["$ref": "#/definitions/retryPolicy"],
      ],
      "compose": [
        "description": """
        caseName: TypeName pairs: umbrella cases that wrap another catalog's error type \
        (Module.TypeName for a type of another module).
        """,
        "type": ["object", "null"],
        "propertyNames": ["pattern": .string(lowerCamelCasePattern)],
        "additionalProperties": [
          "type": "string", "pattern": "^(\(identifierBody)\\.)?\(identifierBody)$",
        ],
      ],
      "errors": [
        "description": """
        caseName: case pairs, at least one unless compose has one. Order is kept in the \
        output.
        """,
        "type": ["object", "null"],
        "propertyNames": ["pattern": .string(lowerCamelCasePattern)],
        "additionalProperties": ["$ref": "#/definitions/case"],
      ],
    ]
  }

  // MARK: Definitions

  private static var definitions: [String: JSONValue] {
    [
      "scalar": [
        "description": "Any scalar: errorgen reads it as a string.",
        "type": ["string", "number", "boolean", "null"],
      ],
      "doc": ["$ref": "#/definitions/scalar"],
      "code": [
        "description": "An integer in the 32-bit signed range.",
        "type": "integer",
        "minimum": .integer(Int(Int32.min)),
        "maximum": .integer(Int(Int32.max)),
      ],
      "locale": [
        "description": "A locale identifier: language[-Script][-REGION], e.g. en, pt-BR, zh-Hans.",
        "type": "string",
        "pattern": .string(localePattern),
      ],
      "text": [
        "description": """
        A text: a plain string in the default locale, or a mapping from locale to string, or to \
        plural variants (zero, one, two, few, many, other). {name} inserts the param name; {{ \
        and }} are literal braces.
        """,
        "anyOf": [
          ["$ref": "#/definitions/scalar"],
          [
            "type": "object",
            "propertyNames": ["pattern": .string(localePattern)],
            "additionalProperties": [
              "anyOf": [
                ["$ref": "#/definitions/scalar"],
                [
                  "type": "object",
                  "propertyNames": ["enum": ["zero", "one", "two", "few", "many", "other"]],
                  "additionalProperties": ["$ref": "#/definitions/scalar"],
                ],
              ]
            ],
          ],
        ],
      ],
      "kind": choice(
        """
        transient (retry with backoff), user (the user can fix it), system (server bug, bad \
        data), fatal (the app cannot go on). Default system.
        """, CatalogCase.Kind.allCases.map(\.rawValue)),
      "presentation": choice(
        "How the error is shown. Default alert.",
        CatalogCase.Presentation.allCases.map(\.rawValue)),
      "recovery": [
        "description": "Recovery option names in button order; the first is the default action.",
        "type": "array",
        "items": ["type": "string", "pattern": .string(lowerCamelCasePattern)],
      ],
      "duration": [
        "description": "Seconds (1.5) or a number with a unit: 250ms, 2s, 1m.",
        "anyOf": [
          ["type": "number"],
          ["type": "string", "pattern": "^-?[0-9]+(\\.[0-9]+)?(ms|s|m)$"],
        ],
      ],
      "retryPolicy": [
        "description": "A retry policy; every key has a default.",
        "type": "object",
        "additionalProperties": false,
        "properties": .object(retryPolicyKeys),
      ],
      "retry": [
        "description": """
        none, a policy name, an inline policy, or {policy: name, after: param} (after: the \
        param holding the server's Retry-After).
        """,
        "anyOf": [
          // Policy names are any string: errorgen checks them only against the declared ones.
          ["$ref": "#/definitions/scalar"],
          [
            "type": "object",
            "additionalProperties": false,
            "properties": .object(
              retryPolicyKeys.merging([
                "policy": [
                  "description": "The name of a retry policy.",
                  "type": ["string", "number", "boolean", "null"],
                ],
                "after": [
                  "description": "A param whose value is the least delay before the next try.",
                  "type": "string", "pattern": .string(identifierPattern),
                ],
              ]) { first, _ in first }),
          ],
        ],
      ],
      "recoveryOption": [
        "description": "A recovery option: a button the user can press.",
        "type": "object",
        "additionalProperties": false,
        "required": ["label"],
        "properties": [
          "label": ref("text", "The button title."),
          "role": choice(
            "The option's role, default normal.",
            RecoveryOptionDecl.Role.allCases.map(\.rawValue)),
          "retries_operation": [
            "description": "true: once this option recovers, run the failed operation again.",
            "type": "boolean",
          ],
          "doc": ref("doc", "Doc comment of the option."),
        ],
      ],
      "param": .object(param),
      "case": .object(errorCase),
    ]
  }

  private static var retryPolicyKeys: [String: JSONValue] {
    [
      "max_attempts": [
        "description": "Attempts, counting the first try; at least 1, default 3.",
        "type": "integer", "minimum": 1,
      ],
      "initial_delay": ref("duration", "The delay before the second try, default 1s."),
      "max_delay": ref("duration", "The longest delay, default 30s."),
      "multiplier": [
        "description": "How much each delay grows; at least 1, default 2.", "type": "number",
      ],
      "jitter": ref("duration", "Random extra delay, up to this, default 0s."),
    ]
  }

  private static var param: [String: JSONValue] {
    let types = ParamType.Base.allCases.flatMap { base in
      [ParamType(base), ParamType(base, .optional), ParamType(base, .array)].map {
        JSONValue.string($0.description)
      }
    }
    let typeSchema: JSONValue = [
      "description":
        "String, Int, Int64, UInt, UInt64, Double, Bool, Date, URL, UUID, TimeInterval, T? or [T].",
      "enum": .array(types),
    ]
    return [
      "description": "A param's type, or {type, doc, sensitive, bind}.",
      "anyOf": [
        typeSchema,
        [
          "type": "object",
          "additionalProperties": false,
          "required": ["type"],
          "properties": [
            "type": typeSchema,
            "doc": ref("doc", "Doc comment of the param."),
            "sensitive": [
              "description": "Personal data: never in descriptions or logging metadata.",
              "type": "boolean",
            ],
            "bind": choice(
              "http_status (an Int) or retry_after (TimeInterval?, Double? or Int?).",
              CatalogParam.Binding.allCases.map(\.rawValue)),
          ],
        ],
      ],
    ]
  }

  // MARK: Helpers

  /// An ASCII Swift identifier; lint says more (keywords, generated members).
  static let identifierBody = "[A-Za-z_][A-Za-z0-9_]*"
  static let identifierPattern = "^\(identifierBody)$"
  /// Case and option names, which become enum cases: lowerCamelCase as `invalid_identifier`
  /// wants (a leading `_` allowed, no other), as swift-format wants of generated code.
  static let lowerCamelCasePattern = "^([a-z]|_[a-z0-9])[A-Za-z0-9]*$"
  /// A type name: UpperCamelCase.
  static let typePattern = "^[A-Z][A-Za-z0-9_]*$"
  /// `language[-Script][-REGION]`, with `-` or `_`, as `invalid_locale` reads it.
  static let localePattern = "^[A-Za-z]{2,3}([-_][A-Za-z]{4})?([-_]([A-Za-z]{2}|[0-9]{3}))?$"

  static func ref(_ definition: String, _ description: String) -> JSONValue {
    // draft-07 ignores keywords beside $ref, so the description goes in an allOf.
    [
      "description": .string(description),
      "allOf": [["$ref": .string("#/definitions/\(definition)")]],
    ]
  }

  static func scalar(_ description: String, pattern: String) -> JSONValue {
    [
      "description": .string(description),
      "type": ["string", "number", "boolean", "null"],
      "pattern": .string(pattern),
    ]
  }

  static func choice(_ description: String, _ values: [String]) -> JSONValue {
    ["description": .string(description), "enum": .array(values.map { .string($0) })]
  }
}
