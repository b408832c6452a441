/// `invalid_domain`: a domain that cannot be an NSError domain, because it is empty or holds
/// white space.
public enum InvalidDomainRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "invalid_domain",
    severity: .error,
    summary: "The domain must be non-empty and without white space, such as `com.example.network`.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: ↓com.example network
        errors:
          failed: { code: 1, message: Could not save the file. }
        """),
      LintExample(
        """
        errorgen: 1
        domain: ↓""
        errors:
          failed: { code: 1, message: Could not save the file. }
        """),
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        errors:
          failed: { code: 1, message: Could not save the file. }
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    let domain = catalog.domain.value
    // A missing or non-string domain is decoded as an empty one at the file's start or at the
    // bad value; the decoder reports those (missing_key, invalid_value).
    if domain.isEmpty && catalog.domain.location == .start { return [] }
    if domain.isEmpty {
      return [diagnostic(empty, file: catalog.file, at: catalog.domain.location)]
    }
    if domain.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 }) {
      return [diagnostic(whiteSpace(domain), file: catalog.file, at: catalog.domain.location)]
    }
    return []
  }

  // MARK: Messages

  static let empty = "the domain is empty; write a reverse-DNS name such as 'com.example.network'"

  static func whiteSpace(_ domain: String) -> String {
    let fixed = domain.unicodeScalars.split { $0.properties.isWhitespace || $0.value < 0x20 }
      .map { String(String.UnicodeScalarView($0)) }.joined(separator: ".")
    return "the domain '\(domain)' has white space; write it without, such as '\(fixed)'"
  }
}
