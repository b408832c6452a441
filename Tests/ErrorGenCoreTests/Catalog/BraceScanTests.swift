import Testing

@testable import ErrorGenCore

/// `BraceScan` reads eight bytes at a time; it must find what a byte-by-byte reading finds,
/// for a brace at every place of a word and next to the bytes closest to a brace's.
@Suite struct BraceScanTests {
  static let open = UInt8(ascii: "{")
  static let close = UInt8(ascii: "}")

  static func expectAgreement(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { buffer in
      for start in 0...bytes.count {
        let expected = bytes[start...].firstIndex { $0 == open || $0 == close } ?? bytes.count
        let got = BraceScan.next(in: buffer, from: start)
        #expect(got == expected, "next from \(start) in \(bytes): expected \(expected), got \(got)")
      }
      let expected = bytes.filter { $0 == open }.count
      let got = BraceScan.openingCount(in: buffer)
      #expect(got == expected, "openings in \(bytes): expected \(expected), got \(got)")
    }
  }

  /// Bytes one bit away from a brace's, and those whose low seven bits are a brace's.
  static let neighbours: [UInt8] = [
    0x7A, 0x7C, 0x7E, 0x79, 0x7F, 0x3B, 0x3D, 0x5B, 0x5D, 0xFB, 0xFD, 0x00, 0x01, 0xFF, 0x80,
  ]

  @Test(arguments: 0..<20)
  func aBraceAtEveryPlace(place: Int) {
    for filler in Self.neighbours + [UInt8(ascii: "a")] {
      for brace in [Self.open, Self.close] {
        var bytes = [UInt8](repeating: filler, count: 20)
        bytes[place] = brace
        Self.expectAgreement(bytes)
        // A second brace after the first, and a neighbour right before it.
        if place + 1 < bytes.count { bytes[place + 1] = Self.open }
        if place > 0 { bytes[place - 1] = Self.neighbours[place % Self.neighbours.count] }
        Self.expectAgreement(bytes)
      }
    }
  }

  @Test func noBytesAndNoBraces() {
    Self.expectAgreement([])
    Self.expectAgreement(Self.neighbours)
    Self.expectAgreement(Array("Could not reach the server.".utf8))
  }

  @Test func randomBytes() {
    var random = SeededTestRandom(seed: 0xB7ACE)
    let pool = Self.neighbours + [Self.open, Self.close, UInt8(ascii: "a"), UInt8(ascii: " ")]
    for _ in 0..<2_000 {
      let bytes = (0..<random.below(40)).map { _ in pool[random.below(pool.count)] }
      Self.expectAgreement(bytes)
    }
  }
}
