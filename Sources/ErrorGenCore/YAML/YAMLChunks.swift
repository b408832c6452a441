#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a large file can be read by several libyaml parsers at once, and the check that
/// reading it so gave exactly the events one parser gives.
///
/// libyaml reads a file from start to end on one core. A catalog's bulk is one block mapping
/// (its `errors`) of many entries, one per case, each starting on a line of its own at the same
/// indentation. The file is cut before some of these lines into parts. The first part is read
/// as it is; every other part is read after the line that opens the mapping (`errors:`), which
/// puts libyaml in the state it is in at that place of the whole file: inside the root mapping,
/// inside the entries' mapping at their indentation, at the start of a line, waiting for a key.
/// From there libyaml gives the events the whole file gives, until the part ends; there it
/// closes what is open as at the end of any file.
///
/// The cuts come from a scan of lines, which cannot see what libyaml sees (a quoted scalar or a
/// flow collection across lines, a dedent, an unusual indentation), so every part is checked as
/// it is read (`Reader`): a part other than the last must open as the line before it promises
/// and end, at its end only, by closing the entries' mapping, the root, the document and the
/// stream; the first part must reach that end inside the mapping its cut was planned in. A
/// part that holds a syntax error fails the check too. When every part passes, the events of
/// the parts, without the ones the extra line and the early ends add, are the file's events, in
/// order, and their lines are moved by the lines before each part.
///
/// Each part is read and built into a tree on a thread of its own (`YAMLLoader.readChunked`):
/// the first into the file's builder, each later one, with its opening line, into a builder of
/// its own, which `YAMLTreeBuilder.append(part:lines:isLast:)` then joins to the file's in the
/// order and with the lines one builder would have given. A later part whose builder reports
/// any problem (an anchor, a tag, a key twice in one entry) is not joined.
///
/// When any part fails or is not joined, the caller reads the file again with one parser: a
/// file the scan misjudges, or an erroneous one, costs a second reading, never a different
/// result. So does a file on which the tree builder stops before the end (a limit, a second
/// document): libyaml's reader checks up to 16 KiB of bytes ahead of its scanner, so one parser
/// can stop earlier than the parts did, on a bad character further on.
struct YAMLChunks {
  /// The line that opens the mapping, with its line break (`errors:\n`): read before every part
  /// but the first.
  let opening: Range<Int>
  /// The key of that line (`errors`).
  let key: Range<Int>
  /// The indentation of the mapping's entries, in spaces.
  let indent: Int
  /// Where each part after the first starts: the start of a line of an entry.
  let cuts: [Int]

  /// The parts' byte ranges, in order.
  func parts(of count: Int) -> [Range<Int>] {
    let starts = [0] + cuts
    return starts.indices.map { starts[$0]..<(($0 + 1 < starts.count) ? starts[$0 + 1] : count) }
  }

  /// Cuts for `parts` parts, each smaller than the one before, in the largest block mapping
  /// under a root key of `bytes`, at least `minimumPart` bytes each on average; nil when the
  /// file has no such mapping or it is too small to be worth it.
  static func plan(_ bytes: UnsafeBufferPointer<UInt8>, parts: Int, minimumPart: Int)
    -> YAMLChunks?
  {
    guard parts > 1 else { return nil }
    guard let region = largestRegion(in: bytes) else { return nil }
    let size = region.body.count
    let count = min(parts, size / max(minimumPart, 1))
    guard count > 1 else { return nil }
    // The first entry's line: a cut must come after it, so that the first part opens the
    // mapping.
    guard let (firstEntry, indent) = firstContentLine(in: bytes, region.body), indent > 0
    else { return nil }
    // Parts get smaller towards the end, the last 1/n of the first (part `i` of `n` weighs
    // n - i): the threads take parts as they come free, and the last parts taken decide how
    // long one thread waits for the other at the end.
    var cuts: [Int] = []
    let total = count * (count + 1) / 2
    for index in 1..<count {
      let before = count * index - index * (index - 1) / 2
      let target = region.body.lowerBound + Int(Double(size) * Double(before) / Double(total))
      let floor = max(target, cuts.last.map { $0 + 1 } ?? firstEntry + 1)
      guard
        let cut = entryLine(in: bytes, from: floor, before: region.body.upperBound, indent: indent)
      else { break }
      cuts.append(cut)
    }
    guard !cuts.isEmpty else { return nil }
    return YAMLChunks(opening: region.opening, key: region.key, indent: indent, cuts: cuts)
  }

