import ArgumentParser
import ErrorGenCore

/// `errorgen schema`: prints or writes the catalog format's JSON Schema, for editors.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Prints the JSON Schema (draft-07) of the catalog format, for editors.",
    discussion: """
      yaml-language-server (VS Code) and JetBrains IDEs read it to complete keys, show each \
      key's description on hover and underline mistakes. Put this line at the top of a \
      catalog:

        # yaml-language-server: $schema=path/to/errorgen.schema.json

      Example: errorgen schema --output docs/errorgen.schema.json
      """
  )

  @Option(
    name: .shortAndLong,
    help: "The file to write (rewritten only when it changes). Default: standard output.")
  var output: String?

  func validate() throws {
    try RawArguments.requireUTF8()
    if output?.isEmpty == true { throw ValidationError("--output must not be empty") }
  }

  func run() throws {
    let text = CatalogSchema.text
    guard let output else {
      POSIXFiles.write(text, to: 1)
      return
    }
    try OutputFile.write(text, to: output)
  }
}

/// Writes one file of a command's output through `GeneratedFilesWriter`: only when its bytes
/// change, and through a temporary file and a rename, so that a reader never sees half a file.
enum OutputFile {
  static func write(_ text: String, to path: String) throws {
    let (folder, name) = split(path)
    let file = GeneratedFile(name: name, bytes: Array(text.utf8))
    for (written, outcome) in GeneratedFilesWriter.write([file], into: folder) {
      if case .failure(let failure) = outcome {
        POSIXFiles.write("error: cannot write \(written): \(failure)\n", to: 2)
        throw ExitCode.failure
      }
    }
  }

  /// The folder (`.` for a bare name) and the file name of `path`.
  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }
}
