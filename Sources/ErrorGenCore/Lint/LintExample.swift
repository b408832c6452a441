/// A catalog (or a few catalogs checked together) that shows a rule at work.
///
/// `↓` marks each place where the rule must report a problem: the diagnostic's line and column
/// are those of the character after the marker. `«FF»` stands for one raw byte (here 0xFF), so
/// that an example can hold bytes that are not UTF-8. Both are removed before the example is
/// checked.
public struct LintExample: Hashable, Sendable {
  /// One file of an example.
  public struct File: Hashable, Sendable {
    public var path: String
    /// The file's text, with markers and byte escapes.
    public var text: String

    public init(path: String, text: String) {
      self.path = path
      self.text = text
    }
  }

  /// The character that marks where a problem must be reported.
  public static let marker: Unicode.Scalar = "↓"

  public var files: [File]

  /// An example of one file, `Example.errors.yaml` unless told otherwise.
  public init(_ text: String, path: String = "Example.errors.yaml") {
    self.files = [File(path: path, text: text)]
  }

  /// An example of several files, checked together in one run.
  public init(files: [File]) {
    self.files = files
  }

  /// The files' paths and bytes, as the pipeline reads them.
  public var sources: [(path: String, contents: [UInt8])] {
    files.map { ($0.path, Self.scan($0.text).bytes) }
  }

  /// Every place the rule must be reported, in file order.
  public var expectedLocations: [(file: String, location: SourceLocation)] {
    files.flatMap { file in Self.scan(file.text).markers.map { (file.path, $0) } }
  }

  /// Strips markers and decodes byte escapes, counting columns in Unicode scalars.
  static func scan(_ text: String) -> (bytes: [UInt8], markers: [SourceLocation]) {
    var bytes: [UInt8] = []
    var markers: [SourceLocation] = []
    var line = 1
    var column = 1
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == marker {
        markers.append(SourceLocation(line: line, column: column))
        index += 1
        continue
      }
      if scalar == "«", index + 3 < scalars.count, scalars[index + 3] == "»",
        let byte = UInt8(
          String(String.UnicodeScalarView(scalars[(index + 1)...(index + 2)])), radix: 16)
      {
        bytes.append(byte)
        column += 1
        index += 4
        continue
      }
      bytes.append(contentsOf: String(scalar).utf8)
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
    return (bytes, markers)
  }
}
