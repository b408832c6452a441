import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file behind an `OfflineQueue`: locked while open, replaced whole and atomically on every
/// change.
///
/// The lock is a `flock` on the store's own inode, taken without waiting. A rename puts a new
/// inode at the path, so the new file is locked before it is renamed into place, and a process
/// that locked the inode just replaced checks that the path still names it and tries again.
/// That keeps the lock without a second file beside the store. Every descriptor is opened
/// close-on-exec, so a child process never inherits the lock, and closed in `deinit`, which
/// releases it.
final class OfflineQueueStore {
  /// The store's path, as errors report it.
  let path: String

  /// The file the path names, symbolic links resolved: the rename replaces the file, not a link.
  private let target: String

  /// What the file held when it was opened; nil when this open created it.
  private(set) var openedContents: Data?

  private let folder: String
  private let name: String
  private var descriptor: Int32 = -1
  private var folderDescriptor: Int32 = -1

  /// Opens the store at `path` and locks it, creating it with `emptyContents` when it does not
  /// exist, then removes the temporary files an earlier process left beside it.
  init(path: String, emptyContents: Data) throws {
    self.path = path
    target = Self.resolvingLinks(path)
    let url = URL(fileURLWithPath: target)
    folder = url.deletingLastPathComponent().path
    name = url.lastPathComponent
    try openFolder()
    for _ in 0..<16 {
      if try openExisting() || create(emptyContents) {
        removeStrayTemporaries()
        return
      }
    }
    // The path kept naming a new file: another process is replacing it all the time.
    throw OfflineQueueError.storeInUse(path: path)
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
    if folderDescriptor >= 0 { close(folderDescriptor) }
  }

  /// Replaces the store's contents with `data`: written to a temporary file in the same
  /// folder, synced, renamed over the store, and the folder synced. When this returns, the new
  /// contents survive a crash or a power loss; when it throws, the store is as it was (unless
  /// only the folder's sync failed, after the rename).
  func replace(with data: Data) throws {
    var status = stat()
    let mode = fstat(descriptor, &status) == 0 ? status.st_mode & 0o7777 : 0o600
    let (temporary, newDescriptor) = try writeTemporary(data, mode: mode)
    guard rename(temporary, target) == 0 else {
      let reason = Self.lastError()
      close(newDescriptor)
      unlink(temporary)
      throw unwritable("cannot rename \(temporary) over it: \(reason)")
    }
    close(descriptor)  // the old inode's lock goes; the new one is locked already
    descriptor = newDescriptor
    try syncFolder()
  }

  // MARK: Opening

