extension KotlinRenderer {
  /// An expression's lines: one, unless it holds a `when`, whose branches go on lines of their
  /// own, indented from the column of the expression's first line.
  static func expression(_ expression: KotlinExpression) -> [String] {
    switch expression {
    case .when(let subject, let branches, let otherwise):
      return when(subject, branches, otherwise)
    case .binary(let lhs, let op, let rhs):
      let left = self.expression(lhs)
      let right = self.expression(rhs)
      guard let last = left.last, let first = right.first else { return left + right }
      return left.dropLast() + [last + " " + op + " " + first] + right.dropFirst()
    case .trailingLambda(let base, let name, let body, let safe):
      let lines = self.expression(body)
      let head = inline(base) + (safe ? "?." : ".") + name + " { "
      if lines.count == 1 { return [head + lines[0] + " }"] }
      return [String(head.dropLast())] + lines.map(indented) + ["}"]
    case .listOf(let items) where items.contains(where: \.isMultiLine):
      return ["listOf("] + items.flatMap { attachComma(self.expression($0)) }.map(indented) + [")"]
    default:
      return [inline(expression)]
    }
  }

  private static func attachComma(_ lines: [String]) -> [String] {
    guard let last = lines.last else { return lines }
    return lines.dropLast() + [last + ","]
  }

  private static func when(
    _ subject: KotlinExpression?, _ branches: [KotlinWhenBranch], _ otherwise: KotlinExpression?
  ) -> [String] {
    var lines = [subject.map { "when (" + inline($0) + ") {" } ?? "when {"]
    for branch in branches {
      let conditions = branch.conditions.map(condition).joined(separator: ", ")
      lines += attach(conditions + " -> ", expression(branch.value)).map(indented)
    }
    if let otherwise {
      lines += attach("else -> ", expression(otherwise)).map(indented)
    }
    lines.append("}")
    return lines
  }

  private static func condition(_ condition: KotlinWhenBranch.Condition) -> String {
    switch condition {
    case .isCase(let name, let isObject): return isObject ? name : "is " + name
    case .value(let value): return inline(value)
    case .range(let lower, let upper): return "in \(lower)..\(upper)"
    }
  }

  /// An expression that fits on one line (no `when` inside).
  static func inline(_ expression: KotlinExpression) -> String {
    switch expression {
    case .string(let text): return KotlinLexicon.stringLiteral(text)
    case .int(let value): return String(value)
    case .long(let value): return String(value) + "L"
    case .double(let value): return double(value)
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .this: return "this"
    case .identifier(let name): return KotlinLexicon.identifier(name)
    case .typeName(let name): return name
    case .member(let base, let name, let safe):
      return inline(base) + (safe ? "?." : ".") + KotlinLexicon.identifier(name)
    case .call(let callee, let arguments):
      return inline(callee) + "(" + arguments.map(argument).joined(separator: ", ") + ")"
    case .methodCall(let base, let name, let arguments, let safe):
      return inline(base) + (safe ? "?." : ".") + KotlinLexicon.identifier(name) + "("
        + arguments.map(argument).joined(separator: ", ") + ")"
    case .trailingLambda, .binary, .when:
      return self.expression(expression).joined(separator: "\n")
    case .listOf(let items):
      return items.isEmpty
        ? "emptyList()" : "listOf(" + items.map(inline).joined(separator: ", ") + ")"
    case .template(let parts):
      return "\"" + parts.map(templatePart).joined() + "\""
    }
  }

  private static func argument(_ argument: KotlinArgument) -> String {
    (argument.label.map { KotlinLexicon.identifier($0) + " = " } ?? "") + inline(argument.value)
  }

  private static func templatePart(_ part: KotlinTemplatePart) -> String {
    switch part {
    case .text(let text): return KotlinLexicon.stringLiteralBody(text)
    case .value(let value): return "${" + inline(value) + "}"
    }
  }

  /// A Double literal: Swift's shortest spelling is also valid Kotlin (`30.0`, `1e-05`,
  /// `1e+16`); infinity has no literal.
  static func double(_ value: Double) -> String {
    if value.isNaN { return "Double.NaN" }
    if value.isInfinite {
      return value < 0 ? "Double.NEGATIVE_INFINITY" : "Double.POSITIVE_INFINITY"
    }
    return "\(value)"
  }
}

extension KotlinExpression {
  /// Whether the expression renders on more than one line.
  var isMultiLine: Bool {
    switch self {
    case .when: return true
    case .binary(let lhs, _, let rhs): return lhs.isMultiLine || rhs.isMultiLine
    case .trailingLambda(_, _, let body, _): return body.isMultiLine
    case .listOf(let items): return items.contains(where: \.isMultiLine)
    default: return false
    }
  }
}
