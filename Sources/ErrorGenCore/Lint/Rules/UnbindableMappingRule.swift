/// `unbindable_mapping`: a case built from a mapping (an HTTP status, a server code, a foreign
/// error) must get every non-optional param from a binding, or it cannot be built.
public enum UnbindableMappingRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "unbindable_mapping",
    severity: .error,
    summary:
      "A case with `http`, `server_codes` or `maps` has a non-optional param that no binding "
      + "fills when the case is built from that mapping.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        errors:
          serverError:
            code: 1
            params:
              ↓requestID: String
              statusCode: { type: Int, bind: http_status }
            message: Our service is having trouble (HTTP {statusCode}). We are working on it.
            http: ["500-599"]
          sessionExpired:
            code: 2
            kind: user
            params:
              ↓statusCode: { type: Int, bind: http_status }
            message: Your session has expired (HTTP {statusCode}). Please sign in again.
            server_codes: [SESSION_EXPIRED]
        """)
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        errors:
          serverError:
            code: 1
            params:
              requestID: String?
              statusCode: { type: Int, bind: http_status }
            message: Our service is having trouble (HTTP {statusCode}). We are working on it.
            http: ["500-599"]
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for errorCase in catalog.cases where errorCase.isMapped {
      for param in errorCase.params where !param.type.value.isOptional {
        var unfilled: [String] = []
        let fromHTTP = param.binding?.value == .httpStatus
        if !errorCase.http.isEmpty && !fromHTTP { unfilled.append("an HTTP status") }
        if !errorCase.serverCodes.isEmpty { unfilled.append("a server code") }
        if !errorCase.maps.isEmpty { unfilled.append("a foreign error") }
        guard !unfilled.isEmpty else { continue }
        diagnostics.append(
          diagnostic(
            unbound(param, errorCase.name.value, unfilled), file: catalog.file,
            at: param.name.location))
      }
    }
    return diagnostics
  }

  // MARK: Messages

  static func unbound(_ param: CatalogParam, _ caseName: String, _ sources: [String]) -> String {
    let from =
      sources.count == 1
      ? sources[0] : sources.dropLast().joined(separator: ", ") + " or " + (sources.last ?? "")
    let optional = ParamType(param.type.value.base, .optional)
    var hint = "make it '\(optional)'"
    if sources == ["an HTTP status"], param.type.value == ParamType(.int) {
      hint += " or add 'bind: http_status'"
    }
    return "param '\(param.name.value)' of case '\(caseName)' is not optional, and nothing fills "
      + "it when the case is built from \(from); \(hint)"
  }
}
