#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How diagnostics are printed: for people and IDEs, for tools, for GitHub Actions, or for
/// code scanning.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
  /// `path:line:col: error: message [rule_id]`, the form Xcode and SwiftPM show inline.
  case text
  /// A JSON array of `{file, line, column, severity, rule, message}` objects.
  case json
  /// `::error file=path,line=L,col=C,title=rule_id::message` workflow commands.
  case github
  /// SARIF 2.1.0, which GitHub code scanning and Azure DevOps read.
  case sarif

  /// The most notes of one diagnostic that the line formats (text, github) print: a problem
  /// that stands for many places (a locale missing from hundreds of texts) lists them all in
  /// json and SARIF, where tools read them, and the first few here, where people do.
  static let maxNotesShown = 5

  /// The notes `diagnostic` shows in a line format: all of them, or the first few and one that
  /// says how many more there are.
  static func shownNotes(of diagnostic: Diagnostic) -> [Diagnostic.Note] {
    guard diagnostic.notes.count > maxNotesShown else { return diagnostic.notes }
    let left = diagnostic.notes.count - maxNotesShown
    let last = diagnostic.notes[maxNotesShown]
    return Array(diagnostic.notes.prefix(maxNotesShown)) + [
      Diagnostic.Note(
        message: "and \(left) more places; --format json or sarif lists them all",
        file: last.file, location: last.location)
    ]
  }

  /// Renders `diagnostics` in this format, each line ending in a newline.
  public func render(_ diagnostics: [Diagnostic]) -> String {
    switch self {
    case .text: TextDiagnosticRenderer.render(diagnostics)
    case .json: JSONDiagnosticRenderer.render(diagnostics)
    case .github: GitHubDiagnosticRenderer.render(diagnostics)
    case .sarif: SARIFRenderer.render(diagnostics)
    }
  }
}

/// The plain-text form, one line per diagnostic and one per note.
///
/// The file's path is escaped as the message is: a path may hold a line break too (a file
/// named so, found in a folder), which would otherwise split one diagnostic over lines and let
/// a file's name pass for diagnostics of its own.
enum TextDiagnosticRenderer {
  static func render(_ diagnostics: [Diagnostic]) -> String {
    var output = ""
    for diagnostic in diagnostics {
      output += "\(singleLine(diagnostic.file)):\(diagnostic.location): "
      output += "\(diagnostic.severity.rawValue): "
      output += "\(singleLine(diagnostic.message)) [\(diagnostic.rule)]\n"
      for note in DiagnosticFormat.shownNotes(of: diagnostic) {
        output += "\(singleLine(note.file)):\(note.location): note: \(singleLine(note.message))\n"
      }
    }
    return output
  }

  /// Keeps one diagnostic on one line, whatever the catalog's text held: control characters,
  /// and the scalars that Unicode (and many editors and tools) take for line breaks, NEL,
  /// LINE SEPARATOR and PARAGRAPH SEPARATOR, are written as escapes.
  static func singleLine(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85
          || scalar.value == 0x2028 || scalar.value == 0x2029
        {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

/// The JSON form: an array with one diagnostic per line, each an object encoded by
/// `JSONEncoder` with its keys sorted, so that output is byte-for-byte stable; notes, when a
/// diagnostic has any, are nested in a `notes` array of the same shape.
///
/// A diagnostic stays on one line for readers of logs, which also break lines at U+0085, U+2028
/// and U+2029: `JSONEncoder` writes those as they are, so they are escaped after it (they can only
/// occur inside strings, where `\u` escapes mean the same).
enum JSONDiagnosticRenderer {
  private struct Entry: Encodable {
    var file: String
    var line: Int
    var column: Int
    var severity: String
    var rule: String
    var message: String
    var notes: [Entry]?
  }

  static func render(_ diagnostics: [Diagnostic]) -> String {
    if diagnostics.isEmpty { return "[]\n" }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let lines = diagnostics.map { diagnostic -> String in
      let notes = diagnostic.notes.map { note in
        Entry(
          file: note.file, line: note.location.line, column: note.location.column,
          severity: "note", rule: diagnostic.rule.rawValue, message: note.message)
      }
      let entry = Entry(
        file: diagnostic.file, line: diagnostic.line, column: diagnostic.column,
        severity: diagnostic.severity.rawValue, rule: diagnostic.rule.rawValue,
        message: diagnostic.message, notes: notes.isEmpty ? nil : notes)
      // Encoding strings, integers and arrays of them cannot fail.
      let data = (try? encoder.encode(entry)) ?? Data()
      return "  " + escapingLineSeparators(String(decoding: data, as: UTF8.self))
    }
    return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
  }

  private static func escapingLineSeparators(_ json: String) -> String {
    var result = ""
    for scalar in json.unicodeScalars {
      switch scalar.value {
      case 0x85: result += "\\u0085"
      case 0x2028: result += "\\u2028"
      case 0x2029: result += "\\u2029"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// GitHub Actions workflow commands, which GitHub shows as annotations on the changed lines.
///
/// The runner reads a command from each line of the log, so a line break left in a message or
/// a property would end the command there and let the rest of the line (catalog content, a
/// file's name) be read as a command of its own. Escaping goes scalar by scalar: `"\r\n"` is one
/// `Character`, which a walk over characters matches neither with `"\r"` nor with `"\n"`.
enum GitHubDiagnosticRenderer {
  static func render(_ diagnostics: [Diagnostic]) -> String {
    var output = ""
    for diagnostic in diagnostics {
      let command: String
      switch diagnostic.severity {
      case .error: command = "error"
      case .warning: command = "warning"
      case .note: command = "notice"
      }
      output += line(
        command: command, file: diagnostic.file, location: diagnostic.location,
        title: diagnostic.rule.rawValue, message: diagnostic.message)
      for note in DiagnosticFormat.shownNotes(of: diagnostic) {
        output += line(
          command: "notice", file: note.file, location: note.location,
          title: diagnostic.rule.rawValue, message: note.message)
      }
    }
    return output
  }

  private static func line(
    command: String, file: String, location: SourceLocation, title: String, message: String
  ) -> String {
    "::\(command) file=\(property(file)),line=\(location.line),col=\(location.column),"
      + "title=\(property(title))::\(data(message))\n"
  }

  /// A command's message, as GitHub's runner unescapes it: `%`, CR and LF.
  static func data(_ text: String) -> String {
    escaped(text, alsoSeparators: false)
  }

  /// A command's property value: the message's escapes, and `:` and `,`, which end a value.
  static func property(_ text: String) -> String {
    escaped(text, alsoSeparators: true)
  }

  /// `text` with GitHub's escapes, scalar by scalar.
  private static func escaped(_ text: String, alsoSeparators: Bool) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": result += "%25"
      case "\r": result += "%0D"
      case "\n": result += "%0A"
      case ":" where alsoSeparators: result += "%3A"
      case "," where alsoSeparators: result += "%2C"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
