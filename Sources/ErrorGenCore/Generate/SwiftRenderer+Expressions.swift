/// Expressions: their one-line spelling, and how a long one breaks over lines.
extension SwiftRenderer {
  /// Whether the line being built, which started at `start` and holds `expression` (or
  /// `statement`), fits. swift-format keeps a column free after a collection literal of several
  /// elements, for the trailing comma it would add if it broke it: such a line may be one column
  /// shorter. That is only looked for when the line is exactly at the limit.
  func fitsLine(
    from start: Int, holding expression: Expression? = nil, statement: CodeBlockItem? = nil
  ) -> Bool {
    guard writer.lineFits(from: start) else { return false }
    if writer.lineFits(from: start, reserving: 1) { return true }
    if let expression, Self.hasListWithTrailingComma(expression) { return false }
    if let statement, Self.hasListWithTrailingComma(statement) { return false }
    return true
  }

  /// Whether `expression` holds an array or dictionary literal of several elements that
  /// swift-format measures with room for a trailing comma, outside a string interpolation or a
  /// closure (measured with swift-format 6.3; `SwiftFormatLintTests` checks every shape the
  /// renderer writes at the limit).
  static func hasListWithTrailingComma(_ expression: Expression) -> Bool {
    switch expression {
    case .array(let elements):
      elements.count > 1 || elements.contains(where: hasListWithTrailingComma)
    case .dictionary(let entries):
      entries.count > 1
        || entries.contains {
          hasListWithTrailingComma($0.key) || hasListWithTrailingComma($0.value)
        }
    case .identifier, .keyword, .qualifiedName, .literal, .keyPath, .type, .interpolatedString,
      .closure:
      false
    case .member(let base, _):
      base.map(hasListWithTrailingComma) ?? false
    case .call(let callee, let arguments):
      hasListWithTrailingComma(callee) || arguments.contains { hasListWithTrailingComma($0.value) }
    case .tuple(let elements):
      elements.contains(where: hasListWithTrailingComma)
    case .await(let value), .prefix(_, let value), .forceUnwrap(let value), .cast(let value, _, _):
      hasListWithTrailingComma(value)
    case .binary(let lhs, _, let rhs), .subscripted(let lhs, let rhs):
      hasListWithTrailingComma(lhs) || hasListWithTrailingComma(rhs)
    }
  }

  /// `hasListWithTrailingComma` for the statements written on one line.
  static func hasListWithTrailingComma(_ statement: CodeBlockItem) -> Bool {
    switch statement {
    case .expression(let value), .return(.some(let value)): hasListWithTrailingComma(value)
    case .binding(_, _, _, let value): hasListWithTrailingComma(value)
    case .assignment(let target, let value, _):
      hasListWithTrailingComma(target) || hasListWithTrailingComma(value)
    default: false
    }
  }

