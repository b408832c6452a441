import ErrorGenRuntime
import Foundation
import Testing

// Every Swift block of docs/RUNTIME.md's runtime-patterns section, verbatim and unindented, each
// in a function of its own that is compiled but never called. The stubs stand for the app's
// objects. `readmeBlocksAreCompiled` fails when docs/RUNTIME.md and this file drift apart.

struct Profile: Sendable { var name = "" }
struct Request: Sendable {}
struct Response: Sendable {
  var statusCode = 200
  var serverCode: String?
  var retryAfter: TimeInterval?
  var body = Data()
}
struct API: Sendable {
  func fetchProfile() async throws -> Profile { Profile() }
  func save(_ profile: Profile) async throws {}
  func send(_ post: Post, idempotencyKey: UUID) async throws {}
}
struct Transport: Sendable { func send(_ request: Request) async throws -> Response { Response() } }
actor Session {
  func signOut() {}
  func signIn() -> Bool { true }
}
struct Analytics: Sendable { func record(_ error: any Error) {} }
struct AlertCenter: Sendable {
  @MainActor func show(title: String, message: String?, buttons: [String]) async -> Int? { nil }
}
struct Banner: Sendable { @MainActor func show(_ text: String) async {} }
struct SystemSettings: Sendable { func openSettings() async -> Bool { true } }

let api = API()
let transport = Transport()
let session = Session()
let analytics = Analytics()
let alerts = AlertCenter()
let banner = Banner()
let system = SystemSettings()
let upgrader = ErrorUpgrader(NetworkError.self) { _ in AppError.unknown }
func sendQueued() async {}

func readmeUpgraderBefore() async throws {
  func send(_ request: Request) async throws -> Data {
    let response = try await transport.send(request)
    switch (response.statusCode, response.serverCode) {
    case (200..<300, _): return response.body
    case (_, "SESSION_EXPIRED"), (401, _): throw NetworkError.sessionExpired
    case (429, _): throw NetworkError.rateLimited(retryAfter: response.retryAfter)
    case (500...599, _): throw NetworkError.serverError(statusCode: response.statusCode)
    default: throw AppError.unknown
    }
  }
}

func readmeUpgraderAfter() async throws {
  // Once: the catalog types to ask, in order, and what none of them maps.
  let upgrader = ErrorUpgrader(NetworkError.self) { _ in AppError.unknown }

  func send(_ request: Request) async throws -> Data {
    try await upgrader.upgradingErrors {
      let response = try await transport.send(request)  // URLError -1009 → .noConnection
      guard (200..<300).contains(response.statusCode) else {
        throw ServerResponseError(
          statusCode: response.statusCode, serverCode: response.serverCode,
          retryAfter: response.retryAfter)
      }
      return response.body
    }
  }

  // Or one value at a time:
  let expired = upgrader.upgrade(httpStatus: 401)  // NetworkError.sessionExpired
  let limited = upgrader.upgrade(httpStatus: 429, retryAfter: 30)  // .rateLimited(retryAfter: 30)
  let byCode = upgrader.upgrade(serverCode: "SESSION_EXPIRED")  // NetworkError.sessionExpired
  let offline = upgrader.upgrade(URLError(.notConnectedToInternet))  // NetworkError.noConnection
  _ = (expired, limited, byCode, offline)
}

func readmeRetrierBefore() async throws {
  func fetchProfile() async throws -> Profile {
    var attempt = 1
    while true {
      do {
        return try await api.fetchProfile()
      } catch let error as URLError where error.code == .notConnectedToInternet && attempt < 3 {
        let delay = min(pow(2, Double(attempt - 1)), 30) + .random(in: 0...0.5)
        try await Task.sleep(for: .seconds(delay))
        attempt += 1
      }
    }
  }
}

func readmeRetrierAfter() async throws {
  let retrier = Retrier()

  func fetchProfile() async throws -> Profile {
    try await retrier.run {
      try await upgrader.upgradingErrors { try await api.fetchProfile() }
    }
  }
}

