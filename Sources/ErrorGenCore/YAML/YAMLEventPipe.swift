import Dispatch

/// libyaml run on a thread of its own, handing its events over in batches, so that the tree of
/// a large file is built on the calling thread while libyaml reads ahead.
///
/// libyaml is most of the cost of reading a catalog, and it cannot be split; building the tree
/// can overlap with it. The events and their order are exactly those of `LibYAMLParser`: a
/// batch holds copies of its scalars' bytes (libyaml's own are reused from event to event) and
/// ends the stream with the end event or with libyaml's problem. The reading thread runs at
/// most `maxReady` batches ahead, and stops at the next batch once `finish()` is called, so a
/// consumer that stops early (a limit, a second document) does not pay for the rest of the file.
/// It is built on libdispatch alone, without Foundation (see `POSIXFiles`).
final class YAMLEventPipe: @unchecked Sendable {
  /// One event, without pointers into libyaml's buffers.
  struct Record {
    enum Kind: UInt8 {
      case streamStart, streamEnd, documentStart, documentEnd, alias, scalar, sequenceStart
      case sequenceEnd, mappingStart, mappingEnd
    }

    var kind: Kind
    var style: YAMLScalar.Style = .plain
    /// An anchor on a node, or tag directives on a document start.
    var flag = false
    /// The tag's bytes in the batch's `text`; a count of -1 when there is none.
    var tagStart: Int32 = 0
    var tagCount: Int32 = -1
    var line: Int32
    var column: Int32
    /// A scalar's bytes in the batch's `text`.
    var textStart: Int32 = 0
    var textCount: Int32 = 0
  }

  /// Consecutive events. Held by one thread at a time: filled by the reading thread, then
  /// handed to the consumer, then given back for reuse (its arrays keep their capacity). A
  /// value, not a class: a class's stored arrays would be checked for exclusive access at every
  /// event.
  struct Batch: Sendable {
    var records: [Record] = []
    var text: [UInt8] = []
    /// Why libyaml stopped, after the last record, when it stopped on an error.
    var problem: LibYAMLParser.Problem?
    /// Whether the stream ends with this batch (its end event, or a problem).
    var isLast = false

    static let capacity = 1_024

    init() {
      records.reserveCapacity(Self.capacity)
    }

    var isFull: Bool { records.count >= Self.capacity || text.count >= 1 << 20 }

    mutating func reset() {
      records.removeAll(keepingCapacity: true)
      text.removeAll(keepingCapacity: true)
      problem = nil
      isLast = false
    }

    mutating func append(_ event: LibYAMLParser.Event, at location: SourceLocation) {
      var record = Record(
        kind: .streamEnd, line: Int32(clamping: location.line),
        column: Int32(clamping: location.column))
      func keep(_ tag: UnsafeBufferPointer<UInt8>?) {
        guard let tag else { return }
        record.tagStart = Int32(text.count)
        record.tagCount = Int32(tag.count)
        text.append(contentsOf: tag)
      }
      switch event {
      case .streamStart: record.kind = .streamStart
      case .streamEnd: record.kind = .streamEnd
      case .documentStart(let hasTagDirectives):
        record.kind = .documentStart
        record.flag = hasTagDirectives
      case .documentEnd: record.kind = .documentEnd
      case .alias: record.kind = .alias
      case .scalar(let bytes, let style, let anchor, let tag):
        record.kind = .scalar
        record.style = style
        record.flag = anchor
        keep(tag)
        record.textStart = Int32(text.count)
        record.textCount = Int32(bytes.count)
        text.append(contentsOf: bytes)
      case .sequenceStart(let anchor, let tag):
        record.kind = .sequenceStart
        record.flag = anchor
        keep(tag)
      case .sequenceEnd: record.kind = .sequenceEnd
      case .mappingStart(let anchor, let tag):
        record.kind = .mappingStart
        record.flag = anchor
        keep(tag)
      case .mappingEnd: record.kind = .mappingEnd
      }
      records.append(record)
    }

