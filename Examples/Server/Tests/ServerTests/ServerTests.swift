import ErrorGenRuntime
import Foundation
import ServerCatalog
import Testing

@Suite(.timeLimit(.minutes(3)))
struct ServerTests {
  @Test(
    "every route answers with problem details, with URLSession and AsyncHTTPClient",
    arguments: Framework.allCases)
  func routes(framework: Framework) async throws {
    let recorder = LogRecorder()
    let replies = try await RunningServer.with(framework, recorder: recorder) { server in
      var replies: [Reply] = []
      for client in Client.allCases {
        let health = try await client.call("GET", "/health", port: server.port, headers: [:])
        #expect(health.status == 200 && health.text == "ok", "\(client): got \(health.status)")
        for route in Route.all {
          var headers = ["X-Request-Id": "req-\(client)"]
          headers["Accept-Language"] = route.acceptLanguage
          let reply = try await client.call(
            route.method, route.path, port: server.port, headers: headers)
          check(reply, route, "\(framework) \(client) \(route)")
          replies.append(reply)
        }
      }
      return replies
    }
    checkRedaction(replies, recorder.lines, "\(framework)")
    checkLog(recorder.lines, framework)
  }

  @Test(
    "HEAD on a GET route that throws answers its status, never 500", arguments: Framework.allCases)
  func head(framework: Framework) async throws {
    try await RunningServer.with(framework) { server in
      let reply = try await Client.asyncHTTPClient.call(
        "HEAD", "/orders/A-1", port: server.port, headers: [:])
      #expect(reply.status == 404, "\(framework): expected 404, got \(reply.status)")
      #expect(reply.body.isEmpty, "\(framework): expected no body, got \(reply.text)")
      #expect(reply.headers["content-type"] == "application/problem+json", "got \(reply.headers)")
    }
  }

  func check(_ reply: Reply, _ route: Route, _ name: String) {
    #expect(reply.status == route.status, "\(name): expected \(route.status), got \(reply.status)")
    #expect(
      reply.headers["content-type"] == "application/problem+json",
      "\(name): expected application/problem+json, got \(reply.headers["content-type"] ?? "nil")")
    #expect(
      reply.headers["content-language"] == route.contentLanguage,
      "\(name): expected Content-Language \(route.contentLanguage ?? "nil"), got \(reply.headers)")
    let vary = reply.headers["vary"]?.contains("Accept-Language") == true
    #expect(vary == (route.contentLanguage != nil), "\(name): Vary: got \(reply.headers)")
    #expect(
      reply.headers["retry-after"] == route.retryAfter,
      "\(name): expected Retry-After \(route.retryAfter ?? "nil"), got \(reply.headers)")
    #expect(
      reply.headers["allow"] == route.allow,
      "\(name): expected Allow \(route.allow ?? "nil"), got \(reply.headers)")
    guard let problem = reply.problem else {
      Issue.record("\(name): expected problem details, got \(reply.text)")
      return
    }
    let expected = ProblemDetails(
      type: route.type, title: route.title, status: route.status, detail: route.detail,
      instance: route.path)
    let got = ProblemDetails(
      type: problem.type, title: problem.title, status: problem.status, detail: problem.detail,
      instance: problem.instance)
    #expect(got == expected, "\(name): expected \(expected), got \(got)")
    if route.type == "about:blank" && route.contentLanguage == nil {
      #expect(problem.code == nil, "\(name): a framework error has no code, got \(problem)")
    } else {
      #expect(problem.code == route.upgraded.identifier, "\(name): got \(problem)")
    }
    let upgraded = reply.upgraded.map { String(reflecting: $0) } ?? "nil"
    #expect(
      upgraded == String(reflecting: route.upgraded),
      "\(name): expected \(String(reflecting: route.upgraded)), got \(upgraded)")
  }

  /// The card number, a sensitive param, is in no body, header or log line.
  func checkRedaction(_ replies: [Reply], _ lines: [LogRecorder.Line], _ name: String) {
    let secret = ExampleValues.cardNumber
    for reply in replies {
      #expect(!reply.text.contains(secret), "\(name): the card number in a body: \(reply.text)")
      for (header, value) in reply.headers {
        #expect(!value.contains(secret), "\(name): the card number in \(header): \(value)")
      }
    }
    for line in lines {
      #expect(!line.description.contains(secret), "\(name): the card number in a log line: \(line)")
    }
    let declined = lines.filter { $0.metadata["error.case"] == "cardDeclined" }
    #expect(declined.count == Client.allCases.count, "\(name): got \(lines)")
    #expect(declined.allSatisfy { $0.metadata["error.cardNumber"] == "<redacted>" })
  }

  /// The unexpected error is logged once per call, at error level, with the request's id and
  /// the error as it is.
  func checkLog(_ lines: [LogRecorder.Line], _ framework: Framework) {
    let errors = lines.filter { $0.level == .error }
    let crashes = errors.filter { $0.message.contains("DatabaseUnavailable(host: db-1)") }
    #expect(
      crashes.count == Client.allCases.count && crashes.count == errors.count,
      "\(framework): expected one error line per /crash call, got \(errors)")
    for (line, client) in zip(crashes, Client.allCases) {
      switch framework {
      case .vapor:
        #expect(line.metadata["request-id"] == "req-\(client)", "got \(line)")
      case .hummingbird:
        #expect(line.metadata["hb.request.id"]?.isEmpty == false, "got \(line)")
      }
      #expect(line.metadata["error.case"] == "internalFailure", "got \(line)")
      #expect(line.metadata["http.status"] == "500", "got \(line)")
    }
  }
}
