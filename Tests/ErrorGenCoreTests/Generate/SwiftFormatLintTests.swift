import Foundation
import Testing

@testable import ErrorGenCore

/// The reference sources pass `swift format lint` with its default configuration.
@Suite struct SwiftFormatLintTests {
  /// `swift-format` next to the `swift` on the PATH (or in /opt/swift), if there is one.
  static let swiftFormat: URL? = {
    var folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(
      String.init)
    folders.append("/opt/swift/usr/bin")
    for folder in folders {
      let candidate = URL(fileURLWithPath: folder).appendingPathComponent("swift-format")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
    }
    return nil
  }()

  static var referenceSources: [URL] {
    let folder = ReferenceFiles.referenceFolder
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }

  @Test func referenceSourcesExist() {
    #expect(
      !Self.referenceSources.isEmpty,
      "no reference sources in \(ReferenceFiles.referenceFolder.path)")
  }

  @Test(
    .enabled(if: swiftFormat != nil, "swift-format is not installed next to swift; lint skipped"),
    arguments: referenceSources)
  func referenceSourceHasNoLintFinding(source: URL) throws {
    let (status, findings) = try Self.lint(source)
    #expect(
      status == 0 && findings.isEmpty,
      "expected no findings from swift-format lint on \(source.lastPathComponent), got:\n\(findings)"
    )
  }

  /// swift-format measures a collection literal of several elements with a column kept free
  /// for the trailing comma it would add when breaking it. Lines of every shape the renderer
  /// writes, at every width around the limit (the padded name grows one column at a time),
  /// must pass its lint; `random catalogs` found a 100-column `samples` line that did not.
  @Test(
    .enabled(if: swiftFormat != nil, "swift-format is not installed next to swift; lint skipped"))
  func linesAtTheLimitBreakWhereSwiftFormatBreaksThem() throws {
    var members: [Declaration] = []
    for width in 30...75 {
      let name = String(repeating: "a", count: width)
      let two: ErrorGenCore.Expression = .array([.member(nil, name), .member(nil, "b")])
      let one: ErrorGenCore.Expression = .array([.member(nil, name + "bbbbb")])
      let entries: ErrorGenCore.Expression = .dictionary([
        DictionaryEntry(key: .string(name), value: .literal(.int(1))),
        DictionaryEntry(key: .string("b"), value: .literal(.int(2))),
      ])
      members += [
        .computed(.public, "two\(width)", .array(.named("E")), isStatic: true, [.expression(two)]),
        .computed(.public, "one\(width)", .array(.named("E")), isStatic: true, [.expression(one)]),
        .computed(.public, "count\(width)", .int, [.expression(.member(two, "count"))]),
        .computed(
          .public, "map\(width)", .array(.int),
          [.expression(.call(.member(two, "map"), [ArgumentDescription(nil, .keyPath("count"))]))]),
        .computed(.public, "dict\(width)", .named("D"), [.expression(entries)]),
        .variable(
          VariableDescription(
            access: .public, isStatic: true, kind: .let, name: "stored\(width)",
            type: .array(.named("E")), value: two)),
        .method(
          .public, "call\(width)", [], returns: .int,
          [
            .return(
              .call(
                .identifier("f"),
                [ArgumentDescription("x", two), ArgumentDescription("y", .literal(.int(2)))]))
          ]),
        .method(
          .public, "pick\(width)", [ParameterDescription(name: "k", type: .int)],
          returns: .array(.named("E")),
          [
            .switch(
              .identifier("k"),
              [
                SwitchCaseDescription(
                  label: .patterns([.expression(.literal(.int(1)))]), body: [.return(two)]),
                SwitchCaseDescription(label: .default, body: [.return(.array([]))]),
              ])
          ]),
      ]
    }
    let text = SwiftRenderer.render(
      FileDescription(
        headerComment: nil, imports: [],
        declarations: [.extension(ExtensionDescription(typeName: "E", members: members))]))
    let widths = Set(text.split(separator: "\n").map(\.count))
    #expect(widths.contains(99) && widths.contains(100), "expected lines at the limit")
    try Self.expectNoFindings(in: text, named: "LineLimit")
  }

  /// A large enum's switches, with patterns of every width around the limit, bindings that
  /// break onto one or several lines and the comment above their `default:`, must pass
  /// swift-format's lint.
  @Test(
    .enabled(if: swiftFormat != nil, "swift-format is not installed next to swift; lint skipped"))
  func largeSwitchPatternsBreakWhereSwiftFormatBreaksThem() throws {
    var cases: [SwitchCaseDescription] = []
    for width in 40...100 {
      for bindingCount in [0, 1, 3, 8] {
        let name = "c" + String(repeating: "a", count: width) + "\(bindingCount)"
        let bindings: [String?] = (0..<bindingCount).map {
          $0 == 1 ? nil : "binding\($0)" + String(repeating: "b", count: width % 9)
        }
        cases.append(
          .returns([.enumCase(name: name, bindings: bindings)], .literal(.int(width))))
      }
    }
    let member = Declaration.computed(.public, "width", .int, [.switch(.selfValue, cases)])
    let text = SwiftRenderer.render(
      FileDescription(
        headerComment: nil, imports: [],
        declarations: [.extension(ExtensionDescription(typeName: "E", members: [member]))]),
      lowersSwitchesOverSelf: true)
    // Every shape: one line; bindings below; the default with its comment.
    for shape in [
      "0: return 41\n", "8(\n      let binding0",
      "    // .c" + String(repeating: "a", count: 40) + "0\n    default: return 40\n",
    ] {
      #expect(text.contains(shape), "expected a line of the shape \(shape.debugDescription)")
    }
    try Self.expectNoFindings(in: text, named: "LargeSwitches")
  }

  /// Lints `text` as a file named after `name` and expects no finding.
  private static func expectNoFindings(in text: String, named name: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(name)-\(UUID().uuidString).swift")
    try text.write(to: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(at: file) }
    let (status, findings) = try lint(file)
    #expect(
      status == 0 && findings.isEmpty, "expected no findings, got:\n\(findings.prefix(3_000))")
  }

  /// `swift-format lint FILE`: its exit status and everything it printed.
  private static func lint(_ file: URL) throws -> (status: Int32, findings: String) {
    let tool = try #require(swiftFormat)
    let process = Process()
    process.executableURL = tool
    process.arguments = ["lint", file.path]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }
}
