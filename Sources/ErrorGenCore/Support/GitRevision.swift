#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads catalogs as they were at a git revision, for `errorgen diff --baseline REF`, by
/// running the real `git` (`ls-tree`, then `show REF:./path`) in the working directory.
///
/// `git` is started with `posix_spawnp` and its standard error discarded: the command line
/// keeps Foundation's `Process` out of the binary, and git's own words are replaced with a
/// message that names what the user gave.
public enum GitRevision {
  /// Why a revision's catalogs cannot be read: a usage error, not a catalog problem.
  public struct Failure: Error, Equatable, Sendable {
    public var message: String
  }

  /// The catalogs below each of `paths` at `revision`, with the String Catalog beside each
  /// (`Network.errors.xcstrings`) when it has one there, each named by its path as the working
  /// directory sees it: `ErrorGenPipeline.diff(baseline:current:baselineRevision:)` names them
  /// `REV:path` in diagnostics. `absent` lists the paths with nothing at `revision`: new
  /// catalogs or folders, which the caller decides about.
  public static func catalogs(at revision: String, paths: [String]) -> Result<
    (sources: [CatalogSource], absent: [String]), Failure
  > {
    guard let check = run(["git", "rev-parse", "--verify", "--quiet", revision + "^{commit}"])
    else {
      return .failure(Failure(message: "cannot run git: it is not installed or not on PATH"))
    }
    guard check.status == 0 else {
      return .failure(
        Failure(
          message: "'\(revision)' is not a commit of a git repository here (git rev-parse "
            + "--verify failed); give a branch, tag or commit"))
    }
    var sources: [CatalogSource] = []
    var absent: [String] = []
    var seen = Set<String>()
    for path in paths {
      guard
        let listed = run(["git", "ls-tree", "-r", "-z", "--name-only", revision, "--", path]),
        listed.status == 0
      else {
        return .failure(Failure(message: "git cannot list '\(path)' at '\(revision)'"))
      }
      let names = listed.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
      if names.isEmpty {
        absent.append(path)
        continue
      }
      let listedNames = Set(names)
      for name in names.sorted() where CatalogFiles.isCatalog(name) && seen.insert(name).inserted {
        // The String Catalog is beside the catalog at the revision, listed or not: a path
        // that names the catalog file lists that file alone.
        let strings = StringCatalog.path(besideCatalog: name)
        let hasStrings =
          listedNames.contains(strings)
          || run(["git", "cat-file", "-e", "\(revision):./\(strings)"])?.status == 0
        for file in [name] + (hasStrings ? [strings] : []) {
          switch show(file, at: revision) {
          case .success(let contents): sources.append(CatalogSource(path: file, contents: contents))
          case .failure(let failure): return .failure(failure)
          }
        }
      }
    }
    return .success((sources, absent))
  }

  /// The bytes of `file` at `revision`, one byte past the size limit at most: the loader
  /// reports a larger file as `yaml_limits`, and git, its pipe closed, ends.
  private static func show(_ file: String, at revision: String) -> Result<[UInt8], Failure> {
    let limit = YAMLLimits.standard.maxFileSize
    guard let shown = run(["git", "show", "\(revision):./\(file)"], upTo: limit + 1),
      shown.status == 0 || shown.output.count > limit
    else {
      return .failure(Failure(message: "git cannot show '\(file)' at '\(revision)'"))
    }
    return .success(shown.output)
  }

  /// Runs `arguments` (the program first, found on PATH) with standard input and error on
  /// /dev/null: its exit status and standard output, or nil when it cannot be started.
  static func run(_ arguments: [String], upTo limit: Int = 1 << 30) -> (
    status: Int32, output: [UInt8]
  )? {
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else { return nil }
    let (readEnd, writeEnd) = (pipeEnds[0], pipeEnds[1])
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addclose(&actions, readEnd)
    posix_spawn_file_actions_addclose(&actions, writeEnd)
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid = pid_t()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ)
    _ = close(writeEnd)
    guard spawned == 0 else {
      _ = close(readEnd)
      return nil
    }
    // Read to the end before waiting: git would block on a full pipe otherwise.
    let output = POSIXFiles.read(descriptor: readEnd, upTo: limit) ?? []
    _ = close(readEnd)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // A normal exit has its status in bits 8-15; a signal leaves the low bits set.
    let exited = status & 0x7F == 0
    return (exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output)
  }
}
