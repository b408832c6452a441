internal import CYAML

/// Owns a libyaml parser and its current event, and frees both.
///
/// libyaml reads from a buffer it does not own and this class does not copy it: the bytes
/// given to `init` must stay valid for as long as the parser exists, so a parser never outlives the scope that made it
/// (`YAMLLoader.load`). The event is reused: each `next()` deletes the previous one first, and
/// `deinit` deletes the last.
final class LibYAMLParser {
  /// One libyaml event. A scalar's bytes and a tag's point into libyaml's own buffers: they
  /// are valid only until the next call to `next()`, so the tree builder copies them at once
  /// (into its one text buffer, without making a `String` per scalar). An event holds no
  /// reference, so making and dropping one costs nothing (there is one per node).
  enum Event {
    case streamStart
    case streamEnd
    case documentStart(hasTagDirectives: Bool)
    case documentEnd
    case alias
    /// `verbatim`: the scalar is written on one line exactly as it reads (no escape, no
    /// doubled quote, no folding), so its n-th character is n columns after its first.
    case scalar(
      bytes: UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style, anchor: Bool,
      tag: UnsafeBufferPointer<UInt8>?, verbatim: Bool)
    case sequenceStart(anchor: Bool, tag: UnsafeBufferPointer<UInt8>?)
    case sequenceEnd
    case mappingStart(anchor: Bool, tag: UnsafeBufferPointer<UInt8>?)
    case mappingEnd
  }

  /// libyaml's own account of why it stopped.
  struct Problem: Error {
    var message: String
    /// 0-based byte offset, for reader errors where libyaml sets no mark.
    var offset: Int?
    var location: SourceLocation
  }

  // Both structs live at fixed addresses of their own, not in stored properties: libyaml keeps
  // pointers into the parser, and a pointer's pointee needs no exclusivity check per event.
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  /// Zeroed when no event is held (libyaml's `yaml_event_delete` zeroes it too), so deleting
  /// it is always safe.
  private let event: UnsafeMutablePointer<yaml_event_t>
  private let isInitialized: Bool
  /// A byte for an empty input: libyaml wants a non-null pointer even then.
  private let emptyInput: UnsafeMutablePointer<UInt8>?

  /// A parser over `bytes`, which must stay valid for the parser's whole life.
  init(bytes: UnsafeBufferPointer<UInt8>) {
    if bytes.count > 0, bytes.baseAddress != nil {
      emptyInput = nil
    } else {
      emptyInput = .allocate(capacity: 1)
      emptyInput?.initialize(to: 0)
    }
    (parser, event, isInitialized) = Self.makeParser()
    if isInitialized {
      let start = emptyInput.map { UnsafePointer($0) } ?? bytes.baseAddress
      yaml_parser_set_input_string(parser, start, bytes.count)
    }
  }

  private static func makeParser() -> (
    UnsafeMutablePointer<yaml_parser_t>, UnsafeMutablePointer<yaml_event_t>, Bool
  ) {
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    parser.initialize(to: yaml_parser_t())
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    event.initialize(to: yaml_event_t())
    let isInitialized = yaml_parser_initialize(parser) == 1
    if isInitialized { yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING) }
    return (parser, event, isInitialized)
  }

  deinit {
    yaml_event_delete(event)
    if isInitialized { yaml_parser_delete(parser) }
    event.deallocate()
    parser.deallocate()
    emptyInput?.deallocate()
  }

  /// The next event and where it starts, or the problem that stopped libyaml.
  func next() throws(Problem) -> (Event, SourceLocation) {
    guard isInitialized else {
      throw Problem(message: "libyaml could not be initialized", location: .start)
    }
    yaml_event_delete(event)
    guard yaml_parser_parse(parser, event) == 1 else {
      throw problem()
    }
    let mark = event.pointee.start_mark
    let location = SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    return (convert(), location)
  }

  private func convert() -> Event {
    switch event.pointee.type {
    case YAML_STREAM_START_EVENT:
      return .streamStart
    case YAML_STREAM_END_EVENT:
      return .streamEnd
    case YAML_DOCUMENT_START_EVENT:
      let directives = event.pointee.data.document_start.tag_directives
      return .documentStart(hasTagDirectives: directives.start != directives.end)
    case YAML_DOCUMENT_END_EVENT:
      return .documentEnd
    case YAML_ALIAS_EVENT:
      return .alias
    case YAML_SCALAR_EVENT:
      let scalar = event.pointee.data.scalar
      let bytes = UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length))
      let style: YAMLScalar.Style
      switch scalar.style {
      case YAML_SINGLE_QUOTED_SCALAR_STYLE, YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .quoted
      case YAML_LITERAL_SCALAR_STYLE, YAML_FOLDED_SCALAR_STYLE: style = .block
      default: style = .plain
      }
      return .scalar(
        bytes: bytes, style: style, anchor: scalar.anchor != nil, tag: Self.bytes(scalar.tag),
        verbatim: isVerbatim(bytes, style: style))
    case YAML_SEQUENCE_START_EVENT:
      let start = event.pointee.data.sequence_start
      return .sequenceStart(anchor: start.anchor != nil, tag: Self.bytes(start.tag))
    case YAML_SEQUENCE_END_EVENT:
      return .sequenceEnd
    case YAML_MAPPING_START_EVENT:
      let start = event.pointee.data.mapping_start
      return .mappingStart(anchor: start.anchor != nil, tag: Self.bytes(start.tag))
    case YAML_MAPPING_END_EVENT:
      return .mappingEnd
    default:
      return .streamEnd
    }
  }

  /// Whether the current scalar event's source is its text: on one line, and as many
  /// characters long as the text (plus its quotes). An escape, a doubled quote or a folded
  /// line break makes the source longer than the text, never equal.
  private func isVerbatim(_ bytes: UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style) -> Bool {
    let start = event.pointee.start_mark
    let end = event.pointee.end_mark
    guard style != .block, start.line == end.line, end.column >= start.column else { return false }
    var characters = style == .quoted ? 2 : 0
    for byte in bytes where byte & 0xC0 != 0x80 { characters += 1 }
    return end.column - start.column == characters
  }

  private func problem() -> Problem {
    var message = Self.cString(parser.pointee.problem) ?? "the file could not be parsed"
    if let context = Self.cString(parser.pointee.context) {
      message = "\(context): \(message)"
    }
    if parser.pointee.error == YAML_READER_ERROR {
      return Problem(message: message, offset: Int(parser.pointee.problem_offset), location: .start)
    }
    let mark = parser.pointee.problem_mark
    return Problem(
      message: message, offset: nil,
      location: SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1))
  }

  private static func cString(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
  }

  /// The bytes of the C string at `pointer`, without its terminator.
  private static func bytes(_ pointer: UnsafeMutablePointer<UInt8>?) -> UnsafeBufferPointer<UInt8>?
  {
    guard let pointer else { return nil }
    return UnsafeBufferPointer(start: pointer, count: strlen(pointer))
  }
}
