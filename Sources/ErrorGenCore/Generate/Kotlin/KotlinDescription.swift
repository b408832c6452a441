/// The Kotlin half of the description model: what the Kotlin translators return and
/// `KotlinRenderer` writes. Like `SwiftDescription`, it holds values only; names are the
/// catalog's and are escaped by the renderer (through `KotlinLexicon`), never by a translator.
struct KotlinFile: Hashable, Sendable {
  /// Lines of the `//` comment at the top.
  var header: [String]
  /// `@file:` annotations, such as `Suppress("DEPRECATION")`.
  var fileAnnotations: [KotlinAnnotation]
  /// The dotted package name, as the catalog or the CLI gave it.
  var package: String
  /// Fully qualified names, written sorted.
  var imports: [String]
  var declarations: [KotlinDeclaration]
}

/// A KDoc comment: the summary text, then `@property`/`@param` tags.
struct KotlinDoc: Hashable, Sendable {
  var text: String?
  var tags: [(tag: String, name: String, text: String)]

  init(_ text: String?, tags: [(tag: String, name: String, text: String)] = []) {
    self.text = text
    self.tags = tags
  }

  var isEmpty: Bool { (text ?? "").isEmpty && tags.isEmpty }

  static func == (lhs: KotlinDoc, rhs: KotlinDoc) -> Bool {
    lhs.text == rhs.text
      && lhs.tags.map { [$0.tag, $0.name, $0.text] }
        == rhs.tags.map { [$0.tag, $0.name, $0.text] }
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    for tag in tags { hasher.combine([tag.tag, tag.name, tag.text]) }
  }
}

/// An annotation: `@Deprecated("...")` (its argument a string), `@Suppress("...")`.
struct KotlinAnnotation: Hashable, Sendable {
  var name: String
  var stringArguments: [String]
}

indirect enum KotlinDeclaration: Hashable, Sendable {
  case classDeclaration(KotlinClass)
  case property(KotlinProperty)
  case function(KotlinFunction)
  case enumClass(KotlinEnum)
  /// `companion object { ... }`.
  case companion([KotlinDeclaration])
  /// `private const val NAME: String = """` ... `"""`: lines of text as one raw string (a
  /// chunk of the text table), each line as it is but for what Kotlin's raw strings read.
  case rawText(doc: KotlinDoc?, name: String, lines: [String])
}

/// A class: the sealed class of a catalog, or one of its case classes.
struct KotlinClass: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case sealedClass, object, dataClass
  }

  var doc: KotlinDoc?
  var annotations: [KotlinAnnotation] = []
  var kind: Kind
  var name: String
  var constructor: [KotlinParameter] = []
  /// The superclass constructor call: `NetworkError(1001)`, `Exception()`.
  var superclass: KotlinExpression?
  var members: [KotlinDeclaration] = []
}

/// A parameter of a constructor or function.
struct KotlinParameter: Hashable, Sendable {
  enum Binding: Hashable, Sendable {
    /// A plain function parameter.
    case none
    /// `val name: T`.
    case val
    /// `override val name: T`: a param named like a member it overrides.
    case overrideVal
  }

  var name: String
  var type: KotlinType
  var binding: Binding = .none
  var defaultValue: KotlinExpression? = nil
}

indirect enum KotlinType: Hashable, Sendable {
  /// A type name as Kotlin spells it: `String`, `java.util.UUID`, `NetworkError`.
  case named(String)
  case nullable(KotlinType)
  case list(KotlinType)
  case map(KotlinType, KotlinType)
}

/// A property: stored (`= value`), computed (`get() = value`) or lazy (`by lazy { value }`).
struct KotlinProperty: Hashable, Sendable {
  enum Value: Hashable, Sendable {
    case initializer(KotlinExpression)
    case getter(KotlinExpression)
    case lazy(KotlinExpression)
  }

  var doc: KotlinDoc?
  /// `override`, `open`, `final`, `private`, `const`, in the order Kotlin's conventions write them.
  var modifiers: [String] = []
  var name: String
  var type: KotlinType
  var value: Value
}

/// A function with an expression body.
struct KotlinFunction: Hashable, Sendable {
  var doc: KotlinDoc?
  var annotations: [KotlinAnnotation] = []
  var modifiers: [String] = []
  var name: String
  var parameters: [KotlinParameter]
  var returnType: KotlinType
  var body: KotlinExpression
}

/// An enum class whose constants pass constructor arguments.
struct KotlinEnum: Hashable, Sendable {
  struct Entry: Hashable, Sendable {
    var doc: KotlinDoc?
    var name: String
    var arguments: [KotlinExpression]
  }

  var doc: KotlinDoc?
  var name: String
  var constructor: [KotlinParameter]
  var entries: [Entry]
  var members: [KotlinDeclaration]
}

indirect enum KotlinExpression: Hashable, Sendable {
  case string(String)
  case int(Int)
  case long(Int)
  case double(Double)
  case bool(Bool)
  case null
  case this
  /// A catalog or generated name, quoted by the renderer when it is a keyword.
  case identifier(String)
  /// A class or type name, written as it is (`NetworkError`, `java.util.Date`).
  case typeName(String)
  /// `base.name`, or `base?.name` when `safe`.
  case member(KotlinExpression, String, safe: Bool = false)
  case call(KotlinExpression, [KotlinArgument])
  /// `base.name(arguments)`, or with `?.` when `safe`.
  case methodCall(KotlinExpression, String, [KotlinArgument], safe: Bool = false)
  /// `base.name { body }` (a trailing lambda whose parameter is `it`).
  case trailingLambda(KotlinExpression, String, KotlinExpression, safe: Bool = false)
  case listOf([KotlinExpression])
  /// A string template: literal text and `${expression}`s.
  case template([KotlinTemplatePart])
  case when(subject: KotlinExpression?, [KotlinWhenBranch], otherwise: KotlinExpression?)
  case binary(KotlinExpression, String, KotlinExpression)
}

struct KotlinArgument: Hashable, Sendable {
  var label: String?
  var value: KotlinExpression

  init(_ value: KotlinExpression) {
    self.label = nil
    self.value = value
  }

  init(label: String, _ value: KotlinExpression) {
    self.label = label
    self.value = value
  }
}

enum KotlinTemplatePart: Hashable, Sendable {
  case text(String)
  case value(KotlinExpression)
}

struct KotlinWhenBranch: Hashable, Sendable {
  enum Condition: Hashable, Sendable {
    /// `is Name` (a data class) or `Name` (an object): the renderer writes the right one.
    case isCase(String, isObject: Bool)
    case value(KotlinExpression)
    /// `in lower..upper`.
    case range(Int, Int)

    var isObject: Bool {
      if case .isCase(_, true) = self { return true }
      return false
    }
  }

  var conditions: [Condition]
  var value: KotlinExpression
}
