import HummingbirdApp
import Logging
import ServerCatalog
import ServiceLifecycle
import Vapor
import VaporApp

/// The server frameworks of the example.
enum Framework: String, CaseIterable, Sendable, CustomStringConvertible {
  case hummingbird, vapor

  var description: String { rawValue }
}

/// An app listening on 127.0.0.1, and how to stop it.
struct RunningServer: Sendable {
  var port: Int
  var stop: @Sendable () async -> Void

  /// Starts `framework`'s app on a free port of 127.0.0.1; its log lines go to `recorder`.
  static func start(
    _ framework: Framework, withMiddleware: Bool = true, recorder: LogRecorder
  ) async throws -> RunningServer {
    switch framework {
    case .hummingbird: try await hummingbird(withMiddleware: withMiddleware, recorder: recorder)
    case .vapor: try await vapor(withMiddleware: withMiddleware, recorder: recorder)
    }
  }

  /// Runs `body` with `framework`'s app listening, and stops the app after it, also when
  /// `body` throws.
  static func with<Result>(
    _ framework: Framework, withMiddleware: Bool = true, recorder: LogRecorder = LogRecorder(),
    _ body: (RunningServer) async throws -> Result
  ) async throws -> Result {
    let server = try await start(framework, withMiddleware: withMiddleware, recorder: recorder)
    do {
      let result = try await body(server)
      await server.stop()
      return result
    } catch {
      await server.stop()
      throw error
    }
  }

  private static func hummingbird(
    withMiddleware: Bool, recorder: LogRecorder
  ) async throws -> RunningServer {
    let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
    let app = HummingbirdApp.application(
      withMiddleware: withMiddleware, logger: recorder.logger(label: "hummingbird")
    ) { port in
      continuation.yield(port)
      continuation.finish()
    }
    let group = ServiceGroup(
      services: [app], gracefulShutdownSignals: [], logger: recorder.logger(label: "services"))
    let task = Task { try await group.run() }
    let stop: @Sendable () async -> Void = {
      await group.triggerGracefulShutdown()
      _ = await task.result
    }
    // The stream ends without a port when the server fails to start.
    var iterator = ports.makeAsyncIterator()
    guard let port = await iterator.next(), port > 0 else {
      await stop()
      throw ServerStartError(framework: .hummingbird)
    }
    return RunningServer(port: port, stop: stop)
  }

  private static func vapor(withMiddleware: Bool, recorder: LogRecorder) async throws
    -> RunningServer
  {
    let app = try await Application.make(.testing, logger: recorder.logger(label: "vapor"))
    VaporApp.configure(app, withMiddleware: withMiddleware)
    do {
      try await app.server.start(address: .hostname("127.0.0.1", port: 0))
    } catch {
      try? await app.asyncShutdown()
      throw error
    }
    let stop: @Sendable () async -> Void = {
      await app.server.shutdown()
      try? await app.asyncShutdown()
    }
    guard let port = app.http.server.shared.localAddress?.port else {
      await stop()
      throw ServerStartError(framework: .vapor)
    }
    return RunningServer(port: port, stop: stop)
  }
}

/// The app did not start listening.
struct ServerStartError: Error {
  var framework: Framework
}
