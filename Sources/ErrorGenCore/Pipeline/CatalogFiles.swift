#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds and reads catalog files for the command line and the build plugin.
public enum CatalogFiles {
  /// Whether `path` names a catalog: `*.errors.yaml` or `*.errors.yml`.
  public static func isCatalog(_ path: String) -> Bool {
    path.hasSuffix(".errors.yaml") || path.hasSuffix(".errors.yml")
  }

  /// Expands `paths` into catalog files: a file stands for itself, a folder for every catalog
  /// below it, sorted. A path that does not exist gets a diagnostic, and so does each folder
  /// below a given one that cannot be read (its catalogs would be missing), while the catalogs
  /// of the folders that can be read are still found. A file reached twice (a folder and a
  /// file in it, `./a` and `a`, a link) is kept once, as first reached: read twice, it would
  /// clash with itself (`duplicate_domain`).
  public static func discover(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
    var emptyFolders: [String] = []
    return discover(paths, emptyFolders: &emptyFolders)
  }

  /// `discover(_:)`, also listing in `emptyFolders` each given folder that holds no catalog at
  /// all, so that a command can say so (a mistyped folder would otherwise pass in silence).
  public static func discover(_ paths: [String], emptyFolders: inout [String])
    -> (files: [String], diagnostics: [Diagnostic])
  {
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    for path in paths {
      switch POSIXFiles.status(of: path) {
      case .unavailable(let code):
        diagnostics.append(PipelineMessages.cannotOpen(path, code: code))
      case .file, .special:
        // Something other than a regular file is reported when it is read.
        files.append(path)
      case .folder:
        let found = catalogs(in: path, diagnostics: &diagnostics)
        if found.isEmpty { emptyFolders.append(path) }
        files += found
      }
    }
    // Paths are the same path when their bytes are: Swift's `String ==` takes `é` and `e` with
    // a combining accent as equal, but on Linux they name two files.
    var seen = Set<[UInt8]>()
    var seenFiles = Set<POSIXFiles.FileIdentity>()
    let unique = files.filter { file in
      guard seen.insert(Array(file.utf8)).inserted else { return false }
      guard let identity = POSIXFiles.identity(of: file) else { return true }
      return seenFiles.insert(identity).inserted
    }
    return (unique, diagnostics)
  }

  /// Paths in order of their text, and two that compare equal as text (canonically equivalent)
  /// in order of their bytes, so that the order is the same on every run.
  static func byTextThenBytes(_ lhs: String, _ rhs: String) -> Bool {
    lhs != rhs ? lhs < rhs : lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
  }

  /// The catalogs below `folder`, sorted by their paths below it, each starting with `folder`.
  ///
  /// The walk follows no symbolic link to a folder (a link named as a catalog is a catalog),
  /// so it cannot loop. A folder it cannot read, and a catalog or folder whose name is not
  /// UTF-8 (no path of ours can name it), get an error each, sorted, and the walk goes on.
  private static func catalogs(in folder: String, diagnostics: inout [Diagnostic]) -> [String] {
    func path(_ relative: String) -> String {
      if relative.isEmpty { return folder }
      return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }
    var found: [String] = []
    var problems: [Diagnostic] = []
    var pending = [""]
    while let relative = pending.popLast() {
      let (entries, problem) = POSIXFiles.entries(ofFolder: path(relative))
      if let problem {
        problems.append(PipelineMessages.unreadableFolder(path(relative), reason: problem))
      }
      for entry in entries {
        let child = relative.isEmpty ? entry.name : relative + "/" + entry.name
        guard entry.nameIsUTF8 else {
          if entry.isFolder || isCatalog(entry.name) {
            problems.append(PipelineMessages.nameNotUTF8(path(child), isFolder: entry.isFolder))
          }
          continue
        }
        if isCatalog(entry.name) { found.append(child) }
        if entry.isFolder { pending.append(child) }
      }
    }
    diagnostics += Diagnostic.sorted(problems)
    return found.sorted(by: byTextThenBytes).map(path)
  }

  /// Reads each file whole, refusing one over the size limit before reading it. Anything but a
  /// regular file (a folder, a named pipe, a socket, a device) is reported, never opened.
  public static func read(_ files: [String], limits: YAMLLimits = .standard)
    -> (sources: [CatalogSource], diagnostics: [Diagnostic])
  {
    var sources: [CatalogSource] = []
    var diagnostics: [Diagnostic] = []
    for file in files {
      switch source(of: file, limits: limits) {
      case .source(let source): sources.append(source)
      case .problem(let problem): diagnostics.append(problem)
      }
    }
    return (sources, diagnostics)
  }

  /// A file's bytes, or why they cannot be read.
  private enum ReadFile {
    case source(CatalogSource)
    case problem(Diagnostic)
  }

