/// Rendering of `StubFileDescription`: the struct and the placeholder bodies that the shared
/// renderer has no node for, written with its own pieces (comments, signatures, statements), so
/// that indentation, line breaks and escaping stay the renderer's.
extension SwiftRenderer {
  /// The source text of a stub file.
  static func render(_ file: StubFileDescription) -> String {
    var renderer = SwiftRenderer()
    renderer.renderFile(
      FileDescription(headerComment: file.headerComment, imports: file.imports, declarations: []))
    renderer.writer.writeBlankLine()
    renderer.renderStub(file.structure)
    return renderer.writer.text
  }

  mutating func renderStub(_ structure: StubStructDescription) {
    if let comment = structure.comment { renderComment(comment) }
    var head = structure.access.prefix + "struct " + SwiftLexicon.identifier(structure.name)
    if !structure.conformances.isEmpty {
      head +=
        ": "
        + structure.conformances.map { SwiftLexicon.identifier($0) }
        .joined(separator: ", ")
    }
    writer.write(head + " {")
    indented { renderer in
      for (index, method) in structure.methods.enumerated() {
        if index > 0 { renderer.writer.writeBlankLine() }
        renderer.renderStubMethod(method)
      }
    }
    writer.write("}")
  }

  /// The method's comment and signature as `renderFunction` writes them, then the placeholder
  /// comment and the statements one level deeper, then the closing brace.
  mutating func renderStubMethod(_ method: StubMethodDescription) {
    if let comment = method.comment { renderComment(comment) }
    // Render the signature with an empty body at level 0: every line but the last ("}") is the
    // signature, already broken and indented relative to the declaration.
    var signature = SwiftRenderer()
    var function = method.function
    function.body = []
    signature.renderFunction(function)
    for line in signature.writer.lines.dropLast() { writer.write(line) }
    indented { renderer in
      renderer.renderComment(.line(method.placeholder))
      for item in method.body { renderer.renderStatement(item) }
    }
    writer.write("}")
  }
}
