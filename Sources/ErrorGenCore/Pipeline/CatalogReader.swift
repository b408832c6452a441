import Dispatch

/// Reads a catalog file into the `Catalog` model: the YAML stage (`YAMLLoader`), then the
/// catalog stage (`CatalogDecoder`), over the whole file or, for a large one, part by part,
/// each part's cases decoded as soon as the part is read.
///
/// `YAMLLoader` reads a large file in parts (`YAMLChunks`) and joins their trees into one
/// store of the whole file, which the decoder then reads again: at 10,000 cases the store is
/// about 18 MB written for the first time, and the join copies most of it once more. Here each
/// part is read as a document of its own (`YAMLLoader.readPart`), its cases are decoded while
/// its tree is still in the core's caches, and the tree is let go; the next part is read into
/// the same builder's memory. The file's store never exists.
///
/// The first part holds the catalog's keys before `errors` (among them `defaults` and
/// `default_locale`, which every case depends on) and the first entries; the calling thread
/// reads and decodes it, and later parts read before that are decoded once it is done. A later
/// part is read with its lines counted from the file's start (the line feeds before it,
/// counted first) and checked against what libyaml counted in the parts before it.
///
/// The result is only taken when nothing at all was reported: any problem in any part (of the
/// YAML or of a case), a key of the file after `errors`, a case name in two parts, lines that
/// are not what the count said (a line break other than `\n` and `\r\n`), or a part that is
/// not what its cut planned, and the file is read and decoded whole as before, which reports
/// exactly what it always did. An erroneous or unusual large file costs a second reading,
/// never a different result.
enum CatalogReader {
  /// The catalog in `bytes`, read from `file`, and the problems found: what
  /// `YAMLLoader.load(_:file:limits:)` and then `decode(_:file:)` give, in that order. A large
  /// catalog is read and decoded in parts when it can be (see above).
  static func read(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLimits)
    -> (Catalog?, [Diagnostic])
  {
    if bytes.count >= YAMLLoader.pipelineSize, bytes.count <= limits.maxFileSize,
      let catalog = readInParts(bytes, file: file, limits: limits)
    {
      return (catalog, [])
    }
    return readWhole(bytes, file: file, limits: limits)
  }

  /// `read(_:file:limits:)` without parts: the file's tree, then the catalog.
  static func readWhole(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLimits)
    -> (Catalog?, [Diagnostic])
  {
    let loaded = YAMLLoader.load(bytes, file: file, limits: limits)
    // No tree and no error: the file holds no document at all; the decoder says so.
    if loaded.root == nil && loaded.diagnostics.hasErrors { return (nil, loaded.diagnostics) }
    let (catalog, problems) = CatalogDecoder.decode(loaded.root, file: file)
    return (catalog, loaded.diagnostics + problems)
  }

  /// The catalog in `bytes` read in up to `parts` parts of at least `minimumPart` bytes, each
  /// decoded as soon as it is read; nil when the file cannot be read so, or anything was
  /// reported (see above). A byte order mark at the start is left out, as `YAMLLoader` leaves
  /// it out (`YAMLLoader.withoutByteOrderMark`).
  static func readInParts(
    _ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: YAMLLimits,
    parts: Int = YAMLLoader.chunkCount, minimumPart: Int = YAMLLoader.minimumChunkSize
  ) -> Catalog? {
    let bytes = YAMLLoader.withoutByteOrderMark(bytes)
    guard let chunks = YAMLChunks.plan(bytes, parts: parts, minimumPart: minimumPart),
      bytes[chunks.key].elementsEqual("errors".utf8)
    else { return nil }
    let ranges = chunks.parts(of: bytes.count)
    // The lines before each part, when every line ends in a line feed; checked as parts are
    // read.
    var linesBefore = [0]
    for part in ranges.indices.dropLast() {
      linesBefore.append(linesBefore[part] + YAMLChunks.lineFeeds(in: bytes, ranges[part]))
    }
    let template = YAMLTreeBuilder(file: file, maxDepth: limits.maxDepth)
    let work = PartsToDecode(
      sizes: ranges.map { chunks.opening.count + $0.count }, template: template)
    let input = PartInput(
      bytes: bytes, chunks: chunks, ranges: ranges, linesBefore: linesBefore,
      maxDepth: limits.maxDepth)
    let group = DispatchGroup()
    // The threads read `bytes`, which is only valid until this function returns.
    defer { group.wait() }
    for _ in 1..<min(max(ParallelMap.coreCount, 2), ranges.count) {
      // A queue of its own gets a thread of its own, as `YAMLLoader.readChunked`'s do.
      DispatchQueue(label: "errorgen.catalog-part").async(group: group) {
        work.run(input)
      }
    }
    guard let first = readFirstPart(input, size: ranges[0].count, file: file) else {
      work.stop()
      return nil
    }
    work.start(decoding: PartDecoding(first.decoder))
    work.recycle(first.builder)
    work.run(input)
    group.wait()
    guard let later = work.decodedParts() else { return nil }

    var catalog = first.catalog
    var decoder = first.decoder
    var cases = catalog.cases
    cases.reserveCapacity(cases.count + later.reduce(0) { $0 + $1.cases.count })
    for part in later {
      CatalogCase.append(part.cases, part.cases.indices, to: &cases, lists: false)
      decoder.addLocaleSpellings(of: part.decoder)
    }
    // A name in two parts: one builder reports the second as a key written twice. Names are
    // compared by their hashes, made by the threads that decoded them: two names with one hash
    // only cost reading the file whole, which tells a name written twice from a rare collision.
    var hashes = Set<Int>(minimumCapacity: cases.count)
    for hash in first.catalog.cases.lazy.map(\.name.value.hashValue) {
      guard hashes.insert(hash).inserted else { return nil }
    }
    for part in later {
      for hash in part.nameHashes where !hashes.insert(hash).inserted { return nil }
    }
    catalog.cases = cases
    if let found = decoder.foundLocales() { catalog.foundLocales = found }
    return catalog
  }

