/// The schema's definition of one error case: its keys, each with its description.
extension CatalogSchema {
  static var errorCase: [String: JSONValue] {
    [
      "description": "One error case.",
      "type": "object",
      "additionalProperties": false,
      "required": ["code", "message"],
      "properties": [
        "code": ref("code", "The case's code: an integer, unique in the catalog."),
        "doc": ref("doc", "Developer-facing doc comment of the case."),
        "kind": ref("kind", "How the error behaves."),
        "params": [
          "description": "Ordered name: type pairs: the case's associated values.",
          "type": "object",
          "propertyNames": ["pattern": .string(identifierPattern)],
          "additionalProperties": ["$ref": "#/definitions/param"],
        ],
        "message": ref("text", "The user-facing description (errorDescription)."),
        "reason": ref("text", "What went wrong (failureReason)."),
        "suggestion": ref("text", "What the user can do (recoverySuggestion)."),
        "help": ref("scalar", "A help anchor or URL (helpAnchor), not localized."),
        "recovery": ref("recovery", "Recovery option names in button order."),
        "retry": ref("retry", "none (the default), a policy name or an inline policy."),
        "presentation": ref("presentation", "How the error is shown."),
        "icon": ref("scalar", "A symbol name for the UI, e.g. wifi.slash."),
        "field": ref("scalar", "The input field a user error refers to."),
        "http": [
          "description": "HTTP statuses mapped to this case: 100-599, or \"lo-hi\" ranges.",
          "type": "array",
          "items": [
            "anyOf": [
              ["type": "integer", "minimum": 100, "maximum": 599],
              ["type": "string", "pattern": "^(0|[1-9][0-9]*)-(0|[1-9][0-9]*)$"],
            ]
          ],
        ],
        "server_codes": [
          "description": "Machine-readable codes a server sends, mapped to this case.",
          "type": "array",
          "items": ["$ref": "#/definitions/scalar"],
        ],
        "maps": [
          "description": "Foreign NSError domains and codes upgraded to this case.",
          "type": "array",
          "items": [
            "type": "object",
            "additionalProperties": false,
            "required": ["domain", "codes"],
            "properties": [
              "domain": ref("scalar", "A foreign NSError domain, e.g. NSURLErrorDomain."),
              "codes": [
                "description": "The codes of that domain that become this case, e.g. [-1009].",
                "type": "array", "items": ["type": "integer"],
              ],
            ],
          ],
        ],
        "deprecated": ref("scalar", "A message: the case is marked deprecated in Swift."),
        "status": [
          "description": "The HTTP status a server answers with for this case (100-599).",
          "type": "integer", "minimum": 100, "maximum": 599,
        ],
        "plural": [
          "description": "The Int param whose value chooses the plural variant of the texts.",
          "type": "string",
        ],
        "lint_ignore": [
          "description": "Ids of warning rules whose problems about this case are acknowledged.",
          "type": "array",
          "items": ["type": "string"],
        ],
      ],
    ]
  }
}
