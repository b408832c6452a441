import Foundation
import Testing

@testable import ErrorGenCore

/// The plan's decisions, asserted as values: no compiler, no renderer.
@Suite("Catalog plan")
struct CatalogPlannerTests {
  /// The plan of a lint-clean catalog (the test fails on any error).
  static func plan(_ yaml: String, strings: String? = nil) -> CatalogPlan? {
    var sources = [CatalogSource(path: "Shop.errors.yaml", text: yaml)]
    if let strings { sources.append(CatalogSource(path: "Shop.errors.xcstrings", text: strings)) }
    let checked = ErrorGenPipeline.check(sources)
    let errors = checked.diagnostics.filter { $0.severity == .error }.map(\.message)
    #expect(errors.isEmpty, "expected a clean catalog, got \(errors)")
    return checked.catalogs.first.map { CatalogPlanner.plan($0) }
  }

  static let shop = """
    errorgen: 1
    domain: com.example.shop
    default_locale: en
    problem_type: "https://errors.example.com/{identifier}"
    retry_policies:
      patient: { max_attempts: 5, initial_delay: 2s }
    errors:
      busy:
        code: 1
        kind: transient
        params:
          status: { type: Int, bind: http_status }
          wait: { type: "TimeInterval?", bind: retry_after }
          waitWhole: { type: "Int?", bind: retry_after }
          note: "String?"
        message: "Busy ({status})."
        retry: { policy: patient, after: wait }
        http: ["502-504", 429]
      stale:
        code: 4
        params:
          since: Date
          ids: "[UUID]"
        message: "Stale."
      declined:
        code: 2
        params:
          holder: { type: String, sensitive: true }
        message:
          en: "Declined, {holder}."
          de: "Abgelehnt, {holder}."
          de-AT: "Abgelehnt, {holder}."
          fr: "Refusé, {holder}."
        reason: { de: "Grund.", en: "Reason." }
        status: 402
      items:
        code: 3
        params:
          count: Int
        message:
          en: { one: "One item.", other: "{count} items." }
          fr: { one: "{count} article.", many: "{count} d'articles.", other: "{count} articles." }
          de-CH: "Artikel."

    """

  @Test("identity, status, problem type and the resolved retry policy")
  func caseDecisions() throws {
    let plan = try #require(Self.plan(Self.shop))
    #expect(plan.typeName == "ShopError" && plan.locales == ["en", "de", "de-AT", "de-CH", "fr"])
    let busy = plan.cases[0]
    #expect(busy.identifier == "com.example.shop.busy")
    #expect(busy.status == 429, "the first single status of http, got \(busy.status)")
    #expect(busy.statusParam == "status")
    #expect(busy.httpMatches == [502...504, 429...429])
    #expect(busy.problemType == "https://errors.example.com/com.example.shop.busy")
    #expect(
      busy.retry
        == RetryPolicyPlan(maxAttempts: 5, initialDelay: 2, maxDelay: 30, multiplier: 2, jitter: 0))
    #expect(busy.retryAfterParam == "wait")
    #expect(plan.cases[2].status == 402 && plan.cases[2].retry == nil)
    #expect(plan.cases[1].status == 500, "a system error (the default kind) answers 500")
  }

  @Test(
    "where each param's value comes from, and its sample",
    arguments: [
      ("status", ParamSource.httpStatus, ParamSource.sample, SampleValue.integer(502)),
      ("wait", .retryAfter, .none, .double(30)),
      ("waitWhole", .retryAfterRoundedUp, .none, .integer(1)),
      ("note", .none, .none, .string("note")),
      ("stale.since", .sample, .sample, .date(secondsSince1970: 0)),
      ("stale.ids", .sample, .sample, .array(.uuid("00000000-0000-0000-0000-000000000000"))),
    ])
  func paramSources(
    name: String, fromHTTP: ParamSource, fromMapping: ParamSource, sample: SampleValue
  ) throws {
    let plan = try #require(Self.plan(Self.shop))
    let parts = name.split(separator: ".").map(String.init)
    let errorCase = try #require(
      plan.cases.first { parts.count == 2 && $0.name == parts[0] } ?? plan.cases.first)
    let param = try #require(errorCase.param(named: parts.last ?? name))
    #expect(param.fromHTTPStatus == fromHTTP, "from an HTTP status: \(param.fromHTTPStatus)")
    #expect(param.fromMapping == fromMapping, "from a mapping: \(param.fromMapping)")
    #expect(param.sample == sample, "sample: \(param.sample)")
  }

  @Test("texts: each locale's translations as written, in the order written")
  func textsAsWritten() throws {
    let plan = try #require(Self.plan(Self.shop))
    let message = plan.cases[2].message
    #expect(message.locales.map(\.locale) == ["en", "de", "de-AT", "fr"])
    #expect(message.value(of: "de-AT")?.written.map(\.template.text) == ["Abgelehnt, {holder}."])
    #expect(message.mentions(placeholder: "holder") && !message.hasPluralVariants)
    let reason = try #require(plan.cases[2].reason)
    #expect(reason.locales.map(\.locale) == ["de", "en"])
  }

  @Test("plural texts: the param that counts, and every variant as written")
  func pluralTexts() throws {
    let plan = try #require(Self.plan(Self.shop))
    let items = plan.cases[3]
    #expect(items.pluralParam == "count")
    #expect(items.message.hasPluralVariants)
    let french = try #require(items.message.value(of: "fr"))
    #expect(french.written.map(\.category) == ["one", "many", "other"])
    #expect(french.written.last?.template.text == "{count} articles.")
    let swiss = try #require(items.message.value(of: "de-CH"))
    #expect(swiss.written.map(\.category) == [nil])
    #expect(plan.cases[2].pluralParam == nil, "a case without plural texts counts nothing")
  }

  @Test(
    "problem types percent-encode the identifier as a URI path does",
    arguments: [
      ("com.example.shop.busy", "com.example.shop.busy"),
      ("com.example.hostile\"quote.x", "com.example.hostile%22quote.x"),
      ("com.ex ample.é", "com.ex%20ample.%C3%A9"),
    ])
  func problemTypeEncoding(identifier: String, encoded: String) {
    let type = CatalogPlanner.problemType(template: "urn:x:{identifier}", identifier: identifier)
    #expect(type == "urn:x:" + encoded)
  }

  @Test("the export document decodes back to the value it was encoded from")
  func exportRoundTrip() throws {
    let plan = try #require(Self.plan(Self.shop))
    let document = ExportDocument([plan])
    let decoded = try JSONDecoder().decode(ExportDocument.self, from: Data(document.json.utf8))
    #expect(decoded == document)
    let items = decoded.catalogs[0].cases[3]
    #expect(
      items.texts["message"]?["fr"]
        == .plural(
          param: "count",
          variants: [
            "one": "{count} article.", "many": "{count} d'articles.", "other": "{count} articles.",
          ]))
    #expect(items.texts["reason"] == [:])
  }
}
