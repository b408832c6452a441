import Foundation

/// A node of a top-down error handler tree.
///
/// Handlers are chained from a root: the app's root node handles what every screen shares
/// (a session that expired, logging), and each screen's node, a child of the root, adds its own.
/// An error handled at any node first goes up to the root, then is offered down the chain from
/// the root to that node. At each node, the listeners observe it first, then the handlers are
/// tried in the order they were added; a handler whose catch matches decides:
/// `.consume` ends the walk, `.pass` offers the error to the next handler, and
/// `.replace(with:)` offers another error to the rest of the chain instead.
///
/// ```swift
/// let root = ErrorHandler()
///   .listen { error in logger.error("\(error)") }
///   .on(NetworkError.sessionExpired) { _ in
///     await session.signOut()
///     return .consume
///   }
/// let screen = ErrorHandler(parent: root)
///   .on(NetworkError.self) { error in
///     await banner.show(error)
///     return .consume
///   }
/// let handled = await screen.handle(error)
/// ```
///
/// A node is thread-safe and `Sendable`: handlers may be added and errors handled from any task.
/// Handlers are `async`, so a `@MainActor` closure can show UI.
public final class ErrorHandler: Sendable {
  /// What a handler does with the error it caught.
  public enum Decision: Sendable {
    /// The error is handled: nothing after this handler sees it.
    case consume
    /// The error goes on to the next handler, unchanged.
    case pass
    /// The rest of the chain sees this error instead.
    case replace(with: any Error)
  }

  /// One registered listener or handler: a match and a body, type-erased.
  private struct Rule: Sendable {
    let isListener: Bool
    let body: @Sendable (any Error) async -> Decision?
  }

  /// The node above this one, nil for the root.
  public let parent: ErrorHandler?

  private let rules = LockedValue<[Rule]>([])

  /// Creates a node below `parent`, or a root when `parent` is nil.
  public init(parent: ErrorHandler? = nil) {
    self.parent = parent
  }

  // MARK: Adding handlers

  /// Adds a typed catch: `body` runs for errors of type `type`.
  ///
  /// A catalog error wrapped by an umbrella (`AppError.network(.noConnection)`) also matches its
  /// wrapped type, and `body` gets the wrapped error.
  ///
  /// ```swift
  /// handler.on(NetworkError.self) { error in error.kind == .transient ? .consume : .pass }
  /// ```
  @discardableResult
  public func on<Caught: Error>(
    _ type: Caught.Type,
    do body: @escaping @Sendable (Caught) async -> Decision
  ) -> Self {
    add(
      Rule(isListener: false) { error in
        guard let caught = Self.find(Caught.self, in: error) else { return nil }
        return await body(caught)
      })
  }

  /// Adds a value catch: `body` runs for errors equal to `value`.
  ///
  /// ```swift
  /// handler.on(NetworkError.sessionExpired) { _ in .replace(with: AppError.signedOut) }
  /// ```
  @discardableResult
  public func on<Caught: Error & Equatable>(
    _ value: Caught,
    do body: @escaping @Sendable (Caught) async -> Decision
  ) -> Self {
    add(
      Rule(isListener: false) { error in
        guard let caught = Self.find(Caught.self, in: error), caught == value else { return nil }
        return await body(caught)
      })
  }

  /// Adds a catch for every error that `predicate` accepts.
  ///
  /// ```swift
  /// handler.on(where: { ($0 as? any CatalogError)?.kind == .fatal }, do: { _ in .consume })
  /// ```
  @discardableResult
  public func on(
    where predicate: @escaping @Sendable (any Error) -> Bool,
    do body: @escaping @Sendable (any Error) async -> Decision
  ) -> Self {
    add(
      Rule(isListener: false) { error in
        guard predicate(error) else { return nil }
        return await body(error)
      })
  }

  /// Adds a listener: `body` observes every error that reaches this node, before the node's
  /// handlers run, and cannot change what happens to it. For logging and analytics.
  @discardableResult
  public func listen(_ body: @escaping @Sendable (any Error) async -> Void) -> Self {
    add(
      Rule(isListener: true) { error in
        await body(error)
        return nil
      })
  }

  // MARK: Handling

  /// Offers `error` down the chain from the root to this node.
  ///
  /// - Returns: Whether a handler consumed it (the error or one that replaced it). False means
  ///   no handler did, and the caller may fall back to a generic message.
  @discardableResult
  public func handle(_ error: any Error) async -> Bool {
    var current = error
    for node in chainFromRoot() {
      let rules = node.rules.value
      for rule in rules where rule.isListener {
        _ = await rule.body(current)
      }
      for rule in rules where !rule.isListener {
        switch await rule.body(current) {
        case .consume: return true
        case .replace(let replacement): current = replacement
        case .pass, nil: continue
        }
      }
    }
    return false
  }

  /// Offers `error` down the chain from the root to this node in a new task, and then calls
  /// `completion` with whether a handler consumed it. For code that cannot `await`.
  public func handle(
    _ error: any Error,
    completion: @escaping @Sendable (_ handled: Bool) -> Void = { _ in }
  ) {
    Task {
      completion(await self.handle(error))
    }
  }

  // MARK: Private

  private func add(_ rule: Rule) -> Self {
    rules.withLock { $0.append(rule) }
    return self
  }

  private func chainFromRoot() -> [ErrorHandler] {
    var chain: [ErrorHandler] = [self]
    var node = parent
    while let next = node {
      chain.append(next)
      node = next.parent
    }
    return chain.reversed()
  }

  /// The error as `Caught`, or the first catalog error it wraps that is one.
  private static func find<Caught: Error>(_ type: Caught.Type, in error: any Error) -> Caught? {
    if let caught = error as? Caught { return caught }
    var wrapped = (error as? any CatalogError)?.underlyingError
    var depth = 0
    while let next = wrapped, depth < 16 {
      if let caught = next as? Caught { return caught }
      wrapped = next.underlyingError
      depth += 1
    }
    return nil
  }
}
