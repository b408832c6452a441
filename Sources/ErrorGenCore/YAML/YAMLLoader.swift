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
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let location = UTF8Validation.location(ofOffset: offset, in: bytes)
      let diagnostic = YAMLMessages.invalidUTF8(byte: bytes[offset], file: file, at: location)
      return Result(root: nil, diagnostics: [diagnostic])
    }
    var builder = YAMLTreeBuilder(file: file, maxDepth: limits.maxDepth, size: bytes.count)
    let parser = LibYAMLParser(bytes: bytes)
    do {
      while !builder.isFinished {
        let (event, location) = try parser.next()
        builder.consume(event, at: location)
      }
    } catch {
      var location = error.location
      if let offset = error.offset {
        location = UTF8Validation.location(ofOffset: offset, in: bytes)
      }
      builder.fail(YAMLMessages.syntax(error.message, file: file, at: location))
    }
    let root = builder.finish()
    return Result(root: root, diagnostics: builder.diagnostics)
  }
}
