/// Every rule of `errorgen diff`, in the order of docs/TOOLING.md's table.
public enum DiffRules {
  public static let all: [DiffRule] = [
    removedCase, changedCode, reusedCode, unreservedCode, changedDomain, changedParams,
    reducedAccess, addedRecoveryOption, changedKind, changedRetry, removedMapping, removedLocale,
    removedTranslation, addedCatalog, removedCatalog,
  ]

  public static func rule(withID id: RuleID) -> DiffRule? { all.first { $0.id == id } }

  /// A catalog of one case, `outOfStock`, with `body` (lines under `errors:` or before it).
  private static func shop(_ head: String = "", _ cases: String = one) -> String {
    "errorgen: 1\ndomain: com.example.shop\n\(head)errors:\n\(cases)"
  }
  private static let one = "  outOfStock:\n    code: 1\n    message: Sold out.\n"
  private static let two = one + "  declined:\n    code: 2\n    message: Card declined.\n"

  static let removedCase = DiffRule(
    id: "removed_case", severity: .error,
    summary: "A case is gone and its code is not in codes.reserved: its code may be reused for "
      + "something else, and code that names the case no longer compiles.",
    triggeringExamples: [
      .init(
        baseline: shop("", two), current: "errorgen: 1\ndomain: com.example.shop\n↓errors:\n" + one)
    ],
    nonTriggeringExamples: [
      .init(baseline: shop("", two), current: shop("codes: { reserved: [2] }\n"))
    ])

  static let changedCode = DiffRule(
    id: "changed_code", severity: .error,
    summary:
      "A case's code changed: logs, support pages and servers know the error by its old code.",
    triggeringExamples: [
      .init(
        baseline: shop(), current: shop("", "  outOfStock:\n    code: ↓3\n    message: Sold out.\n")
      )
    ],
    nonTriggeringExamples: [
      .init(
        baseline: shop(),
        current: shop("", "  outOfStock:\n    code: 1\n    message: Sold out today.\n"))
    ])

  static let reusedCode = DiffRule(
    id: "reused_code", severity: .error,
    summary: "A code that belonged to another case, or was reserved, is used: old logs and "
      + "clients read it as the other error.",
    triggeringExamples: [
      .init(
        baseline: shop("", two),
        current: shop("", one + "  expired:\n    code: ↓2\n    message: Card expired.\n")),
      .init(
        baseline: shop("codes: { reserved: [2] }\n"),
        current: shop("", one + "  expired:\n    code: ↓2\n    message: Card expired.\n")),
    ],
    nonTriggeringExamples: [
      .init(
        baseline: shop("codes: { reserved: [2] }\n"),
        current: shop(
          "codes: { reserved: [2] }\n",
          one + "  expired:\n    code: 3\n    message: Card expired.\n"))
    ])

  static let unreservedCode = DiffRule(
    id: "unreserved_code", severity: .error,
    summary: "A code that the baseline reserved is no longer reserved, so nothing stops its reuse.",
    triggeringExamples: [
      .init(
        baseline: shop("codes: { reserved: [2, 5] }\n"),
        current: shop("codes: { reserved: [↓5] }\n")),
      .init(
        baseline: shop("codes: { reserved: [2] }\n"),
        current: "errorgen: 1\ndomain: com.example.shop\n↓errors:\n" + one),
    ],
    nonTriggeringExamples: [
      .init(
        baseline: shop("codes: { reserved: [2] }\n"), current: shop("codes: { reserved: [2, 3] }\n")
      )
    ])

  static let changedDomain = DiffRule(
    id: "changed_domain", severity: .error,
    summary: "The domain of a type changed, or the type name of a domain: errors stored, "
      + "logged or exchanged under the old name no longer match.",
    triggeringExamples: [
      .init(baseline: shop(), current: "errorgen: 1\ndomain: ↓com.example.store\nerrors:\n" + one),
      .init(baseline: shop(), current: shop("type: ↓StoreError\n")),
    ],
    nonTriggeringExamples: [.init(baseline: shop(), current: shop("type: ExampleError\n"))])

  static let changedParams = DiffRule(
    id: "changed_params", severity: .error,
    summary: "A case's params changed label, type, order or count: code that builds or "
      + "matches the case no longer compiles.",
    triggeringExamples: [
      .init(
        baseline: shop("", one + "    params: { item: String }\n"),
        current: shop("", one + "    params: { ↓item: Int }\n"))
    ],
    nonTriggeringExamples: [
      .init(
        baseline: shop("", one + "    params: { item: String }\n"),
        current: shop("", one + "    params: { item: { type: String, doc: The item. } }\n"))
    ])

  static let reducedAccess = DiffRule(
    id: "reduced_access", severity: .error,
    summary: "The access level went down: code outside the module that uses the type no "
      + "longer compiles.",
    triggeringExamples: [
      .init(baseline: shop("access: public\n"), current: shop("access: ↓package\n"))
    ],
    nonTriggeringExamples: [
      .init(baseline: shop("access: package\n"), current: shop("access: public\n"))
    ])

