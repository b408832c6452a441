/// Statements: switches, conditions, bindings, returns.
extension SwiftRenderer {
  mutating func renderStatements(_ items: [CodeBlockItem]) {
    indented { renderer in
      for item in items { renderer.renderStatement(item) }
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
      _ = writer.startLine()
      writer.bytes.append("switch ")
      Self.appendInline(subject, to: &writer.bytes)
      writer.bytes.append(" {")
      writer.endLine()
      for switchCase in cases { renderSwitchCase(switchCase) }
      writer.write("}")
    case .if(let branches, let elseBody):
      for (index, branch) in branches.enumerated() {
        _ = writer.startLine()
        writer.bytes.append(index == 0 ? "if " : "} else if ")
        Self.appendCondition(branch.condition, to: &writer.bytes)
        writer.bytes.append(" {")
        writer.endLine()
        renderStatements(branch.body)
      }
      if let elseBody {
        writer.write("} else {")
        renderStatements(elseBody)
      }
      writer.write("}")
    case .guard(let condition, let elseBody):
      renderGuard(condition, elseBody)
    case .break:
      writer.write("break")
    }
  }

  /// `guard condition else { body }`, on one line when it fits. A binding that does not fit is
  /// written as swift-format writes it: the condition on lines of its own, its value broken
  /// like any other binding's, then `else`.
  mutating func renderGuard(_ condition: Condition, _ elseBody: [CodeBlockItem]) {
    let head = "guard " + Self.condition(condition) + " else"
    guard case .optionalBinding(let name, let value) = condition,
      !CodeWriter.columns(of: head + " {", atMost: CodeWriter.lineLength - writer.indentationWidth)
    else {
      renderBody(head, elseBody)
      return
    }
    writer.write("guard")
    indented { renderer in
      // swift-format breaks a condition's call inside its parentheses, not after the `=`.
      let prefix = "let " + SwiftLexicon.identifier(name) + " = "
      if case .call(let callee, let arguments) = value, !arguments.isEmpty,
        renderer.writeCall(callee, arguments, prefix: prefix, suffix: "")
      {
        return
      }
      renderer.writeExpression(value, prefix: prefix)
    }
    renderBody("else", elseBody)
  }

  /// A `case` label with its body: on one line when the body is a single short statement.
  mutating func renderSwitchCase(_ switchCase: SwitchCaseDescription) {
    if case .defaultStandingFor(let names) = switchCase.label {
      renderComment(.line(names.map { "." + $0 }.joined(separator: ", ")))
    }
    let start = writer.startLine()
    Self.appendLabel(switchCase.label, to: &writer.bytes)
    let labelEnd = writer.bytes.count
    if switchCase.body.count == 1 {
      writer.bytes.append(.space)
      if Self.appendInlineStatement(switchCase.body[0], to: &writer.bytes),
        fitsLine(from: start, statement: switchCase.body[0])
      {
        writer.endLine()
        return
      }
      // A `return` of a value written whole goes on the next line, as `renderStatements` would
      // write it: the line is cut after the label rather than written again.
      if case .return(let value?) = switchCase.body[0],
        endReturnOnNextLine(value, start: start, labelEnd: labelEnd)
      {
        return
      }
      writer.rollBack(to: labelEnd)
    }
    // The line's fit first: it usually does, and the pattern's parts are copies.
    if !writer.lineFits(from: start), case .patterns(let patterns) = switchCase.label,
      patterns.count == 1, case (let name, let bindings)? = patterns[0].enumCaseParts,
      !bindings.isEmpty
    {
      writer.rollBack(to: start)
      let values = bindings.map { $0.map { "let " + SwiftLexicon.identifier($0) } ?? "_" }
      writer.writeList(
        "case ." + SwiftLexicon.identifier(name, afterDot: true) + "(", values, "):")
    } else {
      writer.endLine()
    }
    renderStatements(switchCase.body)
  }

  /// Ends the line being built, which started at `start` and holds a case label up to
  /// `labelEnd`, then a space and `return value`, too long for the line, by moving the `return`
  /// to the next line when `value` is written whole and the label fits; false, with nothing
  /// changed, when it is not.
  private mutating func endReturnOnNextLine(_ value: Expression, start: Int, labelEnd: Int)
    -> Bool
  {
    guard Self.isWrittenWhole(value), writer.lineFits(from: start, upTo: labelEnd) else {
      return false
    }
    writer.breakLine(replacing: labelEnd..<labelEnd + 1)
    writer.level += 1
    let lineStart = labelEnd + 1
    if fitsLine(from: lineStart, holding: value) {
      writer.endLine()
    } else {
      endWholeLine(from: lineStart, prefixCount: "return ".utf8.count)
    }
    writer.level -= 1
    return true
  }

  /// Appends `case patterns:` or `default:`.
  private static func appendLabel(_ label: SwitchCaseDescription.Label, to out: inout [UInt8]) {
    switch label {
    case .default, .defaultStandingFor:
      out.append("default:")
    case .patterns(let patterns):
      out.append("case ")
      for (index, pattern) in patterns.enumerated() {
        if index > 0 { out.append(", ") }
        appendPattern(pattern, to: &out)
      }
      out.append(UInt8(ascii: ":"))
    }
  }

  /// Appends a statement that has a one-line form (an expression, a return, a break, an
  /// assignment) and returns true, or appends nothing and returns false.
  static func appendInlineStatement(_ item: CodeBlockItem, to out: inout [UInt8]) -> Bool {
    switch item {
    case .expression(let expression):
      appendInline(expression, to: &out)
    case .return(let value):
      out.append("return")
      if let value {
        out.append(.space)
        appendInline(value, to: &out)
      }
    case .break:
      out.append("break")
    case .assignment(let target, let value, let compound):
      appendInline(target, to: &out)
      out.append(.space)
      if let compound { out.append(compound) }
      out.append("= ")
      appendInline(value, to: &out)
    default:
      return false
    }
    return true
  }

  static func condition(_ condition: Condition) -> String {
    spelling { appendCondition(condition, to: &$0) }
  }

  static func appendCondition(_ condition: Condition, to out: inout [UInt8]) {
    switch condition {
    case .expression(let expression):
      appendInline(expression, to: &out)
    case .optionalBinding(let name, let value):
      out.append("let ")
      SwiftLexicon.appendIdentifier(name, to: &out)
      if value != .identifier(name) {
        out.append(" = ")
        appendInline(value, to: &out)
      }
    case .casePattern(let pattern, let value):
      out.append("case ")
      appendPattern(pattern, to: &out)
      out.append(" = ")
      appendInline(value, to: &out)
    }
  }

  static func appendPattern(_ pattern: Pattern, to out: inout [UInt8]) {
    switch pattern {
    case .enumCase(let name, let bindings):
      out.append(UInt8(ascii: "."))
      SwiftLexicon.appendIdentifier(name, afterDot: true, to: &out)
      guard !bindings.isEmpty else { return }
      out.append(UInt8(ascii: "("))
      for (index, binding) in bindings.enumerated() {
        if index > 0 { out.append(", ") }
        if let binding {
          out.append("let ")
          SwiftLexicon.appendIdentifier(binding, to: &out)
        } else {
          out.append(UInt8(ascii: "_"))
        }
      }
      out.append(UInt8(ascii: ")"))
    case .expression(let expression):
      appendInline(expression, to: &out)
    }
  }
}
