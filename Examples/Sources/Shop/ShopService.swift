import ErrorGenRuntime
import Foundation

/// Turns any error the shop meets into a catalog error: URLSession's errors through
/// `ConnectionError`'s `maps`, HTTP statuses through `ShopError`'s `http`, the rest into
/// `ShopError.unknown`.
public let shopErrorUpgrader = ErrorUpgrader(ConnectionError.self, ShopError.self) { _ in
  ShopError.unknown
}

/// A pretend shop backend whose answers are scripted, so that the demo prints the same thing
/// on every run and needs no network.
public actor ShopService {
  /// What the pretend server does with the next request.
  public enum Reply: Sendable {
    /// The order goes through.
    case success
    /// The server answers with this HTTP status (and maybe a Retry-After delay).
    case httpStatus(Int, retryAfter: TimeInterval? = nil)
    /// URLSession fails before the server answers.
    case urlError(URLError.Code)
  }

  private var replies: [Reply]
  private var cart: [String]

  /// Whether the user's session is valid; an expired one fails every order.
  public private(set) var isSignedIn: Bool

  /// How many orders were attempted, failed ones included.
  public private(set) var attempts = 0

  /// The orders placed through `submit`, by idempotency key.
  private var placedOrders: [UUID: String] = [:]

  public init(cart: [String], replies: [Reply] = [], isSignedIn: Bool = true) {
    self.cart = cart
    self.replies = replies
    self.isSignedIn = isSignedIn
  }

  /// The products in the cart.
  public var products: [String] { cart }

  /// Signs the user in again.
  public func signIn() {
    isSignedIn = true
  }

  /// Removes `product` from the cart; returns whether it was there.
  @discardableResult
  public func remove(_ product: String) -> Bool {
    guard let index = cart.firstIndex(of: product) else { return false }
    cart.remove(at: index)
    return true
  }

  /// Places an order for the cart, with the next scripted reply.
  ///
  /// - Returns: The order number.
  /// - Throws: A `ShopError` or `ConnectionError`, never a foreign error.
  public func placeOrder(soldOut: Set<String> = []) throws -> String {
    attempts += 1
    guard isSignedIn else { throw ShopError.sessionExpired }
    if let product = cart.first(where: soldOut.contains) {
      throw ShopError.outOfStock(product: product)
    }
    return try nextReply()
  }

  /// Places `order` with the next scripted reply, once per `idempotencyKey`: a request sent
  /// again with a key the server has seen (the app was killed before it noted the success)
  /// returns the order number of the first one, and places nothing.
  ///
  /// - Returns: The order number.
  /// - Throws: `URLError` as URLSession throws it, or a `ShopError` for an HTTP status: what an
  ///   `OfflineQueue` classifies.
  public func submit(_ order: OrderRequest, idempotencyKey: UUID) throws -> String {
    if let placed = placedOrders[idempotencyKey] { return placed }
    attempts += 1
    if case .urlError(let code) = replies.first {
      replies.removeFirst()
      throw URLError(code)
    }
    let number = try nextReply()
    placedOrders[idempotencyKey] = number
    return number
  }

  /// The order number for the next scripted reply, or its error as a catalog error.
  private func nextReply() throws -> String {
    let reply = replies.isEmpty ? .success : replies.removeFirst()
    switch reply {
    case .success:
      return "order-\(attempts)"
    case .httpStatus(let status, let retryAfter):
      throw shopErrorUpgrader.upgrade(httpStatus: status, retryAfter: retryAfter) as any Error
    case .urlError(let code):
      throw shopErrorUpgrader.upgrade(URLError(code)) as any Error
    }
  }
}

/// An order as the app keeps it while it cannot be sent: what an `OfflineQueue` stores.
public struct OrderRequest: Codable, Sendable {
  /// The products ordered.
  public var products: [String]

  public init(products: [String]) {
    self.products = products
  }
}
