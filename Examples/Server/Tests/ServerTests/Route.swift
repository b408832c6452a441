import ErrorGenRuntime
import ServerCatalog

/// One call to an example app, and what its reply must hold, whichever the framework.
struct Route: Sendable, CustomStringConvertible {
  var method = "GET"
  var path: String
  var acceptLanguage: String?
  var status: Int
  var type = "about:blank"
  var title: String
  var detail: String?
  /// The `Content-Language` (with `Vary: Accept-Language`); nil: neither header.
  var contentLanguage: String?
  var retryAfter: String?
  var allow: String?
  /// The case the client's upgrader makes of the reply.
  var upgraded: any CatalogError

  var description: String { "\(method) \(path) [\(acceptLanguage ?? "no Accept-Language")]" }

  static let orderType = "https://docs.example.com/errors/com.example.orders."

  /// Every failing route of the apps, in several languages.
  static let all: [Route] = [
    Route(
      path: "/orders/A-1", acceptLanguage: "de;q=0.1, fr;q=0.9", status: 404,
      type: orderType + "notFound", title: "Not found", detail: "La commande A-1 n'existe pas.",
      contentLanguage: "fr", upgraded: OrderError.notFound(orderID: "A-1")),
    Route(
      path: "/orders/A-1", acceptLanguage: "de-CH", status: 404, type: orderType + "notFound",
      title: "Not found", detail: "Die Bestellung A-1 existiert nicht.", contentLanguage: "de",
      upgraded: OrderError.notFound(orderID: "A-1")),
    Route(
      path: "/orders/A-1", acceptLanguage: "es, fr;q=0", status: 404, type: orderType + "notFound",
      title: "Not found", detail: "Order A-1 does not exist.", contentLanguage: "en",
      upgraded: OrderError.notFound(orderID: "A-1")),
    Route(
      path: "/orders/A-1", status: 404, type: orderType + "notFound", title: "Not found",
      detail: "Order A-1 does not exist.", contentLanguage: "en",
      upgraded: OrderError.notFound(orderID: "A-1")),
    Route(
      method: "POST", path: "/orders/A-1/payment", acceptLanguage: "de", status: 402,
      type: orderType + "cardDeclined", title: "Card declined",
      detail: "Ihre Karte wurde abgelehnt.", contentLanguage: "de",
      upgraded: OrderError.cardDeclined(cardNumber: "")),
    Route(
      path: "/busy", acceptLanguage: "fr-CA", status: 429, type: orderType + "rateLimited",
      title: "Rate limited", detail: "Trop de commandes. Veuillez patienter un instant.",
      contentLanguage: "fr", retryAfter: "3", upgraded: OrderError.rateLimited(retryAfter: 3)),
    Route(
      path: "/stock/beans", acceptLanguage: "*", status: 409, title: "Conflict",
      detail: "beans ist ausverkauft.",
      contentLanguage: "de", upgraded: StockError.soldOut(item: "beans")),
    Route(
      path: "/stock/beans", acceptLanguage: "en-GB, de;q=0.5", status: 409, title: "Conflict",
      detail: "beans is sold out.", contentLanguage: "en",
      upgraded: StockError.soldOut(item: "beans")),
    Route(
      path: "/crash", acceptLanguage: "de", status: 500, type: orderType + "internalFailure",
      title: "Internal failure", detail: "Bei uns ist etwas schiefgelaufen.",
      contentLanguage: "de", upgraded: OrderError.internalFailure),
    // The frameworks' own errors: their status, phrase and headers, in no particular language.
    Route(
      path: "/bad-request", acceptLanguage: "de", status: 400, title: "Bad Request",
      detail: "Missing name", upgraded: OrderError.internalFailure),
    Route(
      path: "/read-only", status: 405, title: "Method Not Allowed", allow: "GET, HEAD",
      upgraded: OrderError.internalFailure),
    Route(path: "/nowhere", status: 404, title: "Not Found", upgraded: OrderError.internalFailure),
    Route(
      method: "DELETE", path: "/orders/A-1", status: 404, title: "Not Found",
      upgraded: OrderError.internalFailure),
  ]
}
