#if canImport(Glibc)
  import Glibc
#endif

/// Hands memory that was freed back to the system, where the C library allows it.
enum MemoryRelease {
  #if canImport(Glibc)
    /// glibc's `malloc_trim`, looked up at run time: Swift does not import `<malloc.h>`.
    private typealias Trim = @convention(c) (Int) -> Int32
    private static let trim: Trim? = dlsym(
      UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim"
    ).map { unsafeBitCast($0, to: Trim.self) }
  #endif

  /// Whether the C library lets freed memory be returned (glibc does).
  static var isAvailable: Bool {
    #if canImport(Glibc)
      trim != nil
    #else
      false
    #endif
  }

  /// Returns the free pages of every malloc arena to the system.
  ///
  /// glibc keeps memory freed by a thread in that thread's arena, for that thread to reuse;
  /// when two threads take turns describing large parts of a file, each arena would keep its
  /// high-water mark, and the process would hold both.
  static func returnFreedMemory() {
    #if canImport(Glibc)
      _ = trim?(0)
    #endif
  }
}
