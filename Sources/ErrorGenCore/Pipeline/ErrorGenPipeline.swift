/// A catalog file's path and bytes, as read from disk (or built by a test).
public struct CatalogSource: Hashable, Sendable {
  public var path: String

  /// The file's bytes.
  public var contents: [UInt8] {
    get { mapped.map { Array($0.bytes) } ?? stored }
    set {
      stored = newValue
      mapped = nil
    }
  }

  private var stored: [UInt8]
  /// The file mapped into memory, when `CatalogFiles.read` could map it: `contents` then
  /// copies its bytes, and the pipeline reads them in place.
  private var mapped: MappedFile?

  public init(path: String, contents: [UInt8]) {
    self.path = path
    stored = contents
  }

  public init(path: String, text: String) {
    self.init(path: path, contents: Array(text.utf8))
  }

  /// The source of the file at `path`, whose bytes are `mapped`.
  init(path: String, mapped: MappedFile) {
    self.path = path
    stored = []
    self.mapped = mapped
  }

  /// Runs `body` on the file's bytes, in place.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let mapped { return body(mapped.bytes) }
    return stored.withUnsafeBufferPointer(body)
  }

  /// Whether the file was mapped and then shrank (`MappedFile.changedSinceMapped`): its bytes
  /// are not the file's, and it must be read again.
  var changedWhileMapped: Bool { mapped?.changedSinceMapped ?? false }

  /// Sources are equal when their paths and bytes are, however the bytes are held.
  public static func == (lhs: CatalogSource, rhs: CatalogSource) -> Bool {
    lhs.path == rhs.path && lhs.withBytes { left in rhs.withBytes { left.elementsEqual($0) } }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(path)
    withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}

/// What checking catalogs together found.
public struct CheckResult: Sendable {
  /// The catalogs that decoded, in the order given.
  public var catalogs: [Catalog]
  /// Every problem, sorted by file and place.
  public var diagnostics: [Diagnostic]

  public var hasErrors: Bool { diagnostics.hasErrors }
}

/// A generated Swift file: its name (`Network.errors.swift`) and contents.
public struct GeneratedFile: Hashable, Sendable {
  public var name: String
  /// The file's UTF-8 bytes in the pieces they were rendered in, in order. They are written
  /// to disk in turn and never joined there: joining a large file would hold it twice.
  public internal(set) var pieces: [[UInt8]]

  public init(name: String, bytes: [UInt8]) {
    self.init(name: name, pieces: [bytes])
  }

  init(name: String, pieces: [[UInt8]]) {
    self.name = name
    self.pieces = pieces
  }

  /// The file's UTF-8 bytes, as written to disk.
  public var bytes: [UInt8] {
    get {
      guard pieces.count != 1 else { return pieces[0] }
      var bytes: [UInt8] = []
      bytes.reserveCapacity(byteCount)
      for piece in pieces { bytes += piece }
      return bytes
    }
    set { pieces = [newValue] }
  }

  /// The number of bytes in the file.
  public var byteCount: Int { pieces.reduce(0) { $0 + $1.count } }

  /// The file's text.
  public var contents: String { String(decoding: bytes, as: UTF8.self) }

  /// Files are equal when their names and bytes are, however the bytes are cut into pieces.
  public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
    lhs.name == rhs.name && lhs.byteCount == rhs.byteCount
      && lhs.pieces.joined().elementsEqual(rhs.pieces.joined())
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(byteCount)
    for piece in pieces { piece.withUnsafeBytes { hasher.combine(bytes: $0) } }
  }
}

/// The stages of ARCHITECTURE.md, run in order: YAML → catalog → lint → generate.
public enum ErrorGenPipeline {
  /// Starts a thread of the pool that reading and generating share, and returns at once.
  ///
  /// The first work handed to the pool waits about a millisecond for its first thread; a large
  /// catalog is read on two, so one core idled while the other read alone. A command that
  /// calls this before it parses its arguments has the thread ready by the time it reads.
  public static func startWorkerThreads() {
    ParallelMap.startThreads()
  }

