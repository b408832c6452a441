/// Runs the lint rules over catalogs that are checked together.
public enum Linter {
  /// Every problem the rules find in `catalogs`, which were decoded without errors or with
  /// errors (rules must cope with a partly decoded catalog).
  public static func lint(_ catalogs: [Catalog]) -> [Diagnostic] {
    []  // TODO(lint issue): the rule set of LINT-RULES.md.
  }
}
