import Foundation
import Testing

@testable import ErrorGenRuntime

/// What the runtime writes from a case's `params`: generated `description`, `loggingMetadata`,
/// placeholders, `problemDetailsParams` and `==` are these calls.
@Suite("Error params")
struct ErrorParamTests {
  static let params = [
    ErrorParam("name", "Ann"), ErrorParam("card", "4242", sensitive: true),
    ErrorParam("count", 2, plural: true), ErrorParam("after", TimeInterval?.none),
    ErrorParam("tags", ["a", "b"]),
  ]

  @Test(
    "a description reads like Swift source, sensitive values redacted",
    arguments: [
      (
        params,
        #"E.declined(name: "Ann", card: <redacted>, count: 2, after: nil, tags: ["a", "b"])"#
      ),
      ([], "E.declined"),
      ([ErrorParam("retryAfter", Optional(30.0))], "E.declined(retryAfter: 30.0)"),
    ])
  func description(params: [ErrorParam], expected: String) {
    let description = ErrorLogging.description(of: "E", caseName: "declined", params: params)
    #expect(description == expected, "expected \(expected), got \(description)")
  }

  @Test func placeholdersAndThePluralCount() {
    let plain = TextArguments(Self.params, redacting: false)
    #expect(
      plain.values == ["name": "Ann", "card": "4242", "count": "2", "after": "", "tags": "a, b"],
      "got \(plain.values)")
    #expect(
      plain.count == 2, "expected the plural param's count, got \(String(describing: plain.count))")
    let redacted = TextArguments(Self.params, redacting: true)
    #expect(redacted.values["card"] == ErrorLogging.redacted, "got \(redacted.values)")
    #expect(TextArguments([ErrorParam("n", Int64(-5), plural: true)], redacting: false).count == 5)
    #expect(TextArguments([ErrorParam("n", 5)], redacting: false).count == nil)
  }

  @Test func problemDetailsSendNoSensitiveParam() {
    let sent = ProblemDetails.params(of: Self.params)
    #expect(
      sent == [
        "name": .string("Ann"), "count": .integer(2), "after": .null,
        "tags": .array([.string("a"), .string("b")]),
      ], "got \(sent)")
  }

  @Test func comparedValuesAreTheValues() {
    #expect(ErrorParam("a", 1).comparedValue == AnyHashable(1))
    #expect(ErrorParam("a", "x").comparedValue != ErrorParam("a", "y").comparedValue)
  }
}
