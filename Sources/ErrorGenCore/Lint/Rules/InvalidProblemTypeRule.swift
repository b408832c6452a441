/// `invalid_problem_type`: a `problem_type` that cannot give each case its own RFC 9457 `type`.
public enum InvalidProblemTypeRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "invalid_problem_type",
    severity: .error,
    summary:
      "`problem_type` must be an absolute URI (a scheme, then no spaces) with `{identifier}`, so that every case gets its own RFC 9457 `type`.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        problem_type: ↓https://docs.example.com/errors
        errors:
          failed: { code: 1, message: Could not save the file. }
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        problem_type: ↓/errors/{identifier}
        errors:
          failed: { code: 1, message: Could not save the file. }
        """),
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        problem_type: https://docs.example.com/errors/{identifier}
        errors:
          failed: { code: 1, message: Could not save the file. }
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        problem_type: "urn:example:errors:{identifier}"
        errors:
          failed: { code: 1, message: Could not save the file. }
        """),
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    guard let template = catalog.problemType else { return [] }
    guard let message = problem(template.value) else { return [] }
    return [diagnostic(message, file: catalog.file, at: template.location)]
  }

  /// What is wrong with `template`, or nil when it is usable.
  static func problem(_ template: String) -> String? {
    if !template.contains(placeholder) { return missingPlaceholder(template) }
    let scalars = Array(template.unicodeScalars)
    // RFC 3986: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), then ":".
    guard let colon = scalars.firstIndex(of: ":"), colon > 0, isLetter(scalars[0]),
      scalars[1..<colon].allSatisfy({
        isLetter($0) || isDigit($0) || "+-.".unicodeScalars.contains($0)
      })
    else { return notAbsolute(template) }
    // Characters no URI holds, even before percent-encoding (the braces are the placeholder's).
    let withoutPlaceholder = template.replacing(placeholder, with: "")
    if withoutPlaceholder.unicodeScalars.contains(where: {
      $0.value <= 0x20 || $0.value == 0x7F || !$0.isASCII
        || "\"<>\\^`{|}".unicodeScalars.contains($0)
    }) {
      return invalidCharacter(template)
    }
    return nil
  }

  static let placeholder = "{identifier}"

  private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  // MARK: Messages

  static func missingPlaceholder(_ template: String) -> String {
    "problem_type '\(template)' has no {identifier}; every case would get the same type, write it where the case's identifier goes"
  }

  static func notAbsolute(_ template: String) -> String {
    "problem_type '\(template)' is not an absolute URI; start it with a scheme, such as 'https://docs.example.com/errors/{identifier}'"
  }

  static func invalidCharacter(_ template: String) -> String {
    "problem_type '\(template)' holds a character no URI can (a space, a quote, a brace or one that is not ASCII); percent-encode it"
  }
}
