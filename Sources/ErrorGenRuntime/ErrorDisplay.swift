import Foundation

/// What to show for an error, as plain values, for declarative UI: SwiftUI's `.alert` or a
/// message under a text field (docs/SWIFTUI.md), Compose's `AlertDialog` or `Snackbar`
/// (the Kotlin runtime's `ErrorDisplay`, docs/KOTLIN.md).
///
/// It holds what an `ErrorPresenter` is given, resolved to texts in the current language: the
/// title and message, a button per recovery option with its role and the `RecoveryAction` it
/// answers with, and the style the catalog chose (`presentation`, and the `field` of an inline
/// error). `ErrorDisplayPresenter` publishes one for each error the presentation chain shows and
/// runs the recovery of the button the user taps; a value can also be made from any error.
///
/// ```swift
/// let display = ErrorDisplay(NetworkError.noConnection)
/// display.title                   // "No internet connection."
/// display.buttons.map(\.label)    // ["Try Again", "Cancel"]
/// ```
public struct ErrorDisplay: Sendable, Hashable {
  /// A button: a recovery option of the error, or the one that only dismisses it.
  public struct Button: Sendable, Hashable {
    /// The title in the current language.
    public var label: String
    /// How it looks and where it goes: SwiftUI's `.cancel` and `.destructive`, the default
    /// action of an alert.
    public var role: RecoveryRole
    /// The recovery option the presenter answers with when it is tapped, whose recovery the
    /// chain runs; nil for the button that only dismisses the error.
    public var action: RecoveryAction?

    public init(label: String, role: RecoveryRole, action: RecoveryAction?) {
      self.label = label
      self.role = role
      self.action = action
    }

    /// Whether the failed operation runs again once this button's recovery has succeeded.
    public var retriesOperation: Bool { action?.retriesOperation ?? false }
  }

  /// How to show it: `.alert`, `.banner` (a snackbar), `.inline` (next to `field`),
  /// `.fullscreen`, or `.silent` (the chain does not show those; a value made directly may be).
  public var style: ErrorPresentation
  /// The input field an inline error refers to (the catalog's `field`), nil for the others.
  public var field: String?
  /// The error's message in the current language: the alert's title, the banner's text.
  public var title: String
  /// What more there is to say: the failure reason and the recovery suggestion, a line each,
  /// or nil when the error has neither.
  public var message: String?
  /// The buttons in order: the recovery options, or one that dismisses the error when it has
  /// none.
  public var buttons: [Button]

  public init(
    style: ErrorPresentation, field: String?, title: String, message: String?, buttons: [Button]
  ) {
    self.style = style
    self.field = field
    self.title = title
    self.message = message
    self.buttons = buttons
  }

  /// What to show for `error` with the buttons `options`, as a presenter is given them: a
  /// catalog error's style, field and texts in the current language; for another error, an
  /// alert with its `localizedDescription`. Without options, one button labelled
  /// `dismissLabel`, with the `cancel` role and no action.
  public init(_ error: any Error, options: [RecoveryAction], dismissLabel: String = "OK") {
    let details: [String?]
    if let catalogError = error as? any CatalogError {
      style = catalogError.presentation
      field = catalogError.presentation == .inline ? catalogError.field : nil
      title = catalogError.errorDescription ?? catalogError.localizedDescription
      details = [catalogError.failureReason, catalogError.recoverySuggestion]
    } else {
      let nsError = error as NSError
      style = .alert
      field = nil
      title = nsError.localizedDescription
      details = [nsError.localizedFailureReason, nsError.localizedRecoverySuggestion]
    }
    let lines = details.compactMap { $0 }.filter { !$0.isEmpty }
    message = lines.isEmpty ? nil : lines.joined(separator: "\n")
    buttons =
      options.isEmpty
      ? [Button(label: dismissLabel, role: .cancel, action: nil)]
      : options.map { Button(label: $0.label, role: $0.role, action: $0) }
  }

  /// What to show for a catalog error, with its own recovery options.
  public init(_ error: some CatalogError, dismissLabel: String = "OK") {
    self.init(error, options: error.recoveryActions, dismissLabel: dismissLabel)
  }

  /// The button the user taps to go on with the error's default recovery: the first whose role
  /// is `default`, for a banner's single action (a snackbar's "Try Again").
  public var primaryButton: Button? {
    buttons.first { $0.role == .default }
  }
}
