/// The role of each option a catalog declares, by name: the first declaration of a name, as
/// `Catalog.recoveryOption(named:)` finds it, without copying declarations.
///
/// Rules about recovery look up every option of every case: a catalog declares a few options,
/// and comparing a few short names costs less than hashing one; a catalog that declares many
/// is looked up through a dictionary instead.
struct RecoveryRoles {
  private var few: [(name: String, role: RecoveryOptionDecl.Role)] = []
  private var many: [String: RecoveryOptionDecl.Role] = [:]

  /// Past this many options, a dictionary.
  static let scanned = 16

  init(_ catalog: Catalog) {
    let options = catalog.recoveryOptions
    if options.count <= Self.scanned {
      for index in options.indices
      where !few.contains(where: { $0.name == options[index].name.value }) {
        few.append((options[index].name.value, options[index].role.value))
      }
    } else {
      for index in options.indices where many[options[index].name.value] == nil {
        many[options[index].name.value] = options[index].role.value
      }
    }
  }

  /// The roles of `catalog`'s options.
  static func of(_ catalog: Catalog) -> RecoveryRoles {
    RecoveryRoles(catalog)
  }

  /// The role of the option declared under `name`; nil when none is.
  func role(of name: String) -> RecoveryOptionDecl.Role? {
    if many.isEmpty {
      for entry in few where entry.name == name { return entry.role }
      return nil
    }
    return many[name]
  }
}
