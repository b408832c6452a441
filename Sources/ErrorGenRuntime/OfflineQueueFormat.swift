import Foundation

/// The bytes of an `OfflineQueue`'s store: one JSON object, its format number first.
///
/// ```json
/// {"errorgenOfflineQueue":1,"entries":[{"attempts":0,"enqueuedAt":786297600.25,"id":"…",
/// "payload":…},…]}
/// ```
///
/// Dates are seconds since 2001 as `Date` holds them, so an entry reads back equal to the one
/// `enqueue` returned. Each entry's JSON is kept beside it, so a change writes the file by
/// joining bytes: only the entry that changed is encoded again.
struct OfflineQueueFormat<Payload: Codable & Sendable> {
  /// An entry and its JSON.
  typealias Entry = (operation: PendingOperation<Payload>, json: Data)

  /// The format this version writes and reads; a store of a later one is refused.
  static var version: Int { 1 }

  /// The deepest nesting of arrays and objects a store may have, the store's own three levels
  /// included. `JSONDecoder` decodes recursively, and a secondary thread's stack holds a few
  /// hundred levels; `enqueue` refuses a payload that would go deeper, so every store the queue
  /// writes reads back.
  static var maximumNesting: Int { 64 }

  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()

  private let decoder = JSONDecoder()

  /// The JSON of `operation`, checked to read back as a `PendingOperation<Payload>`.
  func json(of operation: PendingOperation<Payload>) throws(FormatError) -> Data {
    let json: Data
    do {
      json = try encoder.encode(operation)
    } catch {
      throw .payload("the payload does not encode as JSON: \(Self.describe(error))")
    }
    guard JSONNesting.isUTF8(json, nestedAtMost: Self.maximumNesting - 2) else {
      throw .payload("the payload nests deeper than \(Self.maximumNesting - 3) levels")
    }
    do {
      _ = try decoder.decode(PendingOperation<Payload>.self, from: json)
    } catch {
      throw .payload("the payload does not decode from its own JSON: \(Self.describe(error))")
    }
    return json
  }

  /// The store's bytes for `entries`, in order.
  func file(_ entries: [Entry]) -> Data {
    var file = Data(#"{"errorgenOfflineQueue":\#(Self.version),"entries":["#.utf8)
    for (index, entry) in entries.enumerated() {
      if index > 0 { file.append(UInt8(ascii: ",")) }
      file.append(entry.json)
    }
    file.append(contentsOf: Array("]}\n".utf8))
    return file
  }

  /// The entries of a store, or why the bytes are not one this type wrote.
  func entries(in file: Data) throws(FormatError) -> [Entry] {
    guard !file.isEmpty else { throw .store("the file is empty") }
    guard JSONNesting.isUTF8(file, nestedAtMost: Self.maximumNesting) else {
      throw .store(
        "it is not UTF-8 JSON nested at most \(Self.maximumNesting) levels: not a queue's store")
    }
    let header: Header
    do {
      header = try decoder.decode(Header.self, from: file)
    } catch {
      throw .store("it is not an offline queue's store: \(Self.describe(error))")
    }
    guard header.errorgenOfflineQueue == Self.version else {
      throw .store(
        "it is in format \(header.errorgenOfflineQueue); this version reads format \(Self.version)")
    }
    let operations: [PendingOperation<Payload>]
    do {
      operations = try decoder.decode(Contents.self, from: file).entries
    } catch {
      throw .store(
        "its entries are not PendingOperation<\(Payload.self)>: \(Self.describe(error))")
    }
    var seen = Set<UUID>()
    var entries: [Entry] = []
    entries.reserveCapacity(operations.count)
    for (index, operation) in operations.enumerated() {
      guard operation.attempts >= 0 else {
        throw .store("entry \(index) has \(operation.attempts) attempts")
      }
      guard seen.insert(operation.id).inserted else {
        throw .store("entry \(index) has the id of an earlier one, \(operation.id)")
      }
      guard let json = try? encoder.encode(operation) else {
        throw .store("entry \(index) does not encode again")
      }
      entries.append((operation, json))
    }
    return entries
  }

  /// Why bytes could not be written or read.
  enum FormatError: Error {
    /// A payload `enqueue` cannot store.
    case payload(String)
    /// A file that is not a store this type wrote.
    case store(String)
  }

  private struct Header: Decodable {
    var errorgenOfflineQueue: Int
  }

  private struct Contents: Decodable {
    var entries: [PendingOperation<Payload>]
  }

  /// A decoding error in one line: where it happened and what was wrong.
  private static func describe(_ error: any Error) -> String {
    let context: DecodingError.Context? =
      switch error as? DecodingError {
      case .dataCorrupted(let context), .keyNotFound(_, let context),
        .typeMismatch(_, let context), .valueNotFound(_, let context):
        context
      default: nil
      }
    guard let context else { return "\(error)" }
    let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
    let place = path.isEmpty ? "" : " at \(path.joined(separator: "."))"
    return context.debugDescription + place
  }
}
