#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Aborts with `message` unless `condition` holds: libFuzzer keeps an input that aborts.
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fail(message()) }
}

/// Writes `message` to standard error, without allocating through Foundation, and aborts.
public func fail(_ message: String) -> Never {
  let text = Array("fuzz invariant broken: \(message)\n".utf8)
  _ = text.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
  abort()
}
