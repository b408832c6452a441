import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Turns any error into a catalog error: a registry of catalog types, asked in order.
///
/// `upgrade(_:)` returns a catalog error unchanged; otherwise it asks each registered type, in
/// the order registered, to map the error (`init(mapping:)`, from the catalog's `maps`: an
/// `NSURLErrorDomain` code, for example). For a `ServerResponseError` it first tries, each
/// through every registered type in order: its problem details' `code`
/// (`init(problemDetails:)`, with the response's `Retry-After`, which wins over the body's
/// `retryAfter`, and its status when the body has none), then its server code
/// (`init(serverCode:)`), then its status (`init(httpStatus:retryAfter:)`). An error that none
/// maps is tried again through its `NSUnderlyingErrorKey`, and then goes to the app's fallback.
///
/// ```swift
/// let upgrader = ErrorUpgrader(NetworkError.self, StorageError.self) { _ in
///   AppError.unknown
/// }
/// let error = upgrader.upgrade(URLError(.notConnectedToInternet))  // NetworkError.noConnection
/// let expired = upgrader.upgrade(httpStatus: 401)                  // NetworkError.sessionExpired
/// ```
///
/// A value type: configure it once at startup and share it; it is `Sendable`.
public struct ErrorUpgrader: Sendable {
  /// The registered catalog types, in the order they are asked.
  public private(set) var types: [any CatalogError.Type]

  private let fallback: @Sendable (any Error) -> any CatalogError

  /// Creates an upgrader that asks `types` in order and turns what none maps into `fallback`'s
  /// answer (which receives the original error).
  public init(
    _ types: [any CatalogError.Type],
    fallback: @escaping @Sendable (any Error) -> any CatalogError
  ) {
    self.types = types
    self.fallback = fallback
  }

  /// Creates an upgrader that asks `types` in order, with a fallback for what none maps.
  public init(
    _ types: any CatalogError.Type...,
    fallback: @escaping @Sendable (any Error) -> any CatalogError
  ) {
    self.init(types, fallback: fallback)
  }

  /// Adds `type` after the registered ones; a type registered twice is asked once.
  public mutating func register(_ type: any CatalogError.Type) {
    guard !types.contains(where: { $0 == type }) else { return }
    types.append(type)
  }

  // MARK: Upgrading

  /// The catalog error for `error`: itself when it is one, else the first registered type's
  /// mapping, else the fallback's answer.
  public func upgrade(_ error: any Error) -> any CatalogError {
    mapped(error) ?? fallback(error)
  }

  /// The catalog error for an HTTP status: the first registered type whose `http` holds it,
  /// else the fallback's answer for a `ServerResponseError` with that status.
  public func upgrade(httpStatus: Int, retryAfter: TimeInterval? = nil) -> any CatalogError {
    upgrade(ServerResponseError(statusCode: httpStatus, retryAfter: retryAfter))
  }

  /// The catalog error for a server's code: the first registered type whose `server_codes`
  /// holds it, else the fallback's answer for a `ServerResponseError` with that code.
  public func upgrade(serverCode: String) -> any CatalogError {
    upgrade(ServerResponseError(statusCode: nil, serverCode: serverCode))
  }

  /// The catalog error for a failed HTTP response: `ServerResponseError(response:body:)`
  /// upgraded (problem details' code, then server code, then status, then the fallback).
  public func upgrade(response: HTTPURLResponse, body: Data) -> any CatalogError {
    upgrade(ServerResponseError(response: response, body: body))
  }

  /// Runs `operation` and, when it throws, throws the error upgraded; `CancellationError`
  /// passes unchanged, so that cancelling never looks like a failure.
  ///
  /// ```swift
  /// let data = try await upgrader.upgradingErrors { try await transport.send(request) }
  /// ```
  public func upgradingErrors<Success>(
    isolation: isolated (any Actor)? = #isolation,
    of operation: () async throws -> Success
  ) async throws -> Success {
    do {
      return try await operation()
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      throw upgrade(error)
    }
  }

  /// The catalog error that `error` is or maps to, or nil when no registered type maps it
  /// (the fallback is not asked).
  public func mapped(_ error: any Error) -> (any CatalogError)? {
    var candidate: (any Error)? = error
    var depth = 0
    while let current = candidate, depth < 8 {
      if let found = mappedDirectly(current) { return found }
      candidate = (current as NSError).userInfo[NSUnderlyingErrorKey] as? any Error
      depth += 1
    }
    return nil
  }

  private func mappedDirectly(_ error: any Error) -> (any CatalogError)? {
    if let catalogError = error as? any CatalogError { return catalogError }
    if let response = error as? ServerResponseError {
      if var details = response.problemDetails, details.code != nil {
        if let retryAfter = response.retryAfter { details.retryAfter = retryAfter }
        if details.status == nil { details.status = response.statusCode }
        for type in types {
          if let found = type.init(problemDetails: details) { return found }
        }
      }
      if let code = response.serverCode {
        for type in types {
          if let found = type.init(serverCode: code) { return found }
        }
      }
      if let status = response.statusCode {
        for type in types {
          if let found = type.init(httpStatus: status, retryAfter: response.retryAfter) {
            return found
          }
        }
      }
    }
    for type in types {
      if let found = type.init(mapping: error) { return found }
    }
    return nil
  }
}
