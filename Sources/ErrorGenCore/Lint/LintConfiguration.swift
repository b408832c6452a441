/// A project's `errorgen.yml`: the rules a team waives, severities it raises, and the defaults
/// of flags (`access`, `strict`), read by the command line and both plugins.
///
/// ```yaml
/// disabled_rules: [generic_message]
/// severity: { missing_translation: error }
/// access: public
/// strict: true
/// ```
///
/// Only warnings can be turned off, there or with a case's `lint_ignore`: an error is something
/// the generated code cannot be right with (two cases with one code, a placeholder without a
/// param), so waiving it would only move the failure to the compiler or to users. For the same
/// reason a severity can be raised to `error` but not lowered below a rule's default.
public struct LintConfiguration: Hashable, Sendable {
  /// The rules whose problems are not reported.
  public var disabledRules: Set<RuleID> = []
  /// Rules reported at another severity than their default.
  public var severities: [RuleID: Diagnostic.Severity] = [:]
  /// The access level generated types get, unless `--access` says otherwise.
  public var access: Catalog.Access?
  /// Whether warnings fail `lint`, as `--strict` does.
  public var strict = false

  public init(
    disabledRules: Set<RuleID> = [], severities: [RuleID: Diagnostic.Severity] = [:],
    access: Catalog.Access? = nil, strict: Bool = false
  ) {
    self.disabledRules = disabledRules
    self.severities = severities
    self.access = access
    self.strict = strict
  }

  /// The file name looked for in the current folder (or the package root, by the plugins).
  public static let fileName = "errorgen.yml"

  /// The keys the file allows.
  static let keys = ["disabled_rules", "severity", "access", "strict"]

  /// The configuration in `source`, or nil and why not, each problem located in the file.
  public static func decode(_ source: CatalogSource) -> (LintConfiguration?, [Diagnostic]) {
    let loaded = source.contents.withUnsafeBufferPointer {
      YAMLLoader.load($0, file: source.path)
    }
    guard !loaded.diagnostics.hasErrors else { return (nil, loaded.diagnostics) }
    var reader = ConfigurationReader(file: source.path)
    let configuration = reader.read(loaded.root)
    let diagnostics = loaded.diagnostics + reader.diagnostics
    return (diagnostics.hasErrors ? nil : configuration, diagnostics)
  }

  /// `diagnostics` as the project wants them: disabled rules and the warnings each case's
  /// `lint_ignore` names are left out, severities raised; then a warning for every
  /// `lint_ignore` entry that left nothing out (`unused_lint_ignore`), so that stale waivers
  /// do not pile up.
  public func apply(to diagnostics: [Diagnostic], catalogs: [Catalog]) -> [Diagnostic] {
    var ignored: [String: [(rules: [Located<String>], lines: ClosedRange<Int>)]] = [:]
    for catalog in catalogs {
      for errorCase in catalog.cases where !errorCase.lintIgnore.isEmpty {
        guard let lines = errorCase.lines else { continue }
        ignored[catalog.file, default: []].append((errorCase.lintIgnore, lines))
      }
    }
    var used = Set<SourceLocation>()
    var kept: [Diagnostic] = []
    for var diagnostic in diagnostics {
      let isWaivable =
        diagnostic.severity == .warning && diagnostic.rule != UnusedLintIgnoreRule.id
      if isWaivable && disabledRules.contains(diagnostic.rule) { continue }
      if isWaivable,
        let entry = ignored[diagnostic.file]?.lazy.compactMap({ waiver in
          waiver.lines.contains(diagnostic.line)
            ? waiver.rules.first { $0.value == diagnostic.rule.rawValue } : nil
        }).first
      {
        used.insert(entry.location)
        continue
      }
      if let severity = severities[diagnostic.rule], severity > diagnostic.severity {
        diagnostic.severity = severity
      }
      kept.append(diagnostic)
    }
    for catalog in catalogs {
      for errorCase in catalog.cases {
        for entry in errorCase.lintIgnore where !used.contains(entry.location) {
          kept.append(
            UnusedLintIgnoreRule.unused(entry, caseName: errorCase.name.value, file: catalog.file))
        }
      }
    }
    return Diagnostic.sorted(kept)
  }

  /// The problems of `lint_ignore` entries that cannot waive anything: an unknown rule, or a
  /// rule whose problems are errors.
  static func checkLintIgnore(_ catalog: Catalog) -> [Diagnostic] {
    catalog.cases.flatMap { errorCase in
      errorCase.lintIgnore.compactMap { entry in
        ConfigurationReader.problem(withWaiving: entry.value).map {
          Diagnostic(
            .error, rule: .invalidValue, message: $0, file: catalog.file, location: entry.location)
        }
      }
    }
  }
}

