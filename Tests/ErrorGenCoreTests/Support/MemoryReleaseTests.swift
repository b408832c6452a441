import Testing

@testable import ErrorGenCore

/// `generate` returns freed memory between large parts through glibc's `malloc_trim`, found at
/// run time; a lookup that silently failed would bring the peak memory of large catalogs back.
@Suite struct MemoryReleaseTests {
  @Test func trimmingIsFoundOnGlibcAndIsHarmless() {
    #if canImport(Glibc)
      #expect(MemoryRelease.isAvailable, "expected malloc_trim to be found in glibc")
    #endif
    var blocks: [[UInt8]] = (0..<64).map { [UInt8](repeating: UInt8($0), count: 100_000) }
    blocks.removeSubrange(0..<32)
    MemoryRelease.returnFreedMemory()
    #expect(blocks.count == 32 && blocks[0].allSatisfy { $0 == 32 }, "live memory is untouched")
  }
}
