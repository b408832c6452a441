#if Hummingbird
  import ErrorGenRuntime
  import Hummingbird
  import HTTPTypes
  import Logging

  /// Answers every error a route throws as RFC 9457 problem details
  /// (`application/problem+json`), in the language the request asks for.
  ///
  /// - A catalog error answers as itself (`ProblemResponse(_:acceptLanguage:instance:)`).
  /// - Hummingbird's own errors (`HTTPError`, any other `HTTPResponseError`, no route) keep their
  ///   status and headers, as `about:blank` problems titled with the status phrase.
  /// - Anything else answers with `upgrader`'s catalog error (a mapped case, else its
  ///   fallback) and is logged once, at `error` level, with `context.logger` (which carries
  ///   `hb.request.id`).
  ///
  /// Add it first, so that it also answers for routes added before other middleware and for
  /// Hummingbird's not-found responder: `router.add(middleware: ProblemDetailsMiddleware(upgrader:
  /// upgrader))`.
  public struct ProblemDetailsMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Turns errors that are no catalog errors into catalog errors.
    public let upgrader: ErrorUpgrader

    /// A middleware that answers with `upgrader`'s catalog errors.
    public init(upgrader: ErrorUpgrader) {
      self.upgrader = upgrader
    }

    public func handle(
      _ request: Request, context: Context,
      next: (Request, Context) async throws -> Response
    ) async throws -> Response {
      do {
        return try await next(request, context)
      } catch {
        let answer = self.answer(error, to: request, context: context)
        if let entry = answer.log {
          context.logger.log(
            level: entry.isServerFault ? .error : .info, "\(entry.message)",
            metadata: entry.metadata.mapValues { .string($0) })
        }
        return Response(answer.response)
      }
    }

    private func answer(
      _ error: any Error, to request: Request, context: Context
    ) -> ServerErrorAnswer {
      let instance = request.uri.path
      // A catalog error may conform to HTTPResponseError as well: it answers as itself.
      if !(error is any CatalogError), let error = error as? any HTTPResponseError {
        let own = error as? HTTPError
        // HTTPError's own headers, else those of the response the error makes for itself.
        let made = own == nil ? (try? error.response(from: request, context: context)) : nil
        let headers = own?.headers.pairs ?? made?.headers.pairs ?? []
        return ServerErrorAnswer(
          status: error.status.code, reason: own?.body, headers: headers, instance: instance,
          description: String(reflecting: error))
      }
      return ServerErrorAnswer(
        error: error, upgrader: upgrader,
        acceptLanguage: request.headers[.acceptLanguage], instance: instance)
    }
  }

  extension HTTPFields {
    /// The fields as name-value pairs, in order.
    var pairs: [(name: String, value: String)] {
      map { ($0.name.rawName, $0.value) }
    }
  }
#endif