  // MARK: Scanning lines

  /// The root key whose lines below it (up to the next line that starts at column 0 with
  /// something other than a comment) are the most bytes, with its line and those lines.
  private static func largestRegion(in bytes: UnsafeBufferPointer<UInt8>)
    -> (opening: Range<Int>, key: Range<Int>, body: Range<Int>)?
  {
    var best: (opening: Range<Int>, key: Range<Int>, body: Range<Int>)?
    var open: (opening: Range<Int>, key: Range<Int>)?
    var lineStart = rootLine(in: bytes, from: 0)
    while lineStart < bytes.count {
      let lineEnd = endOfLine(in: bytes, from: lineStart)
      if let region = open {
        let body = region.opening.upperBound..<lineStart
        if body.count > best?.body.count ?? 0 { best = (region.opening, region.key, body) }
      }
      open = rootKey(in: bytes, line: lineStart..<lineEnd).map { (lineStart..<lineEnd, $0) }
      lineStart = rootLine(in: bytes, from: lineEnd)
    }
    if let region = open {
      let body = region.opening.upperBound..<bytes.count
      if body.count > best?.body.count ?? 0 { best = (region.opening, region.key, body) }
    }
    return best
  }

  /// The start of the first line at or after `start` (a line's start) that starts with
  /// something other than a space, a line break or a comment: a line at column 0. The end
  /// when there is none.
  ///
  /// Called over the whole file on the calling thread before any parser starts, so it tests
  /// sixteen places at a time: a place starts such a line when the byte before it is `\n` and
  /// its own byte is none of the four; only a block with one is read byte by byte. A `memchr`
  /// per line took twice as long on a large catalog's short lines.
  static func rootLine(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    func isRootLine(at index: Int) -> Bool {
      switch bytes[index] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#"): false
      default: true
      }
    }
    let count = bytes.count
    guard start < count else { return count }
    if isRootLine(at: start) { return start }
    guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return count }
    let lineBreak = SIMD16<UInt8>(repeating: UInt8(ascii: "\n"))
    let space = SIMD16<UInt8>(repeating: UInt8(ascii: " "))
    let carriageReturn = SIMD16<UInt8>(repeating: UInt8(ascii: "\r"))
    let comment = SIMD16<UInt8>(repeating: UInt8(ascii: "#"))
    // `start` is not such a line, so the places tested begin after it (and after byte 0).
    var index = max(start, 1)
    while index + 16 <= count {
      let here = base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
      let before = base.loadUnaligned(fromByteOffset: index - 1, as: SIMD16<UInt8>.self)
      let starts =
        (before .== lineBreak) .& (here .!= space) .& (here .!= lineBreak)
        .& (here .!= carriageReturn) .& (here .!= comment)
      if any(starts) { break }
      index += 16
    }
    while index < count {
      if bytes[index - 1] == UInt8(ascii: "\n") && isRootLine(at: index) { return index }
      index += 1
    }
    return count
  }

  /// The number of line feeds in `range` of `bytes`: the lines before a place that starts a
  /// line, when every line ends in `\n` or `\r\n` (libyaml also ends lines at a lone `\r` and
  /// at U+0085, U+2028 and U+2029).
  ///
  /// Sixteen bytes at a time, counted in byte lanes that are added up before they can wrap.
  static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return 0 }
    let lineFeed = SIMD16<UInt8>(repeating: UInt8(ascii: "\n"))
    let zero = SIMD16<UInt8>()
    var count = 0
    var index = range.lowerBound
    while index + 16 <= range.upperBound {
      // At most 255 blocks per run: a lane counts up to 255.
      let runEnd = min(range.upperBound, index + 255 * 16)
      var lanes = SIMD16<UInt8>()
      while index + 16 <= runEnd {
        let block = base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
        lanes &+= zero.replacing(with: 1, where: block .== lineFeed)
        index += 16
      }
      count += Int(SIMD16<UInt16>(truncatingIfNeeded: lanes).wrappedSum())
    }
    while index < range.upperBound {
      if bytes[index] == UInt8(ascii: "\n") { count += 1 }
      index += 1
    }
    return count
  }

  /// The key of `line` when it is a plain key alone at column 0 (`errors:`, maybe followed by
  /// spaces and a comment), whose value is on the lines below.
  private static func rootKey(in bytes: UnsafeBufferPointer<UInt8>, line: Range<Int>)
    -> Range<Int>?
  {
    let keyEnd = identifierEnd(in: bytes, from: line.lowerBound, before: line.upperBound)
    guard keyEnd > line.lowerBound, keyEnd < line.upperBound,
      bytes[keyEnd] == UInt8(ascii: ":")
    else { return nil }
    var index = keyEnd + 1
    while index < line.upperBound, bytes[index] == UInt8(ascii: " ") { index += 1 }
    guard index < line.upperBound else { return nil }
    // One line break (`\r\n` is one): the parts after the first must start on line 2 (the
    // reader checks it; a line that fails it would only cost a second reading).
    guard bytes[line.upperBound - 1] == UInt8(ascii: "\n") else { return nil }
    let lineBreak = bytes[line.upperBound - 2] == UInt8(ascii: "\r") ? 2 : 1
    guard index <= line.upperBound - lineBreak,
      !bytes[index..<line.upperBound - lineBreak].contains(UInt8(ascii: "\r"))
    else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return line.lowerBound..<keyEnd
    case UInt8(ascii: "#") where index > keyEnd + 1: return line.lowerBound..<keyEnd
    default: return nil
    }
  }

  /// The start of the first line in `range` with something other than spaces, a comment or a
  /// line break, and its indentation.
  private static func firstContentLine(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> (Int, Int)?
  {
    var lineStart = range.lowerBound
    while lineStart < range.upperBound {
      var index = lineStart
      while index < range.upperBound, bytes[index] == UInt8(ascii: " ") { index += 1 }
      guard index < range.upperBound else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "#"):
        lineStart = endOfLine(in: bytes, from: lineStart)
      default:
        return (lineStart, index - lineStart)
      }
    }
    return nil
  }

  /// The start of the first line at or after `start` (counted from the next line start when
  /// `start` is inside a line) and before `end` that is `indent` spaces, then a plain key of
  /// letters, digits and `_` and a colon followed by a space or a line break.
  private static func entryLine(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int, indent: Int
  ) -> Int? {
    var lineStart = start
    if lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") {
      lineStart = endOfLine(in: bytes, from: lineStart)
    }
    while lineStart < end {
      let keyStart = lineStart + indent
      if keyStart < end, isIndentation(bytes, lineStart..<keyStart) {
        let keyEnd = identifierEnd(in: bytes, from: keyStart, before: end)
        if keyEnd > keyStart, keyEnd + 1 < end, bytes[keyEnd] == UInt8(ascii: ":") {
          switch bytes[keyEnd + 1] {
          case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"): return lineStart
          default: break
          }
        }
      }
      lineStart = endOfLine(in: bytes, from: lineStart)
    }
    return nil
  }

  private static func isIndentation(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Bool
  {
    for index in range where bytes[index] != UInt8(ascii: " ") { return false }
    return true
  }

  /// The end of a run of letters, digits and `_` starting at `start`.
  private static func identifierEnd(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int
  ) -> Int {
    var index = start
    while index < end {
      switch bytes[index] {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
        index += 1
      default:
        return index
      }
    }
    return index
  }

  /// The start of the line after the one holding `start` (after its `\n`), or the end.
  private static func endOfLine(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    // `memchr` looks at many bytes at a time: the scan of every line of a large file is on
    // the calling thread before any parser starts.
    guard start < bytes.count, let base = bytes.baseAddress,
      let found = memchr(base + start, Int32(UInt8(ascii: "\n")), bytes.count - start)
    else { return bytes.count }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
  }
}