    /// Record `index` as the event it copies; a scalar's bytes point into `text`, the batch's
    /// text as a buffer.
    func event(_ index: Int, text buffer: UnsafeBufferPointer<UInt8>) -> (
      LibYAMLParser.Event, SourceLocation
    ) {
      let record = records[index]
      let location = SourceLocation(line: Int(record.line), column: Int(record.column))
      let tagStart = Int(record.tagStart)
      let tag =
        record.tagCount < 0
        ? nil : UnsafeBufferPointer(rebasing: buffer[tagStart..<tagStart + Int(record.tagCount)])
      let event: LibYAMLParser.Event
      switch record.kind {
      case .streamStart: event = .streamStart
      case .streamEnd: event = .streamEnd
      case .documentStart: event = .documentStart(hasTagDirectives: record.flag)
      case .documentEnd: event = .documentEnd
      case .alias: event = .alias
      case .scalar:
        let start = Int(record.textStart)
        let bytes = UnsafeBufferPointer(rebasing: buffer[start..<start + Int(record.textCount)])
        event = .scalar(bytes: bytes, style: record.style, anchor: record.flag, tag: tag)
      case .sequenceStart: event = .sequenceStart(anchor: record.flag, tag: tag)
      case .sequenceEnd: event = .sequenceEnd
      case .mappingStart: event = .mappingStart(anchor: record.flag, tag: tag)
      case .mappingEnd: event = .mappingEnd
      }
      return (event, location)
    }
  }

  /// How many batches the reading thread may have ready before it waits, by default.
  static let maxReady = 4

  // Semaphores made at zero and signalled up: libdispatch traps when a semaphore is freed with
  // a value below the one it was made with.
  /// Guards `ready`, `spare` and `isCancelled`.
  private let lock = DispatchSemaphore(value: 0)
  /// One count per batch in `ready`.
  private let readyCount = DispatchSemaphore(value: 0)
  /// One count per free place in `ready`.
  private let room = DispatchSemaphore(value: 0)
  /// Signalled once the reading thread has let go of the bytes and of libyaml.
  private let done = DispatchSemaphore(value: 0)
  private var ready: [Batch] = []
  private var spare: [Batch] = []
  private var isCancelled = false

  /// Starts reading `bytes` on a thread of its own; they must stay valid until `finish()`
  /// returns.
  init(bytes: UnsafeBufferPointer<UInt8>) {
    lock.signal()
    for _ in 0..<Self.maxReady { room.signal() }
    let input = Input(bytes: bytes)
    // A queue of its own gets a thread of its own (it targets the overcommitting global queue),
    // so reading never waits behind work that waits for it.
    DispatchQueue(label: "errorgen.libyaml").async { [self] in
      produce(input)
    }
  }

  /// The next batch, waiting for it if needed. After a batch that `isLast`, there is none:
  /// call `finish()` instead.
  func next() -> Batch {
    readyCount.wait()
    lock.wait()
    let batch = ready.removeFirst()
    lock.signal()
    room.signal()
    return batch
  }

  /// Gives a batch the consumer is done with back for reuse.
  func recycle(_ batch: consuming Batch) {
    batch.reset()
    lock.wait()
    spare.append(batch)
    lock.signal()
  }

  /// Stops the reading thread, if it is still reading, and waits until it has let go of the
  /// bytes and of libyaml.
  func finish() {
    lock.wait()
    isCancelled = true
    lock.signal()
    // Wakes the reading thread if it waits for room; it then sees the cancellation.
    room.signal()
    done.wait()
  }

  /// The bytes, handed to the reading thread: `finish()` keeps the caller from freeing them
  /// while that thread reads them.
  private struct Input: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
  }

  /// The reading thread's work.
  private func produce(_ input: Input) {
    do {
      let parser = LibYAMLParser(bytes: input.bytes)
      var batch = takeSpare()
      while true {
        do {
          let (event, location) = try parser.next()
          batch.append(event, at: location)
          if case .streamEnd = event { batch.isLast = true }
          if batch.isLast || batch.isFull {
            guard hand(batch), !batch.isLast else { break }
            batch = takeSpare()
          }
        } catch {
          batch.problem = error
          batch.isLast = true
          _ = hand(batch)
          break
        }
      }
    }
    done.signal()
  }

  private func takeSpare() -> Batch {
    lock.wait()
    defer { lock.signal() }
    return spare.popLast() ?? Batch()
  }

  /// Hands `batch` to the consumer, waiting while enough are ready; false once cancelled.
  private func hand(_ batch: Batch) -> Bool {
    room.wait()
    lock.wait()
    guard !isCancelled else {
      lock.signal()
      // Leaves the count for a later call of `hand`, if any.
      room.signal()
      return false
    }
    ready.append(batch)
    lock.signal()
    readyCount.signal()
    return true
  }
}
