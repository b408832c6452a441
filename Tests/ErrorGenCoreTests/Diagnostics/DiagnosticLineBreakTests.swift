import Testing

@testable import ErrorGenCore

/// Every format prints one line per diagnostic (and per note), whatever line breaks a
/// catalog's content or a file's name holds: a line break printed raw would let that content
/// pass for diagnostics, or for GitHub workflow commands, of its own.
@Suite struct DiagnosticLineBreakTests {
  /// Text that a case name, a message or a file name can carry, shown escaped in test names.
  struct Hostile: CustomTestStringConvertible, Sendable {
    var text: String
    var testDescription: String {
      "\"" + text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined() + "\""
    }
  }

  static let hostile: [Hostile] = [
    "\r\n",
    "\n",
    "\r",
    "c\r\n::warning file=other.swift,line=1,title=INJECTED::forged\r\nd",
    "x\r\n::warning title=INJECTED::via file name\r\nY",
    "a\r\n\r\nb",
    "100%0A, a:b",
    "\u{85}\u{2028}\u{2029}",
  ].map(Hostile.init)

  static func diagnostic(_ text: String) -> Diagnostic {
    Diagnostic(
      .error, rule: "invalid_identifier", message: "case name '\(text)' is not an identifier",
      file: "byname/\(text).errors.yaml", location: SourceLocation(line: 5, column: 3),
      notes: [
        .init(
          message: "'\(text)' is first defined here", file: "other/\(text).errors.yaml",
          location: .start)
      ])
  }

  /// The lines of `output`, cut at every line break a reader of logs may see.
  static func lines(_ output: String, unicodeBreaks: Bool) -> [Substring] {
    var breaks: Set<Unicode.Scalar> = ["\n", "\r"]
    if unicodeBreaks { breaks.formUnion(["\u{85}", "\u{2028}", "\u{2029}"]) }
    let scalars = output.unicodeScalars.split(
      omittingEmptySubsequences: false, whereSeparator: breaks.contains)
    return scalars.dropLast().map { Substring(String(String.UnicodeScalarView($0))) }
  }

  /// The lines each format prints for `diagnostic(_:)` begin so, one line each.
  static let linePrefixes: [DiagnosticFormat: [String]] = [
    .text: ["byname/", "other/"],
    .json: ["[", "  {\"column\":", "]"],
  ]

  @Test(arguments: [DiagnosticFormat.text, .json], hostile)
  func printsOneLinePerDiagnostic(_ format: DiagnosticFormat, _ hostile: Hostile) {
    let output = format.render([Self.diagnostic(hostile.text)])
    let lines = Self.lines(output, unicodeBreaks: true)
    let prefixes = Self.linePrefixes[format] ?? []
    #expect(
      lines.count == prefixes.count && zip(lines, prefixes).allSatisfy { $0.hasPrefix($1) },
      "expected \(prefixes.count) lines starting \(prefixes), got \(lines.count): \(lines)")
    #expect(output.hasSuffix("\n"), "expected a final line feed, got \(output.debugDescription)")
  }

  /// Each line is one workflow command, and GitHub's unescaping gives back the message and
  /// the file exactly.
  @Test(arguments: hostile)
  func githubPrintsOneCommandPerDiagnostic(_ hostile: Hostile) throws {
    let text = hostile.text
    let diagnostic = Self.diagnostic(text)
    let output = DiagnosticFormat.github.render([diagnostic])
    let lines = Self.lines(output, unicodeBreaks: false)
    try #require(
      lines.count == 2, "expected the command and its note's, got \(lines.count) lines: \(lines)")
    let expected = [
      ("error", diagnostic.file, diagnostic.message),
      ("notice", diagnostic.notes[0].file, diagnostic.notes[0].message),
    ]
    for (line, (command, file, message)) in zip(lines, expected) {
      let prefix = "::\(command) file="
      try #require(line.hasPrefix(prefix), "expected a line starting with \(prefix), got \(line)")
      let properties = line.dropFirst(prefix.count).prefix { $0 != ":" }
      let value = properties.prefix { $0 != "," }
      #expect(
        Self.unescaped(value) == file,
        "expected the file \(file.debugDescription), GitHub reads \(Self.unescaped(value))")
      let data = line.dropFirst(prefix.count + properties.count + 2)
      #expect(
        Self.unescaped(data) == message,
        "expected the message \(message.debugDescription), GitHub reads \(Self.unescaped(data))")
    }
  }

  /// The escapes of GitHub's workflow commands undone in one pass, as the runner undoes them.
  static func unescaped(_ text: Substring) -> String {
    let escapes = ["%0D": "\r", "%0A": "\n", "%3A": ":", "%2C": ",", "%25": "%"]
    var result = ""
    var rest = text
    while let first = rest.first {
      if let scalar = escapes[String(rest.prefix(3))] {
        result += scalar
        rest = rest.dropFirst(3)
      } else {
        result.append(first)
        rest = rest.dropFirst()
      }
    }
    return result
  }
}
