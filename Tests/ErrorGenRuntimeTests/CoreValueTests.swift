import ErrorGenRuntime
import Foundation
import Testing

struct PlaceholderValueTests {
  @Test(
    "each param type renders its plain description",
    arguments: [
      ("hello", "hello"),
      (42, "42"),
      (-7, "-7"),
      (Int64.max, "9223372036854775807"),
      (1.5, "1.5"),
      (2.0, "2.0"),
      (true, "true"),
      (false, "false"),
      (Date(timeIntervalSince1970: 0), "1970-01-01T00:00:00Z"),
      (URL(string: "https://example.com/a?b=c")!, "https://example.com/a?b=c"),
      (
        UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!,
        "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
      ),
      (Int?.none, ""),
      (String?.none, ""),
      (Date?.none, ""),
      (Int?.some(3), "3"),
      ([1, 2, 3], "1, 2, 3"),
      ([String](), ""),
      (["a", "b"], "a, b"),
      ([Int?.some(1), nil, 3], "1, , 3"),
    ] as [(any PlaceholderValue, String)])
  func placeholderText(value: any PlaceholderValue, expected: String) {
    #expect(value.placeholderText == expected)
  }

  @Test("ErrorLocalization.placeholder(_:) is the value's placeholderText")
  func placeholderFunction() {
    #expect(ErrorLocalization.placeholder(Optional<Double>.none) == "")
    #expect(ErrorLocalization.placeholder([true, false]) == "true, false")
  }
}

struct LockedValueTests {
  @Test("withLock makes a read and a write one step under concurrency")
  func concurrentIncrements() async {
    let counter = LockedValue(0)
    await withTaskGroup(of: Void.self) { group in
      for _ in 0..<1_000 {
        group.addTask { counter.withLock { $0 += 1 } }
      }
    }
    #expect(counter.value == 1_000)
  }

  @Test("value reads what was written, and withLock returns the body's result")
  func valueAndResult() {
    let names = LockedValue(["a"])
    names.value = ["b"]
    let count = names.withLock { names -> Int in
      names.append("c")
      return names.count
    }
    #expect(names.value == ["b", "c"])
    #expect(count == 2)
  }
}

struct RecoveryHandlerBridgeTests {
  @Test(
    "run(_:resultHandler:) calls the handler exactly once with the operation's answer",
    arguments: [true, false])
  func callsHandlerOnce(answer: Bool) async {
    let results = LockedValue<[Bool]>([])
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      RecoveryHandlerBridge.run({ answer }) { recovered in
        let isFirst = results.withLock {
          $0.append(recovered)
          return $0.count == 1
        }
        if isFirst { continuation.resume() }
      }
    }
    for _ in 0..<100 { await Task.yield() }
    #expect(results.value == [answer])
  }

  @Test("recover(usingOptionAt:) runs the attempter for that option and returns its answer")
  func recoverUsesAttempter() async {
    let attempter = RecordingAttempter(answer: true)
    let recovered = await NetworkError.$testAttempter.withValue(attempter) {
      await NetworkError.noConnection.recover(usingOptionAt: 1)
    }
    #expect(recovered)
    #expect(attempter.log.entries == ["openSettings noConnection"])
  }

  @Test(
    "recover(usingOptionAt:) is false for an index out of range, cancel, or no attempter",
    arguments: [-1, 2, 3])
  func recoverFails(index: Int) async {
    let attempter = RecordingAttempter(answer: true)
    let recovered = await NetworkError.$testAttempter.withValue(attempter) {
      await NetworkError.noConnection.recover(usingOptionAt: index)
    }
    #expect(!recovered)
    #expect(attempter.log.entries.isEmpty)
    #expect(await AppError.unknown.recover(usingOptionAt: 0) == false)
  }
}
