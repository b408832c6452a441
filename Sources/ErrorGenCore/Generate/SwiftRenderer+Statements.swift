/// Statements: switches, conditions, bindings, returns.
extension SwiftRenderer {
  mutating func renderStatements(_ items: [CodeBlockItem]) {
    writer.indented {
      var renderer = SwiftRenderer(writer: $0)
      for item in items { renderer.renderStatement(item) }
      $0 = renderer.writer
    }
  }

  mutating func renderStatement(_ item: CodeBlockItem) {
    switch item {
    case .expression(let expression):
      writeExpression(expression, prefix: "")
    case .return(let value):
      if let value { writeExpression(value, prefix: "return ") } else { writer.write("return") }
    case .binding(let kind, let name, let type, let value):
      let typeText = type.map { ": " + Self.type($0) } ?? ""
      writeExpression(
        value, prefix: kind.rawValue + " " + SwiftLexicon.identifier(name) + typeText + " = ")
    case .assignment(let target, let value, let compound):
      writeExpression(value, prefix: Self.inline(target) + " " + (compound ?? "") + "= ")
    case .switch(let subject, let cases):
      writer.write("switch " + Self.inline(subject) + " {")
      for switchCase in cases { renderSwitchCase(switchCase) }
      writer.write("}")
    case .if(let branches, let elseBody):
      for (index, branch) in branches.enumerated() {
        let keyword = index == 0 ? "if " : "} else if "
        writer.write(keyword + Self.condition(branch.condition) + " {")
        renderStatements(branch.body)
      }
      if let elseBody {
        writer.write("} else {")
        renderStatements(elseBody)
      }
      writer.write("}")
    case .guard(let condition, let elseBody):
      renderBody("guard " + Self.condition(condition) + " else", elseBody)
    case .break:
      writer.write("break")
    }
  }

  /// A `case` label with its body: on one line when the body is a single short statement.
  mutating func renderSwitchCase(_ switchCase: SwitchCaseDescription) {
    let label: String
    switch switchCase.label {
    case .default:
      label = "default:"
    case .patterns(let patterns):
      label = "case " + patterns.map(Self.pattern).joined(separator: ", ") + ":"
    }
    if switchCase.body.count == 1, let inline = Self.inlineStatement(switchCase.body[0]),
      writer.fits(label + " " + inline)
    {
      writer.write(label + " " + inline)
      return
    }
    if case .patterns(let patterns) = switchCase.label, patterns.count == 1,
      case .enumCase(let name, let bindings) = patterns[0], !bindings.isEmpty, !writer.fits(label)
    {
      let values = bindings.map { $0.map { "let " + SwiftLexicon.identifier($0) } ?? "_" }
      writer.writeList(
        "case ." + SwiftLexicon.identifier(name, afterDot: true) + "(", values, "):")
    } else {
      writer.write(label)
    }
    renderStatements(switchCase.body)
  }

  /// A statement that is a single line when it fits: an expression, a return, a break.
  static func inlineStatement(_ item: CodeBlockItem) -> String? {
    switch item {
    case .expression(let expression): inline(expression)
    case .return(let value): value.map { "return " + inline($0) } ?? "return"
    case .break: "break"
    case .assignment(let target, let value, let compound):
      inline(target) + " " + (compound ?? "") + "= " + inline(value)
    default: nil
    }
  }

  static func condition(_ condition: Condition) -> String {
    switch condition {
    case .expression(let expression):
      return inline(expression)
    case .optionalBinding(let name, let value):
      if value == .identifier(name) { return "let " + SwiftLexicon.identifier(name) }
      return "let " + SwiftLexicon.identifier(name) + " = " + inline(value)
    case .casePattern(let pattern, let value):
      return "case " + Self.pattern(pattern) + " = " + inline(value)
    }
  }

  static func pattern(_ pattern: Pattern) -> String {
    switch pattern {
    case .enumCase(let name, let bindings):
      let head = "." + SwiftLexicon.identifier(name, afterDot: true)
      guard !bindings.isEmpty else { return head }
      let values = bindings.map { $0.map { "let " + SwiftLexicon.identifier($0) } ?? "_" }
      return head + "(" + values.joined(separator: ", ") + ")"
    case .expression(let expression):
      return inline(expression)
    }
  }
}
