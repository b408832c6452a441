import ErrorGenRuntime
import Foundation
import ServerCatalog
import Testing

/// Without `ProblemDetailsMiddleware`: what the conformances alone answer with.
@Suite(.timeLimit(.minutes(2)))
struct ConformanceTests {
  @Test("Hummingbird: a thrown catalog error answers as problem+json in the request's language")
  func hummingbird() async throws {
    let client = Client.asyncHTTPClient
    try await RunningServer.with(.hummingbird, withMiddleware: false) { server in
      let reply = try await client.call(
        "GET", "/orders/A-1", port: server.port, headers: ["Accept-Language": "fr"])
      #expect(reply.status == 404, "expected 404, got \(reply.status)")
      #expect(reply.headers["content-type"] == "application/problem+json", "got \(reply.headers)")
      #expect(reply.headers["content-language"] == "fr", "got \(reply.headers)")
      #expect(reply.problem?.detail == "La commande A-1 n'existe pas.", "got \(reply.text)")
      let busy = try await client.call("GET", "/busy", port: server.port, headers: [:])
      #expect(busy.status == 429 && busy.headers["retry-after"] == "3", "got \(busy.headers)")
      let upgraded = busy.upgraded.map { String(reflecting: $0) }
      #expect(upgraded == "OrderError.rateLimited(retryAfter: 3.0)", "got \(upgraded ?? "nil")")
    }
  }

  @Test("Vapor: a thrown catalog error keeps its status, Retry-After and redacted message")
  func vapor() async throws {
    let client = Client.urlSession
    try await RunningServer.with(.vapor, withMiddleware: false) { server in
      let reply = try await client.call("GET", "/orders/A-1", port: server.port, headers: [:])
      #expect(reply.status == 404, "expected 404, got \(reply.status)")
      let body = try JSONSerialization.jsonObject(with: reply.body) as? [String: Any]
      #expect(body?["reason"] as? String == "Order A-1 does not exist.", "got \(reply.text)")
      let busy = try await client.call("GET", "/busy", port: server.port, headers: [:])
      #expect(busy.status == 429 && busy.headers["retry-after"] == "3", "got \(busy.headers)")
      let declined = try await client.call(
        "POST", "/orders/A-1/payment", port: server.port, headers: [:])
      #expect(declined.status == 402, "expected 402, got \(declined.status)")
      #expect(!declined.text.contains(ExampleValues.cardNumber), "got \(declined.text)")
      #expect(declined.text.contains("Your card was declined."), "got \(declined.text)")
    }
  }

  @Test("the language of an answer, as docs/RUNTIME.md shows it")
  func negotiation() {
    // snippet:start accept-language
    let header = AcceptLanguage("de;q=0.1, fr;q=0.9")
    let locale = header.locale(in: ["en", "de"], defaultLocale: "en")  // "de"
    let parts = ProblemResponse(
      OrderError.notFound(orderID: "A-1"), acceptLanguage: "fr", instance: "/orders/A-1")
    // parts.status 404, parts.headers["Content-Language"] "fr", parts.problemDetails.detail
    // "La commande A-1 n'existe pas."
    // snippet:end accept-language
    #expect(header.preferred == ["fr", "de"], "got \(header.preferred)")
    #expect(locale == "de", "expected de, got \(locale)")
    #expect(parts.status == 404, "expected 404, got \(parts.status)")
    #expect(parts.headers["Content-Language"] == "fr", "got \(parts.headers)")
    #expect(parts.problemDetails.detail == "La commande A-1 n'existe pas.")
  }
}
