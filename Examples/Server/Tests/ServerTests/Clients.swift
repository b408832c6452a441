import AsyncHTTPClient
import ErrorGenRuntime
import Foundation
import HTTPTypes
import ServerCatalog

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The HTTP clients the tests call every route with.
enum Client: String, CaseIterable, Sendable, CustomStringConvertible {
  case urlSession, asyncHTTPClient

  var description: String { rawValue }
}

/// A response as a client saw it, and the catalog error the client's upgrader made of it.
struct Reply: Sendable {
  var status: Int
  /// Header values by lowercased name.
  var headers: [String: String]
  var body: Data
  var upgraded: (any CatalogError)?

  var text: String { String(decoding: body, as: UTF8.self) }

  /// The body as problem details, or nil when it is none.
  var problem: ProblemDetails? { ProblemDetails(jsonData: body) }
}

/// What the example's clients upgrade failed responses with.
let clientUpgrader = ErrorUpgrader(OrderError.self, StockError.self) { _ in
  OrderError.internalFailure
}

extension Client {
  /// Calls `method` `path` on 127.0.0.1:`port` with `headers`.
  func call(
    _ method: String, _ path: String, port: Int, headers: [String: String]
  ) async throws -> Reply {
    let url = "http://127.0.0.1:\(port)\(path)"
    switch self {
    case .urlSession: return try await urlSession(method, url, headers)
    case .asyncHTTPClient: return try await asyncHTTPClient(method, url, headers)
    }
  }

  private func urlSession(
    _ method: String, _ url: String, _ headers: [String: String]
  ) async throws -> Reply {
    var request = URLRequest(url: URL(string: url)!, timeoutInterval: 10)
    request.httpMethod = method
    for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    let session = URLSession(configuration: .ephemeral)
    defer { session.finishTasksAndInvalidate() }
    let (data, response) = try await session.data(for: request)
    guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
    var fields: [String: String] = [:]
    for (name, value) in http.allHeaderFields {
      if let name = name as? String, let value = value as? String {
        fields[name.lowercased()] = value
      }
    }
    let upgraded =
      (200..<300).contains(http.statusCode)
      ? nil : clientUpgrader.upgrade(response: http, body: data)
    return Reply(status: http.statusCode, headers: fields, body: data, upgraded: upgraded)
  }

  private func asyncHTTPClient(
    _ method: String, _ url: String, _ headers: [String: String]
  ) async throws -> Reply {
    var request = HTTPClientRequest(url: url)
    request.method = .init(rawValue: method)
    for (name, value) in headers { request.headers.add(name: name, value: value) }
    let upgrader = clientUpgrader
    // snippet:start async-http-client
    let response = try await HTTPClient.shared.execute(request, timeout: .seconds(10))
    let body = Data(try await response.body.collect(upTo: 1 << 20).readableBytesView)
    var fields = HTTPFields()
    for header in response.headers {
      if let name = HTTPField.Name(header.name) {
        fields.append(HTTPField(name: name, value: header.value))
      }
    }
    let head = HTTPResponse(status: .init(code: Int(response.status.code)), headerFields: fields)
    let error =
      head.status.kind == .successful ? nil : upgrader.upgrade(response: head, body: body)
    // snippet:end async-http-client
    return Reply(status: head.status.code, headers: lowercased(head), body: body, upgraded: error)
  }

  private func lowercased(_ head: HTTPResponse) -> [String: String] {
    var headers: [String: String] = [:]
    for field in head.headerFields {
      headers[field.name.canonicalName] = head.headerFields[field.name]
    }
    return headers
  }
}
