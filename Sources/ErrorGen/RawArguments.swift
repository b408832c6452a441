import ArgumentParser

/// The command line as the bytes the process was given.
///
/// ArgumentParser reads arguments as Swift strings, which replace bytes that are not UTF-8 with
/// U+FFFD: a path such as `out\xff` would silently become another path, `out�`. errorgen
/// refuses such an argument instead of writing or reading somewhere the user did not name.
enum RawArguments {
  /// Throws a usage error when any argument is not valid UTF-8.
  static func requireUTF8() throws {
    for index in 1..<Int(CommandLine.argc) {
      guard let argument = CommandLine.unsafeArgv[index] else { continue }
      let bytes = UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self)
      var count = 0
      while bytes[count] != 0 { count += 1 }
      let buffer = UnsafeBufferPointer(start: bytes, count: count)
      if String(validating: buffer, as: UTF8.self) == nil {
        let shown = String(decoding: buffer, as: UTF8.self)
        throw ValidationError(
          "the argument '\(shown)' is not valid UTF-8; errorgen cannot name such a path: "
            + "rename it, or give a path that is UTF-8")
      }
    }
  }
}
