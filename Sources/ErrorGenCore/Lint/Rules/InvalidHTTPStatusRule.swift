/// `invalid_http_status`: an `http` entry or a `status` that no HTTP response can have.
public enum InvalidHTTPStatusRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "invalid_http_status",
    severity: .error,
    summary:
      "An `http` or `status` status outside 100–599, or a `\"lo-hi\"` range whose ends are reversed.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        errors:
          serverError:
            code: 1
            message: Our service is having trouble. We are working on it.
            http: [↓600, ↓"599-500"]
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        errors:
          teapot:
            code: 1
            message: This server is a teapot and cannot brew coffee.
            status: ↓99
        """),
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        errors:
          serverError:
            code: 1
            message: Our service is having trouble. We are working on it.
            http: [100, "500-599"]
            status: 503
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    catalog.cases.flatMap { errorCase in
      var found = errorCase.http.compactMap { status in
        message(for: status).map { diagnostic($0, file: catalog.file, at: status.location) }
      }
      // `status` is what a server answers with: `ProblemResponse` would send 500 instead.
      if let status = errorCase.status, !(100...599).contains(status.value) {
        found.append(
          diagnostic(outside("\(status.value)"), file: catalog.file, at: status.location))
      }
      return found
    }
  }

  /// Whether `status` is a usable status or range.
  static func isValid(_ status: HTTPStatusRange) -> Bool { message(for: status) == nil }

  static func message(for status: HTTPStatusRange) -> String? {
    let valid = 100...599
    if status.lower == status.upper {
      return valid.contains(status.lower) ? nil : outside("\(status.lower)")
    }
    if !valid.contains(status.lower) || !valid.contains(status.upper) {
      return outside("\(status.lower)-\(status.upper)")
    }
    return status.lower > status.upper ? reversed(status.lower, status.upper) : nil
  }

  // MARK: Messages

  static func outside(_ text: String) -> String {
    "HTTP status \(text) is outside 100-599; write a status between 100 and 599"
  }

  static func reversed(_ lower: Int, _ upper: Int) -> String {
    "HTTP status range '\(lower)-\(upper)' is reversed; write '\(upper)-\(lower)'"
  }
}
