#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The temporary files of the write under way, where a signal handler can read them: a handler
// may only make async-signal-safe calls (`unlink`, `signal`, `raise`), so the paths are C strings
// made before each file is created, in a buffer that never moves while a write is under way.
nonisolated(unsafe) private var pendingPaths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
nonisolated(unsafe) private var pendingCount = 0
nonisolated(unsafe) private var handlersInstalled = false

/// Held from a `PendingTemporaries`' `init` to its `deinit`, so that writes take turns: the list
/// above is process-wide, and a program that uses the library (or a test run) may write from
/// several threads at once. Without it, one write's `init` replaced another's list, which then
/// left its temporary files behind.
nonisolated(unsafe) private let writeLock: UnsafeMutablePointer<pthread_mutex_t> = {
  let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  lock.initialize(to: pthread_mutex_t())
  pthread_mutex_init(lock, nil)
  return lock
}()

/// The signals that end a run on a user's or a build system's request; each removes the
/// temporary files of the write under way, then ends the process as the signal would have.
private let cleanedUpSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

/// The temporary files that `GeneratedFilesWriter` is writing, removed on `removeAll()` and by
/// the signal handlers when the process is interrupted meanwhile. One write at a time: a second
/// waits in `init` until the first's instance is gone (`writeLock`).
final class PendingTemporaries {
  private let capacity: Int

  init(capacity: Int) {
    pthread_mutex_lock(writeLock)
    self.capacity = capacity
    pendingPaths = .allocate(capacity: max(capacity, 1))
    pendingCount = 0
    if !handlersInstalled {
      handlersInstalled = true
      for signalNumber in cleanedUpSignals {
        let previous = signal(signalNumber) { received in
          if let paths = pendingPaths {
            for index in 0..<pendingCount {
              if let path = paths[index] { _ = unlink(path) }
            }
          }
          _ = signal(received, SIG_DFL)
          _ = raise(received)
        }
        // A signal the process was started to ignore (`nohup`) stays ignored.
        if unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self) {
          _ = signal(signalNumber, SIG_IGN)
        }
      }
    }
  }

  /// Notes `path` before the file is created, so that a signal from then on removes it.
  func add(_ path: String) {
    guard let paths = pendingPaths, pendingCount < capacity else { return }
    paths[pendingCount] = strdup(path)
    pendingCount += 1
  }

  /// Removes every temporary file noted that still exists (renamed ones are gone already).
  func removeAll() {
    guard let paths = pendingPaths else { return }
    let count = pendingCount
    pendingCount = 0
    for index in 0..<count {
      if let path = paths[index] {
        _ = unlink(path)
        free(path)
      }
      paths[index] = nil
    }
  }

  deinit {
    removeAll()
    pendingPaths?.deallocate()
    pendingPaths = nil
    pthread_mutex_unlock(writeLock)
  }
}
