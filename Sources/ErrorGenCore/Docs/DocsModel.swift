/// An error reference as plain values: what `errorgen docs` says about catalogs, before any
/// Markdown or HTML exists. Only the two renderers write text, and they escape every piece of
/// catalog text, so that a message holding `<script>`, `|` or backticks never becomes markup.
public enum DocInline: Hashable, Sendable {
  case text(String)
  /// Text shown as code (a name, a type, a status).
  case code(String)
  case strong(String)
  /// A link to a catalog's page, or to a case on it.
  case link(String, DocTarget)
}

/// Where a link goes: each renderer turns it into its own kind of address.
public enum DocTarget: Hashable, Sendable {
  /// A catalog: `Stem.md` in Markdown, `#anchor` in the one HTML page (its type name, which
  /// has no dot, so that it never equals a case's identifier: a domain `com.example` with a
  /// case `network` beside a domain `com.example.network`).
  case catalog(stem: String, anchor: String)
  /// A case: `Stem.md#identifier`, or `#identifier`.
  case errorCase(stem: String, identifier: String)
  /// An http or https address (others are shown as text, never linked).
  case external(String)
}

/// A block of a page.
public enum DocBlock: Hashable, Sendable {
  case heading(level: Int, [DocInline], anchor: String?)
  case paragraph([DocInline])
  case list([[DocInline]])
  case table(header: [String], rows: [[[DocInline]]])
}

/// One page: `index` or a catalog's stem.
public struct DocPage: Hashable, Sendable {
  public var name: String
  public var title: String
  public var blocks: [DocBlock]
}

/// The order of the cases in a catalog's table and sections.
public enum DocsCaseOrder: String, CaseIterable, Sendable {
  /// By code, as support staff look a code up (the default).
  case code
  /// As the catalog declares them.
  case declaration
}

/// Builds the pages from checked catalogs.
enum DocsModelBuilder {
  /// The link target of a catalog's page: its type name (`DocTarget.catalog`).
  static func anchor(of catalog: Catalog) -> String { catalog.typeName.value }

  static func index(_ catalogs: [Catalog]) -> DocPage {
    let rows = catalogs.map { catalog -> [[DocInline]] in
      [
        [.link(catalog.domain.value, .catalog(stem: catalog.stem, anchor: anchor(of: catalog)))],
        [.code(catalog.typeName.value)],
        [.text(catalog.doc ?? "")],
        [.text("\(catalog.cases.count + catalog.composed.count)")],
      ]
    }
    return DocPage(
      name: "index", title: "Error reference",
      blocks: [
        .heading(level: 1, [.text("Error reference")], anchor: nil),
        .table(header: ["Domain", "Type", "Description", "Cases"], rows: rows),
      ])
  }

  static func page(_ catalog: Catalog, order: DocsCaseOrder = .code) -> DocPage {
    var blocks: [DocBlock] = [
      .heading(level: 1, [.text(catalog.typeName.value)], anchor: anchor(of: catalog))
    ]
    // Sorted stably: equal codes (an error, so not in a reference) would keep their order.
    let cases =
      order == .code
      ? catalog.cases.enumerated().sorted {
        ($0.element.code.value, $0.offset) < ($1.element.code.value, $1.offset)
      }.map(\.element) : catalog.cases
    if let doc = catalog.doc { blocks.append(.paragraph([.text(doc)])) }
    var facts: [[DocInline]] = [
      [.strong("Domain:"), .text(" "), .code(catalog.domain.value)],
      [.strong("Type:"), .text(" "), .code(catalog.typeName.value)],
      [.strong("Locales:"), .text(" "), .text(catalog.locales.joined(separator: ", "))],
    ]
    if let range = catalog.codeRange?.value {
      facts.append([
        .strong("Codes:"), .text(" " + codes(lower: range.lowerBound, upper: range.upperBound)),
      ])
    }
    if !catalog.reservedCodes.isEmpty {
      let reserved = catalog.reservedCodes.map {
        codes(lower: $0.value.lowerBound, upper: $0.value.upperBound)
      }
      facts.append(
        [.strong("Reserved codes (never reused):"), .text(" " + reserved.joined(separator: ", "))])
    }
    blocks.append(.list(facts))
    blocks.append(.heading(level: 2, [.text("Cases")], anchor: nil))
    let rows = cases.map { errorCase -> [[DocInline]] in
      let identifier = catalog.domain.value + "." + errorCase.name.value
      return [
        [.text("\(errorCase.code.value)")],
        [.link(identifier, .errorCase(stem: catalog.stem, identifier: identifier))],
        [.text(message(errorCase, locale: catalog.defaultLocale.value))],
        [.text(errorCase.kind.value.rawValue)],
        [.text(http(errorCase))],
        [.text(errorCase.serverCodes.map(\.value).joined(separator: ", "))],
        [.text(retry(errorCase.retry, in: catalog))],
        [.text(errorCase.presentation.value.rawValue)],
      ]
    }
    blocks.append(
      .table(
        header: [
          "Code", "Identifier", "Message (\(catalog.defaultLocale.value))", "Kind", "HTTP",
          "Server codes", "Retry", "Presentation",
        ],
        rows: rows))
    for composed in catalog.composed {
      blocks.append(
        .paragraph([
          .strong("Composed:"), .text(" "), .code(composed.name.value), .text(" wraps "),
          .code(composed.typeName.value), .text(" and takes its codes."),
        ]))
    }
    // By name once: a case's lookups then cost nothing per option, however many there are.
    var options: [String: RecoveryOptionDecl] = [:]
    for option in catalog.recoveryOptions where options[option.name.value] == nil {
      options[option.name.value] = option
    }
    for errorCase in cases { blocks += section(errorCase, in: catalog, options: options) }
    return DocPage(name: catalog.stem, title: catalog.typeName.value, blocks: blocks)
  }

