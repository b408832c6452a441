#if Vapor
  import ErrorGenRuntime
  import Vapor

  extension Response {
    /// A Vapor response with the parts of `problem`: its status, its headers, and its
    /// `application/problem+json` body.
    public convenience init(_ problem: ProblemResponse) {
      let headers = HTTPHeaders(problem.headers.sorted { $0.key < $1.key })
      self.init(
        status: HTTPResponseStatus(statusCode: problem.status), headers: headers,
        body: Response.Body(data: problem.body))
    }
  }

  /// A catalog error that a route throws answers with its own status, `Retry-After` and message
  /// (in the catalog's default locale, sensitive params redacted) even under Vapor's
  /// `ErrorMiddleware`: declare `extension OrderError: AbortError {}`. Vapor's `ErrorMiddleware`
  /// writes its own `{"error":true,"reason":…}` body for every error; `ProblemDetailsMiddleware`
  /// answers with problem details in the request's language instead.
  extension AbortError where Self: CatalogError {
    /// The catalog error's `httpStatus` (500 when that is no status).
    public var status: HTTPResponseStatus {
      HTTPResponseStatus(statusCode: (100...599).contains(httpStatus) ? httpStatus : 500)
    }

    /// The message in the catalog's default locale, sensitive params redacted.
    public var reason: String {
      redactedErrorDescription(locale: Self.defaultLocale)
    }

    /// `Retry-After` in whole seconds, rounded up, when the error has a `retryAfter`.
    public var headers: HTTPHeaders {
      let parts = ProblemResponse(self, locale: Self.defaultLocale)
      return HTTPHeaders(
        parts.headers.filter { $0.key == "Retry-After" }.map { ($0.key, $0.value) })
    }
  }
#endif