  /// Reads the first part and decodes the catalog in it, its keys and its first entries; nil
  /// when the part is not what its cut planned or anything is reported.
  private static func readFirstPart(_ input: PartInput, size: Int, file: String)
    -> (catalog: Catalog, decoder: CatalogDecoder, builder: YAMLTreeBuilder)?
  {
    let builder = YAMLTreeBuilder(file: file, maxDepth: input.maxDepth, size: size)
    guard let (read, lines) = input.read(part: 0, into: builder) else { return nil }
    guard input.linesMatch(lines, part: 0), read.diagnostics.isEmpty else { return nil }
    var decoder = CatalogDecoder(file: file)
    // The other threads are reading the later parts.
    decoder.decodesSerially = true
    let catalog = read.withDocument { decoder.decodeCatalog($0) }
    guard let catalog, decoder.diagnostics.isEmpty, decoder.caseDefaults != nil else { return nil }
    return (catalog, decoder, read)
  }
}

/// What decoding a later part needs from the first: a decoder of the file with its default
/// locale, and the defaults of its cases.
private struct PartDecoding: Sendable {
  let template: CatalogDecoder
  let defaults: CatalogDecoder.CaseDefaults

  init(_ first: CatalogDecoder) {
    template = CatalogDecoder(file: first.file, defaultLocale: first.defaultLocale)
    defaults = first.caseDefaults ?? CatalogDecoder.CaseDefaults(location: .start)
  }

  /// The cases of a later part's document, whose root holds only the entries' key and its
  /// mapping, and the decoder that read them; nil when the root holds more (keys after
  /// `errors`) or anything was reported.
  func decode(_ root: YAMLNode?) -> DecodedPart? {
    guard let pairs = root?.mapping, pairs.count == 1, let entries = pairs.value(at: 0).mapping
    else { return nil }
    var decoder = template
    let cases = decoder.decodeCases(entries, positions: entries.indices, defaults: defaults)
    guard decoder.diagnostics.isEmpty else { return nil }
    return DecodedPart(
      cases: cases, decoder: decoder, nameHashes: cases.map(\.name.value.hashValue))
  }
}

/// A later part's cases, the decoder that read them (its locale spellings), and the hash of
/// each case's name.
private struct DecodedPart: Sendable {
  var cases: [CatalogCase]
  var decoder: CatalogDecoder
  var nameHashes: [Int]
}

/// What the threads share, read only: the file's bytes (valid until `readInParts` returns,
/// which waits for every thread), its cuts, the parts' byte ranges and the lines before each.
private struct PartInput: @unchecked Sendable {
  let bytes: UnsafeBufferPointer<UInt8>
  let chunks: YAMLChunks
  let ranges: [Range<Int>]
  let linesBefore: [Int]
  /// The file's nesting limit (`YAMLLimits.maxDepth`).
  let maxDepth: Int