  private static func section(
    _ errorCase: CatalogCase, in catalog: Catalog, options: [String: RecoveryOptionDecl]
  ) -> [DocBlock] {
    let identifier = catalog.domain.value + "." + errorCase.name.value
    var blocks: [DocBlock] = [
      .heading(level: 3, [.text(errorCase.name.value)], anchor: identifier)
    ]
    if let deprecated = errorCase.deprecated {
      blocks.append(.paragraph([.strong("Deprecated:"), .text(" " + deprecated)]))
    }
    if let doc = errorCase.doc { blocks.append(.paragraph([.text(doc)])) }
    blocks.append(
      .list([
        [.strong("Code:"), .text(" \(errorCase.code.value)")],
        [.strong("Identifier:"), .text(" "), .code(identifier)],
        [.strong("Kind:"), .text(" " + errorCase.kind.value.rawValue)],
        [.strong("Presentation:"), .text(" " + errorCase.presentation.value.rawValue)],
        [.strong("Retry:"), .text(" " + retry(errorCase.retry, in: catalog))],
      ]))
    let texts: [(String, LocalizedText?)] = [
      ("Message", errorCase.message), ("Reason", errorCase.reason),
      ("Suggestion", errorCase.suggestion),
    ]
    for (title, text) in texts {
      guard let text else { continue }
      blocks.append(.paragraph([.strong(title)]))
      // A plural variant is named by its category: `en` (`one`): …
      blocks.append(
        .list(
          text.translations.map { translation in
            var line: [DocInline] = [.code(translation.locale.value)]
            if let category = translation.category?.value {
              line += [.text(" ("), .code(category), .text(")")]
            }
            return line + [.text(": " + translation.text)]
          }))
    }
    if !errorCase.params.isEmpty {
      blocks.append(.paragraph([.strong("Params")]))
      blocks.append(
        .table(
          header: ["Name", "Type", "Sensitive", "Description"],
          rows: errorCase.params.map { param in
            [
              [.code(param.name.value)], [.code(param.type.value.description)],
              [.text(param.sensitive ? "yes" : "no")],
              [.text(param.doc ?? param.binding.map { "bound to \($0.value.rawValue)" } ?? "")],
            ]
          }))
    }
    if !errorCase.recovery.isEmpty {
      blocks.append(.paragraph([.strong("Recovery options")]))
      blocks.append(
        .list(
          errorCase.recovery.map { name in
            guard let option = options[name.value] else {
              return [.code(name.value)]
            }
            let labels = option.label.translations.map { "\($0.locale.value): \($0.text)" }
            return [
              .code(name.value), .text(" (\(option.role.value.rawValue)) — "),
              .text(labels.joined(separator: "; ")),
            ]
          }))
    }
    var mappings: [[DocInline]] = []
    if !errorCase.http.isEmpty { mappings.append([.text("HTTP " + http(errorCase))]) }
    for code in errorCase.serverCodes {
      mappings.append([.text("server code "), .code(code.value)])
    }
    for mapping in errorCase.maps {
      let codes = mapping.codes.map { "\($0.value)" }.joined(separator: ", ")
      mappings.append([.code(mapping.domain.value), .text(" " + codes)])
    }
    if !mappings.isEmpty {
      blocks.append(.paragraph([.strong("Mapped from")]))
      blocks.append(.list(mappings))
    }
    if let help = errorCase.help {
      let isWeb = help.hasPrefix("https://") || help.hasPrefix("http://")
      blocks.append(
        .paragraph([
          .strong("Help:"), .text(" "), isWeb ? .link(help, .external(help)) : .text(help),
        ]))
    }
    return blocks
  }

  static func http(_ errorCase: CatalogCase) -> String {
    errorCase.http.map { codes(lower: $0.lower, upper: $0.upper) }.joined(separator: ", ")
  }

  /// `404`, or `500–599` for a range.
  static func codes(lower: Int, upper: Int) -> String {
    lower == upper ? "\(lower)" : "\(lower)–\(upper)"
  }

  /// The message as the default locale writes it (a plural text's `other` variant), with its
  /// placeholders as written.
  static func message(_ errorCase: CatalogCase, locale: String) -> String {
    let translations = errorCase.message.translations
    let own = translations.filter { $0.locale.value == locale }
    let chosen = own.first { $0.category?.value == "other" } ?? own.first ?? translations.first
    return chosen?.text ?? ""
  }

  /// The retry column in one form: `none`, or the number of attempts, then the policy's name
  /// and the param that sets the least delay, where there are: `3 attempts (standard, after
  /// retryAfter)`.
  static func retry(_ spec: RetrySpec, in catalog: Catalog) -> String {
    let policy: RetryPolicyDecl?
    var details: [String] = []
    switch spec.policy {
    case .none: return "none"
    case .named(let name):
      policy = catalog.retryPolicies.first { $0.name?.value == name.value }
      details.append(name.value)
    case .inline(let inline): policy = inline
    }
    if let after = spec.after { details.append("after " + after.value) }
    let attempts = policy.map {
      $0.maxAttempts.value == 1 ? "1 attempt" : "\($0.maxAttempts.value) attempts"
    }
    let detail = details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")"
    return (attempts ?? "retried") + detail
  }
}
