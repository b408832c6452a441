import Foundation
import Testing

@testable import ErrorGenCore

/// Catalog files are mapped into memory rather than read (`MappedFile`); a file that shrinks
/// while it is mapped is reported, and never ends the process with SIGBUS.
@Suite struct MappedFileTests {
  private static func withFolder(_ body: (String) throws -> Void) throws {
    try TemporaryFolder.with("MappedFileTests", body)
  }

  /// A lint-clean catalog of `count` cases, about 110 bytes a case.
  static func catalog(cases count: Int) -> String {
    var text = """
      errorgen: 1
      domain: com.example.mapped
      type: MappedError
      errors:

      """
    for index in 0..<count {
      text += """
          item\(index)Missing:
            code: \(index + 1)
            message: { en: "Item \(index) could not be found.", de: "Eintrag \(index) fehlt." }

        """
    }
    return text
  }

  @Test("a mapped catalog is read as its bytes, with the same result as read ones")
  func mappedSourcesReadAsBytes() throws {
    try Self.withFolder { folder in
      let path = folder + "/Mapped.errors.yaml"
      let text = Self.catalog(cases: 2_000)
      #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
      let (sources, problems) = CatalogFiles.read([path])
      #expect(problems.isEmpty, "expected no problem reading, got \(problems)")
      #expect(sources.count == 1)
      let source = try #require(sources.first)
      #expect(source.withBytes { $0.count } == text.utf8.count)
      #expect(source.contents == Array(text.utf8), "expected the mapped bytes to be the file's")
      #expect(source == CatalogSource(path: path, text: text))
      #expect(source.hashValue == CatalogSource(path: path, text: text).hashValue)
      let mapped = ErrorGenPipeline.check(sources)
      let read = ErrorGenPipeline.check([CatalogSource(path: path, text: text)])
      #expect(mapped.diagnostics == read.diagnostics)
      #expect(mapped.catalogs == read.catalogs, "expected the same catalog, mapped or read")
      #expect(mapped.catalogs.first?.cases.count == 2_000)
    }
  }

  /// A command that exits right after (`keepsModelUntilExit`) keeps a decoded file mapped:
  /// unmapping it while the process runs cost more than the mapping's pages, which the file
  /// cache holds either way. Without it, the file is let go once decoded.
  #if os(Linux)
    @Test(
      "a file stays mapped only for a command that exits right after",
      arguments: [false, true])
    func filesStayMappedUntilExitOnlyWhenAsked(keeps: Bool) throws {
      try Self.withFolder { folder in
        let path = folder + "/Kept\(keeps).errors.yaml"
        #expect(
          FileManager.default.createFile(
            atPath: path, contents: Data(Self.catalog(cases: 200).utf8)))
        // Read to its end: the file says it is empty, and a read of its size stops at a page.
        func isMapped() throws -> Bool {
          let maps = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
          defer { try? maps.close() }
          return String(decoding: maps.readDataToEndOfFile(), as: UTF8.self).contains(path)
        }
        do {
          let (sources, _) = CatalogFiles.read([path])
          #expect(try isMapped(), "expected the file mapped once read")
          let result = ErrorGenPipeline.check(sources, keepsModelUntilExit: keeps)
          #expect(result.catalogs.first?.cases.count == 200)
        }
        let mapped = try isMapped()
        #expect(mapped == keeps, "expected the file \(keeps ? "still" : "no longer") mapped")
      }
    }
  #endif

  /// Cut to nothing, to the middle of a page and to the middle of the file, after it was
  /// mapped: the pages past its new end read as zeros (no SIGBUS), and the file is reported.
  @Test(
    "a file that shrinks after it is mapped is reported, not read past its end",
    arguments: [0, 100, 150_000])
  func shrunkFilesAreReported(newSize: Int) throws {
    try Self.withFolder { folder in
      let path = folder + "/Shrinking.errors.yaml"
      let text = Self.catalog(cases: 5_000)
      #expect(
        text.utf8.count > 2 * YAMLLoader.minimumChunkSize,
        "expected a file read in several parts, got \(text.utf8.count) bytes")
      #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
      let (sources, _) = CatalogFiles.read([path])
      #expect(truncate(path, off_t(newSize)) == 0)
      let result = ErrorGenPipeline.check(sources)
      let messages = result.diagnostics.map(\.message)
      #expect(
        messages == ["the file changed while it was read; run again once it is saved"],
        "expected only the changed file to be reported, got \(messages)")
      #expect(result.diagnostics.first?.rule == .unreadableFile)
      #expect(result.catalogs.isEmpty)
    }
  }

  /// The guard notes the pages it replaced: reading the whole mapping of a file cut to
  /// nothing finds only zeros, and says the mapping was cut.
  @Test("the guard replaces the pages past a file's new end with zeros")
  func guardReplacesPagesWithZeros() throws {
    try Self.withFolder { folder in
      let path = folder + "/Cut.errors.yaml"
      let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 3 * 4_096 + 10)
      #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
      let mapped = try #require(MappedFile(path: path, limit: 1 << 20))
      #expect(!mapped.changedSinceMapped)
      #expect(mapped.bytes.allSatisfy { $0 == UInt8(ascii: "a") })
      #expect(truncate(path, 0) == 0)
      #expect(mapped.bytes.allSatisfy { $0 == 0 }, "expected the cut pages to read as zeros")
      #expect(mapped.changedSinceMapped)
    }
  }

  /// The guard has room for 64 mappings at once; the files past them are read instead, and
  /// every file's bytes are its own either way.
  @Test("more files than the guard's slots are read, not lost")
  func moreFilesThanSlots() throws {
    try Self.withFolder { folder in
      let paths = (0..<70).map { folder + "/File\($0).errors.yaml" }
      for (index, path) in paths.enumerated() {
        let text = "errorgen: 1\n# file \(index)\n" + String(repeating: "#\n", count: index)
        #expect(FileManager.default.createFile(atPath: path, contents: Data(text.utf8)))
      }
      let (sources, problems) = CatalogFiles.read(paths)
      #expect(problems.isEmpty, "expected no problem reading, got \(problems)")
      #expect(sources.map(\.path) == paths)
      for (index, source) in sources.enumerated() {
        let text = "errorgen: 1\n# file \(index)\n" + String(repeating: "#\n", count: index)
        #expect(source.contents == Array(text.utf8), "expected the bytes of file \(index)")
      }
    }
  }

  @Test("empty files, folders and files over the limit are not mapped")
  func notMapped() throws {
    try Self.withFolder { folder in
      let empty = folder + "/Empty.errors.yaml"
      let large = folder + "/Large.errors.yaml"
      #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
      #expect(FileManager.default.createFile(atPath: large, contents: Data(count: 2_000)))
      #expect(MappedFile(path: empty, limit: 100) == nil)
      #expect(MappedFile(path: folder, limit: 100) == nil)
      #expect(MappedFile(path: large, limit: 1_999) == nil)
      #expect(MappedFile(path: folder + "/missing", limit: 100) == nil)
      #expect(MappedFile(path: large, limit: 2_000)?.bytes.count == 2_000)
    }
  }
}
