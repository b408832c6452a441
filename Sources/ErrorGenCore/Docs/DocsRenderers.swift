/// What both renderers do to catalog text before escaping it for their format: scalars that
/// would act instead of show (controls, bidirectional overrides and isolates that reorder what
/// a reader sees, invisible marks) become a visible `<U+202E>`; line breaks are left for the
/// renderer to turn into its own.
enum DocText {
  static func visible(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      if scalar == "\n" || !isHidden(scalar) {
        result.unicodeScalars.append(scalar)
      } else {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        result += "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
      }
    }
    return result
  }

  static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F: true
    case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2028, 0x2029, 0x2060...0x2069, 0xFEFF: true
    default: false
    }
  }

  /// `address` with every byte that could end or break out of a link (space, quotes, angle
  /// brackets, parentheses, backslash) and every non-ASCII byte percent-encoded.
  static func percentEncoded(_ address: String) -> String {
    let refused = Set("<>()\"'\\` {}|^".utf8)
    return PercentEncoding.encoded(address) { $0 > 0x20 && $0 < 0x7F && !refused.contains($0) }
  }

  /// HTML's five escapes: enough for text and for a quoted attribute value.
  static func html(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}

/// Markdown (GitHub's dialect): one `index.md` and one `<Stem>.md` per catalog.
///
/// Catalog text is escaped for HTML (`<`, `&`) and every Markdown punctuation mark gets a
/// backslash, so no text becomes emphasis, a link, code, a table cell or a tag; line breaks
/// become `<br>`, so a text never starts a block of its own. Case anchors are explicit
/// `<a id>` elements, because GitHub strips the dots of an identifier from heading anchors.
enum MarkdownDocsRenderer {
  static func render(_ page: DocPage) -> String {
    var output = ""
    for block in page.blocks {
      switch block {
      case .heading(let level, let inlines, let anchor):
        if let anchor { output += "<a id=\"\(DocText.html(anchor))\"></a>\n\n" }
        output += String(repeating: "#", count: level) + " " + inline(inlines, page) + "\n\n"
      case .paragraph(let inlines):
        output += inline(inlines, page) + "\n\n"
      case .list(let items):
        for item in items { output += "- " + inline(item, page) + "\n" }
        output += "\n"
      case .table(let header, let rows):
        output += "| " + header.map { escaped($0) }.joined(separator: " | ") + " |\n"
        output += "|" + String(repeating: " --- |", count: header.count) + "\n"
        for row in rows {
          output += "| " + row.map { inline($0, page) }.joined(separator: " | ") + " |\n"
        }
        output += "\n"
      }
    }
    return output
  }

  private static func inline(_ inlines: [DocInline], _ page: DocPage) -> String {
    inlines.enumerated().map { index, piece in
      switch piece {
      case .text(let text): escaped(text, atLineStart: index == 0)
      case .code(let text): "<code>" + escaped(text) + "</code>"
      case .strong(let text): "**" + escaped(text) + "**"
      case .link(let text, let target):
        "[" + escaped(text) + "](<" + address(target, from: page) + ">)"
      }
    }.joined()
  }

  private static func address(_ target: DocTarget, from page: DocPage) -> String {
    switch target {
    case .catalog(let stem, _): DocText.percentEncoded(stem + ".md")
    case .errorCase(let stem, let identifier):
      (stem == page.name ? "" : DocText.percentEncoded(stem + ".md"))
        + "#" + DocText.percentEncoded(identifier)
    case .external(let address): DocText.percentEncoded(address)
    }
  }

  /// `text` escaped for inline Markdown. `atLineStart` also escapes what starts a block there
  /// (`-`, a number and `.` or `)`: a list), which elsewhere is plain text and stays readable.
  static func escaped(_ text: String, atLineStart: Bool = false) -> String {
    var result = ""
    for scalar in DocText.visible(text).unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\n": result += "<br>"
      case "\r": result += " "
      case "\\", "`", "*", "_", "[", "]", "(", ")", "#", "+", "!", "|", "~", "{", "}", "$":
        result += "\\" + String(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    guard atLineStart else { return result }
    if result.hasPrefix("-") { return "\\" + result }
    let digits = result.prefix { $0.isASCII && $0.isNumber }
    let after = result.dropFirst(digits.count).first
    if !digits.isEmpty, after == "." || after == ")" {
      return digits + "\\" + result.dropFirst(digits.count)
    }
    return result
  }
}

/// One self-contained `index.html`: inline CSS, no script, no network, readable on a phone;
/// every catalog (`id` its domain) and case (`id` its identifier) is a link target.
enum HTMLDocsRenderer {
  static func render(index: DocPage, pages: [DocPage]) -> String {
    var output = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>Error reference</title>
      <style>
      body { font: 16px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; }
      .scroll { overflow-x: auto; }
      table { border-collapse: collapse; margin: 0.5rem 0; }
      th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
      code { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
      h2 { border-top: 2px solid #ddd; padding-top: 1rem; }
      @media (prefers-color-scheme: dark) { body { background: #111; color: #eee; } a { color: #8cf; } }
      </style>
      </head>
      <body>
      <main>

      """
    output += blocks(index, shift: 0)
    for page in pages { output += blocks(page, shift: 1) }
    output += "</main>\n</body>\n</html>\n"
    return output
  }

  private static func blocks(_ page: DocPage, shift: Int) -> String {
    var output = ""
    for block in page.blocks {
      switch block {
      case .heading(let level, let inlines, let anchor):
        let tag = "h\(min(6, level + shift))"
        let id = anchor.map { " id=\"\(DocText.html($0))\"" } ?? ""
        output += "<\(tag)\(id)>" + inline(inlines) + "</\(tag)>\n"
      case .paragraph(let inlines):
        output += "<p>" + inline(inlines) + "</p>\n"
      case .list(let items):
        output += "<ul>\n" + items.map { "<li>" + inline($0) + "</li>\n" }.joined() + "</ul>\n"
      case .table(let header, let rows):
        output += "<div class=\"scroll\"><table>\n<thead><tr>"
        output +=
          header.map { "<th>" + escaped($0) + "</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for row in rows {
          output += "<tr>" + row.map { "<td>" + inline($0) + "</td>" }.joined() + "</tr>\n"
        }
        output += "</tbody>\n</table></div>\n"
      }
    }
    return output
  }

  private static func inline(_ inlines: [DocInline]) -> String {
    inlines.map { piece in
      switch piece {
      case .text(let text): escaped(text)
      case .code(let text): "<code>" + escaped(text) + "</code>"
      case .strong(let text): "<strong>" + escaped(text) + "</strong>"
      case .link(let text, let target):
        "<a href=\"" + DocText.html(address(target)) + "\">" + escaped(text) + "</a>"
      }
    }.joined()
  }

  private static func address(_ target: DocTarget) -> String {
    switch target {
    case .catalog(_, let anchor): "#" + DocText.percentEncoded(anchor)
    case .errorCase(_, let identifier): "#" + DocText.percentEncoded(identifier)
    case .external(let address): DocText.percentEncoded(address)
    }
  }

  static func escaped(_ text: String) -> String {
    DocText.html(DocText.visible(text)).replacingNewlines()
  }
}

extension String {
  fileprivate func replacingNewlines() -> String {
    split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "<br />")
  }
}
