import Dispatch

/// Reads a catalog file into a `YAMLNode` tree, enforcing the strict rules of the format while
/// libyaml's events stream in.
///
/// Problems that leave the tree meaningful (a duplicate key, an anchor, a tag, a merge key) are
/// reported and reading goes on, so one run shows them all. Problems that do not (a syntax
/// error, a second document, a limit) stop reading at once: the result has no tree then, and a
/// hostile file costs no more than the events read before the limit was hit.
public enum YAMLLoader {
  /// The tree, or nil when the file could not be read to the end, and the problems found.
  public struct Result: Sendable {
    public var root: YAMLNode?
    public var diagnostics: [Diagnostic]
  }

  /// Loads `bytes`, read from `file` (used in diagnostics only).
  public static func load(
    _ bytes: [UInt8], file: String, limits: YAMLLimits = .standard
  ) -> Result {
    bytes.withUnsafeBufferPointer { load($0, file: file, limits: limits) }
  }

  /// From this many bytes, libyaml reads ahead on a thread of its own (`YAMLEventPipe`) while
  /// the tree is built; below it, a thread costs more than it gives.
  static let pipelineSize = 256 * 1024

  /// Loads `bytes`, read from `file` (used in diagnostics only).
  public static func load(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLimits = .standard
  ) -> Result {
    load(bytes, file: file, limits: limits, pipelined: bytes.count >= pipelineSize)
  }

