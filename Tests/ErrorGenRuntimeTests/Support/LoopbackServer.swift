import ErrorGenRuntime
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for tests: it answers each request for a path with the
/// canned response for that path (404 for others), one connection at a time, and stops by
/// itself after `maxRequests` requests or when `lifetime` seconds pass without one, whichever
/// comes first. A POSIX socket on a thread of its own: no dependency beyond the C library.
final class LoopbackServer: Sendable {
  struct Response: Sendable {
    var status: Int
    var headers: [String: String]
    var body: Data
  }

  enum Failure: Error { case socket(String) }

  /// The port the kernel chose.
  let port: UInt16
  private let served = LockedValue<[String]>([])
  private let finished = Gate()

  /// The request paths served so far, in order.
  var requests: [String] { served.value }

  init(
    responses: [String: Response], maxRequests: Int, lifetime: TimeInterval = 10
  ) throws {
    #if canImport(Darwin)
      let listener = socket(AF_INET, SOCK_STREAM, 0)
    #else
      let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #endif
    guard listener >= 0 else { throw Failure.socket("socket: errno \(errno)") }
    var yes: Int32 = 1
    setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
    }
    guard bound == 0, listen(listener, 16) == 0 else {
      close(listener)
      throw Failure.socket("bind/listen: errno \(errno)")
    }
    var actual = sockaddr_in()
    var actualLength = length
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        getsockname(listener, $0, &actualLength)
      }
    }
    port = UInt16(bigEndian: actual.sin_port)

    let served = served
    let finished = finished
    let thread = Thread {
      defer {
        close(listener)
        finished.open()
      }
      // The lifetime counts from the last request: on a loaded machine the test's task can wait
      // a long time for a thread between two requests.
      var deadline = Date().addingTimeInterval(lifetime)
      var count = 0
      while count < maxRequests {
        let remaining = Int32(max(deadline.timeIntervalSinceNow, 0) * 1000)
        guard remaining > 0 else { return }
        var poller = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, remaining) > 0 else { return }
        let client = accept(listener, nil, nil)
        guard client >= 0 else { continue }
        count += 1
        deadline = Date().addingTimeInterval(lifetime)
        let path = Self.serve(client, responses: responses)
        served.withLock { $0.append(path) }
        close(client)
      }
    }
    thread.start()
  }

  /// The URL of `path` on this server.
  func url(_ path: String) -> URL {
    URL(string: "http://127.0.0.1:\(port)\(path)")!
  }

  /// Waits until the server has stopped (its request budget spent or its lifetime over).
  func waitUntilStopped() async {
    await finished.wait()
  }

  #if os(Linux)
    private static let noSignal = Int32(MSG_NOSIGNAL)
  #else
    private static let noSignal: Int32 = 0
  #endif

  /// Reads one request from `client` and writes the response for its path; returns the path.
  private static func serve(_ client: Int32, responses: [String: Response]) -> String {
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var request = [UInt8]()
    var buffer = [UInt8](repeating: 0, count: 4096)
    let end = Array("\r\n\r\n".utf8)
    while request.count < 65_536 {
      let got = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
      guard got > 0 else { break }
      request += buffer[0..<got]
      if request.count >= 4, request.suffix(from: 0).firstRange(of: end) != nil { break }
    }
    let line = String(decoding: request.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self)
    let parts = line.split(separator: " ")
    let path = parts.count > 1 ? String(parts[1]) : "?"
    let response =
      responses[path] ?? Response(status: 404, headers: [:], body: Data("not found".utf8))
    var head = "HTTP/1.1 \(response.status) Status\r\n"
    head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n"
    for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    head += "\r\n"
    let bytes = Array(head.utf8) + Array(response.body)
    var sent = 0
    while sent < bytes.count {
      let wrote = bytes[sent...].withUnsafeBytes {
        send(client, $0.baseAddress, $0.count, noSignal)
      }
      guard wrote > 0 else { break }
      sent += wrote
    }
    return path
  }
}
