import ErrorGenRuntime
import Foundation
import Testing

/// How `OfflineQueue.process` classifies what `perform` throws: the catalog's knowledge, and the
/// `URLError`s of lost connectivity, whatever the upgrader makes of them.
struct OfflineQueueClassificationTests {
  static let upgrader = ErrorUpgrader(NetworkError.self, PolicyError.self) { _ in AppError.unknown }

  /// One thrown error and what the queue must make of it.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var thrown: any Error
    var upgrader: ErrorUpgrader?
    /// Nil: dropped. Otherwise stopped, with this `retryAfter` (itself maybe nil).
    var stopsWith: TimeInterval??
    /// The reported error: a catalog error's `description`, else its type.
    var reported: String

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a catalog error with a retry policy waits its policy's first delay",
      thrown: NetworkError.noConnection, stopsWith: .some(1), reported: "NetworkError.noConnection"),
    Case(
      name: "a Retry-After wins over the policy",
      thrown: NetworkError.rateLimited(retryAfter: 30), stopsWith: .some(30),
      reported: "NetworkError.rateLimited(retryAfter: 30.0)"),
    Case(
      name: "a catalog error without a retry policy is dropped",
      thrown: NetworkError.sessionExpired, stopsWith: nil, reported: "NetworkError.sessionExpired"),
    Case(
      name: "an umbrella's composed retryable case stops",
      thrown: AppError.network(.noConnection), stopsWith: .some(1),
      reported: "AppError.network(NetworkError.noConnection)"),
    Case(
      name: "a URLError of lost connectivity stops without a wait when nothing upgrades it",
      thrown: URLError(.notConnectedToInternet), stopsWith: .some(nil), reported: "URLError"),
    Case(
      name: "a URLError the upgrader maps is reported as the catalog error, with its wait",
      thrown: URLError(.notConnectedToInternet), upgrader: upgrader, stopsWith: .some(1),
      reported: "NetworkError.noConnection"),
    Case(
      name: "a URLError of lost connectivity stops even when upgraded to an error without policy",
      thrown: URLError(.timedOut), upgrader: upgrader, stopsWith: .some(nil),
      reported: "PolicyError.failed"),
    Case(
      name: "an NSError in NSURLErrorDomain counts as the URLError",
      thrown: NSError(domain: NSURLErrorDomain, code: NSURLErrorNetworkConnectionLost),
      stopsWith: .some(nil), reported: "NSError"),
    Case(
      name: "another URLError is dropped, reported as thrown when nothing maps it",
      thrown: URLError(.badServerResponse), upgrader: upgrader, stopsWith: nil, reported: "URLError"
    ),
    Case(
      name: "a foreign error is dropped and reported as thrown: the fallback is not asked",
      thrown: Unmapped(), upgrader: upgrader, stopsWith: nil, reported: "Unmapped"),
  ]

  @Test("each thrown error stops or drops as the catalog says", arguments: cases)
  func classification(_ example: Case) async throws {
    let folder = try StoreFolder()
    let queue = try await makeQueue(in: folder, [1, 2], upgrader: example.upgrader)
    let report = await queue.process(Performer(failing: [1: example.thrown]).perform)
    let failure = report.stopped ?? report.dropped.first
    let reported = failure.map { error in
      (error.error as? any CatalogError)?.description ?? "\(type(of: error.error))"
    }
    #expect(reported == example.reported, "expected \(example.reported), got \(reported ?? "none")")
    if let wait = example.stopsWith {
      #expect(report.stopped != nil, "expected a stop, got \(report.dropped.count) dropped")
      #expect(report.stopped?.retryAfter == wait, "expected a wait of \(String(describing: wait))")
      #expect(try folder.storedEntries().map(\.attempts) == [1, 0])
    } else {
      #expect(report.dropped.count == 1, "expected a drop, got stopped: \(report.stopped != nil)")
      #expect(report.completed.map(\.payload) == [2], "expected the run to go on after the drop")
    }
  }

  @Test(
    "every URLError code of lost connectivity stops the run",
    arguments: [
      URLError.notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost,
      .cannotFindHost, .dnsLookupFailed, .timedOut, .internationalRoamingOff, .dataNotAllowed,
    ])
  func lostConnectivityStops(code: URLError.Code) async throws {
    let folder = try StoreFolder()
    let queue = try await makeQueue(in: folder, [1])
    let report = await queue.process(Performer(failing: [1: URLError(code)]).perform)
    #expect(report.stopped != nil, "expected URLError \(code.rawValue) to stop the run, it dropped")
  }
}