  /// Loads `bytes`, libyaml reading ahead on its own thread when `pipelined` is set, and then
  /// in up to `parts` parts of at least `minimumPart` bytes when the file allows it; the result
  /// is the same either way.
  static func load(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLimits, pipelined: Bool,
    parts: Int = chunkCount, minimumPart: Int = minimumChunkSize
  ) -> Result {
    if bytes.count > limits.maxFileSize {
      let diagnostic = YAMLMessages.fileTooLarge(
        size: bytes.count, limit: limits.maxFileSize, file: file)
      return Result(root: nil, diagnostics: [diagnostic])
    }
    let bytes = withoutByteOrderMark(bytes)
    var builder = YAMLTreeBuilder(file: file, maxDepth: limits.maxDepth, size: bytes.count)
    // Read in parts, the bytes are not checked first: libyaml refuses bytes that are not UTF-8
    // (and more), so a part with one fails, and the file is checked and read as below. The
    // parts start that much sooner (the cuts are found by ASCII bytes, which UTF-8 never uses
    // inside a character).
    if pipelined,
      let chunks = YAMLChunks.plan(bytes, parts: parts, minimumPart: minimumPart),
      readChunked(bytes, chunks, into: &builder)
    {
      let root = builder.finish()
      return Result(root: root, diagnostics: builder.diagnostics)
    }
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let location = UTF8Validation.location(ofOffset: offset, in: bytes)
      let diagnostic = YAMLMessages.invalidUTF8(byte: bytes[offset], file: file, at: location)
      return Result(root: nil, diagnostics: [diagnostic])
    }
    let problem: LibYAMLParser.Problem?
    if pipelined {
      // Not cut into parts, or the parts were not what the cuts planned: one parser reads it.
      builder = YAMLTreeBuilder(file: file, maxDepth: limits.maxDepth, size: bytes.count)
      problem = readPipelined(bytes, into: &builder)
    } else {
      problem = read(bytes, into: &builder)
    }
    if let problem {
      var location = problem.location
      if let offset = problem.offset {
        location = UTF8Validation.location(ofOffset: offset, in: bytes)
      }
      builder.fail(YAMLMessages.syntax(problem.message, file: file, at: location))
    }
    let root = builder.finish()
    return Result(root: root, diagnostics: builder.diagnostics)
  }

  /// `bytes` without the UTF-8 byte order mark they may start with.
  ///
  /// YAML allows one at the start of a stream, and editors write it ("UTF-8 with BOM"). libyaml,
  /// told that the file is UTF-8, skips it as a character of the first line, which it counts as
  /// a column: the first key seems indented by one, and the next line's key is a syntax error.
  /// Read from after the mark, a file gives the diagnostics, places and output it gives without
  /// it. Every reading of a whole file starts here (this loader, `CatalogReader.readInParts`),
  /// and only there, so that a mark is taken away once: a second one is the file's content.
  static func withoutByteOrderMark(_ bytes: UnsafeBufferPointer<UInt8>)
    -> UnsafeBufferPointer<UInt8>
  {
    guard bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF else {
      return bytes
    }
    return UnsafeBufferPointer(rebasing: bytes[3...])
  }

  /// Feeds libyaml's events to `builder` until it is finished; libyaml's problem, if it
  /// stopped on one first.
  private static func read(_ bytes: UnsafeBufferPointer<UInt8>, into builder: inout YAMLTreeBuilder)
    -> LibYAMLParser.Problem?
  {
    let parser = LibYAMLParser(bytes: bytes)
    do {
      while !builder.isFinished {
        let (event, location) = try parser.next()
        builder.consume(event, at: location)
      }
    } catch {
      return error
    }
    return nil
  }

  /// How many parts a large file is cut into, each read by a libyaml parser of its own. There
  /// are more parts than cores, handed out as cores come free: the cores of a shared machine
  /// do not run at one speed, and a core that is slowed down then reads fewer parts instead of
  /// holding the others up at the end.
  static var chunkCount: Int { min(max(ParallelMap.coreCount, 2) * 8, 32) }
  /// The fewest bytes of a part, on average (`YAMLChunks.plan`).
  static let minimumChunkSize = 256 * 1024

  /// `read(_:into:)`, with the parts of `chunks` read at once: the first on the calling
  /// thread into `builder`, each later one by its own parser into a builder of its own, by
  /// whichever thread is free first (the calling thread too, once the first part is read). The
  /// calling thread joins the later parts to `builder` in order, each as soon as it and those
  /// before it are read. False when a part was not what its cut planned or could not be
  /// joined, and `builder` must be dropped (see `YAMLChunks`). A syntax error makes a part
  /// fail too: one parser then reads the file again and reports it as it always does.
  static func readChunked(
    _ bytes: UnsafeBufferPointer<UInt8>, _ chunks: YAMLChunks, into builder: inout YAMLTreeBuilder
  ) -> Bool {
    let parts = chunks.parts(of: bytes.count)
    let input = ChunkedInput(bytes: bytes, chunks: chunks)
    let work = LaterParts(
      sizes: parts.map { chunks.opening.count + $0.count }, template: builder.partBuilder(size: 0))
    let group = DispatchGroup()
    // Every thread returns once no part is left to take, and this function waits for them
    // all: the threads read `bytes`, which is only valid until it returns.
    defer { group.wait() }
    let readNext = { @Sendable () -> Bool in
      guard let (part, partBuilder) = work.take() else { return false }
      work.store(readLaterPart(input, part: part, range: parts[part], partBuilder), at: part)
      return true
    }
    for _ in 1..<min(max(ParallelMap.coreCount, 2), parts.count) {
      // A queue of its own gets a thread of its own, as `YAMLEventPipe`'s does.
      DispatchQueue(label: "errorgen.yaml-part").async(group: group) {
        while readNext() {}
      }
    }
    guard var linesBefore = readFirstPart(bytes, chunks, range: parts[0], into: &builder) else {
      work.stop()
      return false
    }
    var joined = 1
    /// Joins the later parts that are read, in order, up to the first that is not; false when
    /// one failed or could not be joined.
    func joinRead() -> Bool {
      while joined < parts.count, let read = work.read(at: joined) {
        guard let (partBuilder, lines) = read,
          builder.append(part: partBuilder, lines: linesBefore, isLast: joined == parts.count - 1)
        else { return false }
        // Copied: its arrays are reused for a part still to read.
        work.recycle(consume partBuilder)
        linesBefore += lines
        joined += 1
      }
      return true
    }
    repeat {
      guard joinRead() else {
        work.stop()
        return false
      }
    } while readNext()
    group.wait()
    return joinRead() && joined == parts.count && builder.isFinished
  }

  /// The later parts of a file read in parts: handed out in order to the threads that read
  /// them (`PartQueue`), and kept once read until the calling thread joins them. A lock (a
  /// semaphore signalled once) guards it.
  private final class LaterParts: @unchecked Sendable {
    private var queue: PartQueue
    /// Each part once read: the builder and the number of its lines, or nil when it failed.
    private var results: [(YAMLTreeBuilder, lines: Int)??]
    // Made at 0 and signalled up: libdispatch refuses to free a semaphore whose value is below
    // the one it was made with.
    private let lock = DispatchSemaphore(value: 0)

    /// Parts of `sizes` bytes; the first, which the calling thread reads into its own
    /// builder, is never handed out.
    init(sizes: [Int], template: YAMLTreeBuilder) {
      queue = PartQueue(sizes: sizes, template: template)
      results = Array(repeating: nil, count: sizes.count)
      lock.signal()
    }

    /// The next part to read and the builder to read it into; nil when none is left.
    func take() -> (Int, YAMLTreeBuilder)? {
      lock.wait()
      defer { lock.signal() }
      return queue.take()
    }

    /// Keeps the builder of a part that was joined, for a later part to reuse.
    func recycle(_ builder: YAMLTreeBuilder) {
      lock.wait()
      defer { lock.signal() }
      queue.recycle(builder)
    }

    /// Hands out no more parts: the file is read again by one parser anyway.
    func stop() {
      lock.wait()
      defer { lock.signal() }
      queue.stop()
    }

    func store(_ result: (YAMLTreeBuilder, lines: Int)?, at part: Int) {
      lock.wait()
      defer { lock.signal() }
      results[part] = .some(result)
      // A part that failed fails the whole reading: the parts after it need not be read.
      if result == nil { queue.stop() }
    }

    /// Part `part` once read (nil inside when it failed), taken out; nil while it is not.
    func read(at part: Int) -> (YAMLTreeBuilder, lines: Int)?? {
      lock.wait()
      defer { lock.signal() }
      guard let result = results[part] else { return nil }
      results[part] = nil
      return .some(result)
    }
  }

  /// What the threads reading later parts share, read only: the file's bytes (valid until
  /// `readChunked` returns, which waits for every thread) and its cuts.
  private struct ChunkedInput: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    let chunks: YAMLChunks
  }

  /// Reads the first part into `builder`, which keeps only the file's events (not those of the
  /// part's early end); the number of the part's lines, or nil when it was not what its cut
  /// planned or the builder stopped in it.
  private static func readFirstPart(
    _ bytes: UnsafeBufferPointer<UInt8>, _ chunks: YAMLChunks, range: Range<Int>,
    into builder: inout YAMLTreeBuilder
  ) -> Int? {
    let parser = LibYAMLParser(bytes: UnsafeBufferPointer(rebasing: bytes[range]))
    var reader = YAMLChunks.Reader(chunks: chunks, in: bytes, part: 0, linesBefore: 0)
    do {
      while true {
        let (event, location) = try parser.next()
        switch reader.take(event, at: location) {
        case .deliver(let place):
          builder.consume(event, at: place)
          // The builder stops before the end only on an error (a limit, a second document).
          // libyaml's reader checks the bytes ahead of its scanner, up to 16 KiB of them, so one
          // parser can stop earlier than the parts did, on a bad character further on: such a
          // file is read again by one parser.
          if builder.isFinished { return nil }
        case .skip: break
        case .mismatch: return nil
        }
        if event.isStreamEnd { break }
      }
    } catch {
      return nil
    }
    return reader.isComplete ? reader.linesBeforeNext : nil
  }

  /// Reads a later part, after the opening line, into `builder`: every event, the opening
  /// line's and the early end's too, with the part's lines counted from its first. The builder
  /// and the number of the part's lines, or nil when the part was not what its cut planned or
  /// the builder stopped before the part's end.
  private static func readLaterPart(
    _ input: ChunkedInput, part: Int, range: Range<Int>, _ builder: consuming YAMLTreeBuilder
  ) -> (YAMLTreeBuilder, lines: Int)? {
    readPart(input.bytes, input.chunks, part: part, range: range, linesBefore: 0, builder)
  }

  /// Reads part `part` of a file read in parts (`YAMLChunks`) into `builder` as a document of
  /// its own: every event, those of a later part's opening line and of the part's early end
  /// too. So the document is the file's root mapping with the keys read before `chunks.key`
  /// (the first part only), and `chunks.key` with the part's entries. The events of the file
  /// are at their places in the file when `linesBefore` is the number of the file's lines
  /// before the part; the opening line's are on line 1. The builder and the number of the
  /// part's own lines (0 for the last part), or nil when the part was not what its cut
  /// planned or the builder stopped before the part's end.
  static func readPart(
    _ bytes: UnsafeBufferPointer<UInt8>, _ chunks: YAMLChunks, part: Int, range: Range<Int>,
    linesBefore: Int, _ builder: consuming YAMLTreeBuilder
  ) -> (YAMLTreeBuilder, lines: Int)? {
    let partBytes = UnsafeBufferPointer(rebasing: bytes[range])
    let parser =
      part == 0
      ? LibYAMLParser(bytes: partBytes)
      : LibYAMLParser(
        prefix: UnsafeBufferPointer(rebasing: bytes[chunks.opening]), bytes: partBytes)
    var reader = YAMLChunks.Reader(chunks: chunks, in: bytes, part: part, linesBefore: linesBefore)
    do {
      while true {
        let (event, location) = try parser.next()
        switch reader.take(event, at: location) {
        case .deliver(let place): builder.consume(event, at: place)
        case .skip: builder.consume(event, at: location)
        case .mismatch: return nil
        }
        if event.isStreamEnd { break }
        if builder.isFinished { return nil }
      }
    } catch {
      return nil
    }
    guard reader.isComplete, builder.isFinished else { return nil }
    return (builder, reader.linesBeforeNext - linesBefore)
  }

  /// `read(_:into:)`, with libyaml on a thread of its own.
  private static func readPipelined(
    _ bytes: UnsafeBufferPointer<UInt8>, into builder: inout YAMLTreeBuilder
  ) -> LibYAMLParser.Problem? {
    let pipe = YAMLEventPipe(bytes: bytes)
    defer { pipe.finish() }
    while !builder.isFinished {
      let batch = pipe.next()
      batch.text.withUnsafeBufferPointer { text in
        for index in batch.records.indices where !builder.isFinished {
          let (event, location) = batch.event(index, text: text)
          builder.consume(event, at: location)
        }
      }
      if !builder.isFinished, let problem = batch.problem { return problem }
      let isLast = batch.isLast
      pipe.recycle(consume batch)
      // A stream ends with its end event, which finishes the builder, or with a problem.
      if isLast { break }
    }
    return nil
  }
}

