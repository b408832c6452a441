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

/// The case table: by code or as declared, a message column in the default locale, a retry
/// column in one form; and link targets that never collide.
extension DocsRendererTests {
  static let unordered = """
    errorgen: 1
    domain: com.example.pay
    default_locale: de
    retry_policies:
      standard: { max_attempts: 3, initial_delay: 1s }
    errors:
      third:
        code: 3
        message: { en: Third., de: Dritter. }
        retry: standard
      first:
        code: 1
        message: { de: "Erster {count}.", en: "First {count}." }
        params: { count: Int }
        retry: { max_attempts: 2, initial_delay: 1s }
      second:
        code: 2
        message: { en: Second., de: Zweiter. }
    """

  /// The table rows of the page, each as its cells without Markdown's escapes.
  static func rows(_ page: String) -> [String] {
    page.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Code") }
      .map { $0.replacingOccurrences(of: "\\", with: "") }
  }

  @Test(
    "cases are listed by code, or as declared with --order declaration",
    arguments: [
      (DocsCaseOrder.code, ["pay.first", "pay.second", "pay.third"]),
      (.declaration, ["pay.third", "pay.first", "pay.second"]),
    ])
  func caseOrder(order: DocsCaseOrder, expected: [String]) throws {
    let result = ErrorGenPipeline.docs(
      [CatalogSource(path: "Pay.errors.yaml", text: Self.unordered)], format: .markdown,
      order: order)
    let page = try #require(result.files.first { $0.name == "Pay.md" }?.contents)
    let rows = Self.rows(page)
    let got = rows.compactMap { row in expected.first { row.contains("com.example." + $0 + "]") } }
    #expect(got == expected, "expected rows \(expected), got \(rows)")
    let sections = expected.compactMap {
      page.range(of: "<a id=\"com.example.\($0)\">")?.lowerBound
    }
    #expect(sections == sections.sorted() && sections.count == 3, "sections out of order:\n\(page)")
  }

  @Test(
    "the table has the message in the default locale and the retry in one form",
    arguments: [
      ("pay.first", "Erster {count}.", "2 attempts"),
      ("pay.second", "Zweiter.", "none"),
      ("pay.third", "Dritter.", "3 attempts (standard)"),
    ])
  func messageAndRetryColumns(identifier: String, message: String, retry: String) throws {
    let page = try #require(
      Self.render(Self.unordered, .markdown, path: "Pay.errors.yaml")["Pay.md"])
    #expect(
      page.replacingOccurrences(of: "\\", with: "").contains(
        "| Code | Identifier | Message (de) | Kind |"), "got:\n\(page)")
    let row = try #require(Self.rows(page).first { $0.contains("com.example." + identifier + "]") })
    let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(cells.count == 8, "expected 8 cells, got \(cells)")
    #expect(cells.dropFirst(2).first == message, "expected message '\(message)', got \(cells)")
    #expect(cells.dropFirst(6).first == retry, "expected retry '\(retry)', got \(cells)")
  }

  @Test("every link target of the html page is unique, and every link has its target")
  func uniqueAnchors() throws {
    let parent = """
      errorgen: 1
      domain: com.example
      type: ExampleError
      errors:
        network: { code: 1, message: Network. }
      """
    let child = """
      errorgen: 1
      domain: com.example.network
      errors:
        offline: { code: 1, message: Offline. }
      """
    let result = ErrorGenPipeline.docs(
      [
        CatalogSource(path: "Example.errors.yaml", text: parent),
        CatalogSource(path: "Network.errors.yaml", text: child),
      ], format: .html)
    let page = try #require(result.files.first?.contents, "got \(result.diagnostics)")
    func values(after marker: String) -> [String] {
      page.components(separatedBy: marker).dropFirst().compactMap {
        $0.split(separator: "\"", maxSplits: 1).first.map(String.init)
      }
    }
    let ids = values(after: " id=\"")
    #expect(Set(ids).count == ids.count, "expected unique ids, got \(ids.sorted())")
    for link in values(after: "href=\"#") {
      #expect(ids.contains(link), "the link #\(link) has no target among \(ids.sorted())")
    }
    #expect(ids.contains("com.example.network") && ids.contains("NetworkError"), "got \(ids)")
  }
}
