import ErrorGenCore

/// Prints diagnostics where the user's tools look for them.
enum DiagnosticPrinter {
  /// Where printed diagnostics go.
  enum Stream {
    /// Standard output: for `lint`, whose report is its product.
    case output
    /// Standard error: for `generate`, as compilers do, except the machine-readable formats.
    case errorUnlessMachineReadable
    /// Standard error in every format: for `export`, whose document is standard output's.
    case error
  }

  static func print(_ diagnostics: [Diagnostic], format: DiagnosticFormat, to stream: Stream) {
    let text = format.render(diagnostics)
    if format == .text && diagnostics.isEmpty { return }
    switch (stream, format) {
    case (.errorUnlessMachineReadable, .text), (.error, _):
      POSIXFiles.write(text, to: 2)
    default:
      POSIXFiles.write(text, to: 1)
    }
  }
}
