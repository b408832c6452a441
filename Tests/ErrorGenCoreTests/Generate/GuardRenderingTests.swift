import Testing

@testable import ErrorGenCore

/// `guard let`, which generated code writes where a value may be missing.
@Suite struct GuardRenderingTests {
  private func render(statements: [CodeBlockItem]) -> String {
    SwiftRenderer.render(
      FileDescription(
        headerComment: nil, imports: [],
        declarations: [.method(.internal, "f", [], returns: nil, statements)]))
  }

  private func read(_ name: String) -> Expression {
    .call(
      .member(.identifier("problemDetails"), "param"),
      [
        .value(.string(name)), ArgumentDescription("as", .member(.type(.named("Int")), "self")),
        ArgumentDescription("binding", .member(nil, "httpStatus")),
      ])
  }

  /// A `guard let` stays on one line when it fits; one that does not puts its binding on lines
  /// of its own, broken like any binding, then `else`, as swift-format does.
  @Test func longGuardBindingBreaksLikeSwiftFormat() {
    let rendered = render(statements: [
      .guard(.optionalBinding(name: "a", value: .identifier("b")), else: [.return(nil)]),
      .guard(.optionalBinding(name: "statusCode", value: read("statusCode")), else: [.return(nil)]),
      .guard(
        .optionalBinding(name: "aLongerStatusCode", value: read("aLongerStatusCodeName")),
        else: [.return(nil)]),
    ])
    let expected = """
      func f() {
        guard let a = b else { return }
        guard
          let statusCode = problemDetails.param("statusCode", as: Int.self, binding: .httpStatus)
        else { return }
        guard
          let aLongerStatusCode = problemDetails.param(
            "aLongerStatusCodeName", as: Int.self, binding: .httpStatus)
        else { return }
      }

      """
    #expect(rendered == expected, "expected\n\(expected)\ngot\n\(rendered)")
  }
}