extension YAMLChunks {
  /// Checks the events of one part as they come, and says which are the file's events and
  /// where they are in the file (see `YAMLChunks`).
  struct Reader {
    enum Step: Equatable {
      /// The file's event, at this place in the file.
      case deliver(SourceLocation)
      /// An event the extra line or the part's early end added.
      case skip
      /// The part is not what its cut planned: the events cannot be trusted.
      case mismatch
    }

    /// The opening line's key.
    private let key: [UInt8]
    private let indent: Int
    private let isFirst: Bool
    let isLast: Bool
    /// The lines of the file before this part.
    private let linesBefore: Int
    /// The lines the opening line adds before this part's first.
    private var openingLines = 0
    /// The part's events so far.
    private var count = 0
    /// How many collections are open.
    private var depth = 0
    /// In the first part: whether the root is a block mapping at column 1, whether the node
    /// at depth 1 that comes next is a key, whether the last key there was `key`, and whether
    /// the mapping open at depth 2 is the entries' mapping.
    private var rootIsPlanned = false
    private var rootKeyIsNext = true
    private var lastRootKeyIsPlanned = false
    private var entriesAreOpen = false
    /// How many of the four ending events (the entries' mapping, the root, the document and
    /// the stream end) have come.
    private var ending = 0
    /// Where the entries' mapping closed.
    private var endLocation = SourceLocation.start
    /// The part's own lines, once it has ended as planned.
    private(set) var lines: Int?