/// Reads the mapping of `errorgen.yml`, reporting each problem at its place.
struct ConfigurationReader {
  let file: String
  private(set) var diagnostics: [Diagnostic] = []

  init(file: String) {
    self.file = file
  }

  mutating func read(_ root: YAMLNode?) -> LintConfiguration {
    var configuration = LintConfiguration()
    guard let root else { return configuration }
    guard let pairs = root.mapping else {
      report("expected a mapping of settings, found \(root.kindDescription)", at: root.location)
      return configuration
    }
    for pair in pairs {
      switch pair.key {
      case "disabled_rules":
        for rule in ruleIDs(pair.value) {
          if let problem = Self.problem(withWaiving: rule.value) {
            report(problem, at: rule.location)
          } else {
            configuration.disabledRules.insert(RuleID(rule.value))
          }
        }
      case "severity":
        readSeverities(pair.value, into: &configuration)
      case "access":
        let text = pair.value.scalar?.text ?? ""
        if let access = Catalog.Access(rawValue: text), pair.value.kind == .scalar {
          configuration.access = access
        } else {
          report(
            "expected public, package or internal, found '\(CatalogMessages.display(text))'",
            at: pair.value.location)
        }
      case "strict":
        switch (pair.value.scalar?.style, pair.value.scalar?.text) {
        case (.plain, "true"): configuration.strict = true
        case (.plain, "false"): configuration.strict = false
        default: report("expected true or false", at: pair.value.location)
        }
      default:
        let suggestion = KeySuggestion.closest(to: pair.key, in: LintConfiguration.keys)
        diagnostics.append(
          CatalogMessages.unknownKey(
            pair.key, suggestion: suggestion, allowed: LintConfiguration.keys, file: file,
            at: pair.keyLocation))
      }
    }
    return configuration
  }

  private mutating func readSeverities(
    _ node: YAMLNode, into configuration: inout LintConfiguration
  ) {
    guard let pairs = node.mapping else {
      report("expected a mapping of rule ids to error or warning", at: node.location)
      return
    }
    for pair in pairs {
      guard let rule = Linter.rule(withID: RuleID(pair.key)) else {
        report(Self.unknownRule(pair.key), at: pair.keyLocation)
        continue
      }
      let text = pair.value.scalar?.text ?? ""
      guard let severity = Diagnostic.Severity(rawValue: text), severity != .note else {
        report(
          "expected error or warning, found '\(CatalogMessages.display(text))'",
          at: pair.value.location)
        continue
      }
      guard severity >= rule.description.severity else {
        report(
          "'\(CatalogMessages.display(pair.key))' reports errors, which cannot be lowered to warnings: the generated code "
            + "would not be right", at: pair.value.location)
        continue
      }
      configuration.severities[rule.description.id] = severity
    }
  }

  private mutating func ruleIDs(_ node: YAMLNode) -> [Located<String>] {
    guard let items = node.sequence else {
      report("expected a list of rule ids", at: node.location)
      return []
    }
    return items.compactMap { item in
      guard let text = item.scalar?.text, item.kind == .scalar, !item.isNull else {
        report("expected a rule id", at: item.location)
        return nil
      }
      return Located(text, at: item.location)
    }
  }

  /// Why `rule` cannot be waived (disabled or ignored), or nil when it can.
  static func problem(withWaiving rule: String) -> String? {
    guard let found = Linter.rule(withID: RuleID(rule)) else { return unknownRule(rule) }
    guard found.description.severity == .warning,
      found.description.id != UnusedLintIgnoreRule.description.id
    else {
      return
        "'\(CatalogMessages.display(rule))' reports errors, which cannot be waived: the generated code would not "
        + "be right"
    }
    return nil
  }

  static func unknownRule(_ rule: String) -> String {
    let ids = Linter.rules.map { $0.description.id.rawValue }
    let hint = KeySuggestion.closest(to: rule, in: ids).map { "; did you mean '\($0)'?" } ?? ""
    return
      "unknown rule '\(CatalogMessages.display(rule))'\(hint) (errorgen lint --list-rules lists them)"
  }

  private mutating func report(_ message: String, at location: SourceLocation) {
    diagnostics.append(
      Diagnostic(.error, rule: .invalidValue, message: message, file: file, location: location))
  }
}
