import ErrorGenRuntime
import Foundation

/// The typed recovery members errorgen generates, written by hand for tests.
protocol NetworkErrorRecoveryAttempter: Sendable {
  func retry(_ error: NetworkError) async -> Bool
  func openSettings(_ error: NetworkError) async -> Bool
  func signIn(_ error: NetworkError) async -> Bool
}

extension NetworkError {
  enum RecoveryOption: String, CaseIterable, Sendable {
    case retry, openSettings, signIn, cancel

    var role: RecoveryRole {
      switch self {
      case .retry: .default
      case .cancel: .cancel
      case .openSettings, .signIn: .normal
      }
    }

    var retriesOperation: Bool { self == .retry || self == .signIn }

    var label: String { label(locale: "en") }

    func label(locale: String) -> String {
      switch self {
      case .retry: "Try Again"
      case .openSettings: "Open Settings"
      case .signIn: "Sign In"
      case .cancel: "Cancel"
      }
    }

    var action: RecoveryAction {
      RecoveryAction(name: rawValue, label: label, role: role, retriesOperation: retriesOperation)
    }
  }

  var availableRecoveryOptions: [RecoveryOption] {
    switch self {
    case .noConnection: [.retry, .openSettings, .cancel]
    case .rateLimited, .serverError: [.retry, .cancel]
    case .sessionExpired: [.signIn, .cancel]
    case .invalidEmail: []
    }
  }

  var recoveryActions: [RecoveryAction] { availableRecoveryOptions.map(\.action) }

  var recoveryOptions: [String] { availableRecoveryOptions.map(\.label) }

  private static let attempterStorage = LockedValue<(any NetworkErrorRecoveryAttempter)?>(nil)

  static var recoveryAttempter: (any NetworkErrorRecoveryAttempter)? {
    get { attempterStorage.value }
    set { attempterStorage.value = newValue }
  }

  /// Tests run in parallel, so they set the attempter for their own task tree instead of the
  /// global one; generated code has only `recoveryAttempter`.
  @TaskLocal static var testAttempter: (any NetworkErrorRecoveryAttempter)?

  func attemptRecovery(option: RecoveryOption) async -> Bool {
    guard let attempter = Self.testAttempter ?? Self.recoveryAttempter else { return false }
    switch option {
    case .retry: return await attempter.retry(self)
    case .openSettings: return await attempter.openSettings(self)
    case .signIn: return await attempter.signIn(self)
    case .cancel: return false
    }
  }

  func attemptRecovery(optionIndex: Int, resultHandler handler: @escaping (Bool) -> Void) {
    guard availableRecoveryOptions.indices.contains(optionIndex) else {
      handler(false)
      return
    }
    let option = availableRecoveryOptions[optionIndex]
    RecoveryHandlerBridge.run(
      { await self.attemptRecovery(option: option) }, resultHandler: handler)
  }

  func attemptRecovery(optionIndex: Int) -> Bool { false }
}
