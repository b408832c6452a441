/// Turns a `FileDescription` into Swift source text.
///
/// The renderer is the only code that writes Swift: it owns indentation (two spaces), line
/// breaks (at most 100 columns, breaking where swift-format's default configuration would, so
/// that its output passes `swift format lint`) and the escaping of every name, literal and
/// comment. Its output is a pure function of its input.
struct SwiftRenderer: ~Copyable {
  var writer = CodeWriter()
  /// Whether a `switch self` at the top of a member's body is written as the chain of
  /// `if case` that `LargeEnumLowering` plans (the members of a large enum). Members of nested
  /// types keep their switches.
  var lowersSwitchesOverSelf = false
  /// Set when the chain of a generated switch, written as its cases came, could not be lowered
  /// after all (`renderGeneratingMember(_:)` then writes the member again).
  var generatedChainFailed = false

  /// The source text of `file`; `lowersSwitchesOverSelf` as for the members of a large enum.
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

  /// The text of top-level declarations that follow other text in a file, as `renderFile`
  /// writes them there: so that parts of a file can be rendered apart and joined.
  /// The text is cut into pieces of about `partPieceSize` bytes; each full piece goes to `emit`
  /// as soon as it is written, and the rest is returned.
  static func renderPart(
    _ declarations: [Declaration], lowersSwitchesOverSelf: Bool = false,
    emit: (([UInt8]) -> Void)? = nil
  ) -> [[UInt8]] {
    var renderer = SwiftRenderer(
      writer: CodeWriter(followingText: true, pieceSize: partPieceSize, emit: emit),
      lowersSwitchesOverSelf: lowersSwitchesOverSelf)
    renderer.renderTopLevel(declarations)
    return renderer.writer.pieces
  }

  /// About how many bytes of a part of a file are kept in one piece.
  static let partPieceSize = 256 * 1024

  /// Writes `members` with one blank line between them, none between consecutive enum cases or
  /// consecutive stored properties (`Declaration.listKind`).
  mutating func renderMembers(_ members: [Declaration]) {
    renderMembers(members, then: nil)
  }

