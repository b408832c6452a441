import ErrorGenRuntime

/// How the shop recovers from its errors: the attempter behind `ShopError.attemptRecovery`.
///
/// This file started as the output of `errorgen stubs Shop.errors.yaml`: one method per
/// recovery option that is not a cancel option, with the option's doc comment.
public struct ShopErrorRecovery: ShopErrorRecoveryAttempter {
  private let service: ShopService

  public init(service: ShopService) {
    self.service = service
  }

  /// Runs the failed operation again; nothing else needs fixing first.
  public func retry(_ error: ShopError) async -> Bool {
    true
  }

  /// Signs the user in again, then the failed operation runs again.
  public func signIn(_ error: ShopError) async -> Bool {
    // A real app shows its sign-in screen here and returns whether the user signed in.
    await service.signIn()
    return true
  }

  /// Removes the unavailable product from the cart, then checks out the rest.
  public func removeItem(_ error: ShopError) async -> Bool {
    guard case .outOfStock(let product) = error else { return false }
    return await service.remove(product)
  }
}
