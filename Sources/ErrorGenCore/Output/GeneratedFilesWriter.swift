#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes generated files into a folder: every file or none, each only when its bytes change,
/// and never a half-written file.
///
/// Each changed file is first written whole to a hidden temporary file in the output folder,
/// then every one is moved into place by a rename. An unchanged file is not touched, so that an
/// unchanged catalog recompiles nothing. When any file cannot be written, no file is moved,
/// the temporary files are removed, and so are the folders made for them.
///
/// Temporary files are named `.errorgen-<pid>-<n>.tmp`: short, so that any output name that
/// fits the file system has a temporary name that fits too, and recognisable, so that a later
/// run removes those that a killed run (`SIGKILL`, a power cut) left behind — only those whose
/// process is gone, and no other file. On `SIGINT`, `SIGTERM` or `SIGHUP` during a write, they
/// are removed before the process ends.
public enum GeneratedFilesWriter {
  /// What happened to one file.
  public enum Outcome: Equatable, Sendable {
    case unchanged, written
  }

  /// Why a file could not be written, in the system's words.
  public struct Failure: Error, Equatable, CustomStringConvertible, Sendable {
    public var description: String

    public init(description: String) {
      self.description = description
    }
  }

  /// Writes `files` into `folder`, which need not exist yet: the path of each file and its
  /// outcome, in order. When any file fails, no file is written, and the result holds only the
  /// files that failed, with why.
  public static func write(_ files: [GeneratedFile], into folder: String)
    -> [(path: String, outcome: Result<Outcome, Failure>)]
  {
    var createdFolders: [String] = []
    if let problem = POSIXFiles.makeFolders(folder, created: &createdFolders) {
      return files.map { (path($0.name, in: folder), .failure(Failure(description: problem))) }
    }
    removeStaleTemporaries(in: folder)
    let pending = PendingTemporaries(capacity: files.count)
    defer { pending.removeAll() }

    // Every changed file goes to its temporary file first; nothing is visible yet.
    var temporaries: [String?] = []
    var failures: [(path: String, outcome: Result<Outcome, Failure>)] = []
    for (index, file) in files.enumerated() {
      let target = path(file.name, in: folder)
      // What a rename would refuse is refused before any file is moved.
      let refusal: Int32? =
        file.name.utf8.count > maxNameLength
        ? ENAMETOOLONG : POSIXFiles.kind(of: target) == .folder ? EISDIR : nil
      if let refusal {
        failures.append((target, .failure(Failure(description: POSIXFiles.describe(refusal)))))
        temporaries.append(nil)
        continue
      }
      if POSIXFiles.hasContents(target, file.bytes) {
        temporaries.append(nil)
        continue
      }
      let temporary = path(temporaryName(index), in: folder)
      pending.add(temporary)
      if let problem = POSIXFiles.createNew(temporary, with: [file.bytes]) {
        failures.append((target, .failure(Failure(description: problem))))
      }
      temporaries.append(temporary)
    }
    guard failures.isEmpty else {
      pending.removeAll()
      for created in createdFolders.reversed() { _ = rmdir(created) }
      return failures
    }
    return zip(files, temporaries).map { file, temporary in
      let target = path(file.name, in: folder)
      guard let temporary else { return (target, .success(.unchanged)) }
      // A rename can still fail after the checks above (the folder changed meanwhile).
      guard rename(temporary, target) == 0 else {
        let problem = POSIXFiles.lastError()
        _ = unlink(temporary)
        return (target, .failure(Failure(description: problem)))
      }
      return (target, .success(.written))
    }
  }

  /// The longest file name, in bytes, that the file systems errorgen writes to take.
  static let maxNameLength = 255

  /// The name of this process's temporary file for the file at `index`.
  static func temporaryName(_ index: Int, pid: Int32 = getpid()) -> String {
    ".errorgen-\(pid)-\(index).tmp"
  }

  /// The process id in `name`, when it is a temporary file name of this writer.
  static func processID(inTemporaryName name: String) -> Int32? {
    guard name.hasPrefix(".errorgen-"), name.hasSuffix(".tmp") else { return nil }
    let middle = name.dropFirst(".errorgen-".count).dropLast(".tmp".count)
    let parts = middle.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }),
      let pid = Int32(parts[0]), Int(parts[1]) != nil
    else { return nil }
    return pid
  }

  /// Removes the temporary files in `folder` that a run which no longer exists left behind: a
  /// run killed without a chance to clean up. A temporary file of a run still going is its own.
  static func removeStaleTemporaries(in folder: String) {
    for entry in POSIXFiles.entries(ofFolder: folder).entries where !entry.isFolder {
      guard let pid = processID(inTemporaryName: entry.name), pid != getpid(), pid > 0,
        kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      _ = unlink(path(entry.name, in: folder))
    }
  }

  private static func path(_ name: String, in folder: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