/// The later parts of a file read in parts (`YAMLChunks`), handed out in order, each with a
/// builder to read it into; its owner's lock guards it.
///
/// A part's builder is made when the part is handed out, in the arrays of a part already done
/// when there is one (`recycle`), so that only the parts read at once take memory that was
/// never written.
struct PartQueue {
  /// The number of bytes each part is read from (the opening line's too); the first part's is
  /// not used: the first part is never handed out.
  private let sizes: [Int]
  /// An empty builder for the file, copied for a part when no builder is spare.
  private let template: YAMLTreeBuilder
  /// Builders of parts already done, whose arrays the next parts reuse.
  private var spare: [YAMLTreeBuilder] = []
  /// The most builders kept spare: more than the parts read at once are never needed.
  private static let spareLimit = 4
  private var next = 1

  init(sizes: [Int], template: YAMLTreeBuilder) {
    self.sizes = sizes
    self.template = template
  }

  /// Whether every part was handed out (or `stop()` was called).
  var isEmpty: Bool { next >= sizes.count }

  /// The next part to read and the builder to read it into; nil when none is left.
  mutating func take() -> (Int, YAMLTreeBuilder)? {
    guard next < sizes.count else { return nil }
    let part = next
    next += 1
    // Moved out, so that the reading thread holds the builder's only copy and clears its
    // arrays in place.
    guard var builder = spare.popLast() else {
      return (part, template.partBuilder(size: sizes[part]))
    }
    builder.reuse(size: sizes[part])
    return (part, builder)
  }

  /// Keeps the builder of a part that is done, for a later part to reuse.
  mutating func recycle(_ builder: YAMLTreeBuilder) {
    if next < sizes.count && spare.count < Self.spareLimit { spare.append(builder) }
  }

  /// Hands out no more parts, and lets the spare builders go.
  mutating func stop() {
    next = sizes.count
    spare = []
  }
}
