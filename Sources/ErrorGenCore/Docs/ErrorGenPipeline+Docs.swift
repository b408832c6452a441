/// The formats of `errorgen docs`.
public enum DocsFormat: String, CaseIterable, Sendable {
  /// `index.md` and one `<Stem>.md` per catalog.
  case markdown
  /// One self-contained `index.html`.
  case html
}

extension ErrorGenPipeline {
  /// Checks `sources` together and, only when no catalog has an error, renders the error
  /// reference: the files to write, in order, and every diagnostic (warnings included).
  public static func docs(
    _ sources: [CatalogSource], format: DocsFormat, limits: YAMLLimits = .standard
  ) -> (files: [GeneratedFile], diagnostics: [Diagnostic]) {
    let checked = check(sources, limits: limits)
    guard !checked.hasErrors, checked.catalogs.count == catalogCount(sources) else {
      return ([], checked.diagnostics)
    }
    let index = DocsModelBuilder.index(checked.catalogs)
    let pages = checked.catalogs.map(DocsModelBuilder.page)
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
