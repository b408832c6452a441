/// Recovery: the catalog's `RecoveryOption` enum (only when it declares options, as in Swift),
/// `availableRecoveryOptions`, and the untyped `recoveryOptions` and `recoveryActions` that
/// every error has and umbrellas forward.
struct KotlinRecoveryTranslator {
  var context: KotlinTypeContext

  func members() -> [KotlinDeclaration] {
    let forward = { (name: String) in
      { (_: ComposedCasePlan) in KotlinExpression.member(context.wrapped, name) }
    }
    var members: [KotlinDeclaration] = []
    let labels: KotlinExpression
    let actions: KotlinExpression
    if context.hasRecoveryOptions {
      members.append(.enumClass(optionEnum()))
      let list = { (errorCase: CasePlan) -> KotlinExpression in
        .listOf(
          errorCase.recovery.map {
            .member(.typeName("RecoveryOption"), KotlinLexicon.constantName($0))
          })
      }
      // The cases that take `defaults.recovery` share the `else` branch, as they share the
      // catalog's one list: a long default list is never written once per case.
      let inheriting = context.cases.first(where: \.recoveryIsDefault)
      let available = context.whenThis(
        forwarding: { _ in .listOf([]) }, readsParams: false,
        { $0.recoveryIsDefault ? nil : list($0) }, otherwise: inheriting.map(list) ?? .listOf([]))
      members.append(
        .property(
          KotlinProperty(
            doc: KotlinDoc(
              "The options this error offers, in button order; the first is the default."),
            name: "availableRecoveryOptions", type: .list(.named("RecoveryOption")),
            value: .getter(available))))
      let it = KotlinExpression.identifier("it")
      let ownLabels = KotlinExpression.trailingLambda(
        .identifier("availableRecoveryOptions"), "map", .member(it, "label"))
      let ownActions = KotlinExpression.trailingLambda(
        .identifier("availableRecoveryOptions"), "map",
        .call(
          .typeName("RecoveryAction"),
          ["rawValue", "label", "role", "retriesOperation"].map { KotlinArgument(.member(it, $0)) })
      )
      labels = forwardingOrOwn(forward("recoveryOptions"), ownLabels)
      actions = forwardingOrOwn(forward("recoveryActions"), ownActions)
    } else {
      labels = forwardingOrOwn(forward("recoveryOptions"), .listOf([]))
      actions = forwardingOrOwn(forward("recoveryActions"), .listOf([]))
    }
    members.append(
      .property(
        KotlinProperty(
          doc: KotlinDoc("The labels of the error's recovery options in the current language."),
          name: "recoveryOptions", type: .list(.named("String")), value: .getter(labels))))
    members.append(
      .property(
        KotlinProperty(
          doc: KotlinDoc(
            "The error's recovery options as plain values, for code that does not know its type."),
          name: "recoveryActions", type: .list(.named("RecoveryAction")), value: .getter(actions))))
    return members
  }

  /// The composed cases' forwarding, and `own` for every own case.
  private func forwardingOrOwn(
    _ forward: @escaping (ComposedCasePlan) -> KotlinExpression, _ own: KotlinExpression
  ) -> KotlinExpression {
    guard !context.composed.isEmpty else { return own }
    return context.whenThis(forwarding: forward, readsParams: false, { _ in nil }, otherwise: own)
  }

  private func optionEnum() -> KotlinEnum {
    let options = context.plan.recoveryOptions
    let typeName = context.typeName
    let labels = KotlinExpression.methodCall(
      .member(.typeName(typeName), "textTable"), "label",
      [KotlinArgument(.identifier("rawValue")), KotlinArgument(.identifier("locale"))])
    return KotlinEnum(
      doc: KotlinDoc("A recovery option of the catalog: a button that an error can offer."),
      name: "RecoveryOption",
      constructor: [
        KotlinParameter(name: "rawValue", type: .named("String"), binding: .val),
        KotlinParameter(name: "role", type: .named("RecoveryRole"), binding: .val),
        KotlinParameter(name: "retriesOperation", type: .named("Boolean"), binding: .val),
      ],
      entries: options.map { option in
        KotlinEnum.Entry(
          doc: KotlinDoc(option.doc), name: KotlinLexicon.constantName(option.name),
          arguments: [
            .string(option.name),
            KotlinTypeContext.runtimeConstant("RecoveryRole", option.role.rawValue),
            .bool(option.retriesOperation),
          ])
      },
      members: [
        .property(
          KotlinProperty(
            doc: KotlinDoc("The button title in the current language."), name: "label",
            type: .named("String"),
            value: .getter(
              .call(
                .identifier("label"),
                [KotlinArgument(.member(.typeName(typeName), "currentLocale"))])))),
        .function(
          KotlinFunction(
            doc: KotlinDoc("The button title in the catalog locale that `locale` resolves to."),
            name: "label", parameters: [KotlinParameter(name: "locale", type: .named("String"))],
            returnType: .named("String"), body: labels)),
      ])
  }
}
