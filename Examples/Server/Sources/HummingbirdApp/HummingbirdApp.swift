import ErrorGenHummingbird
import ErrorGenRuntime
import Hummingbird
import Logging
import ServerCatalog

// snippet:start hummingbird-conformance
// A route may throw these without the middleware too: they answer as problem+json.
extension OrderError: HTTPResponseError {}
extension StockError: HTTPResponseError {}
// snippet:end hummingbird-conformance

/// The example's Hummingbird 2 app: every route fails, in each of the ways a server fails.
public enum HummingbirdApp {
  /// The app's router; `withMiddleware: false` leaves errors to Hummingbird and the conformances.
  public static func router(withMiddleware: Bool = true) -> Router<BasicRequestContext> {
    let router = Router()
    if withMiddleware {
      // snippet:start hummingbird-middleware
      let upgrader = ErrorUpgrader(OrderError.self, StockError.self) { _ in
        OrderError.internalFailure
      }
      // First: Hummingbird applies it to the routes added after it and to "no route".
      router.add(middleware: ProblemDetailsMiddleware(upgrader: upgrader))
      // snippet:end hummingbird-middleware
    }
    router.get("health") { _, _ in "ok" }
    router.get("orders/:id") { _, context -> String in
      throw OrderError.notFound(orderID: try context.parameters.require("id"))
    }
    router.post("orders/:id/payment") { _, _ -> String in
      throw OrderError.cardDeclined(cardNumber: ExampleValues.cardNumber)
    }
    router.get("busy") { _, _ -> String in
      throw OrderError.rateLimited(retryAfter: ExampleValues.retryAfter)
    }
    router.get("stock/:item") { _, context -> String in
      throw StockError.soldOut(item: try context.parameters.require("item"))
    }
    router.get("crash") { _, _ -> String in
      throw DatabaseUnavailable(host: "db-1")
    }
    router.get("bad-request") { _, _ -> String in
      throw HTTPError(.badRequest, message: "Missing name")
    }
    router.get("read-only") { _, _ -> String in
      throw HTTPError(.methodNotAllowed, headers: [.allow: "GET, HEAD"])
    }
    return router
  }

  /// The app on 127.0.0.1 at `port` (0: a free one, which `onServerRunning` receives).
  public static func application(
    port: Int = 0, withMiddleware: Bool = true, logger: Logger,
    onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
  ) -> some ApplicationProtocol {
    Application(
      router: router(withMiddleware: withMiddleware),
      configuration: .init(address: .hostname("127.0.0.1", port: port)),
      onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
      logger: logger)
  }
}