  /// Part `part` read into `builder`, and its own lines; nil when it was not what its cut
  /// planned.
  func read(part: Int, into builder: consuming YAMLTreeBuilder)
    -> (YAMLTreeBuilder, lines: Int)?
  {
    YAMLLoader.readPart(
      bytes, chunks, part: part, range: ranges[part], linesBefore: linesBefore[part], builder)
  }

  /// Whether `lines`, the lines libyaml counted in part `part`, are those counted before: the
  /// parts after it were read with their lines moved by that count. The last part's are not
  /// counted.
  func linesMatch(_ lines: Int, part: Int) -> Bool {
    part + 1 == ranges.count || linesBefore[part] + lines == linesBefore[part + 1]
  }
}

/// The later parts of a file read and decoded in parts: handed out in order to the threads
/// that read them (`PartQueue`), each decoded by the thread that read it once the first part
/// is decoded (`start(decoding:)`), or kept until then. A lock (a semaphore signalled once)
/// guards it.
private final class PartsToDecode: @unchecked Sendable {
  /// What a thread does next.
  enum Task {
    case read(part: Int, YAMLTreeBuilder)
    case decode(part: Int, YAMLTreeBuilder, PartDecoding)
  }

  private var queue: PartQueue
  private var decoding: PartDecoding?
  /// Later parts read before the first was decoded.
  private var waiting: [(part: Int, builder: YAMLTreeBuilder)] = []
  private var decoded: [DecodedPart?]
  private var failed = false
  // Made at 0 and signalled up: libdispatch refuses to free a semaphore whose value is below
  // the one it was made with.
  private let lock = DispatchSemaphore(value: 0)

  init(sizes: [Int], template: YAMLTreeBuilder) {
    queue = PartQueue(sizes: sizes, template: template)
    decoded = Array(repeating: nil, count: sizes.count)
    lock.signal()
  }

  private func locked<Result>(_ body: () -> Result) -> Result {
    lock.wait()
    defer { lock.signal() }
    return body()
  }

  /// Reads and decodes parts until none is left to read or decode, or one failed.
  func run(_ input: PartInput) {
    while let task = take() {
      switch task {
      case .read(let part, let builder):
        guard let (read, lines) = input.read(part: part, into: builder),
          input.linesMatch(lines, part: part), read.diagnostics.isEmpty
        else { return stop() }
        if let decoding = decodingOrWait(part, read) {
          guard decode(part, read, decoding) else { return stop() }
        }
      case .decode(let part, let builder, let decoding):
        guard decode(part, builder, decoding) else { return stop() }
      }
    }
  }

  /// Decodes part `part`, read into `builder`, keeps its cases and lets the builder be reused;
  /// false when the part's cases cannot be taken.
  private func decode(_ part: Int, _ builder: YAMLTreeBuilder, _ decoding: PartDecoding) -> Bool {
    guard let cases = builder.withDocument({ decoding.decode($0) }) else { return false }
    locked { decoded[part] = cases }
    recycle(builder)
    return true
  }

  /// The next task: a part waiting to be decoded, else the next part to read; nil when there
  /// is neither.
  private func take() -> Task? {
    locked {
      guard !failed else { return nil }
      if let decoding, let waiting = waiting.popLast() {
        return .decode(part: waiting.part, waiting.builder, decoding)
      }
      return queue.take().map { .read(part: $0, $1) }
    }
  }

  /// What decoding part `part` needs, once the first part is decoded; until then the part
  /// waits, and nil.
  private func decodingOrWait(_ part: Int, _ builder: YAMLTreeBuilder) -> PartDecoding? {
    locked {
      if decoding == nil { waiting.append((part, builder)) }
      return decoding
    }
  }

  /// The first part is decoded: later parts are decoded as they are read, and those waiting
  /// are handed out.
  func start(decoding: PartDecoding) {
    locked { self.decoding = decoding }
  }

  /// Keeps the builder of a part that was decoded, for a later part to reuse.
  func recycle(_ builder: YAMLTreeBuilder) {
    locked { queue.recycle(builder) }
  }

  /// Hands out nothing more: the file is read whole anyway.
  func stop() {
    locked {
      failed = true
      waiting = []
      queue.stop()
    }
  }

  /// Every later part's cases, in order, once every thread is done; nil when one failed.
  func decodedParts() -> [DecodedPart]? {
    locked {
      guard !failed, waiting.isEmpty, queue.isEmpty else { return nil }
      let parts = decoded.dropFirst().compactMap { $0 }
      return parts.count == decoded.count - 1 ? parts : nil
    }
  }
}
