/// The diagnostics of the YAML stage, each built by a named factory.
enum YAMLMessages {
  static func fileTooLarge(size: Int, limit: Int, file: String) -> Diagnostic {
    Diagnostic(
      .error, rule: .yamlLimits,
      message: "the file is \(size) bytes; a catalog may be at most \(limit) bytes "
        + "(\(limit / 1024 / 1024) MiB): split it into several catalogs",
      file: file, location: .start)
  }

  static func tooDeep(limit: Int, file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, rule: .yamlLimits,
      message: "nesting is deeper than \(limit) levels; a catalog needs only a few",
      file: file, location: location)
  }

  static func invalidUTF8(byte: UInt8, file: String, at location: SourceLocation) -> Diagnostic {
    let hex = String(byte, radix: 16, uppercase: true)
    return Diagnostic(
      .error, rule: .invalidUTF8,
      message: "the file is not valid UTF-8 (byte 0x\(hex.count == 1 ? "0" : "")\(hex)); "
        + "save it as UTF-8",
      file: file, location: location)
  }

  static func syntax(_ problem: String, file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(.error, rule: .yamlSyntax, message: problem, file: file, location: location)
  }

  static func severalDocuments(file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, rule: .yamlUnsupported,
      message: "a catalog is one YAML document; remove this second one or move it to its own file",
      file: file, location: location)
  }

  static func tagDirective(file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, rule: .yamlUnsupported,
      message: "%TAG directives are not supported; remove the directive",
      file: file, location: location)
  }

  static func alias(file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, rule: .yamlUnsupported,
      message: "aliases are not supported; write the value out in full",
      file: file, location: location)
  }

  static func anchor(file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, rule: .yamlUnsupported,
      message: "anchors are not supported; remove the '&' anchor and write values out in full",
      file: file, location: location)
  }

  static func tag(_ tag: String, file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, rule: .yamlUnsupported,
      message: "explicit tags are not supported; remove the tag '\(tag)'",
      file: file, location: location)
  }

  static func mergeKey(file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, rule: .yamlUnsupported,
      message: "merge keys ('<<') are not supported; write the keys out in full",
      file: file, location: location)
  }

  static func complexKey(file: String, at location: SourceLocation) -> Diagnostic {
    Diagnostic(
      .error, rule: .yamlUnsupported,
      message: "a key must be a plain string, not a list or a mapping",
      file: file, location: location)
  }

  static func duplicateKey(
    _ key: String, file: String, at location: SourceLocation, first: SourceLocation
  ) -> Diagnostic {
    Diagnostic(
      .error, rule: .duplicateKey,
      message: "duplicate key '\(key)'; each key may appear once in a mapping",
      file: file, location: location,
      notes: [.init(message: "'\(key)' is first defined here", file: file, location: first)])
  }
}
