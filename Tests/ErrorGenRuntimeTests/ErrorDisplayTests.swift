import Foundation
import Testing

@testable import ErrorGenRuntime

/// `ErrorDisplay`, the value SwiftUI and Compose views show, and `ErrorDisplayPresenter`, which
/// publishes it for the presentation chain and runs the recovery of the button tapped. Texts
/// are English unless a test says otherwise (`english`).
@Suite struct ErrorDisplayTests {
  struct Unrelated: LocalizedError {
    var errorDescription: String? { "The disk is full." }
    var recoverySuggestion: String? { "Delete some files." }
  }

  static func english<Result>(_ body: () -> Result) -> Result {
    ErrorLocalization.withPreferredLanguages(["en"], operation: body)
  }

  /// A display as one line: style, field, title, message, then each button as
  /// label/role/action.
  static func line(_ display: ErrorDisplay) -> String {
    let buttons = display.buttons.map {
      "\($0.label)/\($0.role.rawValue)/\($0.action?.name ?? "-")"
    }
    return [
      display.style.rawValue, display.field ?? "-", display.title, display.message ?? "-",
      buttons.joined(separator: ","),
    ].joined(separator: " | ")
  }

  @Test(
    "a display holds the style, field, texts and a button per recovery option",
    arguments: [
      (
        NetworkError.noConnection,
        "banner | - | No internet connection. | Check your network settings and try again. | "
          + "Try Again/default/retry,Open Settings/normal/openSettings,Cancel/cancel/cancel"
      ),
      (
        .sessionExpired,
        "alert | - | Your session has expired. Please sign in again. | - | "
          + "Sign In/normal/signIn,Cancel/cancel/cancel"
      ),
      (
        .invalidEmail(email: "x"), "inline | email | Enter a valid email address. | - | OK/cancel/-"
      ),
    ] as [(NetworkError, String)])
  func catalogErrors(error: NetworkError, expected: String) {
    let got = Self.english { Self.line(ErrorDisplay(error)) }
    #expect(got == expected, "expected \(expected), got \(got)")
  }

  @Test("texts follow the current language")
  func currentLanguage() {
    let display = ErrorLocalization.withPreferredLanguages(["de"]) {
      ErrorDisplay(NetworkError.noConnection)
    }
    #expect(display.title == "Keine Internetverbindung.", "got \(display.title)")
  }

  @Test("another error is an alert with its localized texts and a dismiss button")
  func foreignError() {
    let got = Self.english {
      Self.line(ErrorDisplay(Unrelated(), options: [], dismissLabel: "Close"))
    }
    let expected = "alert | - | The disk is full. | Delete some files. | Close/cancel/-"
    #expect(got == expected, "expected \(expected), got \(got)")
  }

  @Test(
    "the primary button is the first with the default role",
    arguments: [
      (NetworkError.noConnection, "retry"), (.sessionExpired, nil), (.invalidEmail(email: ""), nil),
    ] as [(NetworkError, String?)])
  func primaryButton(error: NetworkError, expected: String?) {
    let got = ErrorDisplay(error).primaryButton?.action?.name
    #expect(got == expected, "expected \(expected ?? "none"), got \(got ?? "none")")
  }

  @Test(
    "through the chain: the view sees the display, its button runs that recovery",
    arguments: [
      // button tapped (nil: dismissed), attempter log, should retry
      ("Try Again", ["retry noConnection"], true),
      ("Open Settings", ["openSettings noConnection"], false),
      ("Cancel", [], false),
      (nil, [], false),
    ] as [(String?, [String], Bool)])
  func throughTheChain(tapped: String?, expectedLog: [String], retries: Bool) async throws {
    let presenter = ErrorDisplayPresenter()
    var updates = Self.updates(of: presenter)
    let chain = ErrorPresentationChain(presenter: presenter)
    let attempter = RecordingAttempter(answer: true)
    let expected = Self.english { Self.line(ErrorDisplay(NetworkError.noConnection)) }
    var seen = [await updates.next() ?? nil]
    let result = await NetworkError.$testAttempter.withValue(attempter) {
      async let presented = ErrorLocalization.withPreferredLanguages(["en"]) {
        await chain.present(NetworkError.noConnection)
      }
      // The view: the display comes, the user taps.
      let display = await updates.next() ?? nil
      seen.append(display)
      presenter.respond(with: display?.buttons.first { $0.label == tapped })
      seen.append(await updates.next() ?? nil)
      return await presented
    }
    #expect(attempter.log.entries == expectedLog, "got \(attempter.log.entries)")
    #expect(result.shouldRetryOperation == retries, "expected retry \(retries), got \(result)")
    #expect(presenter.current == nil, "expected the display gone after the answer")
    let lines = seen.map { $0.map(Self.line) ?? "nil" }
    #expect(lines == ["nil", expected, "nil"], "expected nil, \(expected), nil; got \(lines)")
  }

  /// What `presenter` publishes, as it publishes it (the first is what it shows when observed),
  /// so that a test waits for the view's state without polling.
  static func updates(of presenter: ErrorDisplayPresenter)
    -> AsyncStream<ErrorDisplay?>.Iterator
  {
    let (stream, continuation) = AsyncStream.makeStream(of: ErrorDisplay?.self)
    presenter.observe { continuation.yield($0) }
    return stream.makeAsyncIterator()
  }

  @Test("a silent error never reaches the view; a responder's rewrite is what it shows")
  func chainDecides() async {
    let presenter = ErrorDisplayPresenter()
    var updates = Self.updates(of: presenter)
    _ = await updates.next()
    let chain = ErrorPresentationChain(presenter: presenter)
    let silent = await chain.present(PolicyError())
    #expect(silent.isSilent && presenter.current == nil)
    let responder = ClosureErrorResponder { _ in NetworkError.sessionExpired }
    async let presented = ErrorLocalization.withPreferredLanguages(["en"]) {
      await chain.present(NetworkError.noConnection, responders: [responder])
    }
    let title = (await updates.next() ?? nil)?.title
    presenter.respond(with: nil)
    _ = await presented
    #expect(title == "Your session has expired. Please sign in again.", "got \(title ?? "nil")")
  }
}
