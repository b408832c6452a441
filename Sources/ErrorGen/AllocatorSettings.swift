#if canImport(Glibc)
  import Glibc
#endif

/// How the C library's allocator serves one run of the command: a short-lived process that
/// reads catalogs, checks them, writes files and exits.
///
/// glibc by default gives a block over 128 KiB a mapping of its own (until the first such block
/// is freed), and hands free memory at the top of an arena back to the system. In a run that
/// takes the memory again a moment later, both cost page faults and calls that change the
/// process's memory map, during which the other thread's page faults wait. Here blocks of up to
/// 32 MiB come from the arenas and the arenas keep what is freed: about 3 to 5 ms of a
/// 10,000-case `generate` (docs/PERFORMANCE.md, nineteenth round), the peak about the same.
/// Only the command sets this: a program that uses ErrorGenCore keeps its own allocator
/// settings.
enum AllocatorSettings {
  /// Applies the settings above; whether the C library took them (glibc's `mallopt`, looked up
  /// at run time because Swift does not import `<malloc.h>`). Elsewhere, nothing and false.
  @discardableResult
  static func forShortRun() -> Bool {
    #if canImport(Glibc)
      typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else {
        return false
      }
      let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
      // `M_MMAP_THRESHOLD` (its largest value), then `M_TRIM_THRESHOLD`; glibc answers 1.
      let mappedFrom = mallopt(-3, 32 << 20)
      let trimmedFrom = mallopt(-1, 1 << 30)
      return mappedFrom == 1 && trimmedFrom == 1
    #else
      return false
    #endif
  }
}
