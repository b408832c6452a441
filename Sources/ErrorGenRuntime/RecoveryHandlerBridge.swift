/// Bridges Foundation's callback-based recovery to Swift concurrency.
///
/// `RecoverableError.attemptRecovery(optionIndex:resultHandler:)` declares its handler without
/// `@Sendable`, yet recovery attempters are `async`. Calling the handler from a task needs the
/// handler to cross into that task; this is the one reviewed place that does it. The handler
/// is called exactly once, from the task, after the operation finishes.
public enum RecoveryHandlerBridge {
  /// Runs `operation` in a new task and passes its result to `resultHandler`, exactly once.
  public static func run(
    _ operation: @escaping @Sendable () async -> Bool,
    resultHandler: @escaping (Bool) -> Void
  ) {
    let handler = UncheckedHandler(call: resultHandler)
    Task {
      let recovered = await operation()
      handler.call(recovered)
    }
  }
}

/// Foundation's handler, carried into a task. Safe because it is called once and not shared.
private struct UncheckedHandler: @unchecked Sendable {
  let call: (Bool) -> Void
}
