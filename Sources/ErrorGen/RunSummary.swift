import ErrorGenCore

/// The one line a command prints on standard error after text output, so that a run that
/// found nothing wrong still says what it checked (`lint: 4 catalogs checked, no problems
/// found`), and the remark for a given folder that holds no catalog. Machine-readable formats
/// get neither: their readers count for themselves.
enum RunSummary {
  /// `4 catalogs`, `1 catalog`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }

  /// `no problems found`, or `3 problems found (1 error, 2 warnings)`; notes are not problems.
  static func problems(_ diagnostics: [Diagnostic]) -> String {
    let errors = diagnostics.count { $0.severity == .error }
    let warnings = diagnostics.count { $0.severity == .warning }
    guard errors + warnings > 0 else { return "no problems found" }
    return count(errors + warnings, "problem") + " found ("
      + [count(errors, "error"), count(warnings, "warning")].joined(separator: ", ") + ")"
  }

  /// `lint: 4 catalogs checked, no problems found`.
  static func lint(catalogs: Int, _ diagnostics: [Diagnostic]) -> String {
    "lint: \(count(catalogs, "catalog")) checked, \(problems(diagnostics))"
  }

  /// `generate: 4 catalogs read, 2 files written, 3 unchanged`, or, with an error, `...,
  /// nothing written`.
  static func generate(
    catalogs: Int, written: Int?, unchanged: Int, _ diagnostics: [Diagnostic]
  ) -> String {
    var parts = ["generate: \(count(catalogs, "catalog")) read"]
    if diagnostics.hasErrors || written == nil {
      parts.append(problems(diagnostics))
      parts.append("nothing written")
    } else {
      parts.append("\(count(written ?? 0, "file")) written")
      parts.append("\(unchanged) unchanged")
      if !diagnostics.isEmpty { parts.append(problems(diagnostics)) }
    }
    return parts.joined(separator: ", ")
  }

  /// `diff: 4 catalogs compared with 3 at origin/main, no problems found`.
  static func diff(catalogs: Int, baseline: Int, at place: String, _ diagnostics: [Diagnostic])
    -> String
  {
    "diff: \(count(catalogs, "catalog")) compared with \(baseline) \(place), "
      + problems(diagnostics)
  }

  /// The remark for a given folder with no catalog below it.
  static func emptyFolder(_ folder: String) -> String {
    "note: no *.errors.yaml or *.errors.yml catalog in '\(folder)'"
  }

  /// Prints `lines` on standard error when the output is text.
  static func print(_ lines: [String], format: DiagnosticFormat) {
    guard format == .text, !lines.isEmpty else { return }
    POSIXFiles.write(lines.joined(separator: "\n") + "\n", to: 2)
  }
}
