import Foundation
import HTTPTypes

extension ServerResponseError {
  /// Reads a failed response of swift-http-types (`HTTPResponse`, which AsyncHTTPClient,
  /// Hummingbird and swift-openapi-runtime share) exactly as the `HTTPURLResponse` form does:
  /// its status, its `Retry-After` header, a problem details body, and a JSON body's server code.
  /// A header that appears more than once reads as its values joined by `", "`.
  ///
  /// ```swift
  /// let (response, body) = try await client.send(request)
  /// if response.status.kind != .successful {
  ///   throw upgrader.upgrade(ServerResponseError(response: response, body: body))
  /// }
  /// ```
  public init(
    response: HTTPResponse, body: Data,
    serverCodeKeys: [String] = ServerResponseError.defaultServerCodeKeys, now: Date = Date()
  ) {
    var headers: [String: String] = [:]
    for field in response.headerFields {
      let name = field.name.canonicalName
      headers[name] = response.headerFields[field.name]
    }
    self.init(
      statusCode: response.status.code, headers: headers, body: body,
      serverCodeKeys: serverCodeKeys, now: now)
  }
}

extension ErrorUpgrader {
  /// The catalog error for a failed response of swift-http-types: what
  /// `upgrade(response:body:)` returns for the same `HTTPURLResponse` (problem details' code,
  /// then server code, then status, then the fallback).
  ///
  /// ```swift
  /// // AsyncHTTPClient: its HTTPClientResponse's status and headers as an HTTPResponse.
  /// let response = try await client.execute(request, timeout: .seconds(10))
  /// let body = Data(buffer: try await response.body.collect(upTo: 1 << 20))
  /// var fields = HTTPFields()
  /// for (name, value) in response.headers { fields[HTTPField.Name(name)!] = value }
  /// throw upgrader.upgrade(
  ///   response: HTTPResponse(status: .init(code: Int(response.status.code)), headerFields: fields),
  ///   body: body)
  /// ```
  public func upgrade(response: HTTPResponse, body: Data) -> any CatalogError {
    upgrade(ServerResponseError(response: response, body: body))
  }
}
