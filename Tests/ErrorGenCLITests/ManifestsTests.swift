import Foundation
import Testing

/// Package.swift (tools version 6.2) and Package@swift-6.0.swift, which Swift 6.0 and 6.1 read,
/// describe one package: they differ only in their tools version, the comment above the
/// settings that link the Swift runtime into `errorgen`, and those settings, which the older
/// manifest leaves empty.
@Suite struct ManifestsTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func manifest(_ name: String) throws -> String {
    try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
  }

  /// The manifest's text without its first line (the tools version) and without the lines from
  /// the first comment after `import PackageDescription` to `let package` (the settings).
  static func packageDescription(_ text: String) -> [Substring] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
    if let start = lines.firstIndex(where: { $0.hasPrefix("//") }),
      let end = lines.firstIndex(where: { $0.hasPrefix("let package") }), start < end
    {
      lines.removeSubrange(start..<end)
    }
    return Array(lines)
  }

  @Test func toolsVersions() throws {
    let current = try Self.manifest("Package.swift")
    let older = try Self.manifest("Package@swift-6.0.swift")
    #expect(current.hasPrefix("// swift-tools-version: 6.2\n"))
    #expect(older.hasPrefix("// swift-tools-version: 6.0\n"))
  }

  /// Where two descriptions first differ, said for a failing test; nil when they are equal.
  static func firstDifference(_ current: [Substring], _ older: [Substring]) -> String? {
    for (index, (new, old)) in zip(current, older).enumerated() where new != old {
      return "description line \(index + 1): Package.swift has \"\(new)\", "
        + "Package@swift-6.0.swift has \"\(old)\""
    }
    guard current.count != older.count else { return nil }
    return "Package.swift's description has \(current.count) lines, "
      + "Package@swift-6.0.swift's \(older.count)"
  }

  @Test func sameDescription() throws {
    let current = Self.packageDescription(try Self.manifest("Package.swift"))
    let older = Self.packageDescription(try Self.manifest("Package@swift-6.0.swift"))
    let difference = Self.firstDifference(current, older)
    #expect(difference == nil, "\(difference ?? "")")
    #expect(current.contains { $0.contains("name: \"ErrorGen\"") }, "the description was cut")
  }

  /// The settings: in Package.swift, the Swift runtime compiled against and linked in, by lld,
  /// for Linux release builds; in the older manifest, none. `errorgen` is the target that uses
  /// them in both.
  @Test func staticRuntimeSettings() throws {
    let current = try Self.manifest("Package.swift")
    let older = try Self.manifest("Package@swift-6.0.swift")
    let linuxRelease = ".when(platforms: [.linux], configuration: .release))"
    for flags in [#"["-static-stdlib"], "#, #"["-static-stdlib", "-use-ld=lld"], "#] {
      #expect(current.contains(flags + linuxRelease), "Package.swift: \(flags)\(linuxRelease)")
    }
    #expect(!older.contains("-static-stdlib"), "Package@swift-6.0.swift links the runtime in")
    #expect(older.contains("let staticRuntimeSwiftSettings: [SwiftSetting] = []"))
    #expect(older.contains("let staticRuntimeLinkerSettings: [LinkerSetting] = []"))
    for manifest in [current, older] {
      #expect(manifest.contains("swiftSettings: staticRuntimeSwiftSettings,"))
      #expect(manifest.contains("linkerSettings: staticRuntimeLinkerSettings"))
    }
  }
}
