/// Turns a `FileDescription` into Swift source text.
///
/// The renderer is the only code that writes Swift: it owns indentation (two spaces), line
/// breaks (at most 100 columns, breaking where swift-format's default configuration would, so
/// that its output passes `swift format lint`) and the escaping of every name, literal and
/// comment. Its output is a pure function of its input.
struct SwiftRenderer {
  var writer = CodeWriter()
  /// Whether a `switch self` at the top of a member's body gets the `default:` that
  /// `SwitchLowering` gives it (the members of the error type). Members of nested types keep
  /// their switches as they are.
  var lowersSwitchesOverSelf = false

  /// The source text of `file`; `lowersSwitchesOverSelf` as for the members of the error type.
  static func render(_ file: FileDescription, lowersSwitchesOverSelf: Bool = false) -> String {
    var renderer = SwiftRenderer(lowersSwitchesOverSelf: lowersSwitchesOverSelf)
    renderer.renderFile(file)
    return renderer.writer.text
  }

  mutating func renderFile(_ file: FileDescription) {
    if let header = file.headerComment {
      renderComment(.line(header))
    }
    for module in Set(file.imports).sorted() {
      writer.write("import " + SwiftLexicon.identifier(module))
    }
    renderTopLevel(file.declarations)
  }

  /// Writes top-level declarations, each after a blank line.
  mutating func renderTopLevel(_ declarations: [Declaration]) {
    for declaration in declarations {
      writer.writeBlankLine()
      renderDeclaration(declaration)
    }
  }

  /// Writes `members` with one blank line between them, none between consecutive enum cases or
  /// consecutive stored properties (`Declaration.listKind`).
  mutating func renderMembers(_ members: [Declaration]) {
    var previousList: Declaration.ListKind?
    for (index, member) in members.enumerated() {
      let list = member.listKind
      if index > 0 && (list == nil || list != previousList) { writer.writeBlankLine() }
      renderDeclaration(member)
      previousList = list
    }
  }

  mutating func renderDeclaration(_ declaration: Declaration) {
    switch declaration {
    case .commented(let comment, let declaration):
      renderComment(comment)
      renderDeclaration(declaration)
    case .deprecated(let message, let declaration):
      renderDeprecation(message: message)
      renderDeclaration(declaration)
    case .mark(let title):
      renderComment(.line("MARK: - " + title))
    case .variable(let variable):
      renderVariable(variable)
    case .function(let function):
      renderFunction(function)
    case .enumeration(let enumeration):
      let head = enumeration.access.prefix + "enum " + SwiftLexicon.identifier(enumeration.name)
      // A nested enum (`RecoveryOption`) has no associated values: its switches are cheap.
      let lowers = lowersSwitchesOverSelf
      lowersSwitchesOverSelf = false
      writer.write(head + inheritance(enumeration.conformances) + " {")
      indented { $0.renderMembers(enumeration.members) }
      writer.write("}")
      lowersSwitchesOverSelf = lowers
    case .structure(let structure):
      let head = structure.access.prefix + "struct " + SwiftLexicon.identifier(structure.name)
      renderBlock(head + inheritance(structure.conformances), members: structure.members)
    case .enumCase(let enumCase):
      renderEnumCase(enumCase)
    case .extension(let description):
      let head = extensionHead(description)
      if description.members.isEmpty {
        writer.write(head + " {}")
      } else {
        renderBlock(head, members: description.members)
      }
    case .protocol(let description):
      let head = description.access.prefix + "protocol " + SwiftLexicon.identifier(description.name)
      renderBlock(head + inheritance(description.inherits), members: description.members)
    case .rawText(let access, let name, let lines):
      renderRawText(access: access, name: name, lines: lines)
    }
  }

  /// A raw multi-line string literal of `lines`: with one `#` more than the longest run of `#`
  /// in them, so that neither `"""` nor a backslash in a line ends the literal or starts an
  /// escape, and the lines are exactly the text.
  mutating func renderRawText(access: AccessModifier, name: String, lines: [String]) {
    var longest = 0
    for var line in lines {
      var run = 0
      line.withUTF8 { bytes in
        for byte in bytes {
          run = byte == UInt8(ascii: "#") ? run + 1 : 0
          longest = max(longest, run)
        }
      }
    }
    let hashes = String(repeating: "#", count: longest + 1)
    writer.write(
      access.prefix + "static let " + SwiftLexicon.identifier(name) + " = " + hashes + "\"\"\"")
    indented { renderer in
      for line in lines { renderer.writer.write(line) }
      renderer.writer.write("\"\"\"" + hashes)
    }
  }

  mutating func renderComment(_ comment: Comment) {
    switch comment {
    case .doc(let text):
      let width = CodeWriter.lineLength - writer.indentationWidth - 4
      for line in SwiftLexicon.commentLines(text, width: width) {
        writer.write("///", line)
      }
    case .line(let text):
      let width = CodeWriter.lineLength - writer.indentationWidth - 3
      for line in SwiftLexicon.commentLines(text, width: width) {
        writer.write("//", line)
      }
    }
  }

  mutating func renderDeprecation(message: String?) {
    guard let message else {
      writer.write("@available(*, deprecated)")
      return
    }
    let argument = "message: " + SwiftLexicon.stringLiteral(message)
    let single = "@available(*, deprecated, " + argument + ")"
    if writer.fits(single) {
      writer.write(single)
    } else {
      writer.write("@available(")
      writer.indented {
        $0.write("*, deprecated,")
        $0.write(argument)
      }
      writer.write(")")
    }
  }

