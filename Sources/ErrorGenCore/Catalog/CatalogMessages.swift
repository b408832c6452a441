/// The diagnostics of the catalog stage, each built by a named factory.
enum CatalogMessages {
  static func unknownKey(
    _ key: String, suggestion: String?, allowed: [String], file: String, at location: SourceLocation
  ) -> Diagnostic {
    let hint =
      if let suggestion { "did you mean '\(suggestion)'?" } else {
        "expected one of " + allowed.joined(separator: ", ")
      }
    return Diagnostic(
      .error, rule: .unknownKey, message: "unknown key '\(display(key))'; \(hint)",
      file: file, location: location)
  }

  static func missingKey(
    _ key: String, in context: String, file: String, at location: SourceLocation
  ) -> Diagnostic {
    Diagnostic(
      .error, rule: .missingKey, message: "\(context) needs the key '\(key)'",
      file: file, location: location)
  }

  static func missingVersion(file: String) -> Diagnostic {
    Diagnostic(
      .warning, rule: .unsupportedVersion,
      message: "the catalog does not say its format version; add 'errorgen: 1' at the top",
      file: file, location: .start)
  }

  static func unsupportedVersion(
    _ text: String, quoted: Bool = false, file: String, at location: SourceLocation
  ) -> Diagnostic {
    // `errorgen: "1"` names the right version as text: say that, not that 1 is unsupported.
    let message =
      quoted && text == "1"
      ? "the format version is the number 1, not the text \"1\"; write 'errorgen: 1' without quotes"
      : "format version '\(display(text))' is not supported; write 'errorgen: 1'"
    return Diagnostic(
      .error, rule: .unsupportedVersion, message: message, file: file, location: location)
  }

  /// A retry policy named `none`, which `retry: none` could never name.
  static func policyNamedNone(file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, rule: .invalidValue,
      message: "a retry policy cannot be named 'none': 'retry: none' means no retry; "
        + "choose another name",
      file: file, location: location)
  }

  static func wrongType(
    expected: String, found node: YAMLNode, file: String
  ) -> Diagnostic {
    Diagnostic(
      .error, rule: .invalidValue, message: "expected \(expected), found \(node.kindDescription)",
      file: file, location: node.location)
  }

  static func notInteger(_ text: String, quoted: Bool, file: String, at location: SourceLocation)
    -> Diagnostic
  {
    let message =
      quoted
      ? "'\(display(text))' is a quoted string; write the integer without quotes"
      : "'\(display(text))' is not an integer; write a whole number such as 1001"
    return Diagnostic(.error, rule: .invalidValue, message: message, file: file, location: location)
  }

  static func integerOutOfRange(
    _ text: String, range: ClosedRange<Int>, file: String, at location: SourceLocation
  ) -> Diagnostic {
    Diagnostic(
      .error, rule: .invalidValue,
      message: "'\(display(text))' is out of range; write an integer from "
        + "\(range.lowerBound) to \(range.upperBound)",
      file: file, location: location)
  }

  static func notNumber(_ text: String, quoted: Bool, file: String, at location: SourceLocation)
    -> Diagnostic
  {
    let message =
      quoted
      ? "'\(display(text))' is a quoted string; write the number without quotes"
      : "'\(display(text))' is not a number; write a number such as 2 or 1.5"
    return Diagnostic(.error, rule: .invalidValue, message: message, file: file, location: location)
  }

  static func notBoolean(_ text: String, file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, rule: .invalidValue,
      message: "'\(display(text))' is not a boolean; write true or false",
      file: file, location: location)
  }

  static func invalidChoice(
    _ text: String, what: String, choices: [String], file: String, at location: SourceLocation
  ) -> Diagnostic {
    Diagnostic(
      .error, rule: .invalidValue,
      message: "'\(display(text))' is not \(what); write one of "
        + choices.joined(separator: ", "),
      file: file, location: location)
  }

  static func invalidDuration(_ text: String, file: String, at location: SourceLocation)
    -> Diagnostic
  {
    Diagnostic(
      .error, rule: .invalidValue,
      message: "'\(display(text))' is not a duration; write seconds (1.5) or a number with "
        + "ms, s or m (250ms, 2s, 1m)",
      file: file, location: location)
  }

  static func invalidParamType(_ text: String, file: String, at location: SourceLocation)
    -> Diagnostic
  {
    let bases = ParamType.Base.allCases.map(\.rawValue).joined(separator: ", ")
    return Diagnostic(
      .error, rule: .invalidValue,
      message: "'\(display(text))' is not a param type; write one of \(bases), "
        + "an optional such as 'Int?', or an array such as '[String]'",
      file: file, location: location)
  }

  static func bindingType(
    _ binding: CatalogParam.Binding, type: ParamType, file: String, at location: SourceLocation
  ) -> Diagnostic {
    let needed =
      switch binding {
      case .httpStatus: "an Int param"
      case .retryAfter: "a TimeInterval?, Double? or Int? param"
      }
    return Diagnostic(
      .error, rule: .invalidValue,
      message: "bind: \(binding.rawValue) needs \(needed), not \(type)",
      file: file, location: location)
  }

  static func policyAndKeys(file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, rule: .invalidValue,
      message: "write either 'policy' with a policy's name or the policy's own keys, not both",
      file: file, location: location)
  }

  static func rangeShape(file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, rule: .invalidValue,
      message: "a code range is a list of two integers, such as [1000, 1999]",
      file: file, location: location)
  }

  static func invalidReservedCodes(_ text: String, file: String, at location: SourceLocation)
    -> Diagnostic
  {
    Diagnostic(
      .error, rule: .invalidValue,
      message: "'\(display(text))' is not a code or a range of codes; write an integer such as "
        + "1003 or a range such as \"2000-2999\" (low to high)",
      file: file, location: location)
  }

  static func invalidHTTPStatus(_ text: String, file: String, at location: SourceLocation)
    -> Diagnostic
  {
    Diagnostic(
      .error, rule: .invalidValue,
      message: "'\(display(text))' is not an HTTP status; write an integer such as 404 "
        + "or a range such as \"500-599\"",
      file: file, location: location)
  }

  static func emptyText(file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, rule: .invalidValue, message: "expected a text, found an empty value",
      file: file, location: location)
  }

  static func emptyTranslation(file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, rule: .invalidValue,
      message: "a text the user reads must not be empty; write the text, or leave the key out",
      file: file, location: location)
  }

  static func tooManyProblems(
    limit: Int, rule: RuleID, file: String, at location: SourceLocation,
    severity: Diagnostic.Severity = .error
  ) -> Diagnostic {
    Diagnostic(
      severity, rule: rule,
      message: "too many problems; stopped after \(limit) in this file: fix these and run again",
      file: file, location: location)
  }

  static func emptyFile(file: String) -> Diagnostic {
    Diagnostic(
      .error, rule: .missingKey,
      message: "the file is empty; a catalog needs at least 'errorgen', 'domain' and 'errors'",
      file: file, location: .start)
  }

  /// Keeps a value from the file short and on one line inside a message.
  static func display(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars.prefix(60) {
      if scalar.properties.generalCategory == .control || scalar == "\u{7F}" {
        result += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return text.unicodeScalars.count > 60 ? result + "…" : result
  }
}
