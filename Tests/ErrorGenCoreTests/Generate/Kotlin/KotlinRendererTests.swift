import Testing

@testable import ErrorGenCore

/// The Kotlin renderer's output for each shape of description, as exact strings.
@Suite struct KotlinRendererTests {
  @Test func whenOverThisMergesNothingAndIndentsNestedWhens() {
    let inner = KotlinExpression.when(
      subject: .identifier("locale"),
      [KotlinWhenBranch(conditions: [.value(.string("de"))], value: .string("Hallo"))],
      otherwise: .string("Hello"))
    let property = KotlinProperty(
      name: "greeting", type: .named("String"),
      value: .getter(
        .when(
          subject: .this,
          [
            KotlinWhenBranch(
              conditions: [.isCase("A", isObject: true), .isCase("B", isObject: false)],
              value: inner),
            KotlinWhenBranch(conditions: [.range(500, 599)], value: .null),
          ], otherwise: nil)))
    let expected = """
      val greeting: String
          get() = when (this) {
              A, is B -> when (locale) {
                  "de" -> "Hallo"
                  else -> "Hello"
              }
              in 500..599 -> null
          }
      """
    let got = KotlinRenderer.render(property).joined(separator: "\n")
    #expect(got == expected, "expected:\n\(expected)\ngot:\n\(got)")
  }

  @Test func templatesEscapeTextAndInterpolateOnlyValues() {
    let template = KotlinExpression.template([
      .text("Costs $5 \""), .value(.member(.this, "val")), .text("\\"),
    ])
    let got = KotlinRenderer.inline(template)
    #expect(got == #""Costs \$5 \"${this.`val`}\\""#, "got \(got)")
  }

  @Test func dataClassesOverrideMembersAndCarryDeprecation() {
    let type = KotlinClass(
      doc: KotlinDoc("Old.", tags: [(tag: "property", name: "retryAfter", text: "Seconds.")]),
      annotations: [KotlinAnnotation(name: "Deprecated", stringArguments: ["Use $new"])],
      kind: .dataClass, name: "Old",
      constructor: [
        KotlinParameter(
          name: "retryAfter", type: .nullable(.named("Double")), binding: .overrideVal),
        KotlinParameter(name: "object", type: .list(.named("java.util.UUID")), binding: .val),
      ],
      superclass: .call(.typeName("NetworkError"), [KotlinArgument(.int(7))]))
    let expected = """
      /**
       * Old.
       *
       * @property retryAfter Seconds.
       */
      @Deprecated("Use \\$new")
      data class Old(override val retryAfter: Double?, val `object`: List<java.util.UUID>) : NetworkError(7)
      """
    let got = KotlinRenderer.render(type).joined(separator: "\n")
    #expect(got == expected, "expected:\n\(expected)\ngot:\n\(got)")
  }

  @Test(arguments: [
    (30.0, "30.0"), (0.5, "0.5"), (1e-05, "1e-05"), (Double.infinity, "Double.POSITIVE_INFINITY"),
  ])
  func doublesAreValidKotlinLiterals(value: Double, expected: String) {
    #expect(KotlinRenderer.double(value) == expected, "expected \(expected)")
  }
}
