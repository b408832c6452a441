/// Types and parameters as written in declarations, and what the renderer asks of
/// declarations: their access prefix and which of them are written as lists.
extension SwiftRenderer {
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
  static func appendType(_ type: TypeDescription, to out: inout [UInt8]) {
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