  /// The bytes of the catalog file at `file`.
  ///
  /// The path is looked at before it is opened, so that what is not a regular file is never
  /// opened: opening a named pipe waits for a writer, forever if none comes, and opening some
  /// devices acts. The file is then opened once, without waiting (so a named pipe put at the
  /// path meanwhile cannot block either), and what was opened is looked at again before it is
  /// read through that same descriptor: what is read is what was checked.
  private static func source(of file: String, limits: YAMLLimits) -> ReadFile {
    if let problem = problem(with: POSIXFiles.status(of: file), file: file, limits: limits) {
      return .problem(problem)
    }
    let descriptor = POSIXFiles.openForReading(file)
    guard descriptor >= 0 else { return .problem(PipelineMessages.cannotOpen(file, code: errno)) }
    let opened = POSIXFiles.status(ofOpen: descriptor)
    if let problem = problem(with: opened, file: file, limits: limits) {
      _ = close(descriptor)
      return .problem(problem)
    }
    defer { _ = close(descriptor) }
    // Read one byte past the limit, so a file that grew after the check is still refused.
    guard let bytes = POSIXFiles.read(descriptor: descriptor, upTo: limits.maxFileSize + 1) else {
      return .problem(PipelineMessages.unreadable(file, reason: POSIXFiles.lastError()))
    }
    if bytes.count > limits.maxFileSize {
      return .problem(
        YAMLMessages.fileTooLarge(size: bytes.count, limit: limits.maxFileSize, file: file))
    }
    return .source(CatalogSource(path: file, contents: bytes))
  }

  /// Why the file `file`, in state `status`, cannot be read as a catalog; nil for a regular
  /// file within the size limit.
  private static func problem(with status: POSIXFiles.Status, file: String, limits: YAMLLimits)
    -> Diagnostic?
  {
    switch status {
    case .file(let size):
      guard size > limits.maxFileSize else { return nil }
      return YAMLMessages.fileTooLarge(size: size, limit: limits.maxFileSize, file: file)
    case .folder: return PipelineMessages.folderNamedAsCatalog(file)
    case .special(let what): return PipelineMessages.notAFile(file, what: what)
    case .unavailable(let code): return PipelineMessages.cannotOpen(file, code: code)
    }
  }
}

/// The diagnostics about files as a whole, each built by a named factory.
public enum PipelineMessages {
  /// An error about the file (or folder) at `path` as a whole, at its start.
  private static func unreadable(_ path: String, message: String) -> Diagnostic {
    Diagnostic(.error, rule: .unreadableFile, message: message, file: path, location: .start)
  }

  static func noSuchFile(_ path: String) -> Diagnostic {
    unreadable(path, message: "no such file or folder")
  }

  /// A file that cannot be read, with the system's reason.
  static func unreadable(_ path: String, reason: String) -> Diagnostic {
    unreadable(path, message: "the file cannot be read: \(reason)")
  }

  /// A path that cannot be opened or followed, told by the system's error number: missing,
  /// a loop of symbolic links, or another reason in the system's words.
  static func cannotOpen(_ path: String, code: Int32) -> Diagnostic {
    switch code {
    case ENOENT, ENOTDIR: noSuchFile(path)
    case ELOOP: symbolicLinkLoop(path)
    default: unreadable(path, reason: POSIXFiles.describe(code))
    }
  }

  /// A path whose symbolic links lead back to themselves, or too deep to follow.
  static func symbolicLinkLoop(_ path: String) -> Diagnostic {
    unreadable(
      path,
      message: "the path cannot be resolved: its symbolic links form a loop (or nest too deep)")
  }

  /// A folder found or given as a catalog (named `*.errors.yaml`).
  static func folderNamedAsCatalog(_ path: String) -> Diagnostic {
    unreadable(
      path, message: "this is a folder, not a catalog file; rename it, or give a catalog file")
  }

  /// A named pipe, socket or device given or found as a catalog: never opened.
  static func notAFile(_ path: String, what: String) -> Diagnostic {
    unreadable(
      path, message: "this is \(what), not a regular file; a catalog must be a regular file")
  }

  /// A folder below a given one that cannot be read: the catalogs in it, if any, are missing.
  static func unreadableFolder(_ path: String, reason: String) -> Diagnostic {
    unreadable(
      path,
      message: "the folder cannot be read: \(reason); catalogs in it, if any, are left out")
  }

  /// A catalog, or a folder that may hold catalogs, whose name is not UTF-8: the path shown
  /// has U+FFFD in its place and names nothing, so it cannot be read.
  static func nameNotUTF8(_ path: String, isFolder: Bool) -> Diagnostic {
    let what = isFolder ? "the folder's name" : "the file's name"
    let left = isFolder ? "catalogs in it, if any, are left out" : "the catalog is left out"
    return unreadable(
      path, message: "\(what) is not UTF-8, which errorgen cannot read; rename it (\(left))")
  }

  /// A generated file that could not be written, with the system's reason.
  public static func cannotWrite(_ path: String, reason: String) -> Diagnostic {
    Diagnostic(
      .error, rule: .unwritableFile, message: "cannot write the file: \(reason)",
      file: path, location: .start)
  }
}