func readmeRetrierTest() async throws {
  let waits = LockedValue<[TimeInterval]>([])
  let testRetrier = Retrier(
    sleep: { seconds in waits.withLock { $0.append(seconds) } }, random: { 0 })
  _ = testRetrier
}

func readmePresentationBefore() async throws {
  func save(_ profile: Profile) async {
    do {
      try await api.save(profile)
    } catch let error as URLError where error.code == .notConnectedToInternet {
      let tapped = await alerts.show(
        title: "No internet connection.", message: "Check your network settings and try again.",
        buttons: ["Try Again", "Open Settings", "Cancel"])
      if tapped == 0 { await save(profile) }
      if tapped == 1 { _ = await system.openSettings() }
    } catch {
      _ = await alerts.show(title: error.localizedDescription, message: nil, buttons: ["OK"])
    }
  }
}

func readmePresentationAfter() async throws {
  // Once: how the app shows an error, and what each recovery option does.
  struct AlertPresenter: ErrorPresenter {
    func present(_ error: any Error, options: [RecoveryAction]) async -> RecoveryAction? {
      let buttons = options.isEmpty ? ["OK"] : options.map(\.label)
      let tapped = await alerts.show(
        title: error.localizedDescription,
        message: (error as? any CatalogError)?.recoverySuggestion, buttons: buttons)
      guard let tapped, options.indices.contains(tapped) else { return nil }
      return options[tapped]
    }
  }

  struct NetworkRecovery: NetworkErrorRecoveryAttempter {
    func retry(_ error: NetworkError) async -> Bool { true }  // nothing to fix: just run it again
    func openSettings(_ error: NetworkError) async -> Bool { await system.openSettings() }
    func signIn(_ error: NetworkError) async -> Bool { await session.signIn() }
  }

  NetworkError.recoveryAttempter = NetworkRecovery()
  let presentation = ErrorPresentationChain(presenter: AlertPresenter())
  presentation.addResponder { error in
    error is CancellationError ? nil : upgrader.upgrade(error)  // app-wide, after the screen's
  }

  // A screen's responder: it sees the error first and may rewrite or suppress it.
  struct ProfileForm: ErrorResponder {
    func willPresent(_ error: any Error) async -> (any Error)? {
      if case NetworkError.invalidEmail = error { return nil }  // shown next to the field instead
      return error
    }
  }

  func save(_ profile: Profile) async {
    do {
      try await api.save(profile)
    } catch {
      let result = await presentation.present(error, responders: [ProfileForm()])
      if result.shouldRetryOperation { await save(profile) }
    }
  }

  // The same loop in one call: presents each failure, runs again while the user recovers.
  func saveUntilDone(_ profile: Profile) async throws {
    try await presentation.run(responders: [ProfileForm()]) { try await api.save(profile) }
  }
}

func readmeHandlerBefore() async throws {
  func handle(_ error: any Error) async {
    analytics.record(error)
    if let error = error as? NetworkError, error == .sessionExpired {
      await session.signOut()
    } else if let error = error as? NetworkError, error.presentation == .banner {
      await banner.show(error.localizedDescription)
    } else {
      _ = await alerts.show(title: error.localizedDescription, message: nil, buttons: ["OK"])
    }
  }
}

func readmeHandlerAfter() async throws {
  // Once, at the root.
  let rootHandler = ErrorHandler()
    .listen { error in analytics.record(error) }  // observes every error first; handles nothing
    .on(
      where: { !($0 is any CatalogError) },
      do: { error in .replace(with: upgrader.upgrade(error)) }  // the rest sees catalog errors
    )
    .on(NetworkError.sessionExpired) { _ in
      await session.signOut()
      return .consume  // nothing after this sees it
    }

  // A screen's node, below the root.
  let profileHandler = ErrorHandler(parent: rootHandler)
    .on(NetworkError.self) { error in
      guard error.presentation == .banner else { return .pass }
      await banner.show(error.localizedDescription)
      return .consume
    }

  func load() async {
    do {
      _ = try await api.fetchProfile()
    } catch {
      let handled = await profileHandler.handle(error)  // root first, then down to this node
      if !handled {
        _ = await alerts.show(title: error.localizedDescription, message: nil, buttons: ["OK"])
      }
    }
  }

  // From code that cannot await:
  profileHandler.handle(URLError(.notConnectedToInternet)) { handled in
    print("handled: \(handled)")
  }
}

