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
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let location = UTF8Validation.location(ofOffset: offset, in: bytes)
      let diagnostic = YAMLMessages.invalidUTF8(byte: bytes[offset], file: file, at: location)
      return Result(root: nil, diagnostics: [diagnostic])
    }
    var builder = YAMLTreeBuilder(file: file, maxDepth: limits.maxDepth, size: bytes.count)
    let problem: LibYAMLParser.Problem?
    if pipelined,
      let chunks = YAMLChunks.plan(bytes, parts: parts, minimumPart: minimumPart),
      readChunked(bytes, chunks, into: &builder)
    {
      problem = nil
    } else if pipelined {
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

  /// How many parts a large file is cut into, each read by a libyaml parser of its own.
  static var chunkCount: Int { min(max(ParallelMap.coreCount, 2), 4) }
  /// The fewest bytes of a part.
  static let minimumChunkSize = 256 * 1024

  /// `read(_:into:)`, with the parts of `chunks` read at once: the first on the calling
  /// thread into `builder`, each later one on a thread of its own by its own parser into a
  /// builder of its own, joined to `builder` in order once all are read. False when a part was
  /// not what its cut planned or could not be joined, and `builder` must be dropped (see
  /// `YAMLChunks`). A syntax error makes a part fail too: one parser then reads the file again
  /// and reports it as it always does.
  static func readChunked(
    _ bytes: UnsafeBufferPointer<UInt8>, _ chunks: YAMLChunks, into builder: inout YAMLTreeBuilder
  ) -> Bool {
    let parts = chunks.parts(of: bytes.count)
    let input = ChunkedInput(bytes: bytes, chunks: chunks)
    let later = Slots<(YAMLTreeBuilder, lines: Int)>(count: parts.count)
    let group = DispatchGroup()
    for part in parts.indices.dropFirst() {
      let partBuilder = builder.partBuilder(size: chunks.opening.count + parts[part].count)
      // A queue of its own gets a thread of its own, as `YAMLEventPipe`'s does.
      DispatchQueue(label: "errorgen.yaml-part").async(group: group) {
        if let read = readLaterPart(input, part: part, range: parts[part], partBuilder) {
          later.store(read, at: part)
        }
      }
    }
    let firstLines = readFirstPart(bytes, chunks, range: parts[0], into: &builder)
    group.wait()
    guard var linesBefore = firstLines else { return false }
    for part in parts.indices.dropFirst() {
      // Each part's arrays go as soon as they are copied.
      guard let (partBuilder, lines) = later.take(at: part),
        builder.append(part: partBuilder, lines: linesBefore, isLast: part == parts.count - 1)
      else { return false }
      linesBefore += lines
    }
    return builder.isFinished
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
    let bytes = input.bytes
    let parser = LibYAMLParser(
      prefix: UnsafeBufferPointer(rebasing: bytes[input.chunks.opening]),
      bytes: UnsafeBufferPointer(rebasing: bytes[range]))
    var reader = YAMLChunks.Reader(chunks: input.chunks, in: bytes, part: part, linesBefore: 0)
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
    return (builder, reader.linesBeforeNext)
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