  /// Writes `prefix` and `expression`, breaking the expression where swift-format would when
  /// the line is too long: a call's arguments, a collection's elements, or after the prefix.
  /// A string literal is never broken; swift-format lets it exceed the line length.
  mutating func writeExpression(_ expression: Expression, prefix: String, suffix: String = "") {
    // A word before an expression (`try? `) is broken as the expression is.
    if case .prefix(let word, let operand) = expression, word.hasSuffix(" ") {
      return writeExpression(operand, prefix: prefix + word, suffix: suffix)
    }
    if case .call(let callee, let arguments) = expression, !arguments.isEmpty,
      !Self.isTrailingClosure(arguments), !prefix.hasSuffix("= ")
    {
      // When `writeCall` cannot, an argument does not fit on a line of its own.
      if !writeCall(callee, arguments, prefix: prefix, suffix: suffix) {
        writeEachArgument(of: callee, arguments, prefix: prefix, suffix: suffix)
      }
      return
    }
    // Most expressions fit: write the line in place and keep it when it does.
    let start = writer.startLine()
    writer.bytes.append(prefix)
    Self.appendInline(expression, to: &writer.bytes)
    writer.bytes.append(suffix)
    if fitsLine(from: start, holding: expression) {
      writer.endLine()
      return
    }
    if Self.isWrittenWhole(expression) {
      endWholeLine(from: start, prefixCount: prefix.utf8.count)
      return
    }
    writer.rollBack(to: start)
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
        let room = CodeWriter.lineLength - writer.indentationWidth - 2
        if CodeWriter.columns(of: rest, atMost: room) {
          writer.write(String(prefix.dropLast()))
          writer.indented { $0.write(rest) }
          return
        }
      }
      let room = CodeWriter.lineLength - writer.indentationWidth - 2
      let simple = arguments.allSatisfy {
        CodeWriter.columns(of: Self.argument($0), atMost: room - 2)
      }
      if simple {
        let reserve = arguments.contains { Self.hasListWithTrailingComma($0.value) } ? 1 : 0
        writer.writeList(
          prefix + Self.inline(callee) + "(", arguments.map(Self.argument), ")" + suffix,
          reserving: reserve)
        return
      }
      writeEachArgument(of: callee, arguments, prefix: prefix, suffix: suffix)
      return
    case .array(let elements) where !elements.isEmpty:
      writer.write(prefix + "[")
      indented { renderer in
        // swift-format's default wants a trailing comma after the last of several elements of a
        // multi-line literal, and none after a single element.
        let comma = elements.count > 1 ? "," : ""
        for element in elements { renderer.writeExpression(element, prefix: "", suffix: comma) }
      }
      writer.write("]" + suffix)
      return
    case .dictionary(let entries) where !entries.isEmpty:
      writer.write(prefix + "[")
      indented { renderer in
        let comma = entries.count > 1 ? "," : ""
        for entry in entries {
          renderer.writeExpression(
            entry.value, prefix: Self.inline(entry.key) + ": ", suffix: comma)
        }
      }
      writer.write("]" + suffix)
      return
    default:
      break
    }
    // Not reached by the shapes above, which return, nor by a value written whole, which is
    // finished before the switch; kept so that any expression is written, the long way.
    let trimmed = Self.droppingTrailingSpaces(prefix)
    if trimmed.isEmpty {
      writer.write(prefix + Self.inline(expression) + suffix)
    } else {
      writer.write(trimmed)
      indented { $0.writeExpression(expression, prefix: "", suffix: suffix) }
    }
  }

  /// Writes `prefix`, the callee and `(`, then each argument on lines of its own.
  private mutating func writeEachArgument(
    of callee: Expression, _ arguments: [ArgumentDescription], prefix: String, suffix: String
  ) {
    writer.write(prefix + Self.inline(callee) + "(")
    indented { renderer in
      for (index, argument) in arguments.enumerated() {
        let label = argument.label.map { SwiftLexicon.label($0) + ": " } ?? ""
        let end = index == arguments.count - 1 ? ")" + suffix : ","
        renderer.writeExpression(argument.value, prefix: label, suffix: end)
      }
    }
  }

  /// Writes `prefix`, the call and `suffix` as the `.call` case of `writeExpression` does, when
  /// the call fits on the line or each argument fits on a line of its own; otherwise writes
  /// nothing and returns false. When the line is too long, its arguments are moved to the
  /// lines below, filled as `CodeWriter.writeList` fills them.
  mutating func writeCall(
    _ callee: Expression, _ arguments: [ArgumentDescription], prefix: String, suffix: String
  ) -> Bool {
    let start = writer.startLine()
    writer.bytes.append(prefix)
    Self.appendInline(callee, to: &writer.bytes)
    writer.bytes.append(UInt8(ascii: "("))
    let argumentsStart = writer.bytes.count
    var ends: [Int] = []
    ends.reserveCapacity(arguments.count)
    var reserve = 0
    for index in arguments.indices {
      if index > 0 { writer.bytes.append(", ") }
      Self.appendArgument(of: arguments, at: index, to: &writer.bytes)
      ends.append(writer.bytes.count)
      if reserve == 0 && Self.hasListWithTrailingComma(arguments[index].value) { reserve = 1 }
    }
    writer.bytes.append(UInt8(ascii: ")"))
    writer.bytes.append(suffix)
    let fits =
      reserve == 0 && !Self.hasListWithTrailingComma(callee)
      ? writer.lineFits(from: start) : writer.lineFits(from: start, reserving: 1)
    if fits {
      writer.endLine()
      return true
    }
    // Each argument on a line of its own, one level deeper, with room for its comma.
    let room = CodeWriter.lineLength - writer.indentationWidth - 4
    var argumentStart = argumentsStart
    for end in ends {
      guard writer.columns(of: argumentStart..<end, atMost: room) else {
        writer.rollBack(to: start)
        return false
      }
      argumentStart = end + 2
    }
    // `writeList` keeps the call on one line when it fits with the columns it reserves.
    if writer.lineFits(from: start, reserving: reserve) {
      writer.endLine()
      return true
    }
    let list = Array(writer.bytes[argumentsStart...])
    writer.bytes.removeSubrange(argumentsStart...)
    writer.endLine()
    writer.indented { writer in
      var line = writer.startLine()
      var pieceStart = 0
      for (index, end) in ends.enumerated() {
        // The argument and its comma, or the last one and the closing parenthesis and suffix.
        let pieceEnd = index == ends.count - 1 ? list.count : end - argumentsStart + 1
        let piece = list[pieceStart..<pieceEnd]
        pieceStart = pieceEnd + 1
        guard index > 0 else {
          writer.bytes.append(contentsOf: piece)
          continue
        }
        let mark = writer.bytes.count
        writer.bytes.append(.space)
        writer.bytes.append(contentsOf: piece)
        if !writer.lineFits(from: line, reserving: reserve) {
          writer.bytes.removeSubrange(mark...)
          writer.endLine()
          line = writer.startLine()
          writer.bytes.append(contentsOf: piece)
        }
      }
      writer.endLine()
    }
    return true
  }

  /// Whether `writeExpression` writes `expression` on one line however long it is: all but a
  /// call with arguments and a collection literal with elements (after a word like `try?` or
  /// not), which it breaks.
  static func isWrittenWhole(_ expression: Expression) -> Bool {
    switch expression {
    case .call(_, let arguments): arguments.isEmpty
    case .array(let elements): elements.isEmpty
    case .dictionary(let entries): entries.isEmpty
    case .prefix(let word, let operand) where word.hasSuffix(" "): isWrittenWhole(operand)
    default: true
    }
  }

  /// Ends the line being built, which started at `start` and holds a prefix of `prefixCount`
  /// bytes and then an expression written whole, too long for the line: the expression goes on
  /// a line of its own one level deeper, after the prefix without its trailing spaces, unless
  /// the prefix is only spaces (swift-format lets a long string literal exceed the line length).
  /// That is what writing the prefix and then the expression again would give; the bytes are
  /// moved instead, as escaping a long text again is most of the cost of writing it.
  mutating func endWholeLine(from start: Int, prefixCount: Int) {
    let textStart = start + writer.indentationWidth
    let expressionStart = textStart + prefixCount
    var cut = expressionStart
    while cut > textStart && writer.bytes[cut - 1] == .space { cut -= 1 }
    if cut > textStart { writer.breakLine(replacing: cut..<expressionStart) }
    writer.endLine()
  }

  /// `text` without the spaces at its end, looked at as bytes (a space is never part of a
  /// larger character's encoding).
  static func droppingTrailingSpaces(_ text: String) -> String {
    let utf8 = text.utf8
    var end = utf8.endIndex
    while end > utf8.startIndex, utf8[utf8.index(before: end)] == UInt8(ascii: " ") {
      end = utf8.index(before: end)
    }
    return end == utf8.endIndex ? text : String(Substring(utf8[..<end]))
  }

  static func isTrailingClosure(_ arguments: [ArgumentDescription]) -> Bool {
    guard arguments.count == 1, arguments[0].label == nil else { return false }
    if case .closure = arguments[0].value { return true }
    return false
  }
}