  /// `renderMembers(_:)` of `members` followed by those `generated` makes, each written as it
  /// is made.
  mutating func renderMembers(_ members: [Declaration], then generated: GeneratedDeclarations?) {
    var previousList: Declaration.ListKind?
    var isFirst = true
    func render(_ member: Declaration, _ renderer: inout SwiftRenderer) {
      let list = member.listKind
      if !isFirst && (list == nil || list != previousList) { renderer.writer.writeBlankLine() }
      renderer.renderDeclaration(member)
      previousList = list
      isFirst = false
    }
    for member in members { render(member, &self) }
    guard let generated else { return }
    let iterator = generated.makeIterator()
    while let member = iterator.next() { render(member, &self) }
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
      renderGeneratingMember(declaration) { $0.renderVariable(variable) }
    case .function(let function):
      renderGeneratingMember(declaration) { $0.renderFunction(function) }
    case .enumeration(let enumeration):
      let head = enumeration.access.prefix + "enum " + SwiftLexicon.identifier(enumeration.name)
      // A nested enum (`RecoveryOption`) has no associated values: its switches are cheap.
      let lowers = lowersSwitchesOverSelf
      lowersSwitchesOverSelf = false
      writer.write(head + inheritance(enumeration.conformances) + " {")
      indented { $0.renderMembers(enumeration.members, then: enumeration.generatedMembers) }
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
    }
  }

  mutating func renderComment(_ comment: Comment) {
    switch comment {
    case .doc(let text):
      let width = CodeWriter.lineLength - writer.indentationWidth - 4
      // Most docs are one short plain line (`commentLines` keeps it as it is): written without
      // an array of lines, for each case of a large catalog.
      if text.utf8.count <= width, SwiftLexicon.isSimpleCommentLine(text) {
        writer.write("///", text)
        return
      }
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

  /// A section of a file split into parts, as it follows the text before it: its mark and the
  /// first line of its extension, whose members `renderMembersPart` writes.
  static func renderOpening(_ description: ExtensionDescription, title: String) -> [UInt8] {
    var renderer = SwiftRenderer(writer: CodeWriter(followingText: true))
    renderer.renderTopLevel([.mark(title)])
    renderer.writer.writeBlankLine()
    renderer.writer.write(renderer.extensionHead(description) + " {")
    return renderer.writer.bytes.array
  }

  /// Members of an extension as `renderBlock` writes them, one level deeper than the extension:
  /// the first ones directly after its first line, later ones after a blank line. Pieces go to
  /// `emit` as in `renderPart`.
  static func renderMembersPart(
    _ members: [Declaration], isFirst: Bool, lowersSwitchesOverSelf: Bool = false,
    emit: (([UInt8]) -> Void)? = nil
  ) -> [[UInt8]] {
    var renderer = SwiftRenderer(
      writer: CodeWriter(followingText: !isFirst, pieceSize: partPieceSize, emit: emit),
      lowersSwitchesOverSelf: lowersSwitchesOverSelf)
    renderer.indented {
      for member in members {
        $0.writer.writeBlankLine()
        $0.renderDeclaration(member)
      }
    }
    return renderer.writer.pieces
  }

  /// Runs `body` with the writer one level deeper.
  mutating func indented(_ body: (inout SwiftRenderer) -> Void) {
    writer.level += 1
    body(&self)
    writer.level -= 1
  }

  mutating func renderEnumCase(_ enumCase: EnumCaseDescription) {
    // Most cases fit on their line: it is written in place (a large catalog has thousands).
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

  /// Runs `render`, which writes `member`; when the member's body has a generated switch over
  /// `self` that is lowered, its text is held until the member is written, and when the chain
  /// could not be lowered after all, the member is written again with the switch's cases made at
  /// once (which then stays a switch).
  private mutating func renderGeneratingMember(
    _ member: Declaration, _ render: (inout SwiftRenderer) -> Void
  ) {
    guard lowersSwitchesOverSelf, member.generatesSwitchOverSelf else {
      render(&self)
      return
    }
    let mark = writer.hold()
    defer { writer.release() }
    render(&self)
    guard generatedChainFailed else { return }
    generatedChainFailed = false
    writer.rollBack(to: mark)
    renderDeclaration(member.withGeneratedCasesMade)
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
    let chains =
      lowersSwitchesOverSelf ? loweredChains(function.body, returning: function.returnType) : nil
    if chains != nil { writer.write(LargeEnumLowering.attribute) }
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
    guard let body = function.body else {
      writer.write(")" + tail)
      return
    }
    writer.write(")" + tail + " {")
    if let chains {
      renderMemberStatements(body, chains: chains, returning: function.returnType)
    } else {
      renderStatements(body)
    }
    writer.write("}")
  }

  /// The chains that `LargeEnumLowering` plans for the statements of a member's body, one per
  /// statement, when at least one statement is lowered; nil when none is.
  private func loweredChains(_ body: [CodeBlockItem]?, returning type: TypeDescription?)
    -> [LargeEnumLowering.Chain?]?
  {
    guard let body else { return nil }
    let chains = body.map { LargeEnumLowering.chain($0, returning: type) }
    return chains.contains(where: { $0 != nil }) ? chains : nil
  }

  /// `head { single statement }` when it fits and is one expression, else a block.
  ///
  /// `returning`, given for the body of a member, is the member's type: the body's switches
  /// over `self` may then be lowered.
  mutating func renderBody(
    _ head: String, _ body: [CodeBlockItem], returning type: TypeDescription?? = nil
  ) {
    if let type, lowersSwitchesOverSelf {
      if let chains = loweredChains(body, returning: type) {
        writer.write(LargeEnumLowering.attribute)
        writer.write(head + " {")
        renderMemberStatements(body, chains: chains, returning: type)
        writer.write("}")
        return
      }
      if LargeEnumLowering.isLargeLiteral(body) { writer.write(LargeEnumLowering.attribute) }
    }
    if body.count == 1,
      Self.mayFitInline(body[0], after: Self.minimumWidth(of: head) + 5, writer: writer)
    {
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

  static func parameter(_ parameter: ParameterDescription) -> String {
    var text = ""
    if let label = parameter.label, label != parameter.name {
      text += (label == "_" ? "_" : SwiftLexicon.label(label)) + " "
    }
    text += SwiftLexicon.identifier(parameter.name) + ": "
    if parameter.isInout { text += "inout " }
    return text + (parameter.isEscaping ? "@escaping " : "") + type(parameter.type)
  }

  /// Appends `type(type)` to `out`: the names, optionals and arrays of associated values are
  /// written straight from their bytes.
  static func appendType(_ type: TypeDescription, to out: inout ByteBuffer) {
    switch type {
    case .named(let name) where !name.utf8.contains(UInt8(ascii: ".")):
      if name == "Any" || name == "Self" {
        out.append(name)
      } else {
        SwiftLexicon.appendIdentifier(name, to: &out)
      }
    case .optional(let wrapped) where wrapped.isWrittenBare:
      appendType(wrapped, to: &out)
      out.append(UInt8(ascii: "?"))
    case .array(let element):
      out.append(UInt8(ascii: "["))
      appendType(element, to: &out)
      out.append(UInt8(ascii: "]"))
    default:
      out.append(Self.type(type))
    }
  }

  /// The spelling of a type.
  static func type(_ type: TypeDescription) -> String {
    switch type {
    case .named(let name):
      // Most names have no dot: every associated value of every case is written with one.
      guard name.utf8.contains(UInt8(ascii: ".")) else { return SwiftLexicon.typeName(name) }
      return name.split(separator: ".", omittingEmptySubsequences: false)
        .map { SwiftLexicon.typeName(String($0)) }.joined(separator: ".")
    case .optional(let wrapped):
      return wrapped.isWrittenBare ? Self.type(wrapped) + "?" : "(" + Self.type(wrapped) + ")?"
    case .array(let element):
      return "[" + Self.type(element) + "]"
    case .dictionary(let key, let value):
      return "[" + Self.type(key) + ": " + Self.type(value) + "]"
    case .existential(let constraint):
      return "any " + Self.type(constraint)
    case .generic(let name, let arguments):
      return SwiftLexicon.typeName(name) + "<" + arguments.map(Self.type).joined(separator: ", ")
        + ">"
    case .function(let parameters, let result):
      return "(" + parameters.map(Self.type).joined(separator: ", ") + ") -> " + Self.type(result)
    case .metatype(let instance):
      switch instance {
      case .existential, .function, .optional: return "(" + Self.type(instance) + ").Type"
      default: return Self.type(instance) + ".Type"
      }
    }
  }
}

extension TypeDescription {
  /// Whether the type is written without parentheses before a `?`: all but `any P` and
  /// function types.
  var isWrittenBare: Bool {
    switch self {
    case .existential, .function: false
    default: true
    }
  }
}

extension AccessModifier {
  /// The modifier and a space, or nothing for `internal`.
  var prefix: String { self == .internal ? "" : rawValue + " " }
}

extension Declaration {
  /// Whether the declaration is an enum case, possibly commented or deprecated.
  var isEnumCase: Bool {
    switch self {
    case .enumCase: true
    case .commented(_, let inner), .deprecated(_, let inner): inner.isEnumCase
    default: false
    }
  }

  /// Declarations written one after the other, without a blank line between them.
  enum ListKind {
    /// Enum cases, commented or not.
    case enumCases
    /// Stored instance properties without a comment, such as a struct's fields.
    case storedProperties
  }

  /// The list the declaration is written in with its neighbours of the same kind, if any.
  var listKind: ListKind? {
    switch self {
    case .variable(let variable) where variable.getter == nil && !variable.isStatic:
      .storedProperties
    default:
      isEnumCase ? .enumCases : nil
    }
  }
}
