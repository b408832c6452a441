import ErrorGenCore
import Foundation

/// The catalogs whose generated sources are checked in as references, and where they live.
enum ReferenceFiles {
  /// The package's root folder, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// `Tests/GeneratedCodeTests/Reference`: compiled and run by the GeneratedCodeTests target.
  static let referenceFolder = packageRoot.appendingPathComponent(
    "Tests/GeneratedCodeTests/Reference")

  /// Catalog folders; each is checked as one run, so composition across its files resolves.
  static let catalogFolders = [
    packageRoot.appendingPathComponent("catalogs"),
    packageRoot.appendingPathComponent("Tests/GeneratedCodeTests/Catalogs"),
  ]

  /// Whether `ERRORGEN_RECORD=1` asks to rewrite the references instead of comparing.
  static var isRecording: Bool { ProcessInfo.processInfo.environment["ERRORGEN_RECORD"] == "1" }

  /// Every `*.errors.yaml` of a folder, sorted, as sources.
  static func sources(in folder: URL) throws -> [CatalogSource] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter {
        $0.hasSuffix(".errors.yaml") || $0.hasSuffix(".errors.yml")
          || $0.hasSuffix(".errors.xcstrings")
      }.sorted()
    return try names.map { name in
      let url = folder.appendingPathComponent(name)
      return CatalogSource(path: url.path, contents: Array(try Data(contentsOf: url)))
    }
  }

  /// The reference file for a catalog stem.
  static func reference(for stem: String) -> URL {
    referenceFolder.appendingPathComponent(stem + ".errors.swift")
  }
}

/// A readable line diff: the first differing line with a few lines around it.
enum LineDiff {
  static func describe(expected: String, actual: String, context: Int = 3) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    let common = min(old.count, new.count)
    guard
      let first = (0..<common).first(where: { old[$0] != new[$0] })
        ?? (old.count == new.count ? nil : common)
    else { return "no difference" }
    var lines = [
      "first difference at line \(first + 1) (expected \(old.count) lines, got \(new.count)):"
    ]
    let range = max(0, first - context)..<(first + context + 1)
    for index in range {
      let expectedLine = index < old.count ? old[index] : nil
      let actualLine = index < new.count ? new[index] : nil
      if expectedLine == actualLine {
        if let expectedLine { lines.append("  \(index + 1)  " + expectedLine) }
      } else {
        if let expectedLine { lines.append("- \(index + 1)  " + expectedLine) }
        if let actualLine { lines.append("+ \(index + 1)  " + actualLine) }
      }
    }
    return lines.joined(separator: "\n")
  }
}
