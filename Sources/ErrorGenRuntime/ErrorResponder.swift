/// A link of a presentation chain that sees an error before it is shown, and may rewrite or
/// suppress it.
///
/// This is the role of `NSResponder.willPresentError(_:)`: a screen turns a low-level error into
/// one that makes sense where the user is, or drops one it already shows inline. A `@MainActor`
/// view controller may conform, since the requirement is `async`.
///
/// ```swift
/// struct SignInScreen: ErrorResponder {
///   func willPresent(_ error: any Error) async -> (any Error)? {
///     if case NetworkError.invalidEmail = error { return nil }  // shown next to the field
///     return error
///   }
/// }
/// ```
public protocol ErrorResponder: Sendable {
  /// The error to show instead of `error` (`error` itself to leave it as it is), or nil to
  /// suppress it: then nothing is shown, and the presenting call completes at once.
  func willPresent(_ error: any Error) async -> (any Error)?
}

/// An `ErrorResponder` made of a closure, for responders that need no type of their own.
///
/// ```swift
/// let dropCancellation = ClosureErrorResponder { error in
///   error is CancellationError ? nil : error
/// }
/// ```
public struct ClosureErrorResponder: ErrorResponder {
  private let body: @Sendable (any Error) async -> (any Error)?

  /// Creates a responder that answers with `body`.
  public init(_ body: @escaping @Sendable (any Error) async -> (any Error)?) {
    self.body = body
  }

  /// The closure's answer: the error to show instead, or nil to suppress it.
  public func willPresent(_ error: any Error) async -> (any Error)? {
    await body(error)
  }
}