    /// A reader for the part whose first line is line `linesBefore + 1` of the file.
    init(chunks: YAMLChunks, in bytes: UnsafeBufferPointer<UInt8>, part: Int, linesBefore: Int) {
      key = Array(bytes[chunks.key])
      indent = chunks.indent
      isFirst = part == 0
      isLast = part == chunks.cuts.count
      self.linesBefore = linesBefore
    }

    /// Whether the part ended as planned (the last part always does).
    var isComplete: Bool { isLast || lines != nil }

    /// The lines of the file before the next part.
    var linesBeforeNext: Int { linesBefore + (lines ?? 0) }

    mutating func take(_ event: LibYAMLParser.Event, at location: SourceLocation) -> Step {
      count += 1
      if !isFirst && count <= 5 { return opening(event, at: location) }
      if ending > 0 { return end(event, at: location) }
      let place = SourceLocation(
        line: location.line - openingLines + linesBefore, column: location.column)
      switch event {
      case .streamStart, .documentEnd:
        break
      case .documentStart(let hasTagDirectives):
        // Directives would change how the other parts read their tags.
        if hasTagDirectives && !isLast { return .mismatch }
      case .streamEnd:
        if !isLast { return .mismatch }
      case .alias:
        if isFirst && depth == 1 {
          if rootKeyIsNext { lastRootKeyIsPlanned = false }
          rootKeyIsNext.toggle()
        }
      case .scalar(let bytes, _, _, _):
        if isFirst && depth == 1 {
          if rootKeyIsNext { lastRootKeyIsPlanned = bytes.elementsEqual(key) }
          rootKeyIsNext.toggle()
        }
      case .sequenceStart, .mappingStart:
        if isFirst {
          if depth == 0 {
            if case .mappingStart = event { rootIsPlanned = location.column == 1 }
          } else if depth == 1 {
            let isValue = !rootKeyIsNext
            rootKeyIsNext.toggle()
            if case .mappingStart = event {
              entriesAreOpen =
                isValue && rootIsPlanned && lastRootKeyIsPlanned && location.column == indent + 1
            }
          }
        }
        depth += 1
      case .sequenceEnd, .mappingEnd:
        depth -= 1
        if depth == 1 && !isLast && (!isFirst || entriesAreOpen) {
          ending = 1
          endLocation = location
          return .skip
        }
        if depth == 1 { entriesAreOpen = false }
      }
      return .deliver(place)
    }

    /// The events of the opening line: the stream, the document, the root mapping, the key and
    /// the start of the entries' mapping at this part's first line.
    private mutating func opening(_ event: LibYAMLParser.Event, at location: SourceLocation)
      -> Step
    {
      switch (count, event) {
      case (1, .streamStart), (2, .documentStart(hasTagDirectives: false)):
        return .skip
      case (3, .mappingStart), (4, .scalar):
        return location == SourceLocation(line: 1, column: 1) ? .skip : .mismatch
      case (5, .mappingStart):
        // The part's first line holds its first key, at the entries' indentation: the line the
        // cut was planned before, which ends whatever the part before it left open deeper.
        guard location == SourceLocation(line: 2, column: indent + 1) else { return .mismatch }
        openingLines = 1
        depth = 2
        return .skip
      default:
        return .mismatch
      }
    }

    /// The events that end a part early, after its last entry. libyaml closes what is open at
    /// the end of a stream all at the stream's end; closed anywhere else (a `...` line), the
    /// part ended before its end.
    private mutating func end(_ event: LibYAMLParser.Event, at location: SourceLocation) -> Step {
      ending += 1
      guard location == endLocation else { return .mismatch }
      switch (ending, event) {
      case (2, .mappingEnd), (3, .documentEnd):
        return .skip
      case (4, .streamEnd):
        // The part ends with a line break: the stream ends at the start of a line.
        guard location.column == 1 else { return .mismatch }
        lines = location.line - 1 - openingLines
        return .skip
      default:
        return .mismatch
      }
    }
  }
}
