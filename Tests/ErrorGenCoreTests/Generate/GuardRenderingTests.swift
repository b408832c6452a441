import Testing

@testable import ErrorGenCore

/// `guard let`, which generated `init?(problemDetails:)` writes for each param it reads.
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

  /// A param is read into a local of its own name when that is lowerCamelCase, which
  /// swift-format wants of constants, and into `param<index>` otherwise.
  @Test func localsOfInitFromProblemDetailsAreLowerCamelCase() {
    let names = ["value", "Value0", "my_value", "problemDetails", "param1", "default"]
    let params = names.map {
      ParamPlan(
        name: $0, type: ParamType(.int), sensitive: false, sample: .integer(1),
        fromHTTPStatus: .sample, fromMapping: .sample)
    }
    let locals = HTTPTranslator.localNames(params)
    let expected = ["value", "param1Value", "param2", "param3", "param1", "param5"]
    #expect(locals == expected, "expected \(expected), got \(locals)")
  }
}
