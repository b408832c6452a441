/// The nested `RecoveryOption` enum: one case per option of the catalog, in declaration order,
/// with its role, whether it retries the operation, and its localized label.
struct RecoveryOptionTranslator {
  var context: ErrorTypeContext

  private var access: AccessModifier { context.access }
  private var options: [RecoveryOptionPlan] { context.plan.recoveryOptions }

  func declaration() -> Declaration {
    var members: [Declaration] = options.map { option in
      Declaration.enumCase(EnumCaseDescription(name: option.name)).documented(option.doc)
    }
    members.append(
      perOption("role", .named("RecoveryRole")) { .member(nil, $0.role.rawValue) }
        .documented("How the option's button looks and where it goes."))
    members.append(
      perOption("retriesOperation", .bool) { .literal(.bool($0.retriesOperation)) }
        .documented("Whether the failed operation should run again once this option recovered."))
    let owner = Expression.identifier(context.typeName)
    members.append(
      .computed(
        access, "label", .string,
        [
          .expression(
            .call(
              .identifier("label"),
              [ArgumentDescription("locale", .dot(owner, "currentLocale"))]))
        ]
      ).documented("The button title in the current locale."))
    let lookup = TextsTranslator.lookup(
      "label", of: .identifier("rawValue"), owner: owner, arguments: nil)
    members.append(
      .method(
        access, "label", [ParameterDescription(name: "locale", type: .string)], returns: .string,
        [.expression(lookup)]
      ).documented("The button title in the catalog locale that `locale` resolves to."))
    return .enumeration(
      EnumDescription(
        access: access, name: "RecoveryOption",
        conformances: ["String", "CaseIterable", "Sendable"],
        members: members)
    ).documented("A recovery option of the catalog: a button that an error can offer.")
  }

  private func perOption(
    _ name: String, _ type: TypeDescription, _ value: (RecoveryOptionPlan) -> Expression
  ) -> Declaration {
    let cases: [SwitchCaseDescription] = options.map { option in
      .when([.enumCase(name: option.name, bindings: [])], .expression(value(option)))
    }
    return .computed(access, name, type, [.returning(.selfValue, cases)])
  }
}
