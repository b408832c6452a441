import Testing

@testable import errorgen

#if canImport(Glibc)
  import Glibc
#endif

/// The command sets glibc's allocator up for a short run (`AllocatorSettings`); a lookup or a
/// setting that silently failed would bring back the page faults and mapping calls it saves.
@Suite struct AllocatorSettingsTests {
  #if canImport(Glibc)
    @Test func glibcServesLargeBlocksFromItsArenas() throws {
      #expect(
        AllocatorSettings.forShortRun(), "expected glibc's mallopt to be found and to take both")
      // A block of 30 MiB, over glibc's default threshold (128 KiB, raised only as far as the
      // largest mapped block freed) but under the new one, comes from an arena: glibc marks a
      // block with a mapping of its own in the size word before it (bit 1, `IS_MMAPPED`).
      let block = try #require(malloc(30 << 20))
      defer { free(block) }
      let sizeWord = (block - MemoryLayout<Int>.size).load(as: Int.self)
      #expect(sizeWord & 2 == 0, "expected a 30 MiB block from an arena, got a mapping of its own")
      #expect(
        sizeWord & ~7 >= 30 << 20, "expected the size word of a 30 MiB block, got \(sizeWord)")
    }
  #else
    @Test func nothingElsewhere() {
      #expect(!AllocatorSettings.forShortRun(), "expected no settings without glibc")
    }
  #endif
}
