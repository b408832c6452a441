/// When a network path "becomes satisfied": the rule `ConnectivityMonitor` applies to the
/// statuses `NWPathMonitor` reports, kept apart from `Network` so that it is tested everywhere.
///
/// The first status counts as a change from unsatisfied, so a monitor started online acts at
/// once. A satisfied path reported again (Wi-Fi to cellular, an interface added) is no change.
struct PathTransitions {
  private var wasSatisfied = false

  /// Whether the path became satisfied with this status.
  mutating func becameSatisfied(_ isSatisfied: Bool) -> Bool {
    defer { wasSatisfied = isSatisfied }
    return isSatisfied && !wasSatisfied
  }
}
