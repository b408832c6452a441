import Testing

@testable import ErrorGenCore

/// Locations are stored in 32 bits a number: they order by line, then column, and a value
/// beyond 32 bits clamps instead of trapping or wrapping.
@Suite struct SourceLocationTests {
  @Test(arguments: [
    ((1, 1), (1, 2), true), ((1, 99), (2, 1), true), ((3, 4), (3, 4), false),
    ((2, 1), (1, 99), false),
  ])
  func ordersByLineThenColumn(lhs: (Int, Int), rhs: (Int, Int), isLess: Bool) {
    let left = ErrorGenCore.SourceLocation(line: lhs.0, column: lhs.1)
    let right = ErrorGenCore.SourceLocation(line: rhs.0, column: rhs.1)
    #expect((left < right) == isLess, "\(left) < \(right) should be \(isLess)")
  }

  @Test func valuesBeyond32BitsClamp() {
    var location = ErrorGenCore.SourceLocation(line: Int.max, column: Int.min)
    #expect(location.line == Int(Int32.max), "expected the line to clamp, got \(location.line)")
    #expect(
      location.column == Int(Int32.min), "expected the column to clamp, got \(location.column)")
    location.line = 42
    location.column = 7
    #expect(location.description == "42:7")
    #expect(MemoryLayout<ErrorGenCore.SourceLocation>.size == 8, "expected two 32-bit numbers")
  }
}