  mutating func renderBlock(_ head: String, members: [Declaration]) {
    writer.write(head + " {")
    indented { $0.renderMembers(members) }
    writer.write("}")
  }

  /// `extension Type: Conformances`.
  private func extensionHead(_ description: ExtensionDescription) -> String {
    "extension " + Self.type(.named(description.typeName)) + inheritance(description.conformances)
  }

  /// Runs `body` with the writer one level deeper.
  mutating func indented(_ body: (inout SwiftRenderer) -> Void) {
    writer.level += 1
    body(&self)
    writer.level -= 1
  }

  mutating func renderEnumCase(_ enumCase: EnumCaseDescription) {
    // Most cases fit on their line: it is written as it is, and broken only when too long.
    let start = writer.startLine()
    writer.bytes.append("case ")
    SwiftLexicon.appendIdentifier(enumCase.name, to: &writer.bytes)
    if !enumCase.associatedValues.isEmpty {
      writer.bytes.append(UInt8(ascii: "("))
      for (index, value) in enumCase.associatedValues.enumerated() {
        if index > 0 { writer.bytes.append(", ") }
        if let label = value.label {
          SwiftLexicon.appendLabel(label, to: &writer.bytes)
          writer.bytes.append(": ")
        }
        Self.appendType(value.type, to: &writer.bytes)
      }
      writer.bytes.append(UInt8(ascii: ")"))
    }
    if writer.lineFits(from: start) {
      writer.endLine()
      return
    }
    writer.rollBack(to: start)
    let head = "case " + SwiftLexicon.identifier(enumCase.name)
    guard !enumCase.associatedValues.isEmpty else {
      writer.write(head)
      return
    }
    let values = enumCase.associatedValues.map { value in
      (value.label.map { SwiftLexicon.label($0) + ": " } ?? "") + Self.type(value.type)
    }
    writer.writeList(head + "(", values, ")")
  }

  mutating func renderVariable(_ variable: VariableDescription) {
    var head = variable.access.prefix + (variable.isStatic ? "static " : "")
    head += variable.kind.rawValue + " " + SwiftLexicon.identifier(variable.name)
    if let type = variable.type { head += ": " + Self.type(type) }
    if let value = variable.value {
      writeExpression(value, prefix: head + " = ")
    } else if let getter = variable.getter, let setter = variable.setter {
      writer.write(head + " {")
      indented {
        $0.renderBody("get", getter, returning: variable.type)
        $0.renderBody("set", setter)
      }
      writer.write("}")
    } else if let getter = variable.getter, getter.isEmpty {
      writer.write(head + " { get }")
    } else if let getter = variable.getter {
      renderBody(head, getter, returning: variable.type)
    } else {
      writer.write(head)
    }
  }

  mutating func renderFunction(_ function: FunctionDescription) {
    var head = function.access.prefix + (function.isStatic ? "static " : "")
    switch function.kind {
    case .function(let name): head += "func " + SwiftLexicon.identifier(name)
    case .initializer(let failable): head += failable ? "init?" : "init"
    case .operator(let symbol): head += "func " + SwiftLexicon.operatorName(symbol) + " "
    }
    let parameters = function.parameters.map(Self.parameter)
    var tail = function.isAsync ? " async" : ""
    if let result = function.returnType { tail += " -> " + Self.type(result) }
    let opening = function.body == nil ? "" : " {"
    let single = head + "(" + parameters.joined(separator: ", ") + ")" + tail
    if writer.fits(single + opening) {
      if let body = function.body {
        renderBody(single, body, returning: function.returnType)
      } else {
        writer.write(single)
      }
      return
    }
    var lowered: [CodeBlockItem]?
    if lowersSwitchesOverSelf, let body = function.body {
      lowered = SwitchLowering.lowered(body, returning: function.returnType)
      if SwitchLowering.isUnoptimized(lowered ?? body) { writer.write(SwitchLowering.attribute) }
    }
    writer.write(head + "(")
    writer.indented { writer in
      let packed = parameters.joined(separator: ", ")
      if writer.fits(packed) {
        writer.write(packed)
      } else {
        for (index, parameter) in parameters.enumerated() {
          writer.write(parameter + (index == parameters.count - 1 ? "" : ","))
        }
      }
    }
    guard let body = lowered ?? function.body else {
      writer.write(")" + tail)
      return
    }
    writer.write(")" + tail + " {")
    renderStatements(body)
    writer.write("}")
  }

  /// `head { single statement }` when it fits and is one expression, else a block.
  ///
  /// `returning`, given for the body of a member, is the member's type: the body's switches
  /// over `self` may then be lowered.
  mutating func renderBody(
    _ head: String, _ body: [CodeBlockItem], returning type: TypeDescription?? = nil
  ) {
    var body = body
    if let type, lowersSwitchesOverSelf {
      body = SwitchLowering.lowered(body, returning: type)
      if SwitchLowering.isUnoptimized(body) { writer.write(SwitchLowering.attribute) }
    }
    if body.count == 1 {
      let start = writer.startLine()
      writer.bytes.append(head)
      writer.bytes.append(" { ")
      if Self.appendInlineStatement(body[0], to: &writer.bytes) {
        writer.bytes.append(" }")
        if fitsLine(from: start, statement: body[0]) {
          writer.endLine()
          return
        }
      }
      writer.rollBack(to: start)
    }
    writer.write(head + " {")
    renderStatements(body)
    writer.write("}")
  }

  private func inheritance(_ names: [String]) -> String {
    names.isEmpty ? "" : ": " + names.map { SwiftLexicon.typeName($0) }.joined(separator: ", ")
  }
}
