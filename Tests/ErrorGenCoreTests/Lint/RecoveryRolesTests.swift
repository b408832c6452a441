import Testing

@testable import ErrorGenCore

/// `RecoveryRoles` finds an option's role by a scan of a few names, or through a dictionary
/// past `RecoveryRoles.scanned`: both must give the role `Catalog.recoveryOption(named:)` gives.
@Suite struct RecoveryRolesTests {
  @Test(arguments: [1, 3, RecoveryRoles.scanned, RecoveryRoles.scanned + 1, 40])
  func agreesWithTheDeclarations(count: Int) throws {
    let roles = ["default", "cancel", "destructive", "normal"]
    var yaml = "errorgen: 1\ndomain: com.example.app\nrecovery_options:\n"
    for index in 0..<count {
      yaml += "  option\(index): { label: Option \(index), role: \(roles[index % roles.count]) }\n"
    }
    yaml += "errors:\n  failed: { code: 1, message: Could not save the file. }\n"
    let result = ErrorGenPipeline.check([CatalogSource(path: "A.errors.yaml", text: yaml)])
    let catalog = try #require(result.catalogs.first)
    #expect(catalog.recoveryOptions.count == count)
    let found = RecoveryRoles(catalog)
    for index in 0..<count + 2 {
      let name = "option\(index)"
      let expected = catalog.recoveryOption(named: name)?.role.value
      #expect(found.role(of: name) == expected, "\(name): expected \(String(describing: expected))")
    }
    #expect(found.role(of: "") == nil)
  }
}
