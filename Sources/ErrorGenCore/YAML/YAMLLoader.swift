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

  /// Loads `bytes`, read from `file` (used in diagnostics only).
  public static func load(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLimits = .standard
  ) -> Result {
    if bytes.count > limits.maxFileSize {
      let diagnostic = YAMLMessages.fileTooLarge(
        size: bytes.count, limit: limits.maxFileSize, file: file)
      return Result(root: nil, diagnostics: [diagnostic])
    }
    let bytes = withoutByteOrderMark(bytes)
    // libyaml would stop at the first byte that is not UTF-8 with a message that names no
    // character; checked first, the diagnostic points at the byte.
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let location = UTF8Validation.location(ofOffset: offset, in: bytes)
      let diagnostic = YAMLMessages.invalidUTF8(byte: bytes[offset], file: file, at: location)
      return Result(root: nil, diagnostics: [diagnostic])
    }
    var builder = YAMLTreeBuilder(file: file, maxDepth: limits.maxDepth)
    if let problem = read(bytes, into: &builder) {
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
  /// it. Only the loader takes it away, once: a second one is the file's content.
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
}
