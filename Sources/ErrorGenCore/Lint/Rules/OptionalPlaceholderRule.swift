/// `optional_placeholder`: a text that shows an optional param, which renders as nothing when
/// the value is nil and leaves a hole in the sentence.
public enum OptionalPlaceholderRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "optional_placeholder",
    severity: .warning,
    summary: "A text shows an optional param, which shows as an empty string when it is nil.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          notFound:
            code: 1
            params:
              fileName: String?
            message: ↓The file {fileName} was not found.
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          notFound:
            code: 1
            params:
              fileName: String
              folder: String?
            message: The file {fileName} was not found.
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    PlaceholderUse.uses(in: catalog, where: { $0.type.value.isOptional }).map { use in
      diagnostic(
        showsOptional(use.param, use.owner), file: use.file ?? catalog.file, at: use.location)
    }
  }

  // MARK: Messages

  static func showsOptional(_ param: CatalogParam, _ owner: String) -> String {
    "the \(owner) shows {\(param.name.value)}, which is optional and shows as nothing when nil; "
      + "make the param '\(param.type.value.base.rawValue)' or leave it out of the text"
  }
}

/// Where texts show params of some kind: once per text and param, at the first translation
/// that shows it.
enum PlaceholderUse {
  struct Use {
    var param: CatalogParam
    var owner: String
    var location: SourceLocation
    /// The String Catalog the translation came from, if not the catalog.
    var file: String? = nil
  }

  static func uses(in catalog: Catalog, where matches: (CatalogParam) -> Bool) -> [Use] {
    var result: [Use] = []
    // Most cases have no param of the kind looked for: their texts are not read, nor are the
    // options' labels, which have no params.
    func hasMatchingParam(_ params: [CatalogParam]) -> Bool { params.contains(where: matches) }
    catalog.forEachOwnedText(withBracesOnly: true, paramsWhere: hasMatchingParam, labels: false) {
      owned in
      var reported = Set<String>()
      let params = ParamNames(owned.params)
      for translation in owned.text.translations {
        for name in translation.distinctPlaceholderNames where !reported.contains(name) {
          guard let param = params.param(named: name), matches(param) else { continue }
          reported.insert(name)
          result.append(
            Use(
              param: param, owner: owned.owner, location: translation.location,
              file: translation.file))
        }
      }
    }
    return result
  }
}
