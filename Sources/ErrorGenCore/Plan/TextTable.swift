/// A plan's texts as the data a generated file holds: one line per text, as the runtimes'
/// `ErrorTextTable` reads them (docs/GENERATED-API.md, "Texts").
///
/// Each case (or, for `label`, recovery option) that has texts starts with a line `[name]`;
/// under it a line is `text.locale = value`, or `text.locale.category = value` for a plural
/// variant, `text` one of `message`, `reason`, `suggestion`, `label`. The value is the text
/// exactly as the catalog writes it, with `\\`, `\n`, `\r`, `\t` and `\u{XXXX}` escapes for what
/// would break the line or hide in it. Cases in catalog order, then options; each text's locales
/// and variants in the order written, so that a changed translation changes one line.
enum TextTable {
  static func lines(_ plan: CatalogPlan) -> [String] {
    var lines: [String] = []
    for errorCase in plan.cases {
      section(errorCase.name, errorCase.texts.map { ($0.kind.rawValue, $0.text) }, to: &lines)
    }
    for option in plan.recoveryOptions {
      section(option.name, [("label", option.label)], to: &lines)
    }
    return lines
  }

  /// `[name]` and the lines of `texts`, when they have any.
  private static func section(
    _ name: String, _ texts: [(key: String, text: TextPlan)], to lines: inout [String]
  ) {
    var section: [String] = []
    for (key, text) in texts { append(text, key: key, to: &section) }
    guard !section.isEmpty else { return }
    lines.append("[" + name + "]")
    lines += section
  }

  private static func append(_ text: TextPlan, key: String, to lines: inout [String]) {
    for locale in text.locales {
      // A plural locale's variants are each a line; categories that are not CLDR's, or
      // written twice, are lint errors and left out, as the runtime would ignore them.
      var categories: Set<String> = []
      for written in locale.written {
        var lineKey = key + "." + locale.locale
        if let category = written.category {
          guard PluralCategories.isCategory(category), categories.insert(category).inserted
          else { continue }
          lineKey += "." + category
        }
        let value = escaped(written.template.text)
        lines.append(value.isEmpty ? lineKey + " =" : lineKey + " = " + value)
      }
    }
  }

  /// `text` as a table value: backslashes doubled, line breaks and tabs as `\n`, `\r`, `\t`,
  /// and every invisible, bidirectional or line-ending character (and a space that starts or
  /// ends the text) as `\u{XXXX}`. Most texts have none of these, and are their own value.
  static func escaped(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.first == " " || scalars.last == " " || scalars.contains(where: isEscaped) else {
      return text
    }
    var result = ""
    let last = scalars.count - 1
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case " " where index == 0 || index == last:
        result += "\\u{20}"
      default:
        if isEscaped(scalar) {
          result += SwiftLexicon.unicodeEscape(scalar)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// Whether `scalar` is written as an escape wherever it is in a text.
  private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\\" || scalar == "\n" || scalar == "\r" || scalar == "\t"
      || SwiftLexicon.needsEscape(scalar) || (0xFDD0...0xFDEF).contains(scalar.value)
  }
}
