/// `conflicting_mapping`: two cases that claim one HTTP status, server code, or foreign domain
/// and code, so which case a response becomes would depend on declaration order.
public enum ConflictingMappingRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "conflicting_mapping",
    severity: .error,
    summary: "Two cases claim one HTTP status, server code, or foreign error domain and code.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.network
        errors:
          serverError:
            code: 1
            message: Our service is having trouble. We are working on it.
            http: ["500-599"]
            server_codes: [INTERNAL]
          unavailable:
            code: 2
            message: Our service is down for maintenance. Try again in a few minutes.
            http: [↓503]
            server_codes: [↓INTERNAL]
          offline:
            code: 3
            message: You are offline. Connect to the internet and try again.
            maps:
              - { domain: NSURLErrorDomain, codes: [-1009] }
          noRoute:
            code: 4
            message: The server cannot be reached. Check your connection.
            maps:
              - { domain: NSURLErrorDomain, codes: [↓-1009, -1004] }
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
            message: Our service is having trouble. We are working on it.
            http: ["500-502", "504-599"]
          unavailable:
            code: 2
            message: Our service is down for maintenance. Try again in a few minutes.
            http: [503]
        """)
    ])

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var statuses: [(range: HTTPStatusRange, owner: CatalogCase)] = []
    var serverCodes: [String: (SourceLocation, CatalogCase)] = [:]
    var foreign: [String: [Int: (SourceLocation, CatalogCase)]] = [:]
    func report(
      _ message: String, at location: SourceLocation, first: SourceLocation, _ owner: CatalogCase
    ) {
      diagnostics.append(
        diagnostic(
          message, file: catalog.file, at: location,
          notes: [
            Diagnostic.Note(
              message: claimedHere(owner.name.value), file: catalog.file, location: first)
          ]))
    }
    for errorCase in catalog.cases {
      for status in errorCase.http where InvalidHTTPStatusRule.isValid(status) {
        // The ranges first: they seldom overlap, and comparing two cases' names for every pair
        // of statuses was most of the rule's time on a large catalog.
        if let earlier = statuses.first(where: {
          $0.range.lower <= status.upper && status.lower <= $0.range.upper
            && $0.owner.name != errorCase.name
        }) {
          let shared = max(status.lower, earlier.range.lower)
          report(
            httpClaimed(shared, earlier.owner.name.value), at: status.location,
            first: earlier.range.location, earlier.owner)
        }
        statuses.append((status, errorCase))
      }
      for code in errorCase.serverCodes {
        if let (first, owner) = serverCodes[code.value] {
          if owner.name != errorCase.name {
            report(
              serverCodeClaimed(code.value, owner.name.value), at: code.location, first: first,
              owner)
          }
        } else {
          serverCodes[code.value] = (code.location, errorCase)
        }
      }
      for mapping in errorCase.maps {
        for code in mapping.codes {
          if let (first, owner) = foreign[mapping.domain.value]?[code.value] {
            if owner.name != errorCase.name {
              report(
                foreignClaimed(mapping.domain.value, code.value, owner.name.value),
                at: code.location, first: first, owner)
            }
          } else {
            foreign[mapping.domain.value, default: [:]][code.value] = (code.location, errorCase)
          }
        }
      }
    }
    return diagnostics
  }

  // MARK: Messages

  static func httpClaimed(_ status: Int, _ owner: String) -> String {
    "HTTP status \(status) is already mapped to case '\(owner)'; map each status to one case"
  }

  static func serverCodeClaimed(_ code: String, _ owner: String) -> String {
    "server code '\(code)' is already mapped to case '\(owner)'; map each server code to one case"
  }

  static func foreignClaimed(_ domain: String, _ code: Int, _ owner: String) -> String {
    "\(domain) \(code) is already mapped to case '\(owner)'; map each foreign error to one case"
  }

  static func claimedHere(_ owner: String) -> String {
    "case '\(owner)' claims it here"
  }
}