  /// Reads, decodes and lints `sources` together, so that cross-catalog rules see them all.
  /// `access`, when given, replaces every catalog's `access` first, as `generate --access` does.
  ///
  /// `sources` is consumed: a caller that hands over its last copy lets each file's bytes go as
  /// soon as the file is decoded. With `keepsModelUntilExit`, the result and the files'
  /// mappings are never freed (`ProcessLifetime`): for a command that exits right after.
  public static func check(
    _ sources: consuming [CatalogSource], limits: YAMLLimits = .standard,
    access: Catalog.Access? = nil, keepsModelUntilExit: Bool = false
  ) -> CheckResult {
    var result = decode(
      &sources, limits: limits, access: access, keepsMappings: keepsModelUntilExit)
    result.diagnostics = Diagnostic.sorted(result.diagnostics + Linter.lint(result.catalogs))
    if keepsModelUntilExit { ProcessLifetime.keep((result, sources)) }
    return result
  }

  /// Reads and decodes `sources`, without lint; the diagnostics are in the order found.
  ///
  /// Each source's bytes are dropped once decoded (`CatalogReader.read`), so they are freed
  /// then when `sources` held the last copy; with `keepsMappings`, a mapped file stays mapped,
  /// for a caller that keeps `sources` until the process exits: unmapping a large file between
  /// decoding and generating cost about 5 ms of a 10,000-case `generate` (the mapping's pages
  /// are the system's file cache, which holds the file either way).
  static func decode(
    _ sources: inout [CatalogSource], limits: YAMLLimits, access: Catalog.Access?,
    keepsMappings: Bool = false
  ) -> CheckResult {
    var catalogs: [Catalog] = []
    var diagnostics: [Diagnostic] = []
    for index in sources.indices {
      let path = sources[index].path
      let (catalog, problems) = sources[index].withBytes {
        CatalogReader.read($0, file: path, limits: limits)
      }
      let changed = sources[index].changedWhileMapped
      if !keepsMappings { sources[index].contents = [] }
      if changed {
        diagnostics.append(PipelineMessages.changedWhileRead(path))
        continue
      }
      diagnostics += problems
      if var catalog {
        if let access { catalog.access.value = access }
        catalogs.append(catalog)
      }
    }
    return CheckResult(catalogs: catalogs, diagnostics: diagnostics)
  }

  /// Checks `sources` and, only when no error was found in any of them, generates one file per
  /// catalog. With an error, `files` is empty.
  ///
  /// `sources` is consumed, as `check` consumes it; the files are the pieces
  /// `generate(_:options:limits:serially:into:)` hands over, gathered.
  public static func generate(
    _ sources: consuming [CatalogSource], options: SwiftGenerator.Options = .init(),
    limits: YAMLLimits = .standard, serially: Bool = false
  ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
    let collected = CollectedFiles()
    let diagnostics = generate(
      sources, options: options, limits: limits, serially: serially, into: collected)
    return (diagnostics.hasErrors ? [] : collected.files, diagnostics)
  }

