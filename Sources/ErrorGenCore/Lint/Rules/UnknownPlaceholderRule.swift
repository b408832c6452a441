/// `unknown_placeholder`: a `{name}` that names no param, or a brace that is not part of a
/// placeholder; either would show to the user as written.
public enum UnknownPlaceholderRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "unknown_placeholder",
    severity: .error,
    summary:
      "A text uses `{name}` where the case has no param `name`, or has a brace that is not part "
      + "of `{name}`, `{{` or `}}`.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          notFound:
            code: 1
            params:
              fileName: String
            message: ↓The file "{filename}" was not found.
          saveFailed:
            code: 2
            message: ↓"Could not save the file {."
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
            message: "The file {fileName} was not found. Names like {{this}} are shown as written."
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    catalog.forEachOwnedText(withBracesOnly: true) { owned in
      // Read in place: a copy of each translation retains and releases its four references.
      let translations = owned.text.translations
      for index in translations.indices {
        for problem in translations[index].braceProblems {
          diagnostics.append(
            diagnostic(
              braceProblem(problem, in: translations[index], owned.owner), file: catalog.file,
              at: translations[index].location))
        }
        guard !translations[index].namesOnly(owned.params, or: owned.droppedParams) else {
          continue
        }
        let translation = translations[index]
        for name in translation.distinctPlaceholderNames
        where !owned.params.contains(where: { $0.name.value == name })
          && !owned.droppedParams.contains(name)
        {
          let names = owned.params.map(\.name.value)
          let message =
            owned.isCaseText
            ? unknownParam(name, owned.owner, names) : placeholderInLabel(name, owned.owner)
          diagnostics.append(diagnostic(message, file: catalog.file, at: translation.location))
        }
      }
    }
    return diagnostics
  }

  // MARK: Messages

  static func unknownParam(_ name: String, _ owner: String, _ params: [String]) -> String {
    let hint: String
    if let match = Suggestion.closest(to: name, in: params) {
      hint = "did you mean {\(match)}?"
    } else if params.isEmpty {
      hint = "declare it under params, or write {{ and }} for literal braces"
    } else {
      hint =
        "use one of " + params.map { "{\($0)}" }.joined(separator: ", ")
        + " or declare it under params"
    }
    return "the \(owner) uses {\(name)}, which names no param; \(hint)"
  }

  static func placeholderInLabel(_ name: String, _ owner: String) -> String {
    "the \(owner) uses {\(name)}, but option labels have no params; "
      + "write {{ and }} for literal braces"
  }

  static func braceProblem(_ problem: BraceProblem, in translation: Translation, _ owner: String)
    -> String
  {
    let place = "at character \(problem.offset + 1) of the \(owner) ('\(translation.locale.value)')"
    switch problem.kind {
    case .unclosedBrace:
      return
        "'{' \(place) is not closed; close the placeholder with '}' or write '{{' for a literal brace"
    case .strayClosingBrace: return "'}' \(place) closes nothing; write '}}' for a literal brace"
    case .emptyPlaceholder:
      return
        "'{}' \(place) names no param; write a param name between the braces or '{{}}' for literal braces"
    }
  }
}
