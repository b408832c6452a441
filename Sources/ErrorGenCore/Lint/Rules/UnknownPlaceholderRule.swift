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
            message: The file "↓{filename}" was not found.
          saveFailed:
            code: 2
            message: "Could not save the file ↓{."
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

  /// How many candidates the "did you mean" suggestions of one text compare at most: a text
  /// with a few unknown names among a case's few params stays far below, and a hostile one
  /// (thousands of unknown names, thousands of params) costs no more than this.
  static let suggestionComparisons = 1_024

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    catalog.forEachOwnedText(withBracesOnly: true) { owned in
      let params = ParamNames(owned.params)
      // What the text's unknown names are told, made once per name and text: the same name
      // comes back in each translation, and the list of params is made once.
      var hints = UnknownNameHints(params: owned.params)
      // Read in place: a copy of each translation retains and releases its four references.
      let translations = owned.text.translations
      for index in translations.indices {
        for problem in translations[index].braceProblems {
          diagnostics.append(
            diagnostic(
              braceProblem(problem, in: translations[index], owned.owner),
              file: translations[index].file ?? catalog.file,
              at: translations[index].location(ofCharacter: problem.offset)))
        }
        guard !translations[index].namesOnly(params, or: owned.droppedParams) else { continue }
        let translation = translations[index]
        // Where each name is, found once for the text's unknown names.
        var places: [String: SourceLocation]?
        for name in translation.distinctPlaceholderNames
        where !params.contains(name) && !owned.droppedParams.contains(name) {
          let message =
            owned.isCaseText
            ? unknownParam(name, owned.owner, hint: hints.hint(for: name))
            : placeholderInLabel(name, owned.owner)
          if places == nil { places = translation.placeholderLocations() }
          diagnostics.append(
            diagnostic(
              message, file: translation.file ?? catalog.file,
              at: places?[name] ?? translation.location))
        }
      }
    }
    return diagnostics
  }

  /// The hints for the unknown names of one text: each name's once, the suggestions sharing
  /// a budget of `suggestionComparisons`.
  struct UnknownNameHints {
    private let params: [CatalogParam]
    private var names: [String]?
    private var budget = Suggestion.Budget(comparisons: suggestionComparisons)
    private var made: [String: String] = [:]

    init(params: [CatalogParam]) {
      self.params = params
    }

    mutating func hint(for name: String) -> String {
      if let known = made[name] { return known }
      let names = self.names ?? params.map(\.name.value)
      self.names = names
      let hint = UnknownPlaceholderRule.hint(
        for: name, params: names,
        match: Suggestion.closest(to: name, in: names, budget: &budget))
      made[name] = hint
      return hint
    }
  }

  // MARK: Messages

  static func unknownParam(_ name: String, _ owner: String, _ params: [String]) -> String {
    let match = Suggestion.closest(to: name, in: params)
    return unknownParam(name, owner, hint: hint(for: name, params: params, match: match))
  }

  static func unknownParam(_ name: String, _ owner: String, hint: String) -> String {
    "the \(owner) uses {\(name)}, which names no param; \(hint)"
  }

  /// What to write instead of `{name}`: `match`, the closest of `params`, when there is one;
  /// else the params (the first `Suggestion.maxListed` of many).
  static func hint(for name: String, params: [String], match: String?) -> String {
    if let match {
      return "did you mean {\(match)}?"
    } else if params.isEmpty {
      return "declare it under params, or write {{ and }} for literal braces"
    } else {
      return "use one of " + Suggestion.joined(params.lazy.map { "{\($0)}" })
        + " or declare it under params"
    }
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