func readmeOfflineQueueBefore() async throws {
  func sendLater(_ post: Post) throws {
    var queued = UserDefaults.standard.array(forKey: "queuedPosts") as? [Data] ?? []
    queued.append(try JSONEncoder().encode(post))
    UserDefaults.standard.set(queued, forKey: "queuedPosts")
  }

  func processQueue() async {
    var queued = UserDefaults.standard.array(forKey: "queuedPosts") as? [Data] ?? []
    while let first = queued.first, let post = try? JSONDecoder().decode(Post.self, from: first) {
      do {
        try await api.send(post, idempotencyKey: UUID())  // a new key each time: no key at all
        queued.removeFirst()
      } catch let error as URLError where error.code == .notConnectedToInternet {
        break  // again later, but when?
      } catch {
        queued.removeFirst()  // gone, and nobody is told
      }
    }
    UserDefaults.standard.set(queued, forKey: "queuedPosts")  // killed before this: sent twice
  }
}

func readmeOfflineQueueAfter() async throws {
  // Once: where the queue lives (not a cache folder), and the upgrader for what the API throws.
  let folder = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)[0]
  let outbox = try OfflineQueue<Post>(
    contentsOf: folder.appendingPathComponent("outbox.json"), upgrader: upgrader)

  func send(_ post: Post) async throws {
    do {
      try await api.send(post, idempotencyKey: UUID())
    } catch {
      guard upgrader.upgrade(error).isRetryable else { throw error }  // offline, or the server busy
      try await outbox.enqueue(post)  // on disk when this returns
    }
  }

  // Replays the queue in order; after a stop, waits as long as the catalog says, then again.
  func sendQueued() async {
    while !Task.isCancelled {
      let report = await outbox.process { entry in
        try await api.send(entry.payload, idempotencyKey: entry.id)  // the same id every time
      }
      for failure in report.dropped {
        await banner.show("Not sent: \(failure.error.localizedDescription)")
      }
      // Done, or offline with no known wait: the next trigger (the network, a launch) calls again.
      guard let wait = report.stopped?.retryAfter else { return }
      try? await Task.sleep(for: .seconds(wait))
    }
  }
}

func readmeOfflineQueueMonitor() async throws {
  #if canImport(Network)
    let monitor = ConnectivityMonitor { await sendQueued() }
    await monitor.start()  // calls sendQueued() now if online, and each time the path is back
  #else
    await sendQueued()
  #endif
}

struct ReadmeTests {
  @Test("every Swift block of docs/RUNTIME.md's runtime-patterns section is compiled here")
  func readmeBlocksAreCompiled() throws {
    let here = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let readme = try String(
      contentsOf: root.appendingPathComponent("docs/RUNTIME.md"), encoding: .utf8)
    let source = try String(contentsOf: here, encoding: .utf8)
    guard let start = readme.range(of: "<!-- runtime-patterns:start -->"),
      let end = readme.range(of: "<!-- runtime-patterns:end -->")
    else {
      Issue.record("expected the runtime-patterns markers in docs/RUNTIME.md, found none")
      return
    }
    let blocks = readme[start.upperBound..<end.lowerBound]
      .components(separatedBy: "```swift\n").dropFirst()
      .compactMap { $0.components(separatedBy: "```").first }
    #expect(blocks.count == 12)
    let compiled = Self.trimmingIndentation(source)
    for block in blocks {
      #expect(
        compiled.contains(Self.trimmingIndentation(block)),
        "expected this docs/RUNTIME.md block in ReadmeExamples.swift, not found:\n\(block)")
    }
  }

  /// The text with each line's leading white space removed: the blocks are indented here.
  static func trimmingIndentation(_ text: some StringProtocol) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.drop(while: { $0 == " " }) }
      .joined(separator: "\n")
  }
}
