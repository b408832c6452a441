import ErrorGenCore
import Foundation
import Testing

/// Generates every example and test catalog and compares the output with the checked-in
/// reference sources, which GeneratedCodeTests compiles and runs. `ERRORGEN_RECORD=1`
/// rewrites the references.
@Suite struct ReferenceTests {
  static let folders = ReferenceFiles.catalogFolders.map(\.lastPathComponent)

  @Test(arguments: ReferenceFiles.catalogFolders)
  func generatedSourcesMatchReferences(folder: URL) throws {
    let sources = try ReferenceFiles.sources(in: folder)
    #expect(!sources.isEmpty, "no catalogs in \(folder.path)")
    let result = ErrorGenPipeline.check(sources)
    let errors = result.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "catalogs have errors:\n\(DiagnosticFormat.text.render(errors))")
    let yamlCount = sources.count { !$0.path.hasSuffix(".xcstrings") }
    #expect(result.catalogs.count == yamlCount, "not every catalog decoded")
    // Catalogs with errors produce no output (errorgen generate writes nothing), so there is
    // no reference to record or compare.
    guard errors.isEmpty else { return }
    for catalog in result.catalogs {
      let generated = SwiftGenerator.generate(catalog)
      let url = ReferenceFiles.reference(for: catalog.stem)
      if ReferenceFiles.isRecording {
        try generated.write(to: url, atomically: true, encoding: .utf8)
        continue
      }
      let expected = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      #expect(
        generated == expected,
        """
        \(catalog.stem): generated source differs from \(url.path) \
        (run with ERRORGEN_RECORD=1 to re-record)
        \(LineDiff.describe(expected: expected, actual: generated))
        """)
    }
  }

  @Test(arguments: ReferenceFiles.catalogFolders)
  func generationIsDeterministic(folder: URL) throws {
    let catalogs = ErrorGenPipeline.check(try ReferenceFiles.sources(in: folder)).catalogs
    for catalog in catalogs {
      #expect(SwiftGenerator.generate(catalog) == SwiftGenerator.generate(catalog))
    }
  }
}
