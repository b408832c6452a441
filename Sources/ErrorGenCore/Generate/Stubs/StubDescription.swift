/// What `errorgen stubs` writes, in the terms of the Swift description model: a file with one
/// struct whose methods start with a placeholder comment.
///
/// The shared model (`SwiftDescription.swift`) describes generated code, which has neither
/// structs nor comments inside bodies; a stub needs both, so they are described here and
/// rendered by `SwiftRenderer+Stubs.swift`, through the same renderer and writer.

/// A whole stub file.
struct StubFileDescription: Hashable, Sendable {
  /// The first line comment.
  var headerComment: String?
  /// Module names; the renderer sorts them.
  var imports: [String] = []
  var structure: StubStructDescription
}

/// `struct Name: Conformances { methods }`.
struct StubStructDescription: Hashable, Sendable {
  var comment: Comment?
  var access: AccessModifier = .internal
  var name: String
  var conformances: [String] = []
  var methods: [StubMethodDescription]
}

/// A method whose body is a placeholder: a line comment saying what to write, then statements
/// that compile (`return false`).
struct StubMethodDescription: Hashable, Sendable {
  var comment: Comment?
  /// The signature; its `body` is ignored.
  var function: FunctionDescription
  /// The line comment at the start of the body.
  var placeholder: String
  var body: [CodeBlockItem]
}
