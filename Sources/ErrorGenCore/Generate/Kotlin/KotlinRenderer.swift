/// Writes a `KotlinFile` as Kotlin source: the only place Kotlin text is made.
///
/// Four spaces of indentation, one blank line between members, KDoc from the catalog's `doc`
/// fields: Kotlin's coding conventions. Expressions render to lines, so that a `when` nested in
/// a `when` indents itself; the caller indents every line after the first.
enum KotlinRenderer {
  static let indent = "    "

  static func render(_ file: KotlinFile) -> String {
    var lines = file.header.map { "// " + $0 }
    for annotation in file.fileAnnotations { lines.append("@file:" + render(annotation)) }
    lines.append("package " + KotlinLexicon.packageName(file.package))
    if !file.imports.isEmpty {
      lines.append("")
      // Qualified names: a package segment may be a keyword (`com.example.in`).
      lines += Array(Set(file.imports)).sorted().map { "import " + KotlinLexicon.packageName($0) }
    }
    for declaration in file.declarations {
      lines.append("")
      lines += render(declaration)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  static func render(_ annotation: KotlinAnnotation) -> String {
    guard !annotation.stringArguments.isEmpty else { return annotation.name }
    return annotation.name + "("
      + annotation.stringArguments.map(KotlinLexicon.stringLiteral).joined(separator: ", ") + ")"
  }

  /// A declaration's lines, starting at column 0.
  static func render(_ declaration: KotlinDeclaration) -> [String] {
    switch declaration {
    case .classDeclaration(let type): return render(type)
    case .property(let property): return render(property)
    case .function(let function): return render(function)
    case .enumClass(let enumeration): return render(enumeration)
    case .companion(let members): return ["companion object {"] + body(members) + ["}"]
    case .rawText(let doc, let name, let lines):
      return render(doc) + ["private const val " + name + ": String = \"\"\""]
        + lines.map { indented(rawTextLine($0)) } + ["\"\"\""]
    }
  }

  /// A text table line as a raw string's line: a `$` that would start a template and each
  /// `"` of a run of three (which would end the string) become the table's own `\u{...}`
  /// escapes, which `ErrorTextTable` reads back.
  static func rawTextLine(_ line: String) -> String {
    var result = ""
    let scalars = Array(line.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalar == "$", let next, next == "{" || next == "_" || next.properties.isAlphabetic {
        result += "\\u{24}"
      } else if scalar == "\"", line.unicodeScalars.count > 2, isInQuoteRun(scalars, index) {
        result += "\\u{22}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Whether the `"` at `index` is part of a run of three or more.
  private static func isInQuoteRun(_ scalars: [Unicode.Scalar], _ index: Int) -> Bool {
    var start = index
    while start > 0 && scalars[start - 1] == "\"" { start -= 1 }
    var end = index
    while end + 1 < scalars.count && scalars[end + 1] == "\"" { end += 1 }
    return end - start + 1 >= 3
  }

  /// Members indented one level, a blank line between two.
  static func body(_ members: [KotlinDeclaration]) -> [String] {
    var lines: [String] = []
    for (index, member) in members.enumerated() {
      if index > 0 { lines.append("") }
      lines += render(member).map(indented)
    }
    return lines
  }

  static func indented(_ line: String) -> String { line.isEmpty ? line : indent + line }

  static func render(_ doc: KotlinDoc?) -> [String] {
    guard let doc, !doc.isEmpty else { return [] }
    var text = doc.text.map(KotlinLexicon.kdocLines) ?? []
    if !doc.tags.isEmpty {
      if !text.isEmpty { text.append("") }
      for tag in doc.tags {
        let lines = KotlinLexicon.kdocLines(tag.text)
        text.append("@\(tag.tag) \(tag.name) " + (lines.first ?? ""))
        text += lines.dropFirst()
      }
    }
    if text.count == 1 { return ["/** " + text[0] + " */"] }
    return ["/**"] + text.map { $0.isEmpty ? " *" : " * " + $0 } + [" */"]
  }

  static func render(_ type: KotlinClass) -> [String] {
    var lines = render(type.doc) + type.annotations.map { "@" + render($0) }
    let keyword: String
    switch type.kind {
    case .sealedClass: keyword = "sealed class "
    case .object: keyword = "object "
    case .dataClass: keyword = "data class "
    }
    var head = keyword + type.name
    if !type.constructor.isEmpty {
      head += "(" + type.constructor.map(render).joined(separator: ", ") + ")"
    }
    if let superclass = type.superclass {
      head += " : " + inline(superclass)
    }
    if type.members.isEmpty { return lines + [head] }
    lines.append(head + " {")
    lines += body(type.members)
    lines.append("}")
    return lines
  }

  static func render(_ parameter: KotlinParameter) -> String {
    let binding: String
    switch parameter.binding {
    case .none: binding = ""
    case .val: binding = "val "
    case .overrideVal: binding = "override val "
    }
    var text = binding + KotlinLexicon.identifier(parameter.name) + ": " + render(parameter.type)
    if let value = parameter.defaultValue { text += " = " + inline(value) }
    return text
  }

  static func render(_ type: KotlinType) -> String {
    switch type {
    case .named(let name): return name
    case .nullable(let wrapped): return render(wrapped) + "?"
    case .list(let element): return "List<" + render(element) + ">"
    case .map(let key, let value): return "Map<" + render(key) + ", " + render(value) + ">"
    }
  }

  static func render(_ property: KotlinProperty) -> [String] {
    let modifiers = property.modifiers.map { $0 + " " }.joined()
    let head =
      modifiers + "val " + KotlinLexicon.identifier(property.name) + ": " + render(property.type)
    let lines = render(property.doc)
    switch property.value {
    case .initializer(let value):
      return lines + attach(head + " = ", expression(value))
    case .lazy(let value):
      return lines + [head + " by lazy {"] + expression(value).map(indented) + ["}"]
    case .getter(let value):
      return lines + [head] + attach("get() = ", expression(value)).map(indented)
    }
  }

  static func render(_ function: KotlinFunction) -> [String] {
    let modifiers = function.modifiers.map { $0 + " " }.joined()
    let head =
      modifiers + "fun " + KotlinLexicon.identifier(function.name) + "("
      + function.parameters.map(render).joined(separator: ", ") + "): "
      + render(function.returnType) + " = "
    return render(function.doc) + function.annotations.map { "@" + render($0) }
      + attach(head, expression(function.body))
  }

  static func render(_ enumeration: KotlinEnum) -> [String] {
    var lines = render(enumeration.doc)
    let constructor = enumeration.constructor.map(render).joined(separator: ", ")
    lines.append("enum class " + enumeration.name + "(" + constructor + ") {")
    for (index, entry) in enumeration.entries.enumerated() {
      let arguments = entry.arguments.map(inline).joined(separator: ", ")
      let end = index == enumeration.entries.count - 1 ? ";" : ","
      lines += render(entry.doc).map(indented)
      lines.append(indent + entry.name + "(" + arguments + ")" + end)
    }
    if !enumeration.members.isEmpty {
      lines.append("")
      lines += body(enumeration.members)
    }
    lines.append("}")
    return lines
  }

  /// `prefix` followed by the expression's first line; the other lines as they are.
  static func attach(_ prefix: String, _ lines: [String]) -> [String] {
    guard let first = lines.first else { return [prefix] }
    return [prefix + first] + lines.dropFirst()
  }
}
