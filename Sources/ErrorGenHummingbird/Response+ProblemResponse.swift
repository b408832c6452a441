#if Hummingbird
  import ErrorGenRuntime
  import Hummingbird
  import HTTPTypes

  extension Response {
    /// A Hummingbird response with the parts of `problem`: its status (with its reason phrase),
    /// its headers, and its `application/problem+json` body.
    public init(_ problem: ProblemResponse) {
      var fields = HTTPFields()
      for (name, value) in problem.headers.sorted(by: { $0.key < $1.key }) {
        if let name = HTTPField.Name(name) { fields[name] = value }
      }
      self.init(
        status: HTTPResponse.Status(
          code: problem.status,
          reasonPhrase: HTTPStatusPhrase.phrase(for: problem.status) ?? ""),
        headers: fields,
        body: ResponseBody(byteBuffer: ByteBuffer(bytes: problem.body)))
    }
  }

  extension HTTPResponseError where Self: CatalogError {
    /// The status a catalog error answers with: its `httpStatus` (500 when that is no status).
    public var status: HTTPResponse.Status {
      let code = (100...599).contains(httpStatus) ? httpStatus : 500
      return HTTPResponse.Status(code: code, reasonPhrase: HTTPStatusPhrase.phrase(for: code) ?? "")
    }

    /// The error as problem details in the request's language, so that a route may throw it
    /// with no middleware: declare `extension OrderError: HTTPResponseError {}`.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
      Response(
        ProblemResponse(
          self, acceptLanguage: request.headers[.acceptLanguage], instance: request.uri.path))
    }
  }
#endif
