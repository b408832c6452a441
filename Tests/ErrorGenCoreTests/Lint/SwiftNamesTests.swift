import Foundation
import Testing

@testable import ErrorGenCore

/// A catalog type named like a type or constant that generated code uses would hide it, and
/// the file would not compile (`type: ErrorLogging`, `type: RecoveryOption`): `invalid_identifier`
/// reserves those names. This reads every name the generator writes and checks that it is
/// reserved, so a new one cannot be forgotten.
@Suite struct SwiftNamesTests {
  /// Capitalized names in the code of `source`: outside comments and string literals, but
  /// inside interpolations.
  /// Where the raw multi-line string literal that starts at `start` (`#"""`) ends, or nil when
  /// none starts there.
  static func rawStringEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
    var hashes = 0
    while start + hashes < scalars.count && scalars[start + hashes] == "#" { hashes += 1 }
    let quotes = Array(repeating: Unicode.Scalar("\""), count: 3)
    let open = start + hashes
    guard open + 3 <= scalars.count, Array(scalars[open..<open + 3]) == quotes else { return nil }
    let close = quotes + Array(repeating: Unicode.Scalar("#"), count: hashes)
    var index = open + 3
    while index + close.count <= scalars.count {
      if Array(scalars[index..<index + close.count]) == close { return index + close.count }
      index += 1
    }
    return scalars.count
  }

  static func capitalizedNames(in source: String) -> Set<String> {
    var names: Set<String> = []
    let scalars = Array(source.unicodeScalars)
    var index = 0
    // Open string literals and interpolations: true for a string, false for an interpolation's
    // parentheses.
    var stack: [Bool] = []
    func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if stack.last == true {
        if scalar == "\\" && index + 1 < scalars.count && scalars[index + 1] == "(" {
          stack.append(false)
          index += 2
        } else if scalar == "\\" {
          index += 2
        } else {
          if scalar == "\"" { stack.removeLast() }
          index += 1
        }
        continue
      }
      if scalar == "/" && index + 1 < scalars.count && scalars[index + 1] == "/" {
        while index < scalars.count && scalars[index] != "\n" { index += 1 }
      } else if scalar == "#", let end = Self.rawStringEnd(scalars, from: index) {
        // A raw multi-line string (the text table): text, not names.
        index = end
      } else if scalar == "\"" {
        stack.append(true)
        index += 1
      } else if scalar == "(" && !stack.isEmpty {
        stack.append(false)
        index += 1
      } else if scalar == ")" && stack.last == false {
        stack.removeLast()
        index += 1
      } else if isIdentifier(scalar) {
        let start = index
        while index < scalars.count && isIdentifier(scalars[index]) { index += 1 }
        let name = String(String.UnicodeScalarView(scalars[start..<index]))
        if ("A"..."Z").contains(scalars[start]) && (start == 0 || scalars[start - 1] != ".") {
          names.insert(name)
        }
      } else {
        index += 1
      }
    }
    return names
  }

  @Test func typesThatGeneratedCodeNamesAreReserved() throws {
    var sources: [CatalogSource] = []
    for folder in ReferenceFiles.catalogFolders {
      sources += try ReferenceFiles.sources(in: folder)
    }
    let large = SwitchLoweringTests.richCatalog(cases: 130)
    sources.append(CatalogSource(path: "Large.errors.yaml", text: large))
    let (files, diagnostics) = ErrorGenPipeline.generate(sources)
    #expect(!diagnostics.hasErrors, "expected clean catalogs, got \(diagnostics)")
    #expect(files.count == sources.count { !$0.path.hasSuffix(".xcstrings") })
    let ownTypes = Set(
      [
        "APIError", "AppError", "NetworkError", "StorageError", "CheckoutError", "HostileError",
        "PaymentError", "LargeError", "SyncError",
      ].flatMap { [$0, $0 + "RecoveryAttempter", $0 + "DeprecatedCases"] })
    var unreserved: Set<String> = []
    for file in files {
      for name in Self.capitalizedNames(in: file.contents)
      where !ownTypes.contains(name) && !SwiftNames.keywords.contains(name) {
        if !SwiftNames.reservedTypeNames.contains(name) { unreserved.insert(name) }
      }
    }
    #expect(
      unreserved.isEmpty,
      "expected every name generated code uses to be reserved, got \(unreserved.sorted())")
  }

  @Test func theScanSkipsCommentsAndTextsButNotInterpolations() {
    let source = """
      /// Doc About Things
      let a = "Text \\(ErrorLogging.x(Inner("Quoted"))) More" // Trailing Comment
      let b: RetryPolicy = .init(); let c = Foo.Bar
      """
    #expect(
      Self.capitalizedNames(in: source) == ["ErrorLogging", "Inner", "RetryPolicy", "Foo"])
  }
}
