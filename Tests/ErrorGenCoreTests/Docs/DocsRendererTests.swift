import Foundation
import Testing

@testable import ErrorGenCore

/// The error reference: its content, its anchors, and hostile texts that must stay text.
@Suite("Docs renderers")
struct DocsRendererTests {
  static let hostile = """
    errorgen: 1
    domain: com.example.shop
    doc: "Shop | errors <script>alert(1)</script>"
    errors:
      outOfStock:
        code: 1
        doc: "[click](javascript:alert(1)) and `code` and *bold*"
        message:
          en: "Sold | out <img src=x onerror=alert(1)> ](http://evil) \\u202Eevil\\nline"
          de: "1. Ausverkauft"
        help: "https://example.com/a b)<x>"
    """

  static func render(_ text: String, _ format: DocsFormat, path: String = "Shop.errors.yaml")
    -> [String: String]
  {
    let result = ErrorGenPipeline.docs([CatalogSource(path: path, text: text)], format: format)
    return Dictionary(uniqueKeysWithValues: result.files.map { ($0.name, $0.contents) })
  }

  @Test("markdown has an index and a page per catalog, with an explicit anchor per case")
  func markdownFiles() throws {
    let files = Self.render(Self.hostile, .markdown)
    #expect(files.keys.sorted() == ["Shop.md", "index.md"], "got \(files.keys.sorted())")
    let page = try #require(files["Shop.md"])
    #expect(page.contains("<a id=\"com.example.shop.outOfStock\"></a>"))
    #expect(page.contains("](<#com.example.shop.outOfStock>)"))
    #expect(try #require(files["index.md"]).contains("](<Shop.md>)"))
  }

  @Test(
    "hostile text never becomes markdown or HTML markup",
    arguments: [
      "<script>", "<img", "](http", "`code`", "*bold*", "Sold | out", "\u{202E}", "\n1. Aus",
    ])
  func markdownEscapes(fragment: String) throws {
    let page = try #require(Self.render(Self.hostile, .markdown)["Shop.md"])
    #expect(!page.contains(fragment), "expected '\(fragment)' escaped, got:\n\(page)")
  }

  @Test("escaped markdown keeps the characters readers must see")
  func markdownEscapeValues() {
    let cases: [(String, String)] = [
      ("a|b", "a\\|b"), ("<script>", "&lt;script&gt;"), ("`x`", "\\`x\\`"),
      ("[a](b)", "\\[a\\]\\(b\\)"), ("x\u{202E}y", "x&lt;U\\+202E&gt;y"), ("a\nb", "a<br>b"),
    ]
    for (input, expected) in cases {
      let got = MarkdownDocsRenderer.escaped(input)
      #expect(
        got == expected, "escaping \(input.debugDescription): expected \(expected), got \(got)")
    }
    #expect(MarkdownDocsRenderer.escaped("1. one", atLineStart: true) == "1\\. one")
    #expect(MarkdownDocsRenderer.escaped("- one", atLineStart: true) == "\\- one")
  }

  @Test("html is one self-contained page with a link target per identifier")
  func htmlPage() throws {
    let files = Self.render(Self.hostile, .html)
    #expect(files.keys.sorted() == ["index.html"])
    let page = try #require(files["index.html"])
    #expect(page.contains("<h4 id=\"com.example.shop.outOfStock\">"))
    #expect(page.contains("href=\"#com.example.shop.outOfStock\""))
    #expect(page.contains("name=\"viewport\""))
    for forbidden in ["<script", "<img", "\u{202E}"] {
      #expect(!page.contains(forbidden), "expected no '\(forbidden)' in the page")
    }
  }

  @Test("output is the same on every run", arguments: [DocsFormat.markdown, .html])
  func deterministic(format: DocsFormat) {
    #expect(Self.render(Self.hostile, format) == Self.render(Self.hostile, format))
  }

  @Test("a catalog with an error gets no docs", arguments: [DocsFormat.markdown, .html])
  func noDocsOnError(format: DocsFormat) {
    let result = ErrorGenPipeline.docs(
      [CatalogSource(path: "Shop.errors.yaml", text: "errorgen: 1\ndomain: x\nerrors: {}\n")],
      format: format)
    #expect(result.files.isEmpty)
    #expect(result.diagnostics.hasErrors)
  }

  static let plural = """
    errorgen: 1
    domain: com.example.sync
    codes:
      reserved: [7, "20-29"]
    errors:
      pending:
        code: 1
        params:
          count: Int
        message:
          en:
            one: "{count} change is waiting."
            other: "{count} changes are waiting."
          de: "Änderungen warten: {count}."
    """

  @Test(
    "plural variants are named by their category, and reserved codes are written as codes",
    arguments: [
      "- <code>en</code> (<code>one</code>): {count} change is waiting.",
      "- <code>en</code> (<code>other</code>): {count} changes are waiting.",
      "- <code>de</code>: Änderungen warten: {count}.",
      "**Reserved codes (never reused):** 7, 20–29",
    ])
  func pluralVariantsAndReservedCodes(expected: String) throws {
    let files = Self.render(Self.plural, .markdown, path: "Sync.errors.yaml")
    let page = try #require(files["Sync.md"])
    // Markdown escapes characters it need not (braces, dots): compare without the escapes.
    let plain = page.replacingOccurrences(of: "\\", with: "")
    #expect(plain.contains(expected), "expected '\(expected)' in Sync.md, got:\n\(page)")
  }

  @Test(
    "a catalog named index, in any letter case, has no markdown page but has html",
    arguments: ["index.errors.yaml", "Index.errors.yaml"])
  func catalogNamedIndex(path: String) {
    // `type:`: the type made from the file name `index` would not be UpperCamelCase.
    let source = CatalogSource(path: path, text: "type: IndexError\n" + Self.plural)
    let markdown = ErrorGenPipeline.docs([source], format: .markdown)
    #expect(markdown.files.isEmpty, "expected no files, got \(markdown.files.map(\.name))")
    #expect(
      markdown.diagnostics.contains {
        $0.severity == .error && $0.file == path && $0.message.contains("index")
      }, "expected an error at \(path), got \(markdown.diagnostics)")
    let html = ErrorGenPipeline.docs([source], format: .html)
    #expect(html.files.map(\.name) == ["index.html"], "got \(html.diagnostics)")
  }

  @Test("every text of every locale, params, recovery labels and mappings are shown")
  func content() throws {
    // The German texts come from the String Catalog beside the catalog.
    let sources = try ["Network.errors.yaml", "Network.errors.xcstrings"].map { name in
      let url = JSONSchemaValidator.root.appendingPathComponent("catalogs/" + name)
      return CatalogSource(path: name, contents: Array(try Data(contentsOf: url)))
    }
    let result = ErrorGenPipeline.docs(sources, format: .markdown)
    let page = try #require(result.files.first { $0.name == "Network.md" }?.contents)
    for expected in [
      "Keine Internetverbindung.", "Erneut versuchen", "NSURLErrorDomain", "**Params**",
    ] {
      #expect(page.contains(expected), "expected '\(expected)' in Network.md")
    }
  }
}
