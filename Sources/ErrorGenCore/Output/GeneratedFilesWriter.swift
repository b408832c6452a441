#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes generated files into a folder as their pieces are rendered (a `GeneratedFileSink`),
/// so that a large file is never held in memory whole.
///
/// Each file goes into a hidden temporary file in the output folder, which is made when the
/// first file starts. Nothing is visible until `commit()`, which moves each file into place
/// (or none, when one cannot be), leaving a file whose bytes are already there untouched, as
/// `OutputWriter` does. `discard()`
/// removes the temporary files and the folders that were made for them, as when a catalog had
/// an error: the disk is then as it was.
///
/// When a temporary file cannot be made, the file's pieces are kept in memory instead, and
/// `commit()` writes them with `OutputWriter`, which reports why the folder cannot be written.
public final class GeneratedFilesWriter: GeneratedFileSink, @unchecked Sendable {
  // The sink's calls never overlap and come before `commit()` or `discard()`, which the caller
  // makes after `generate` has returned: no two threads touch the state at once.

  /// A file being written.
  private struct File {
    var path: String
    /// The temporary file, when one could be made.
    var temporary: String?
    var descriptor: Int32 = -1
    /// The pieces, when there is no temporary file.
    var pieces: [[UInt8]] = []
    /// Why writing the temporary file failed, if it did.
    var problem: String?
  }

  private let folder: String
  private var files: [File] = []
  /// Whether the output folder was made (or found) for the first file.
  private var isPrepared = false
  /// Why the output folder could not be made, if it could not.
  private var folderProblem: String?
  /// The folders made for the output, outermost first.
  private var createdFolders: [String] = []

  /// A writer of files into `folder`, which need not exist yet.
  public init(folder: String) {
    self.folder = folder
  }

  public func startFile(named name: String) {
    closeLast()
    if !isPrepared {
      isPrepared = true
      folderProblem = POSIXFiles.makeFolders(folder, created: &createdFolders)
    }
    var file = File(path: Self.path(name, in: folder))
    let temporary = Self.path(".\(name).\(getpid()).\(files.count).tmp", in: folder)
    let descriptor =
      folderProblem == nil ? open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o666) : -1
    if descriptor >= 0 {
      file.temporary = temporary
      file.descriptor = descriptor
    }
    files.append(file)
  }

  public func append(_ piece: [UInt8]) {
    guard !files.isEmpty, !piece.isEmpty else { return }
    let last = files.count - 1
    guard files[last].temporary != nil else {
      files[last].pieces.append(piece)
      return
    }
    guard files[last].problem == nil else { return }
    let descriptor = files[last].descriptor
    if !piece.withUnsafeBytes({ POSIXFiles.write($0, to: descriptor) }) {
      files[last].problem = POSIXFiles.lastError()
    }
  }

  /// Whether a file was written, was already there, or could not be written and why.
  public typealias Outcome = Result<OutputWriter.Outcome, OutputWriter.Failure>

  /// Moves every file into place, in order: the path of each file and its outcome.
  ///
  /// Every file is checked first: its temporary file was written whole, and no folder stands
  /// where it goes (a rename cannot replace one). When any file fails the check, no file is
  /// moved (ARCHITECTURE.md: no output for any catalog when any has an error), everything is
  /// discarded, and the result holds only the files that failed, with why. A rename that
  /// fails after the check (the folder changed meanwhile) is still reported as it happens.
  public func commit() -> [(path: String, outcome: Outcome)] {
    closeLast()
    let failures = files.compactMap { file in
      problemBeforeCommit(file).map { (file.path, Outcome.failure(.init(description: $0))) }
    }
    guard failures.isEmpty else {
      discard()
      return failures
    }
    defer {
      files = []
      createdFolders = []
    }
    return files.map { file in
      (file.path, Self.commit(file))
    }
  }

  /// Why `file` cannot be moved into place, when that is known before any file is: writing
  /// its temporary file failed, the output folder could not be made, or a folder stands at
  /// its path. Nil when nothing is known against it.
  private func problemBeforeCommit(_ file: File) -> String? {
    if let problem = file.problem { return problem }
    if file.temporary == nil, let folderProblem { return folderProblem }
    var status = stat()
    if lstat(file.path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR {
      return POSIXFiles.describe(EISDIR)
    }
    return nil
  }

  /// Removes the temporary files, and the folders made for them when they are empty; nothing
  /// is written.
  public func discard() {
    closeLast()
    for file in files {
      if let temporary = file.temporary { _ = unlink(temporary) }
    }
    files = []
    for folder in createdFolders.reversed() { _ = rmdir(folder) }
    createdFolders = []
  }

  private static func commit(_ file: File) -> Outcome {
    guard let temporary = file.temporary else {
      do {
        return .success(try OutputWriter.write(pieces: file.pieces, to: file.path))
      } catch let failure as OutputWriter.Failure {
        return .failure(failure)
      } catch {
        return .failure(OutputWriter.Failure(description: "\(error)"))
      }
    }
    var problem = file.problem
    if problem == nil && POSIXFiles.sameContents(temporary, file.path) {
      _ = unlink(temporary)
      return .success(.unchanged)
    }
    if problem == nil && rename(temporary, file.path) != 0 { problem = POSIXFiles.lastError() }
    if let problem {
      _ = unlink(temporary)
      return .failure(OutputWriter.Failure(description: problem))
    }
    return .success(.written)
  }

  /// Closes the temporary file of the last file started.
  private func closeLast() {
    guard let last = files.indices.last, files[last].descriptor >= 0 else { return }
    if close(files[last].descriptor) != 0 && files[last].problem == nil {
      files[last].problem = POSIXFiles.lastError()
    }
    files[last].descriptor = -1
  }

  private static func path(_ name: String, in folder: String) -> String {
    folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  deinit {
    discard()
  }
}