  /// Checks `sources` and, when every catalog decodes, hands the file of each catalog to `sink`
  /// piece by piece as it is rendered; the result is every problem found, sorted. When it has
  /// an error, the caller drops what `sink` received: lint runs beside generation, so an error
  /// it finds can come after pieces were handed over.
  ///
  /// Once every catalog decodes, lint and generation do not depend on each other: they run
  /// together on the machine's cores: each file in parts, started in file order, then each lint
  /// rule on its own (short pieces that even out when the cores finish). A part's pieces go to
  /// `sink` as soon as every part before it has gone, so only parts that finish early wait in
  /// memory; a large file is never held whole. `serially` runs everything on the calling
  /// thread.
  ///
  /// `sources` is consumed, as `check` consumes it. With `keepsModelUntilExit`, the catalogs,
  /// what was planned from them and the files' mappings are never freed (`ProcessLifetime`):
  /// for a command that exits right after.
  public static func generate(
    _ sources: consuming [CatalogSource], options: SwiftGenerator.Options = .init(),
    limits: YAMLLimits = .standard, serially: Bool = false, keepsModelUntilExit: Bool = false,
    into sink: some GeneratedFileSink
  ) -> [Diagnostic] {
    let decoded = decode(
      &sources, limits: limits, access: options.access, keepsMappings: keepsModelUntilExit)
    guard !decoded.hasErrors, decoded.catalogs.count == sources.count else {
      return Diagnostic.sorted(decoded.diagnostics + Linter.lint(decoded.catalogs))
    }
    let catalogs = decoded.catalogs
    // The memory the YAML trees and the parts' parsers freed stays in the C library's arenas,
    // where generation takes it again: returning it to the system here (`malloc_trim`) cost
    // about 3 ms of a 10,000-case run, in the call and in page faults to take it back, for no
    // lower peak on that file (docs/PERFORMANCE.md, nineteenth round).
    let names = catalogs.map { $0.stem + ".errors.swift" }
    // Lint's jobs come after the files' parts.
    let lintJobs = LintJob.jobs(for: catalogs)
    let lintCatalogs = LintJob.prepared(catalogs)
    let jobs =
      catalogs.indices.map { Job.header(file: $0) } + lintJobs.indices.map { Job.lint(job: $0) }
    let found = FoundDiagnostics(jobs: lintJobs.count)
    ParallelMap.forEach(
      jobs,
      // The files' parts first, in file order, so that they reach `sink` soon and no part
      // waits long for the one before it; then lint's jobs, which are short, the longest
      // first (`LintJob.priority`), so that the cores run out of work together.
      priority: { job in
        switch job {
        case .header(let file): -file << 32
        case .lint(let index): Int.min / 2 + lintJobs[index].priority
        }
      }, serially: serially,
      { (job: Job, emit: @escaping (JobResult) -> Void) in
        switch job {
        case .lint(let index):
          emit(.diagnostics(job: index, lintJobs[index].check(lintCatalogs)))
        case .header(let file):
          // The whole file, handed to the sink as one piece.
          let bytes = SwiftGenerator.generatedBytes(catalogs[file], options: options)
          emit(.start(name: names[file], header: bytes))
        }
      },
      deliver: { (_, result: JobResult) in
        switch result {
        case .diagnostics(let job, let diagnostics): found.byJob[job] = diagnostics
        case .start(let name, let header):
          sink.startFile(named: name)
          sink.append(header)
        case .piece(let piece): sink.append(piece)
        }
      })
    if keepsModelUntilExit { ProcessLifetime.keep((decoded, sources)) }
    let byRule = LintJob.byRule(found.byJob, of: lintJobs)
    return Diagnostic.sorted(decoded.diagnostics + Linter.merged(byRule))
  }

  /// A piece of `generate`'s concurrent work.
  private enum Job: Sendable {
    /// The lint job at this index of `LintJob.jobs(for:)`.
    case lint(job: Int)
    case header(file: Int)
  }

  private enum JobResult: Sendable {
    case diagnostics(job: Int, [[Diagnostic]])
    /// A file starts, with its header.
    case start(name: String, header: [UInt8])
    case piece([UInt8])
  }

  /// Each lint job's diagnostics, set once by a delivery, which `ParallelMap.forEach` orders
  /// before it returns.
  private final class FoundDiagnostics: @unchecked Sendable {
    var byJob: [[[Diagnostic]]]

    init(jobs: Int) {
      byJob = Array(repeating: [], count: jobs)
    }
  }
}

/// Receives the files that `ErrorGenPipeline.generate(_:options:limits:serially:into:)`
/// generates, piece by piece, as they are rendered.
///
/// Calls never overlap and come in order (a file's start, then its pieces, then the next
/// file's start), but they can come from different threads.
public protocol GeneratedFileSink: AnyObject, Sendable {
  /// Starts the next file, named `name` (`Network.errors.swift`).
  func startFile(named name: String)
  /// Appends `piece` to the text of the file started last.
  func append(_ piece: [UInt8])
}

/// The files a sink received, whole, in order.
private final class CollectedFiles: GeneratedFileSink, @unchecked Sendable {
  // Written only by the sink's calls, which never overlap; read after the pipeline returns.
  private(set) var files: [GeneratedFile] = []

  func startFile(named name: String) {
    files.append(GeneratedFile(name: name, pieces: []))
  }

  func append(_ piece: [UInt8]) {
    files[files.count - 1].pieces.append(piece)
  }
}
