/// Expressions on one line: the spelling every other rendering starts from, and what a line is
/// measured by.
extension SwiftRenderer {
  static func argument(_ argument: ArgumentDescription) -> String {
    spelling { appendArgument(of: [argument], at: 0, to: &$0) }
  }

  /// The expression on one line.
  static func inline(_ expression: Expression) -> String {
    spelling { appendInline(expression, to: &$0) }
  }

  /// The text that `append` writes into an empty buffer.
  static func spelling(_ append: (inout [UInt8]) -> Void) -> String {
    var bytes: [UInt8] = []
    append(&bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Appends the argument at `index` of `arguments`: `label: value`.
  static func appendArgument(
    of arguments: [ArgumentDescription], at index: Int, to out: inout [UInt8]
  ) {
    if let label = arguments[index].label {
      SwiftLexicon.appendLabel(label, to: &out)
      out.append(": ")
    }
    appendInline(arguments[index].value, to: &out)
  }

  /// Appends the expression on one line to `out`.
  static func appendInline(_ expression: Expression, to out: inout [UInt8]) {
    switch expression {
    case .identifier(let name):
      SwiftLexicon.appendIdentifier(name, to: &out)
    case .keyword(let word), .qualifiedName(let word):
      out.append(word)
    case .literal(let literal):
      appendLiteral(literal, to: &out)
    case .interpolatedString(let parts):
      out.append(UInt8(ascii: "\""))
      for part in parts {
        switch part {
        case .text(let value):
          SwiftLexicon.appendEscaped(value, to: &out)
        case .value(let value):
          out.append("\\(")
          appendInline(value, to: &out)
          out.append(UInt8(ascii: ")"))
        }
      }
      out.append(UInt8(ascii: "\""))
    case .member(let base, let name):
      if let base { appendInline(base, to: &out) }
      out.append(UInt8(ascii: "."))
      SwiftLexicon.appendIdentifier(name, afterDot: true, to: &out)
    case .call(let callee, let arguments):
      appendInline(callee, to: &out)
      if isTrailingClosure(arguments) {
        out.append(.space)
        appendInline(arguments[0].value, to: &out)
        return
      }
      out.append(UInt8(ascii: "("))
      for index in arguments.indices {
        if index > 0 { out.append(", ") }
        appendArgument(of: arguments, at: index, to: &out)
      }
      out.append(UInt8(ascii: ")"))
    case .closure(let parameter, let body):
      out.append("{ ")
      if let parameter {
        out.append(SwiftLexicon.identifier(parameter))
        out.append(" in ")
      }
      for (index, item) in body.enumerated() {
        if index > 0 { out.append("; ") }
        // A statement that has no one-line form is left out, as it has no place here.
        _ = appendInlineStatement(item, to: &out)
      }
      out.append(" }")
    case .array(let elements):
      appendList("[", elements, "]", to: &out)
    case .dictionary(let entries):
      guard !entries.isEmpty else {
        out.append("[:]")
        return
      }
      out.append(UInt8(ascii: "["))
      for (index, entry) in entries.enumerated() {
        if index > 0 { out.append(", ") }
        appendInline(entry.key, to: &out)
        out.append(": ")
        appendInline(entry.value, to: &out)
      }
      out.append(UInt8(ascii: "]"))
    case .tuple(let elements):
      appendList("(", elements, ")", to: &out)
    case .await(let value):
      out.append("await ")
      appendInline(value, to: &out)
    case .binary(let lhs, let operation, let rhs):
      let isRange = operation == "..." || operation == "..<"
      appendInline(lhs, to: &out)
      if !isRange { out.append(.space) }
      out.append(operation)
      if !isRange { out.append(.space) }
      appendInline(rhs, to: &out)
    case .prefix(let operation, let value):
      out.append(operation)
      appendInline(value, to: &out)
    case .forceUnwrap(let value):
      appendInline(value, to: &out)
      out.append(UInt8(ascii: "!"))
    case .subscripted(let base, let index):
      appendInline(base, to: &out)
      out.append(UInt8(ascii: "["))
      appendInline(index, to: &out)
      out.append(UInt8(ascii: "]"))
    case .keyPath(let name):
      out.append("\\.")
      SwiftLexicon.appendIdentifier(name, afterDot: true, to: &out)
    case .type(let type):
      out.append(Self.type(type))
    case .cast(let value, let type, let conditional):
      appendInline(value, to: &out)
      out.append(conditional ? " as? " : " as ")
      out.append(Self.type(type))
    }
  }

  /// `open`, the elements separated by commas, then `close`.
  private static func appendList(
    _ open: String, _ elements: [Expression], _ close: String, to out: inout [UInt8]
  ) {
    out.append(open)
    for (index, element) in elements.enumerated() {
      if index > 0 { out.append(", ") }
      appendInline(element, to: &out)
    }
    out.append(close)
  }

  static func literal(_ literal: Literal) -> String {
    spelling { appendLiteral(literal, to: &$0) }
  }

  static func appendLiteral(_ literal: Literal, to out: inout [UInt8]) {
    switch literal {
    case .string(let text):
      out.append(UInt8(ascii: "\""))
      SwiftLexicon.appendEscaped(text, to: &out)
      out.append(UInt8(ascii: "\""))
    case .int(let value): out.append(SwiftLexicon.integer(value))
    case .double(let value): out.append(SwiftLexicon.double(value))
    case .bool(let value): out.append(value ? "true" : "false")
    case .nil: out.append("nil")
    }
  }
}