  private static let options = """
    recovery_options:
      retry: { label: Try Again, role: default }
      cancel: { label: Cancel, role: cancel }

    """
  static let addedRecoveryOption = DiffRule(
    id: "added_recovery_option", severity: .warning,
    summary: "A case offers an option the attempter protocol did not have: every "
      + "implementation of the protocol must add a method.",
    triggeringExamples: [
      .init(
        baseline: shop(options, one + "    recovery: [retry, cancel]\n"),
        current: shop(
          options + "  ↓notify: { label: Notify Me }\n",
          one + "    recovery: [retry, notify, cancel]\n"))
    ],
    nonTriggeringExamples: [
      .init(
        baseline: shop(), current: shop(options, one + "    recovery: [retry, cancel]\n"))
    ])

  static let changedKind = DiffRule(
    id: "changed_kind", severity: .warning,
    summary: "A case's kind changed: handlers and analytics that group errors by kind treat it "
      + "differently.",
    triggeringExamples: [
      .init(
        baseline: shop("", one + "    kind: user\n"), current: shop("", one + "    kind: ↓fatal\n"))
    ],
    nonTriggeringExamples: [.init(baseline: shop(), current: shop("", one + "    kind: system\n"))])

  static let changedRetry = DiffRule(
    id: "changed_retry", severity: .warning,
    summary: "A case's retry behaviour changed (policy values, or retrying at all): clients "
      + "and servers see a different load.",
    triggeringExamples: [
      .init(
        baseline: shop(), current: shop("", one + "    retry: ↓{ max_attempts: 2 }\n"))
    ],
    nonTriggeringExamples: [
      .init(
        baseline: shop(
          "retry_policies:\n  quick: { max_attempts: 2 }\n", one + "    retry: quick\n"),
        current: shop("", one + "    retry: { max_attempts: 2 }\n"))
    ])

  static let removedMapping = DiffRule(
    id: "removed_mapping", severity: .warning,
    summary: "A case no longer maps an HTTP status, server code or foreign error that it "
      + "did: those errors now become another case, or none.",
    triggeringExamples: [
      .init(
        baseline: shop("", one + "    http: [404, 410]\n"),
        current: shop("", "  ↓outOfStock:\n    code: 1\n    message: Sold out.\n    http: [404]\n"))
    ],
    nonTriggeringExamples: [
      .init(
        baseline: shop("", one + "    http: [500, 501]\n"),
        current: shop("", one + "    http: [\"500-599\"]\n"))
    ])

  static let removedLocale = DiffRule(
    id: "removed_locale", severity: .warning,
    summary: "A locale that the catalog had is gone from every text: its users now see the "
      + "default locale.",
    triggeringExamples: [
      .init(
        baseline: shop(
          "", "  outOfStock:\n    code: 1\n    message: { en: Sold out., de: Ausverkauft. }\n"),
        current: "errorgen: 1\ndomain: com.example.shop\n↓errors:\n" + one)
    ],
    nonTriggeringExamples: [
      .init(
        baseline: shop(),
        current: shop(
          "", "  outOfStock:\n    code: 1\n    message: { en: Sold out., de: Ausverkauft. }\n"))
    ])

  static let removedTranslation = DiffRule(
    id: "removed_translation", severity: .warning,
    summary: "A text lost a translation that the catalog still has elsewhere: those users see "
      + "this text in the default locale.",
    triggeringExamples: [
      .init(
        baseline: shop(
          "",
          "  outOfStock:\n    code: 1\n    message: { en: Sold out., de: Ausverkauft. }\n    suggestion: { en: Try later., de: Später versuchen. }\n"
        ),
        current: shop(
          "",
          "  outOfStock:\n    code: 1\n    message: { en: Sold out., de: Ausverkauft. }\n    suggestion: ↓Try later.\n"
        ))
    ],
    nonTriggeringExamples: [
      .init(
        baseline: shop(),
        current: shop(
          "", "  outOfStock:\n    code: 1\n    message: Sold out.\n    suggestion: Try later.\n"))
    ])

  static let addedCatalog = DiffRule(
    id: "added_catalog", severity: .note,
    summary: "A catalog that the baseline did not have: nothing of it can break, so it is "
      + "only noted.",
    triggeringExamples: [
      .init(baseline: nil, current: "errorgen: 1\ndomain: ↓com.example.shop\nerrors:\n" + one)
    ],
    nonTriggeringExamples: [.init(baseline: shop(), current: shop())])

  static let removedCatalog = DiffRule(
    id: "removed_catalog", severity: .error,
    summary: "A baseline catalog is gone entirely, with its type and codes (a note with "
      + "--allow-removed-catalogs); reported at the baseline's errors: line.",
    triggeringExamples: [
      .init(baseline: "errorgen: 1\ndomain: com.example.shop\n↓errors:\n" + one, current: nil)
    ],
    nonTriggeringExamples: [.init(baseline: shop(), current: shop())])
}
