/// A place in a catalog file: 1-based line and column, columns counted in Unicode scalars.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  // 32 bits each: every value of a catalog carries a location, so this halves what locations
  // cost. A file within the size limit has far fewer lines and columns; larger values clamp.
  private var storedLine: Int32
  private var storedColumn: Int32

  public var line: Int {
    get { Int(storedLine) }
    set { storedLine = Int32(clamping: newValue) }
  }

  public var column: Int {
    get { Int(storedColumn) }
    set { storedColumn = Int32(clamping: newValue) }
  }

  public init(line: Int, column: Int) {
    storedLine = Int32(clamping: line)
    storedColumn = Int32(clamping: column)
  }

  /// The start of a file, for problems with the file as a whole.
  public static let start = SourceLocation(line: 1, column: 1)

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
  }

  public var description: String { "\(line):\(column)" }
}

/// A value together with the place in the catalog it was read from.
public struct Located<Value> {
  public var value: Value
  public var location: SourceLocation

  public init(_ value: Value, at location: SourceLocation) {
    self.value = value
    self.location = location
  }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
extension Located: Sendable where Value: Sendable {}