  private func openFolder() throws {
    if !FileManager.default.fileExists(atPath: folder) {
      do {
        try FileManager.default.createDirectory(
          atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw unwritable("cannot create the folder \(folder): \(error.localizedDescription)")
      }
    }
    folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folderDescriptor >= 0 else {
      throw unwritable("cannot open the folder \(folder): \(Self.lastError())")
    }
  }

  /// Opens, locks and reads the file at the path; false when there is none, or the path named
  /// another file by the time it was locked.
  private func openExisting() throws -> Bool {
    // O_NONBLOCK: opening a named pipe must not wait for a writer.
    let candidate = open(target, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard candidate >= 0 else {
      if errno == ENOENT { return false }
      throw OfflineQueueError.unreadableStore(path: path, reason: Self.lastError())
    }
    var opened = stat()
    guard fstat(candidate, &opened) == 0, opened.st_mode & mode_t(S_IFMT) == mode_t(S_IFREG) else {
      close(candidate)
      throw OfflineQueueError.unreadableStore(path: path, reason: "it is not a regular file")
    }
    guard Self.lockWithoutWaiting(candidate) else {
      let failure = errno
      close(candidate)
      if failure == EWOULDBLOCK { throw OfflineQueueError.storeInUse(path: path) }
      throw unwritable("cannot lock it: \(String(cString: strerror(failure)))")
    }
    var current = stat()
    guard stat(target, &current) == 0, current.st_dev == opened.st_dev,
      current.st_ino == opened.st_ino
    else {
      close(candidate)  // replaced (or removed) between the open and the lock
      return false
    }
    guard let contents = Self.readAll(candidate) else {
      let reason = Self.lastError()
      close(candidate)
      throw OfflineQueueError.unreadableStore(path: path, reason: reason)
    }
    descriptor = candidate
    openedContents = contents
    return true
  }

  /// Creates the store with `contents` unless a file appeared at the path meanwhile (then
  /// false). The file is complete and synced before it gets its name, with `link`, which
  /// never replaces a file another process created in the meantime.
  private func create(_ contents: Data) throws -> Bool {
    let (temporary, newDescriptor) = try writeTemporary(contents, mode: 0o600)
    var linked = link(temporary, target) == 0
    var failure = errno
    if !linked, failure == EPERM || failure == ENOTSUP || failure == EOPNOTSUPP {
      // A file system without hard links (FAT, some network ones): a rename, which would replace
      // a file created meanwhile, so only while there is none.
      var existing = stat()
      linked = stat(target, &existing) != 0 && errno == ENOENT && rename(temporary, target) == 0
      failure = linked ? 0 : EEXIST
    }
    unlink(temporary)
    guard linked else {
      close(newDescriptor)
      // EEXIST: another process created it first. ENOENT: that process, holding the store,
      // removed this temporary file as a stray one. Either way, open what is there.
      if failure == EEXIST || failure == ENOENT { return false }
      throw unwritable("cannot create it: \(String(cString: strerror(failure)))")
    }
    descriptor = newDescriptor
    openedContents = nil
    try syncFolder()
    return true
  }

  // MARK: Writing

  /// A new, locked file in the store's folder holding `data`, synced to the disk.
  private func writeTemporary(_ data: Data, mode: mode_t) throws -> (String, Int32) {
    let temporary = folder + "/" + Self.temporaryName(for: name)
    let newDescriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
    guard newDescriptor >= 0 else {
      throw unwritable("cannot create \(temporary): \(Self.lastError())")
    }
    var failure: String?
    if fchmod(newDescriptor, mode) != 0 || !Self.lockWithoutWaiting(newDescriptor) {
      failure = "cannot prepare \(temporary): \(Self.lastError())"
    } else if let problem = Self.write(data, to: newDescriptor) {
      failure = "cannot write \(temporary): \(problem)"
    } else if !Self.sync(newDescriptor) {
      failure = "cannot sync \(temporary): \(Self.lastError())"
    }
    if let failure {
      close(newDescriptor)
      unlink(temporary)
      throw unwritable(failure)
    }
    return (temporary, newDescriptor)
  }

  private func syncFolder() throws {
    guard Self.sync(folderDescriptor) else {
      throw unwritable("cannot sync the folder \(folder): \(Self.lastError())")
    }
  }

  /// `path` with every symbolic link resolved, or as it is when it names nothing yet.
  private static func resolvingLinks(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  // MARK: Temporary files

  /// `.<store name>.<UUID>.tmp`: hidden, and told apart from every other store's.
  static func temporaryName(for storeName: String) -> String {
    ".\(storeName).\(UUID().uuidString).tmp"
  }

  /// Whether `fileName` is a temporary file of the store named `storeName`.
  static func isTemporary(_ fileName: String, of storeName: String) -> Bool {
    let prefix = ".\(storeName)."
    let suffix = ".tmp"
    guard fileName.hasPrefix(prefix), fileName.hasSuffix(suffix),
      fileName.count == prefix.count + 36 + suffix.count
    else { return false }
    return UUID(uuidString: String(fileName.dropFirst(prefix.count).dropLast(suffix.count))) != nil
  }

  /// Removes what a process killed while writing left behind: only this store's temporary
  /// files, only while its lock is held, and only those no process has locked (a process that
  /// is creating the store locks its temporary file before it links it into place).
  private func removeStrayTemporaries() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var removed = false
    for fileName in names where Self.isTemporary(fileName, of: name) {
      let temporary = folder + "/" + fileName
      let stray = open(temporary, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
      guard stray >= 0 else { continue }
      if Self.lockWithoutWaiting(stray) {
        removed = unlink(temporary) == 0 || removed
      }
      close(stray)
    }
    if removed { _ = Self.sync(folderDescriptor) }
  }

  // MARK: System calls

  private func unwritable(_ reason: String) -> OfflineQueueError {
    .unwritableStore(path: path, reason: reason)
  }

  private static func lastError() -> String {
    String(cString: strerror(errno))
  }

  private static func lockWithoutWaiting(_ descriptor: Int32) -> Bool {
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      if errno != EINTR { return false }
    }
    return true
  }

  /// Flushes the file to the disk itself. On Apple platforms `fsync` leaves the data in the
  /// drive's cache, so `F_FULLFSYNC` is asked first, as SQLite does.
  private static func sync(_ descriptor: Int32) -> Bool {
    #if canImport(Darwin)
      if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
    #endif
    while fsync(descriptor) != 0 {
      if errno != EINTR { return false }
    }
    return true
  }

  /// Writes all of `data`, or says why not; `FileHandle` goes on after a partial write or an
  /// interruption.
  private static func write(_ data: Data, to descriptor: Int32) -> String? {
    do {
      try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).write(contentsOf: data)
      return nil
    } catch {
      return error.localizedDescription
    }
  }

  private static func readAll(_ descriptor: Int32) -> Data? {
    var contents = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return nil
      }
      if count == 0 { return contents }
      contents.append(contentsOf: chunk[0..<count])
    }
  }
}
