/// The limits that keep a hostile catalog from costing time or memory.
public struct YAMLLimits: Hashable, Sendable {
  /// The largest file accepted, in bytes.
  public var maxFileSize: Int
  /// The most collections (mappings and sequences) open at once.
  public var maxDepth: Int

  public init(maxFileSize: Int = 16 * 1024 * 1024, maxDepth: Int = 64) {
    self.maxFileSize = maxFileSize
    self.maxDepth = maxDepth
  }

  /// The limits of CATALOG-FORMAT.md: 16 MiB per file, nesting depth 64.
  public static let standard = YAMLLimits()
}
