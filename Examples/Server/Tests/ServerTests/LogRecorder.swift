import Foundation
import Logging

/// The lines a server logged, for the tests to read.
final class LogRecorder: @unchecked Sendable {
  /// One logged line: its level, message and metadata (the handler's and the call's).
  struct Line: Sendable, CustomStringConvertible {
    var level: Logger.Level
    var message: String
    var metadata: [String: String]

    var description: String {
      let pairs = metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
      return "\(level) \(pairs.joined(separator: " ")) \(message)"
    }
  }

  private let lock = NSLock()
  private var recorded: [Line] = []

  var lines: [Line] { lock.withLock { recorded } }

  func record(_ line: Line) {
    lock.withLock { recorded.append(line) }
  }

  /// A logger whose lines go to this recorder.
  func logger(label: String) -> Logger {
    Logger(label: label) { _ in RecordingLogHandler(recorder: self) }
  }
}

/// A swift-log handler that records every line, at every level.
struct RecordingLogHandler: LogHandler {
  let recorder: LogRecorder
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    let merged = metadata.merging(event.metadata ?? [:]) { _, call in call }
    recorder.record(
      LogRecorder.Line(
        level: event.level, message: event.message.description,
        metadata: merged.mapValues { $0.description }))
  }
}
