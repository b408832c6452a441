/// The names a catalog declares (its recovery options, its retry policies), for a rule that
/// reports the names a case uses without declaring them.
///
/// Every name a case uses is looked up: past a few declarations, in a set. The message for an
/// undeclared name is made once, and the "did you mean" suggestions of all of them share one
/// budget (`Suggestion.Budget`): a hostile catalog uses thousands of undeclared names and
/// declares thousands, and a suggestion for each would compare it with every declaration.
struct DeclaredNames {
  /// The declared names, in the catalog's order.
  let names: [String]
  private let index: Set<String>?
  private var budget: Suggestion.Budget
  private var messages: [String: String] = [:]

  init(_ names: [String], comparisons: Int) {
    self.names = names
    index = names.count > RecoveryRoles.scanned ? Set(names) : nil
    budget = Suggestion.Budget(comparisons: comparisons)
  }

  func contains(_ name: String) -> Bool {
    index?.contains(name) ?? names.contains(name)
  }

  /// The message for the undeclared `name`: `make(name, names, closest)`, with the closest
  /// declared name while the budget lasts, the same message each time `name` comes.
  mutating func message(
    for name: String, _ make: (_ name: String, _ declared: [String], _ match: String?) -> String
  ) -> String {
    if let known = messages[name] { return known }
    let message = make(
      name, names, Suggestion.closest(to: name, in: names, budget: &budget))
    messages[name] = message
    return message
  }
}
