/// `// MARK: - Texts`: the `LocalizedError` texts, in the current locale or a given one.
///
/// Texts are data: every text of every locale is a line of one string literal
/// (`textTableSource`, made by `TextTable`), which the runtime's `ErrorTextTable` reads on first
/// use. The code around it only says which case asks (`caseName`) and what its placeholders
/// show (`params`, the one switch over the cases' values), so a catalog costs
/// its app the bytes of its texts, at every size and in every locale.
struct TextsTranslator {
  var context: ErrorTypeContext

  /// The three localized texts of a case, by member name.
  private enum Text: String, CaseIterable {
    case errorDescription, failureReason, recoverySuggestion

    var kind: TextKind {
      switch self {
      case .errorDescription: .message
      case .failureReason: .reason
      case .recoverySuggestion: .suggestion
      }
    }
  }

  /// The names of the members that hold the table: a case of that name would clash.
  static let tableName = "textTable"
  static let tableSourceName = "textTableSource"

  /// Each text's property and function, the help anchor, then the helpers.
  func members() -> [Declaration] {
    var members = Text.allCases.flatMap {
      [currentLocaleProperty($0.rawValue), localeFunction($0)]
    }
    members.append(helpAnchor())
    members.append(currentLocale())
    guard !context.cases.isEmpty || context.hasRecoveryOptions else { return members }
    members.append(
      .variable(
        VariableDescription(
          access: .private, isStatic: true, kind: .let, name: Self.tableName,
          value: .call(
            .identifier("ErrorTextTable"),
            [
              ArgumentDescription("locales", .identifier("locales")),
              ArgumentDescription("defaultLocale", .identifier("defaultLocale")),
              ArgumentDescription("table", .identifier(Self.tableSourceName)),
            ]))
      ).documented("The catalog's texts, read from `\(Self.tableSourceName)` on first use."))
    members.append(
      Declaration.rawText(
        access: .private, name: Self.tableSourceName, lines: TextTable.lines(context.plan)
      ).documented(
        "Every text of the catalog, one per line under its case's `[name]`: "
          + "`text.locale = value`, and `text.locale.category` for a plural variant."))
    return members
  }

  /// `currentLocale`: the catalog locale to show texts in now.
  private func currentLocale() -> Declaration {
    .computed(
      .private, "currentLocale", .string, isStatic: true,
      [
        .expression(
          .method(
            .identifier("ErrorLocalization"), "currentLocale",
            ArgumentDescription("in", .identifier("locales")),
            ArgumentDescription("defaultLocale", .identifier("defaultLocale"))))
      ]
    ).documented("The catalog locale to show texts in now.")
  }

  /// A text of the case (or option) `name` from the table: `text(.reason, of: ...)`, which
  /// may be nil, or `message(of: ...)` and `label(of: ...)`, which never are.
  static func lookup(
    _ kind: String, of name: Expression, owner: Expression, arguments: Expression?
  ) -> Expression {
    let total = kind == TextKind.message.rawValue || kind == "label"
    var labelled = total ? [] : [ArgumentDescription(nil, .member(nil, kind))]
    labelled += [
      ArgumentDescription("of", name), ArgumentDescription("locale", .identifier("locale")),
    ]
    if let arguments { labelled.append(ArgumentDescription("arguments", arguments)) }
    return .call(.member(.member(owner, tableName), total ? kind : "text"), labelled)
  }

  /// A lookup of the own case's text `kind`, with its placeholders' values (redacted ones
  /// when `redacting`), read from `params` (`TextArguments(_:redacting:)`).
  func ownText(_ kind: TextKind, redacting: Bool) -> Expression {
    let arguments = Expression.call(
      .identifier("TextArguments"),
      [
        .value(.identifier(IdentityTranslator.paramsName)),
        ArgumentDescription("redacting", .literal(.bool(redacting))),
      ])
    return Self.lookup(
      kind.rawValue, of: .identifier("caseName"), owner: .keyword("Self"), arguments: arguments)
  }

  /// `var errorDescription: String?`: the text in the current locale; composed cases forward.
  private func currentLocaleProperty(_ name: String) -> Declaration {
    let ownCall = Expression.call(
      .identifier(name), [ArgumentDescription("locale", context.staticMember("currentLocale"))])
    guard !context.composed.isEmpty else {
      return .computed(context.access, name, .optional(.string), [.expression(ownCall)])
    }
    var cases = context.composed.map {
      context.forwarding($0, .expression(.dot(.identifier("error"), name)))
    }
    if !context.cases.isEmpty { cases.append(.otherwise(.expression(ownCall))) }
    return .computed(context.access, name, .optional(.string), [.returning(.selfValue, cases)])
  }

  /// `func errorDescription(locale: String) -> String`: composed cases forward, own cases read
  /// the table.
  private func localeFunction(_ text: Text) -> Declaration {
    let name = text.rawValue
    let optional = text != .errorDescription
    let resultType: TypeDescription = optional ? .optional(.string) : .string
    let parameters = [ParameterDescription(name: "locale", type: .string)]
    let forwarded = context.composed.map {
      context.forwarding(
        $0,
        .return(
          .method(.identifier("error"), name, ArgumentDescription("locale", .identifier("locale"))))
      )
    }
    let described = context.cases.contains { $0.texts.contains { $0.kind == text.kind } }
    let own: Expression
    if described {
      own = ownText(text.kind, redacting: false)
    } else {
      own = optional ? .nil : .string("")
    }
    let body: [CodeBlockItem]
    if forwarded.isEmpty {
      body = [.expression(own)]
    } else if context.cases.isEmpty {
      body = [.switching(.selfValue, forwarded)]
    } else {
      body = [.switching(.selfValue, forwarded + [.otherwise(.return(own))])]
    }
    return .method(context.access, name, parameters, returns: resultType, body)
  }

  /// `var helpAnchor: String?`: the case's `help`, not localized.
  private func helpAnchor() -> Declaration {
    var cases = context.composed.map {
      context.forwarding($0, .expression(.dot(.identifier("error"), "helpAnchor")))
    }
    let helped = context.cases.filter { $0.help != nil }
    cases += helped.map { .returns([context.pattern($0)], .string($0.help ?? "")) }
    guard !cases.isEmpty else {
      return .computed(context.access, "helpAnchor", .optional(.string), [.expression(.nil)])
    }
    if helped.count < context.cases.count { cases.append(.otherwise(.expression(.nil))) }
    return .computed(
      context.access, "helpAnchor", .optional(.string), [.returning(.selfValue, cases)])
  }
}
