import Testing

@testable import ErrorGenCore

/// Two catalogs of one run that would be generated as one file (`duplicate_domain`): the second
/// would replace the first in the output folder, so the run is an error and writes nothing.
@Suite struct GeneratedFileClashTests {
  static func catalog(domain: String, type: String) -> String {
    "errorgen: 1\ndomain: \(domain)\ntype: \(type)\nerrors:\n  first: { code: 1, message: Hello. }\n"
  }

  @Test(arguments: [
    // (the two paths, whether they clash)
    ("a/Ok.errors.yaml", "b/Ok.errors.yaml", true),
    ("Ok.errors.yaml", "Ok.errors.yml", true),
    ("Ok.errors.yaml", "ok.errors.yaml", true),
    ("Ok.errors.yaml", "Ok2.errors.yaml", false),
  ])
  func catalogsGeneratedAsOneFileAreAnError(first: String, second: String, clash: Bool) {
    let sources = [
      CatalogSource(path: first, text: Self.catalog(domain: "com.example.ok", type: "OkError")),
      CatalogSource(path: second, text: Self.catalog(domain: "com.example.ok2", type: "Ok2Error")),
    ]
    let (files, diagnostics) = ErrorGenPipeline.generate(sources)
    let clashes = diagnostics.filter { $0.rule == DuplicateDomainRule.description.id }
    if clash {
      #expect(
        clashes.count == 1 && clashes.first?.file == second
          && clashes.first?.location == SourceLocation(line: 1, column: 1),
        "expected one duplicate_domain error at \(second):1:1, got \(diagnostics)")
      #expect(files.isEmpty, "expected no file written, got \(files.map(\.name))")
    } else {
      #expect(diagnostics.isEmpty, "expected no diagnostic, got \(diagnostics)")
      #expect(files.count == 2, "expected two files, got \(files.map(\.name))")
    }
  }
}
