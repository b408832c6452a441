import ErrorGenRuntime
import ErrorGenVapor
import ServerCatalog
import Vapor

// snippet:start vapor-conformance
// Without the middleware, Vapor's ErrorMiddleware answers these with their status, Retry-After
// and message (in its own JSON); with it, as problem+json.
extension OrderError: AbortError {}
extension StockError: AbortError {}
// snippet:end vapor-conformance

/// The example's Vapor 4 app: the same routes as the Hummingbird app.
public enum VaporApp {
  /// Sets up `app`'s middleware and routes; `withMiddleware: false` keeps Vapor's defaults.
  public static func configure(_ app: Application, withMiddleware: Bool = true) {
    if withMiddleware {
      // Instead of Vapor's ErrorMiddleware (and its RouteLoggingMiddleware).
      // snippet:start vapor-middleware
      let upgrader = ErrorUpgrader(OrderError.self, StockError.self) { _ in
        OrderError.internalFailure
      }
      app.middleware = .init()
      app.middleware.use(ProblemDetailsMiddleware(upgrader: upgrader))
      // snippet:end vapor-middleware
    }
    app.get("health") { _ in "ok" }
    app.get("orders", ":id") { request -> String in
      throw OrderError.notFound(orderID: try request.parameters.require("id"))
    }
    app.post("orders", ":id", "payment") { _ -> String in
      throw OrderError.cardDeclined(cardNumber: ExampleValues.cardNumber)
    }
    app.get("busy") { _ -> String in
      throw OrderError.rateLimited(retryAfter: ExampleValues.retryAfter)
    }
    app.get("stock", ":item") { request -> String in
      throw StockError.soldOut(item: try request.parameters.require("item"))
    }
    app.get("crash") { _ -> String in
      throw DatabaseUnavailable(host: "db-1")
    }
    app.get("bad-request") { _ -> String in
      throw Abort(.badRequest, reason: "Missing name")
    }
    app.get("read-only") { _ -> String in
      throw Abort(.methodNotAllowed, headers: ["Allow": "GET, HEAD"])
    }
  }
}
