/// Writes a starting implementation of a catalog's recovery attempter protocol: what
/// `errorgen stubs` prints.
///
/// The stub is a struct that conforms to `<Type>RecoveryAttempter` with one method per recovery
/// option whose role is not `cancel`, in declaration order, each with the option's doc comment
/// and a body that compiles as written (`return false`: not recovered) behind a `TODO` that says
/// what to write. It is meant to be written once and then edited by hand, so unlike generated
/// code it is internal, imports nothing (it lives next to the generated type) and says so.
public enum RecoveryStubGenerator {
  /// The stub's type name when none is given: `NetworkErrorRecovery` for `NetworkError`, read
  /// as `NetworkError.recoveryAttempter = NetworkErrorRecovery()`.
  public static func defaultTypeName(for catalog: Catalog) -> String {
    catalog.typeName.value + "Recovery"
  }

  /// Whether `catalog` has an option to stub: one whose role is not `cancel`.
  public static func hasOptionsToStub(_ catalog: Catalog) -> Bool {
    catalog.recoveryOptions.contains { $0.role.value != .cancel }
  }

  /// The stub's source text, or nil when the catalog has no option to stub.
  public static func generate(_ catalog: Catalog, typeName: String? = nil) -> String? {
    guard let file = describe(catalog, typeName: typeName) else { return nil }
    return SwiftRenderer.render(file)
  }

  static func describe(_ catalog: Catalog, typeName: String?) -> StubFileDescription? {
    guard hasOptionsToStub(catalog) else { return nil }
    let plan = CatalogPlanner.plan(catalog)
    let errorType = plan.typeName
    let name = typeName ?? defaultTypeName(for: catalog)
    let methods = plan.recoveryOptions.filter { $0.role != .cancel }.map { option in
      method(option, errorType: errorType, locale: plan.defaultLocale)
    }
    let usage = "\(errorType).recoveryAttempter = \(name)()"
    return StubFileDescription(
      headerComment:
        "Written by errorgen stubs from \(fileName(catalog.file)) as a starting point: "
        + "yours to edit.",
      structure: StubStructDescription(
        comment: .doc(
          "Recovers from `\(errorType)`: one method per recovery option of the catalog that is "
            + "not a cancel.\n\nInstall it once at launch:\n\n```swift\n\(usage)\n```"),
        name: name,
        conformances: [errorType + "RecoveryAttempter"],
        methods: methods))
  }

  /// The last component of a path: `Network.errors.yaml`.
  private static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }

  private static func method(_ option: RecoveryOptionPlan, errorType: String, locale: String)
    -> StubMethodDescription
  {
    let optionName = option.name
    let label = option.label.value(of: locale)?.written.first?.template.text ?? optionName
    var doc = option.doc.map { $0 + "\n\n" } ?? ""
    doc += "Returns whether it recovered from `error`."
    if option.retriesOperation {
      doc += " When it did, the failed operation runs again."
    }
    return StubMethodDescription(
      comment: .doc(doc),
      function: FunctionDescription(
        kind: .function(name: optionName),
        parameters: [ParameterDescription(label: "_", name: "error", type: .named(errorType))],
        isAsync: true,
        returnType: .named("Bool")),
      placeholder: "TODO: recover from `error` for the \"\(label)\" option, then return true.",
      body: [.return(.literal(.bool(false)))])
  }
}
