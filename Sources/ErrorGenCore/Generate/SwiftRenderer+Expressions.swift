/// Expressions: their one-line spelling, and how a long one breaks over lines.
extension SwiftRenderer {
  /// Writes `prefix` and `expression`, breaking the expression where swift-format would when
  /// the line is too long: a call's arguments, a collection's elements, or after the prefix.
  /// A string literal is never broken; swift-format lets it exceed the line length.
  mutating func writeExpression(_ expression: Expression, prefix: String, suffix: String = "") {
    let single = prefix + Self.inline(expression) + suffix
    if writer.fits(single) {
      writer.write(single)
      return
    }
    switch expression {
    case .call(let callee, let arguments) where Self.isTrailingClosure(arguments):
      guard case .closure(let parameter, let body) = arguments[0].value else { break }
      let input = parameter.map { " " + SwiftLexicon.identifier($0) + " in" } ?? ""
      writer.write(prefix + Self.inline(callee) + " {" + input)
      renderStatements(body)
      writer.write("}" + suffix)
      return
    case .call(let callee, let arguments) where !arguments.isEmpty:
      let rest = Self.inline(expression) + suffix
      if prefix.hasSuffix("= ") {
        if CodeWriter.lineLength - writer.indentation.count - 2 >= rest.count {
          writer.write(String(prefix.dropLast()))
          writer.indented { $0.write(rest) }
          return
        }
      }
      let room = CodeWriter.lineLength - writer.indentation.count - 2
      let simple = arguments.allSatisfy { Self.argument($0).count + 2 <= room }
      if simple {
        writer.writeList(
          prefix + Self.inline(callee) + "(", arguments.map(Self.argument), ")" + suffix)
        return
      }
      writer.write(prefix + Self.inline(callee) + "(")
      writer.indented { writer in
        var renderer = SwiftRenderer(writer: writer)
        for (index, argument) in arguments.enumerated() {
          let label = argument.label.map { SwiftLexicon.label($0) + ": " } ?? ""
          let end = index == arguments.count - 1 ? ")" + suffix : ","
          renderer.writeExpression(argument.value, prefix: label, suffix: end)
        }
        writer = renderer.writer
      }
      return
    case .array(let elements) where !elements.isEmpty:
      writer.write(prefix + "[")
      writer.indented { writer in
        var renderer = SwiftRenderer(writer: writer)
        // swift-format's default wants a trailing comma after the last of several elements of a
        // multi-line literal, and none after a single element.
        let comma = elements.count > 1 ? "," : ""
        for element in elements { renderer.writeExpression(element, prefix: "", suffix: comma) }
        writer = renderer.writer
      }
      writer.write("]" + suffix)
      return
    case .dictionary(let entries) where !entries.isEmpty:
      writer.write(prefix + "[")
      writer.indented { writer in
        var renderer = SwiftRenderer(writer: writer)
        let comma = entries.count > 1 ? "," : ""
        for entry in entries {
          renderer.writeExpression(
            entry.value, prefix: Self.inline(entry.key) + ": ", suffix: comma)
        }
        writer = renderer.writer
      }
      writer.write("]" + suffix)
      return
    default:
      break
    }
    let trimmed = String(prefix.reversed().drop { $0 == " " }.reversed())
    if trimmed.isEmpty {
      writer.write(single)
    } else {
      writer.write(trimmed)
      writer.indented { writer in
        var renderer = SwiftRenderer(writer: writer)
        renderer.writeExpression(expression, prefix: "", suffix: suffix)
        writer = renderer.writer
      }
    }
  }

  private static func isTrailingClosure(_ arguments: [ArgumentDescription]) -> Bool {
    guard arguments.count == 1, arguments[0].label == nil else { return false }
    if case .closure = arguments[0].value { return true }
    return false
  }

  static func argument(_ argument: ArgumentDescription) -> String {
    (argument.label.map { SwiftLexicon.label($0) + ": " } ?? "") + inline(argument.value)
  }

  /// The expression on one line.
  static func inline(_ expression: Expression) -> String {
    switch expression {
    case .identifier(let name):
      return SwiftLexicon.identifier(name)
    case .keyword(let word):
      return word
    case .literal(let literal):
      return Self.literal(literal)
    case .interpolatedString(let parts):
      var text = "\""
      for part in parts {
        switch part {
        case .text(let value): text += SwiftLexicon.escaped(value)
        case .value(let value): text += "\\(" + inline(value) + ")"
        }
      }
      return text + "\""
    case .member(let base, let name):
      return (base.map(inline) ?? "") + "." + SwiftLexicon.identifier(name, afterDot: true)
    case .call(let callee, let arguments):
      if isTrailingClosure(arguments) { return inline(callee) + " " + inline(arguments[0].value) }
      return inline(callee) + "(" + arguments.map(argument).joined(separator: ", ") + ")"
    case .closure(let parameter, let body):
      let input = parameter.map { SwiftLexicon.identifier($0) + " in " } ?? ""
      let statements = body.map { inlineStatement($0) ?? "" }.joined(separator: "; ")
      return "{ " + input + statements + " }"
    case .array(let elements):
      return "[" + elements.map(inline).joined(separator: ", ") + "]"
    case .dictionary(let entries):
      guard !entries.isEmpty else { return "[:]" }
      return "["
        + entries.map { inline($0.key) + ": " + inline($0.value) }
        .joined(separator: ", ") + "]"
    case .tuple(let elements):
      return "(" + elements.map(inline).joined(separator: ", ") + ")"
    case .await(let value):
      return "await " + inline(value)
    case .binary(let lhs, let operation, let rhs):
      let spacing = operation == "..." || operation == "..<" ? "" : " "
      return inline(lhs) + spacing + operation + spacing + inline(rhs)
    case .prefix(let operation, let value):
      return operation + inline(value)
    case .forceUnwrap(let value):
      return inline(value) + "!"
    case .subscripted(let base, let index):
      return inline(base) + "[" + inline(index) + "]"
    case .keyPath(let name):
      return "\\." + SwiftLexicon.identifier(name, afterDot: true)
    case .type(let type):
      return Self.type(type)
    case .cast(let value, let type, let conditional):
      return inline(value) + (conditional ? " as? " : " as ") + Self.type(type)
    }
  }

  static func literal(_ literal: Literal) -> String {
    switch literal {
    case .string(let text): SwiftLexicon.stringLiteral(text)
    case .int(let value): SwiftLexicon.integer(value)
    case .double(let value): SwiftLexicon.double(value)
    case .bool(let value): value ? "true" : "false"
    case .nil: "nil"
    }
  }
}
