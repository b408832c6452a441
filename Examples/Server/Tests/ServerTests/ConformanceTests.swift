import ErrorGenRuntime
import Foundation
import ServerCatalog
import Testing

/// Without `ProblemDetailsMiddleware`: what the conformances alone answer with.
@Suite(.timeLimit(.minutes(2)))
struct ConformanceTests {
  @Test("Hummingbird: a thrown catalog error answers as problem+json in the request's language")
  func hummingbird() async throws {
    let server = try await RunningServer.start(
      .hummingbird, withMiddleware: false, recorder: LogRecorder())
    let client = Client.asyncHTTPClient
    do {
      let reply = try await client.call(
        "GET", "/orders/A-1", port: server.port, headers: ["Accept-Language": "fr"])
      #expect(reply.status == 404, "expected 404, got \(reply.status)")
      #expect(reply.headers["content-type"] == "application/problem+json", "got \(reply.headers)")
      #expect(reply.headers["content-language"] == "fr", "got \(reply.headers)")
      #expect(reply.problem?.detail == "La commande A-1 n'existe pas.", "got \(reply.text)")
      let busy = try await client.call("GET", "/busy", port: server.port, headers: [:])
      #expect(busy.status == 429 && busy.headers["retry-after"] == "3", "got \(busy.headers)")
      #expect(String(reflecting: busy.upgraded!) == "OrderError.rateLimited(retryAfter: 3.0)")
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }

  @Test("Vapor: a thrown catalog error keeps its status, Retry-After and redacted message")
  func vapor() async throws {
    let server = try await RunningServer.start(
      .vapor, withMiddleware: false, recorder: LogRecorder())
    let client = Client.urlSession
    do {
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
    } catch {
      await server.stop()
      throw error
    }
    await server.stop()
  }
}
