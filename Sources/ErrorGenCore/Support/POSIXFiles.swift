#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file operations errorgen needs that FoundationEssentials' `FileManager` does not offer:
/// reading a catalog without waiting on a named pipe put in its place, knowing which file was
/// opened (`fstat`) and whether two paths name one file, folder entries whose names are not
/// UTF-8, creating a file only when it does not exist yet, and writing to standard output and
/// error. The rest is `FileManager`'s. (Full Foundation costs every run about 5 ms and 7 MiB
/// before any work; FoundationEssentials does not.)
public enum POSIXFiles {
  /// What a path names.
  public enum Kind: Equatable, Sendable {
    case missing, file, folder
  }

  /// What a path names, following symbolic links, or why that cannot be known: what reading a
  /// catalog needs to know before it opens the path.
  public enum Status: Equatable, Sendable {
    /// A regular file of this many bytes.
    case file(size: Int)
    case folder
    /// Something that is not read as a file: a named pipe, a socket or a device, as named in
    /// a message (`a named pipe`). Opening one can wait forever (a pipe without a writer) or act
    /// (some devices do when opened), so it is never opened.
    case special(String)
    /// The path cannot be followed; the system's error number (`ENOENT`, `ELOOP`, ...).
    case unavailable(Int32)
  }

  /// What `path` names, following symbolic links (`stat`).
  public static func status(of path: String) -> Status {
    var status = stat()
    guard stat(path, &status) == 0 else { return .unavailable(errno) }
    return Self.status(status)
  }

