/// The formats of `errorgen docs`.
public enum DocsFormat: String, CaseIterable, Sendable {
  /// `index.md` and one `<Stem>.md` per catalog.
  case markdown
  /// One self-contained `index.html`.
  case html
}

extension ErrorGenPipeline {
  /// Checks `sources` together, with the project's `configuration` as `generate` does, and,
  /// only when no catalog has an error, renders the error reference: the files to write, in
  /// order, and every diagnostic (warnings included). Cases are listed in `order`.
  public static func docs(
    _ sources: [CatalogSource], format: DocsFormat, limits: YAMLLimits = .standard,
    configuration: LintConfiguration = .init(), order: DocsCaseOrder = .code
  ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
    // Not a Kotlin run: names only Kotlin refuses do not stop the reference.
    var checked = check(
      sources, limits: limits, access: configuration.access, configuration: configuration,
      kotlinNames: .none)
    if format == .markdown {
      // `index.md` lists the catalogs: a catalog's own page must not replace it (letter case
      // aside, for the file systems of macOS and Windows).
      for catalog in checked.catalogs where catalog.stem.lowercased() == "index" {
        checked.diagnostics.append(
          Diagnostic(
            .error, rule: .unwritableFile,
            message: "this catalog's page would be \(catalog.stem).md, which is the "
              + "reference's index; rename the catalog file, or use --format html",
            file: catalog.file, location: .start))
      }
    }
    guard !checked.hasErrors, checked.catalogs.count == catalogCount(sources) else {
      return ([], checked.diagnostics)
    }
    let index = DocsModelBuilder.index(checked.catalogs)
    let pages = checked.catalogs.map { DocsModelBuilder.page($0, order: order) }
    let files: [GeneratedFile]
    switch format {
    case .markdown:
      files = ([index] + pages).map {
        GeneratedFile(name: $0.name + ".md", bytes: Array(MarkdownDocsRenderer.render($0).utf8))
      }
    case .html:
      let text = HTMLDocsRenderer.render(index: index, pages: pages)
      files = [GeneratedFile(name: "index.html", bytes: Array(text.utf8))]
    }
    return (files, checked.diagnostics)
  }
}
