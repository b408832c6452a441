import Testing

@testable import ErrorGenCore

/// The command line hands its catalogs to `ProcessLifetime` instead of freeing them before it
/// exits: what is kept must stay alive and unchanged.
@Suite struct ProcessLifetimeTests {
  final class Tracked {
    let tag: Int
    init(tag: Int) { self.tag = tag }
  }

  @Test func aKeptValueIsNeverFreed() {
    weak var kept: Tracked?
    weak var dropped: Tracked?
    do {
      let one = Tracked(tag: 7)
      let other = Tracked(tag: 8)
      kept = one
      dropped = other
      ProcessLifetime.keep(one)
      ProcessLifetime.keep([7: [one]])
    }
    #expect(dropped == nil, "expected the value that was not kept to be freed")
    #expect(kept?.tag == 7, "expected the kept value to be alive and unchanged")
  }
}