  /// What the open file `descriptor` is (`fstat`): the file that was opened, which may not be
  /// the one a path named when it was looked at before.
  public static func status(ofOpen descriptor: Int32) -> Status {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return .unavailable(errno) }
    return Self.status(status)
  }

  private static func status(_ status: stat) -> Status {
    switch status.st_mode & S_IFMT {
    case S_IFREG: .file(size: max(0, Int(status.st_size)))
    case S_IFDIR: .folder
    case S_IFIFO: .special("a named pipe")
    case S_IFSOCK: .special("a socket")
    case S_IFCHR, S_IFBLK: .special("a device")
    default: .special("not a regular file")
    }
  }

  /// Opens the file at `path` for reading without waiting: a named pipe put at the path after
  /// it was looked at (`status(of:)`) makes this return at once, not wait for a writer, and
  /// `status(ofOpen:)` then tells. Reading a regular file is the same as without `O_NONBLOCK`.
  /// The descriptor, or -1 with `errno` set.
  public static func openForReading(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
  }

  /// The system's words for the error number `code` (`strerror`).
  public static func describe(_ code: Int32) -> String {
    String(cString: strerror(code))
  }

  /// An entry of a folder.
  public struct FolderEntry: Equatable, Sendable {
    /// The entry's name, with U+FFFD for bytes that are not UTF-8 (see `nameIsUTF8`).
    public var name: String
    /// Whether the name is UTF-8: a path made from a repaired name names no file.
    public var nameIsUTF8: Bool
    /// Whether the entry is a folder itself, not a symbolic link to one: a walk that follows
    /// no links cannot loop.
    public var isFolder: Bool
  }

  /// The entries of the folder at `path`, but `.` and `..`, in the system's order; and why
  /// reading it stopped, when it failed (the entries read before then are kept).
  public static func entries(ofFolder path: String) -> (entries: [FolderEntry], problem: String?) {
    guard let folder = opendir(path) else { return ([], lastError()) }
    defer { _ = closedir(folder) }
    let descriptor = dirfd(folder)
    var entries: [FolderEntry] = []
    while true {
      errno = 0
      guard let entry = readdir(folder) else {
        return (entries, errno == 0 ? nil : lastError())
      }
      let found = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> FolderEntry? in
        guard let name = raw.baseAddress else { return nil }
        let bytes = UnsafeBufferPointer(
          start: name.assumingMemoryBound(to: UInt8.self),
          count: raw.firstIndex(of: 0) ?? raw.count)
        if bytes.elementsEqual(".".utf8) || bytes.elementsEqual("..".utf8) { return nil }
        // Looked up by the folder's descriptor and the name's bytes, which a path made of
        // the repaired name would not find.
        var status = stat()
        let isFolder =
          fstatat(
            descriptor, name.assumingMemoryBound(to: CChar.self), &status,
            AT_SYMLINK_NOFOLLOW) == 0 && status.st_mode & S_IFMT == S_IFDIR
        return FolderEntry(
          name: String(decoding: bytes, as: UTF8.self),
          nameIsUTF8: UTF8Validation.firstInvalidOffset(in: bytes) == nil, isFolder: isFolder)
      }
      if let found { entries.append(found) }
    }
  }

  /// What `path` names, following symbolic links.
  public static func kind(of path: String) -> Kind {
    var isFolder = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
      return .missing
    }
    return isFolder ? .folder : .file
  }

  /// Which file `path` names, following symbolic links: two paths with the same identity
  /// (`catalogs/A.errors.yaml` and `./catalogs/A.errors.yaml`) name one file. Nil when it
  /// cannot be known.
  public static func identity(of path: String) -> FileIdentity? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
  }

  /// A file's device and inode numbers.
  public struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
  }

  /// At most `limit` bytes from the start of the file at `path`, or nil when it cannot be
  /// opened or read. The bytes are read into one buffer of the file's size (and one byte more,
  /// to see its end), not grown by doubling.
  public static func read(_ path: String, upTo limit: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return nil }
    defer { _ = close(descriptor) }
    return read(descriptor: descriptor, upTo: limit)
  }

  /// At most `limit` bytes from the open file `descriptor`, from where it is (`read(_:upTo:)`);
  /// nil when reading fails. The descriptor stays open.
  public static func read(descriptor: Int32, upTo limit: Int) -> [UInt8]? {
    guard limit > 0 else { return [] }
    var status = stat()
    let size = fstat(descriptor, &status) == 0 ? max(0, Int(status.st_size)) : 0
    var failed = false
    let capacity = min(size, limit - 1) + 1
    var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      initialized = 0
      while initialized < buffer.count {
        let count = systemRead(
          descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
        if count < 0 && errno == EINTR { continue }
        if count < 0 { failed = true }
        if count <= 0 { return }
        initialized += count
      }
    }
    // The file grew after its size was taken: read on, in chunks, up to the limit.
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    var mayHaveMore = bytes.count == capacity
    while !failed && mayHaveMore && bytes.count < limit {
      let wanted = min(chunk.count, limit - bytes.count)
      let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress!, wanted) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { failed = true }
      mayHaveMore = count > 0
      bytes += chunk[..<max(0, count)]
    }
    return failed ? nil : bytes
  }

  /// The system's words for the last failed call (`errno`).
  public static func lastError() -> String {
    String(cString: strerror(errno))
  }

  /// Whether the regular file at `path` exists and holds exactly `bytes`. (Not `FileManager`'s
  /// `contents(atPath:)`: the size comes first, so that a named pipe, whose size is 0, is never
  /// opened, and a file of another size is not read.)
  public static func hasContents(_ path: String, _ bytes: [UInt8]) -> Bool {
    var status = stat()
    guard stat(path, &status) == 0, Int(status.st_size) == bytes.count else { return false }
    // One byte more than expected is read, so that a file that grew meanwhile differs.
    return read(path, upTo: bytes.count + 1) == bytes
  }

  /// Makes the folder `path` and the folders above it that are missing; why not, on failure.
  public static func makeFolders(_ path: String) -> String? {
    var created: [String] = []
    return makeFolders(path, created: &created)
  }

  /// `makeFolders(_:)`, adding each folder it made to `created`, outermost first.
  public static func makeFolders(_ path: String, created: inout [String]) -> String? {
    var current = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/") {
      if !current.isEmpty && !current.hasSuffix("/") { current += "/" }
      current += component
      if kind(of: current) == .folder { continue }
      let made = mkdir(current, 0o777) == 0
      if !made && errno != EEXIST { return "\(current): \(lastError())" }
      if kind(of: current) != .folder { return "\(current) is not a folder" }
      if made { created.append(current) }
    }
    return nil
  }

  /// Creates the file `path`, which must not exist yet, with `bytes`; why not, on failure.
  /// Exclusive creation means a file that appears meanwhile is never overwritten.
  public static func createNew(_ path: String, with bytes: [[UInt8]]) -> String? {
    // The permissions a new file gets: the umask applies.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL, 0o666)
    guard descriptor >= 0 else { return lastError() }
    var problem: String?
    for piece in bytes where problem == nil && !piece.isEmpty {
      if !piece.withUnsafeBytes({ write($0, to: descriptor) }) { problem = lastError() }
    }
    if close(descriptor) != 0 && problem == nil { problem = lastError() }
    return problem
  }

  /// Writes all of `bytes` to the open file `descriptor`; false when the system refuses.
  @discardableResult
  public static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += count
    }
    return true
  }

  /// Writes `text` to standard output (1) or standard error (2).
  @discardableResult
  public static func write(_ text: String, to descriptor: Int32) -> Bool {
    var text = text
    return text.withUTF8 { write(UnsafeRawBufferPointer($0), to: descriptor) }
  }
}

// The C library's calls, outside `POSIXFiles`, whose own `read` and `write` would hide them.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
