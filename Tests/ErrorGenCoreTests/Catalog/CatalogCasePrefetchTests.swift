import Testing

@testable import ErrorGenCore

/// `CatalogCase.prefetch` and `prefetchLists` find a case's box and its lists from raw bytes,
/// without a retain: these tests check that the addresses they read are those of the box and
/// lists, so that a change to how a case is stored turns the prefetching off (or is caught)
/// instead of asking for the wrong memory.
@Suite struct CatalogCasePrefetchTests {
  private static let here = SourceLocation.start

  private static func text(_ value: String) -> LocalizedText {
    LocalizedText(
      translations: ["en", "de", "fr"].map {
        Translation(locale: Located($0, at: here), text: "\(value) (\($0))", location: here)
      },
      location: here)
  }

  /// Cases with every list, and with none of the optional ones.
  private static let cases: [CatalogCase] = (0..<6).map { index in
    let full = index % 2 == 0
    return CatalogCase(
      name: Located("case\(index)", at: here), code: Located(index + 1, at: here),
      kind: Located(.user, at: here),
      params: full
        ? [
          CatalogParam(name: Located("name", at: here), type: Located(ParamType(.string), at: here))
        ]
        : [],
      message: text("Message \(index)."), reason: full ? text("Reason.") : nil,
      suggestion: full ? text("Suggestion.") : nil, retry: .none(at: here),
      presentation: Located(.alert, at: here))
  }

  /// Where a list's elements start: after its storage's header, four words.
  private static func storageAddress<Element>(_ list: [Element]) -> UInt? {
    list.withUnsafeBufferPointer { buffer in
      buffer.baseAddress.map { UInt(bitPattern: $0) - UInt(4 * MemoryLayout<Int>.size) }
    }
  }

  private static func word(at offset: Int, ofBoxAt box: UnsafeRawPointer) -> UInt {
    box.load(fromByteOffset: offset, as: UInt.self)
  }

  @Test func aCaseIsOneReferenceAndItsListsAreFound() {
    #expect(CatalogCase.isOneReference, "expected a case to be stored as one reference")
    #expect(CatalogCase.listOffsets != nil, "expected the offsets of a box's lists")
  }

  @Test func theBoxAddressIsTheCasesBox() throws {
    for index in Self.cases.indices {
      let box = try #require(CatalogCase.boxAddress(Self.cases, at: index))
      let expected = UInt(bitPattern: Self.cases[index].boxIdentifier)
      #expect(
        UInt(bitPattern: box) == expected,
        "case \(index): expected the box at \(expected), read \(UInt(bitPattern: box))")
    }
  }

  @Test func theListOffsetsLeadToTheLists() throws {
    let offsets = try #require(CatalogCase.listOffsets)
    for index in Self.cases.indices {
      let errorCase = Self.cases[index]
      let box = try #require(CatalogCase.boxAddress(Self.cases, at: index))
      let message = Self.word(at: offsets.message, ofBoxAt: box)
      #expect(message == Self.storageAddress(errorCase.message.translations))
      let params = Self.word(at: offsets.params, ofBoxAt: box)
      if errorCase.params.isEmpty {
        #expect(
          params
            == Self.word(
              at: offsets.params,
              ofBoxAt: try #require(
                CatalogCase.boxAddress(Self.cases, at: 1))), "every empty list is the same storage")
      } else {
        #expect(params == Self.storageAddress(errorCase.params))
      }
      if let reason = errorCase.reason {
        #expect(
          Self.word(at: offsets.reason, ofBoxAt: box) == Self.storageAddress(reason.translations))
      }
      if let suggestion = errorCase.suggestion {
        #expect(
          Self.word(at: offsets.suggestion, ofBoxAt: box)
            == Self.storageAddress(suggestion.translations))
      }
    }
  }

  /// `append` copies the cases in `range`, in order, after those already there, whatever the
  /// range (empty, at either end, shorter than the distance it asks ahead), with or without
  /// the lists.
  @Test(arguments: [0..<0, 0..<1, 0..<6, 2..<5, 5..<6], [false, true])
  func appendCopiesTheRangeInOrder(range: Range<Int>, lists: Bool) {
    var destination = [Self.cases[3]]
    CatalogCase.append(Self.cases, range, to: &destination, lists: lists)
    let expected = [Self.cases[3]] + Self.cases[range]
    #expect(
      destination.map(\.name.value) == expected.map(\.name.value),
      "expected \(expected.map(\.name.value)), got \(destination.map(\.name.value))")
    #expect(destination == expected)
  }

  /// Asking for what is not there does nothing: no case at the index, no case at all, a case
  /// without a reason or a suggestion.
  @Test(arguments: [-1, 0, 1, 5, 6, 1_000])
  func askingForAnyIndexIsSafe(index: Int) {
    CatalogCase.prefetch(Self.cases, at: index)
    CatalogCase.prefetchLists(Self.cases, at: index)
    CatalogCase.prefetch([], at: index)
    CatalogCase.prefetchLists([], at: index)
    #expect(
      (CatalogCase.boxAddress(Self.cases, at: index) != nil) == Self.cases.indices.contains(index))
  }
}
