internal import CMappingGuard

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file's bytes mapped into memory read-only, instead of read into a buffer.
///
/// Reading a large catalog into a buffer of its own writes every page of the buffer for the
/// first time and copies the file into it, before any parsing starts: at 10,000 cases (6.6 MB)
/// about 5 ms of the start, and 15 to 20 ms of `generate`'s CPU time in all. Mapped, the pages
/// of the system's file cache are the bytes (`MAP_POPULATE` maps them all at once on Linux).
///
/// A mapped file that shrinks while it is read would end the process with SIGBUS when a page
/// past its new end is read. The mapping is guarded (`CMappingGuard`): such a page reads as
/// zeros instead, and `changedSinceMapped` says so, for the file to be reported rather than
/// read.
final class MappedFile: @unchecked Sendable {
  /// The file's bytes, valid as long as the value lives.
  let bytes: UnsafeBufferPointer<UInt8>
  private let descriptor: Int32
  private let slot: Int32

  /// Maps the regular file at `path` when it holds from 1 to `limit` bytes and can be mapped
  /// and guarded; nil otherwise (the caller reads it then). It is opened without waiting
  /// (`POSIXFiles.openForReading`): a named pipe is refused, never waited for.
  init?(path: String, limit: Int) {
    let descriptor = POSIXFiles.openForReading(path)
    guard descriptor >= 0 else { return nil }
    guard let mapping = Self.mapping(of: descriptor, limit: limit) else {
      _ = close(descriptor)
      return nil
    }
    self.descriptor = descriptor
    (bytes, slot) = mapping
  }

  /// Maps the open regular file `descriptor` as `init(path:limit:)` maps a path's, for a
  /// caller that opened and looked at the file itself. The value then owns the descriptor and
  /// closes it; when nil, the descriptor is still the caller's, to read from or close.
  init?(descriptor: Int32, limit: Int) {
    guard let mapping = Self.mapping(of: descriptor, limit: limit) else { return nil }
    self.descriptor = descriptor
    (bytes, slot) = mapping
  }

  /// The guarded mapping of the regular file `descriptor`, of 1 to `limit` bytes; nil when it
  /// is not such a file or cannot be mapped and guarded (nothing is left mapped then).
  private static func mapping(of descriptor: Int32, limit: Int)
    -> (bytes: UnsafeBufferPointer<UInt8>, slot: Int32)?
  {
    var status = stat()
    let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
    guard status.st_mode & S_IFMT == S_IFREG, size > 0, size <= limit,
      let start = map(descriptor, size: size)
    else { return nil }
    let slot = errorgen_guard_mapping(start, size)
    guard slot >= 0 else {
      _ = munmap(start, size)
      return nil
    }
    let bytes = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: size)
    return (bytes, slot)
  }

  private static func map(_ descriptor: Int32, size: Int) -> UnsafeMutableRawPointer? {
    #if os(Linux)
      let flags = MAP_PRIVATE | MAP_POPULATE
    #else
      let flags = MAP_PRIVATE
    #endif
    guard let start = mmap(nil, size, PROT_READ, flags, descriptor, 0),
      start != MAP_FAILED
    else { return nil }
    return start
  }

  /// Whether the file shrank since it was mapped: a page past its new end was read as zeros,
  /// or it no longer has the size that was mapped.
  var changedSinceMapped: Bool {
    if errorgen_mapping_was_cut(slot) != 0 { return true }
    var status = stat()
    return fstat(descriptor, &status) != 0 || Int(status.st_size) != bytes.count
  }

  deinit {
    errorgen_unguard_mapping(slot)
    _ = munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    _ = close(descriptor)
  }
}
