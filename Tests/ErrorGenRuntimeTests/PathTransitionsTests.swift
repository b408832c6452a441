import Testing

@testable import ErrorGenRuntime

/// The rule `ConnectivityMonitor` calls its action by (Network itself exists only on Apple
/// platforms): each time the path becomes satisfied, and only then.
struct PathTransitionsTests {
  @Test(
    "the action runs when the path becomes satisfied, not again while it stays so",
    arguments: [
      ([true], [true]),
      ([false, true], [false, true]),
      ([true, true, false, false, true, true], [true, false, false, false, true, false]),
      ([false, false], [false, false]),
    ] as [([Bool], [Bool])])
  func becameSatisfied(statuses: [Bool], expected: [Bool]) {
    var transitions = PathTransitions()
    let got = statuses.map { transitions.becameSatisfied($0) }
    #expect(got == expected, "expected \(expected) for \(statuses), got \(got)")
  }
}
