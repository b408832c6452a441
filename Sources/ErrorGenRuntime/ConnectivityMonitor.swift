#if canImport(Network)
  import Foundation
  import Network

  /// Runs an action each time the device's network path becomes usable: on Apple platforms,
  /// the moment to call an `OfflineQueue`'s `process(_:)`.
  ///
  /// It watches `NWPathMonitor` and calls `onSatisfied` when the path becomes `satisfied`
  /// after it was not (and once at `start()` when it already is), never twice at a time: path
  /// changes that arrive while the action runs are looked at when it returns. Linux has no
  /// `Network` framework; there the app calls `process(_:)` itself (docs/RUNTIME.md).
  ///
  /// ```swift
  /// let monitor = ConnectivityMonitor(queue: queue) { entry in
  ///   try await api.send(entry.payload, idempotencyKey: entry.id)
  /// } onReport: { report in
  ///   for failure in report.dropped { await notifyUser(failure) }
  /// }
  /// await monitor.start()
  /// ```
  public actor ConnectivityMonitor {
    private let monitor: PathMonitor
    private let onSatisfied: @Sendable () async -> Void
    private let updates: AsyncStream<Bool>
    private let continuation: AsyncStream<Bool>.Continuation
    private var watcher: Task<Void, Never>?

    /// Creates a monitor of every interface, or only of `interfaceType` (`.wifi` to send large
    /// uploads on Wi-Fi only). It watches nothing until `start()`.
    public init(
      requiring interfaceType: NWInterface.InterfaceType? = nil,
      onSatisfied: @escaping @Sendable () async -> Void
    ) {
      monitor = PathMonitor(
        interfaceType.map { NWPathMonitor(requiredInterfaceType: $0) } ?? NWPathMonitor())
      self.onSatisfied = onSatisfied
      (updates, continuation) = AsyncStream.makeStream(of: Bool.self)
    }

    /// Creates a monitor that processes `queue` with `perform` whenever the path becomes
    /// satisfied, and hands each run's report to `onReport` (to tell the user about dropped
    /// entries, or to log a stop).
    public init<Payload>(
      queue: OfflineQueue<Payload>,
      requiring interfaceType: NWInterface.InterfaceType? = nil,
      perform: @escaping @Sendable (PendingOperation<Payload>) async throws -> Void,
      onReport: @escaping @Sendable (OfflineQueueReport<Payload>) async -> Void = { _ in }
    ) {
      self.init(requiring: interfaceType) {
        await onReport(await queue.process(perform))
      }
    }

    deinit {
      continuation.finish()  // the monitor is cancelled by its own deinit
      watcher?.cancel()
    }

    /// Starts watching the path. Calling it again does nothing.
    public func start() {
      guard watcher == nil else { return }
      let continuation = continuation
      // @Sendable: Network calls the handler on its own queue, never on this actor.
      monitor.path.pathUpdateHandler = { @Sendable path in
        continuation.yield(path.status == .satisfied)
      }
      monitor.path.start(queue: DispatchQueue(label: "ErrorGenRuntime.ConnectivityMonitor"))
      let updates = updates
      let onSatisfied = onSatisfied
      watcher = Task.detached {
        var transitions = PathTransitions()
        for await isSatisfied in updates where transitions.becameSatisfied(isSatisfied) {
          await onSatisfied()
        }
      }
    }

    /// Stops watching for good; an action that runs finishes.
    public func cancel() {
      monitor.path.cancel()
      continuation.finish()
    }
  }

  /// Owns an `NWPathMonitor` and cancels it when released: an actor's `deinit` may not touch a
  /// stored value that is not `Sendable`.
  private final class PathMonitor {
    let path: NWPathMonitor

    init(_ path: NWPathMonitor) {
      self.path = path
    }

    deinit {
      path.cancel()
    }
  }
#endif
