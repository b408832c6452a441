#if Vapor
  import ErrorGenRuntime
  import Logging
  import Vapor

  /// Answers every error a route throws as RFC 9457 problem details
  /// (`application/problem+json`), in the language the request asks for.
  ///
  /// - A catalog error answers as itself (`ProblemResponse(_:acceptLanguage:instance:)`).
  /// - Vapor's own errors (`Abort`, any other `AbortError`, no route) keep their status and
  ///   headers, as `about:blank` problems titled with the status phrase, `detail` their reason.
  /// - Anything else answers with `upgrader`'s catalog error (a mapped case, else its
  ///   fallback) and is logged once, at `error` level, with `request.logger` (which carries
  ///   `request-id`).
  ///
  /// It replaces Vapor's `ErrorMiddleware`: `app.middleware = .init()` then
  /// `app.middleware.use(ProblemDetailsMiddleware(upgrader: upgrader))`.
  public struct ProblemDetailsMiddleware: AsyncMiddleware {
    /// Turns errors that are no catalog errors into catalog errors.
    public let upgrader: ErrorUpgrader

    /// A middleware that answers with `upgrader`'s catalog errors.
    public init(upgrader: ErrorUpgrader) {
      self.upgrader = upgrader
    }

    public func respond(
      to request: Request, chainingTo next: any AsyncResponder
    ) async throws -> Response {
      do {
        return try await next.respond(to: request)
      } catch {
        let answer = self.answer(error, to: request)
        if let entry = answer.log {
          request.logger.log(
            level: entry.isServerFault ? .error : .info, "\(entry.message)",
            metadata: entry.metadata.mapValues { .string($0) })
        }
        return Response(answer.response)
      }
    }

    private func answer(_ error: any Error, to request: Request) -> ServerErrorAnswer {
      let instance = request.url.path
      if !(error is any CatalogError), let abort = error as? any AbortError {
        return ServerErrorAnswer(
          status: Int(abort.status.code), reason: abort.reason,
          headers: abort.headers.map { ($0.name, $0.value) }, instance: instance,
          description: String(reflecting: error))
      }
      let languages = request.headers[.acceptLanguage]
      return ServerErrorAnswer(
        error: error, upgrader: upgrader,
        acceptLanguage: languages.isEmpty ? nil : languages.joined(separator: ", "),
        instance: instance)
    }
  }
#endif
