import ErrorGenRuntime
import Foundation
import Testing

struct ErrorHandlerTests {
  struct Unrelated: Error {}

  @Test("an error handled at a leaf goes up to the root, then down the chain to the leaf")
  func topDownOrder() async {
    let log = Log()
    let root = ErrorHandler()
      .on(NetworkError.self) { _ in
        log.append("root")
        return .pass
      }
    let screen = ErrorHandler(parent: root)
      .on(NetworkError.self) { _ in
        log.append("screen")
        return .pass
      }
    let cell = ErrorHandler(parent: screen)
      .on(NetworkError.self) { _ in
        log.append("cell")
        return .pass
      }
    let handled = await cell.handle(NetworkError.noConnection)
    #expect(log.entries == ["root", "screen", "cell"])
    #expect(!handled)
    #expect(cell.parent === screen)
    #expect(root.parent == nil)
  }

  @Test("handling at a middle node does not reach the nodes below it")
  func childrenAreNotAsked() async {
    let log = Log()
    let root = ErrorHandler()
    let screen = ErrorHandler(parent: root)
    ErrorHandler(parent: screen).on(NetworkError.self) { _ in
      log.append("cell")
      return .consume
    }
    #expect(await screen.handle(NetworkError.noConnection) == false)
    #expect(log.entries == [])
  }

  @Test("consume ends the walk: later handlers, at this node and below, do not see the error")
  func consumeStops() async {
    let log = Log()
    let root = ErrorHandler()
      .on(NetworkError.sessionExpired) { _ in
        log.append("signOut")
        return .consume
      }
      .on(NetworkError.self) { _ in
        log.append("root typed")
        return .consume
      }
    let screen = ErrorHandler(parent: root)
      .on(NetworkError.self) { _ in
        log.append("screen")
        return .consume
      }
    #expect(await screen.handle(NetworkError.sessionExpired))
    #expect(log.entries == ["signOut"])
  }

  @Test("replace offers the new error to the rest of the chain, and the old one to no one")
  func replaceContinuesWithNewError() async {
    let log = Log()
    let root = ErrorHandler()
      .on(NetworkError.sessionExpired) { _ in .replace(with: AppError.signedOut) }
      .on(NetworkError.self) { error in
        log.append("network \(error)")
        return .pass
      }
    let screen = ErrorHandler(parent: root)
      .on(AppError.signedOut) { error in
        log.append("screen \(error)")
        return .consume
      }
    #expect(await screen.handle(NetworkError.sessionExpired))
    #expect(log.entries == ["screen AppError.signedOut"])
  }

  @Test(
    "catches match by type, by value, or by predicate",
    arguments: [
      (NetworkError.noConnection, ["typed", "value", "predicate"]),
      (NetworkError.serverError(statusCode: 500), ["typed", "predicate"]),
      (NetworkError.serverError(statusCode: 503), ["typed", "predicate"]),
      (NetworkError.sessionExpired, ["typed"]),
      (AppError.network(.noConnection), ["typed", "value", "predicate"]),
      (AppError.unknown, []),
      (Unrelated(), []),
    ] as [(any Error, [String])])
  func catchKinds(error: any Error, expected: [String]) async {
    let log = Log()
    let handler = ErrorHandler()
      .on(NetworkError.self) { _ in
        log.append("typed")
        return .pass
      }
      .on(NetworkError.noConnection) { _ in
        log.append("value")
        return .pass
      }
      .on(
        where: { ($0 as? any CatalogError)?.isRetryable == true },
        do: { _ in
          log.append("predicate")
          return .pass
        })
    #expect(await handler.handle(error) == false)
    #expect(log.entries == expected, "for \(error)")
  }

  @Test("a typed catch of the wrapped type gets the wrapped error out of an umbrella")
  func typedCatchUnwraps() async {
    let caught = LockedValue<NetworkError?>(nil)
    let handler = ErrorHandler().on(NetworkError.self) { error in
      caught.value = error
      return .consume
    }
    #expect(await handler.handle(AppError.network(.sessionExpired)))
    #expect(caught.value == .sessionExpired)
  }

  @Test("listeners observe each error at their node before its handlers, and handle nothing")
  func listenersOnlyObserve() async {
    let log = Log()
    let root = ErrorHandler()
      .on(NetworkError.self) { _ in .replace(with: AppError.unknown) }
      .listen { error in log.append("root saw \(error)") }
    let screen = ErrorHandler(parent: root)
      .on(AppError.unknown) { _ in
        log.append("screen consumed")
        return .consume
      }
      .listen { error in log.append("screen saw \(error)") }
    #expect(await screen.handle(NetworkError.noConnection))
    #expect(await ErrorHandler(parent: root).handle(AppError.signedOut) == false)
    #expect(
      log.entries == [
        "root saw NetworkError.noConnection", "screen saw AppError.unknown", "screen consumed",
        "root saw AppError.signedOut",
      ])
  }

  @Test(
    "the completion form reports whether a handler consumed the error", arguments: [true, false])
  func completion(consume: Bool) async {
    let handler = ErrorHandler().on(NetworkError.self) { _ in consume ? .consume : .pass }
    let handled = await withCheckedContinuation { continuation in
      handler.handle(NetworkError.noConnection) { continuation.resume(returning: $0) }
    }
    #expect(handled == consume)
  }

  @Test("many tasks may add handlers and handle errors at once; every error is handled once")
  func concurrentUse() async {
    let root = ErrorHandler()
    let consumed = Counter()
    let seen = Counter()
    root.listen { _ in seen.increment() }
    root.on(NetworkError.self) { _ in
      consumed.increment()
      return .consume
    }
    let screen = ErrorHandler(parent: root)
    let results = await withTaskGroup(of: Bool.self) { group in
      for index in 0..<200 {
        group.addTask {
          if index.isMultiple(of: 4) { screen.listen { _ in } }
          return await screen.handle(NetworkError.serverError(statusCode: 500 + index % 100))
        }
      }
      return await group.reduce(into: [Bool]()) { $0.append($1) }
    }
    #expect(results.count == 200)
    #expect(results.allSatisfy { $0 })
    #expect(consumed.count == 200)
    #expect(seen.count == 200)
  }

  @MainActor
  @Test("a handler may be a @MainActor closure that touches main-actor state")
  func mainActorHandler() async {
    final class Screen { var banner: String? }  // not Sendable: main actor only
    let screen = Screen()
    let handler = ErrorHandler().on(NetworkError.self) { @MainActor error in
      screen.banner = error.caseName
      return .consume
    }
    #expect(await handler.handle(NetworkError.noConnection))
    #expect(screen.banner == "noConnection")
  }
}
