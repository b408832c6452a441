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

  /// Loads `bytes`, libyaml reading ahead on its own thread when `pipelined` is set; the result
  /// is the same either way.
  static func load(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLimits, pipelined: Bool
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
    let problem = pipelined ? readPipelined(bytes, into: &builder) : read(bytes, into: &builder)
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
