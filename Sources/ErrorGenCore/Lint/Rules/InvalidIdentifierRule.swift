/// `invalid_identifier`: a name that cannot become a Swift name in the generated code as it is
/// written: not an ASCII identifier, a keyword, `__`-prefixed, or the name of a generated member.
public enum InvalidIdentifierRule: CatalogLintRule {
  public static let description = RuleDescription(
    id: "invalid_identifier",
    severity: .error,
    summary:
      "Case, param, option and type names must be ASCII Swift identifiers that are not keywords, "
      + "do not start with `__`, do not clash with generated members such as `samples`, and do "
      + "not hide types that generated code uses, such as `String`; case and option names are "
      + "lowerCamelCase.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          ↓not-found: { code: 1, message: The file was not found. }
          ↓default: { code: 2, message: Could not save the file. }
          ↓samples: { code: 3, message: Could not load the samples. }
          ↓__hidden: { code: 4, message: Could not open the file. }
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        type: StorageError
        recovery_options:
          ↓StorageError: { label: Try Again }
          cancel: { label: Cancel, role: cancel }
        errors:
          ↓String:
            code: 1
            message: Could not read {Int}.
            recovery: [StorageError, cancel]
            params: { ↓Int: Int }
          disk: { code: 2, message: Could not write to the disk. }
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        recovery_options:
          ↓try_again: { label: Try Again }
          cancel: { label: Cancel, role: cancel }
        errors:
          ↓file_not_found: { code: 1, message: The file was not found., recovery: [try_again, cancel] }
          _internalFailure: { code: 2, message: Something inside the app failed. Restart it. }
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        type: ↓Networking
        compose:
          network: Networking.NetworkError
        errors:
          outdated: { code: 1, message: This version is no longer supported. Update the app. }
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        type: ↓RecoveryOption
        errors:
          failed: { code: 1, message: Could not save the file. }
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          ↓currentLocale: { code: 1, message: The locale is not supported. }
          ↓resolvedLocale: { code: 2, message: The locale could not be resolved. }
          ↓recoveryAttempterStorage: { code: 3, message: Could not store the attempter. }
          ↓deprecatedCases: { code: 4, message: Some cases are deprecated. }
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          ↓n\u{0430}me: { code: 1, message: Enter your name. }
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        type: ↓appError
        recovery_options:
          ↓label: { label: Show Label }
          cancel: { label: Cancel, role: cancel }
        errors:
          failed:
            code: 1
            message: Could not save {file}.
            recovery: [label, cancel]
            params:
              ↓2file: String
              file: String
        """),
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        type: AppError
        compose:
          ↓failed: NetworkError
        errors:
          failed: { code: 1, message: Could not save the file. }
        """),
    ],
    nonTriggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        type: AppError
        recovery_options:
          retry: { label: Try Again, role: default }
          cancel: { label: Cancel, role: cancel }
        errors:
          notFound:
            code: 1
            message: The file {fileName} was not found.
            recovery: [retry, cancel]
            params:
              fileName: String
          defaultFailure: { code: 2, message: Could not save the file. }
          _private: { code: 3, message: Could not open the file. }
        """)
    ])

  /// What a name names, which decides what it may clash with.
  enum NameRole: String {
    case type = "type name"
    case caseName = "case name"
    case composedCase = "composed case name"
    case param = "param name"
    case module = "module name"
    case option = "recovery option name"
  }

  public static func check(_ catalog: Catalog) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let typeNames = Self.typeNames(of: catalog)
    func check(_ name: Located<String>, _ role: NameRole, derived: Bool = false) {
      var message = problem(name.value, role, derived: derived)
      if message == nil, role != .type, role != .module, let first = name.value.utf8.first,
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first),
        typeNames.contains(name.value) || SwiftNames.reservedTypeNames.contains(name.value)
      {
        message = hidesTypeOfSameName("\(role.rawValue) '\(name.value)'", name.value)
      }
      if let message {
        diagnostics.append(diagnostic(message, file: catalog.file, at: name.location))
      }
    }
    check(catalog.typeName, .type, derived: catalog.typeName.location == .start)
    // `type: Networking` composing `Networking.NetworkError`: the type would hide the module.
    let modules = Set(
      catalog.composed.flatMap { $0.typeName.value.split(separator: ".").dropLast() })
    if modules.contains(Substring(catalog.typeName.value)) {
      diagnostics.append(
        diagnostic(
          hidesModule(catalog.typeName.value), file: catalog.file, at: catalog.typeName.location))
    }
    for option in catalog.recoveryOptions { check(option.name, .option) }
    // Made only for a catalog that composes cases: a large catalog rarely does.
    let caseNames =
      catalog.composed.isEmpty
      ? [:]
      : Dictionary(
        catalog.cases.map { ($0.name.value, $0.name.location) },
        uniquingKeysWith: { first, _ in first })
    for composed in catalog.composed {
      check(composed.name, .composedCase)
      // `Networking.NetworkError`: a type of another module, named with its module.
      let parts = composed.typeName.value.split(separator: ".", omittingEmptySubsequences: false)
      for module in parts.dropLast() {
        check(Located(String(module), at: composed.typeName.location), .module)
      }
      check(Located(String(parts.last ?? ""), at: composed.typeName.location), .type)
      if let other = caseNames[composed.name.value] {
        let note = Diagnostic.Note(
          message: caseDeclaredHere, file: catalog.file, location: other)
        diagnostics.append(
          diagnostic(
            clashesWithCase(composed.name.value), file: catalog.file, at: composed.name.location,
            notes: [note]))
      }
    }
    for errorCase in catalog.cases {
      check(errorCase.name, .caseName)
      // Each name read in place: a copy of each param (its name, type, doc and binding) cost
      // retains and releases for every param of a large catalog.
      let params = errorCase.params
      for index in params.indices { check(params[index].name, .param) }
    }
    return diagnostics
  }

  /// Types the generated code of `catalog` names, which a case, option or param of the same
  /// name would hide where it is in scope (`case String`, `params: { NetworkError: … }`).
  static func typeNames(of catalog: Catalog) -> Set<String> {
    var typeNames: Set<String> = [catalog.typeName.value]
    for composed in catalog.composed {
      typeNames.formUnion(composed.typeName.value.split(separator: ".").map(String.init))
    }
    return typeNames
  }

  /// The message for `name`, or nil when it is a good name for its role.
  static func problem(_ name: String, _ role: NameRole, derived: Bool) -> String? {
    // Spelled out only for a name with a problem: most names have none.
    func subject() -> String {
      derived ? "type name '\(name)', made from the file name," : "\(role.rawValue) '\(name)'"
    }
    guard let message = problem(name, role, subject: subject) else { return nil }
    return derived ? message + "; or set 'type:' in the catalog" : message
  }

  private static func problem(_ name: String, _ role: NameRole, subject: () -> String)
    -> String?
  {
    if let problem = SwiftNames.identifierProblem(name) {
      switch problem {
      case .empty: return emptyName(role)
      case .nonASCII(let scalar): return nonASCII(subject(), scalar)
      case .invalidCharacter(let scalar): return invalidCharacter(subject(), scalar, name, role)
      case .startsWithDigit: return startsWithDigit(subject())
      case .doubleUnderscore: return doubleUnderscore(subject())
      case .keyword: return keyword(subject())
      }
    }
    switch role {
    case .type:
      if let first = name.unicodeScalars.first, !("A"..."Z").contains(first) {
        return notUpperCamelCase(subject(), name)
      }
      if SwiftNames.reservedTypeNames.contains(name) { return hidesType(subject()) }
    case .caseName, .composedCase:
      if !isLowerCamelCase(name) { return notLowerCamelCase(subject(), name) }
      if SwiftNames.generatedMembers.contains(name) { return clashesWithMember(subject(), name) }
    case .param, .module:
      // Params are labels of associated values and names bound in patterns; they never
      // declare a member, so `retryAfter` (the format's own example) is fine.
      break
    case .option:
      if !isLowerCamelCase(name) { return notLowerCamelCase(subject(), name) }
      if SwiftNames.recoveryOptionMembers.contains(name) {
        return clashesWithOptionMember(subject(), name)
      }
    }
    return nil
  }

  /// Whether `name`, an identifier, is lowerCamelCase as swift-format's default configuration
  /// wants enum cases and functions (`AlwaysUseLowerCamelCase`): no capital first letter and no
  /// `_` but leading ones. Case and option names become enum cases, and options also methods
  /// of the attempter protocol.
  static func isLowerCamelCase(_ name: String) -> Bool {
    let rest = name.utf8.drop { $0 == UInt8(ascii: "_") }
    guard let first = rest.first else { return true }
    return !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first)
      && !rest.contains(UInt8(ascii: "_"))
  }

  /// `not-found` → `notFound`; `file name` → `FileName` for a type.
  static func camelCased(_ name: String, upper: Bool) -> String {
    let words = name.unicodeScalars.split { !SwiftNames.isIdentifierScalar($0) || $0 == "_" }
      .map { String(String.UnicodeScalarView($0)) }
    var result = ""
    for (index, word) in words.enumerated() {
      let head = word.prefix(1)
      result += (index == 0 && !upper ? head.lowercased() : head.uppercased()) + word.dropFirst()
    }
    return result
  }

  // MARK: Messages

  static func emptyName(_ role: NameRole) -> String {
    "\(role.rawValue) is empty; write a Swift identifier such as 'fileNotFound'"
  }

  static func nonASCII(_ subject: String, _ scalar: Unicode.Scalar) -> String {
    "\(subject) has the non-ASCII character '\(scalar)' (\(SwiftNames.codePoint(scalar))); "
      + "write it with ASCII letters, digits and '_' only"
  }

  static func invalidCharacter(
    _ subject: String, _ scalar: Unicode.Scalar, _ name: String, _ role: NameRole
  ) -> String {
    let suggestion = camelCased(name, upper: role == .type)
    let hint =
      suggestion.isEmpty || SwiftNames.identifierProblem(suggestion) != nil
      ? "use ASCII letters, digits and '_' only" : "write '\(suggestion)'"
    return "\(subject) has the character '\(scalar)', which Swift names cannot have; \(hint)"
  }

  static func startsWithDigit(_ subject: String) -> String {
    "\(subject) starts with a digit; start it with a letter"
  }

  static func doubleUnderscore(_ subject: String) -> String {
    "\(subject) starts with '__', which Swift reserves; remove the leading underscores"
  }

  static func keyword(_ subject: String) -> String {
    "\(subject) is a Swift keyword; choose another name"
  }

  static func notLowerCamelCase(_ subject: String, _ name: String) -> String {
    "\(subject) must be lowerCamelCase, as swift-format wants of enum cases; write "
      + "'\(camelCased(name, upper: false))'"
  }

  static func notUpperCamelCase(_ subject: String, _ name: String) -> String {
    "\(subject) must be UpperCamelCase; write '\(name.prefix(1).uppercased() + name.dropFirst())'"
  }

  static func hidesType(_ subject: String) -> String {
    "\(subject) is a type that generated code uses; choose another name, such as 'AppError'"
  }

  static func hidesModule(_ name: String) -> String {
    "type name '\(name)' hides the module '\(name)' that a composed type is named with; set a "
      + "different 'type:'"
  }

  static func hidesTypeOfSameName(_ subject: String, _ name: String) -> String {
    "\(subject) hides the type '\(name)' that generated code uses; choose a lowerCamelCase name "
      + "such as '\(camelCased(name, upper: false))'"
  }

  static func clashesWithMember(_ subject: String, _ name: String) -> String {
    "\(subject) clashes with the generated member '\(name)'; choose another name"
  }

  static func clashesWithOptionMember(_ subject: String, _ name: String) -> String {
    "\(subject) clashes with the member '\(name)' of the generated RecoveryOption enum; "
      + "choose another name"
  }

  static func clashesWithCase(_ name: String) -> String {
    "composed case name '\(name)' is also the name of a case in errors; rename one of them"
  }

  static let caseDeclaredHere = "the case is declared here"
}
