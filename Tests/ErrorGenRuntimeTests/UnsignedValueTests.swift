import ErrorGenRuntime
import Foundation
import Testing

/// `UInt` and `UInt64` params: in texts, and through problem details exactly, even above
/// `Int64.max`.
@Suite struct UnsignedValueTests {
  @Test(arguments: [0, 42, UInt64(Int64.max), UInt64(Int64.max) + 1, UInt64.max])
  func unsignedValuesRoundTripThroughJSON(value: UInt64) throws {
    let details = ProblemDetails(code: "x", params: ["size": value.problemDetailsValue])
    let decoded = try #require(ProblemDetails(jsonData: details.jsonData()))
    #expect(decoded.param("size", as: UInt64.self) == value, "expected \(value) back")
    #expect(value.placeholderText == String(value))
  }

  @Test func negativeAndMalformedValuesAreNotUnsigned() {
    #expect(UInt64(problemDetailsValue: .integer(-1)) == nil)
    #expect(UInt64(problemDetailsValue: .string("007")) == nil)
    #expect(UInt64(problemDetailsValue: .string("18446744073709551616")) == nil)
    #expect(UInt(problemDetailsValue: .integer(5)) == 5)
  }
}
