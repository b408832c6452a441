import Foundation
import Testing

@testable import ErrorGenCore

/// The POSIX file calls the command line uses instead of Foundation's.
@Suite struct POSIXFilesTests {
  private static func withFolder(_ body: (String) throws -> Void) throws {
    try TemporaryFolder.with("POSIXFilesTests", body)
  }

  @Test(arguments: [0, 1, 4_095, 70_000])
  func readsWholeFilesAndStopsAtTheLimit(size: Int) throws {
    try Self.withFolder { folder in
      let path = folder + "/f.yaml"
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31) }
      #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
      #expect(POSIXFiles.read(path, upTo: size + 1) == bytes, "expected all \(size) bytes")
      #expect(POSIXFiles.hasContents(path, bytes), "expected the file to hold its \(size) bytes")
      #expect(!POSIXFiles.hasContents(path, bytes + [0]), "expected one byte more to differ")
      #expect(POSIXFiles.kind(of: path) == .file)
      if size >= 2 {
        let cut = POSIXFiles.read(path, upTo: size - 1)
        #expect(cut == Array(bytes.dropLast()), "expected the read to stop at the limit")
      }
    }
  }

  @Test func aCatalogReachedByTwoPathsIsReadOnce() throws {
    try Self.withFolder { folder in
      try FileManager.default.createDirectory(
        atPath: folder + "/cats/sub", withIntermediateDirectories: true)
      for name in ["cats/A.errors.yaml", "cats/sub/B.errors.yaml"] {
        #expect(FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()))
      }
      try FileManager.default.createSymbolicLink(
        atPath: folder + "/link.errors.yaml", withDestinationPath: folder + "/cats/A.errors.yaml")
      let (files, diagnostics) = CatalogFiles.discover([
        folder + "/cats", folder + "/./cats/A.errors.yaml", folder + "/cats/sub/../sub",
        folder + "/link.errors.yaml", folder + "/cats/A.errors.yaml",
      ])
      #expect(diagnostics.isEmpty)
      #expect(
        files == [folder + "/cats/A.errors.yaml", folder + "/cats/sub/B.errors.yaml"],
        "expected each file once, as first reached, got \(files)")
      #expect(POSIXFiles.identity(of: folder + "/nothing") == nil)
    }
  }

  @Test func missingFilesAndFoldersAreToldApart() throws {
    try Self.withFolder { folder in
      #expect(POSIXFiles.kind(of: folder) == .folder)
      #expect(POSIXFiles.kind(of: folder + "/nothing") == .missing)
      #expect(POSIXFiles.read(folder + "/nothing", upTo: 10) == nil)
      #expect(!POSIXFiles.hasContents(folder + "/nothing", []))
    }
  }

  @Test func makesNestedFoldersAndRefusesAFileInTheWay() throws {
    try Self.withFolder { folder in
      #expect(POSIXFiles.makeFolders(folder + "/a/b/c") == nil)
      #expect(POSIXFiles.kind(of: folder + "/a/b/c") == .folder)
      #expect(POSIXFiles.makeFolders(folder + "/a/b/c") == nil, "expected an existing folder to do")
      #expect(FileManager.default.createFile(atPath: folder + "/file", contents: Data()))
      let problem = POSIXFiles.makeFolders(folder + "/file/below")
      #expect(problem?.contains("is not a folder") == true, "got \(problem ?? "no problem")")
    }
  }

  @Test func createsANewFileButNeverOverwrites() throws {
    try Self.withFolder { folder in
      let path = folder + "/new.swift"
      #expect(POSIXFiles.createNew(path, with: [[1, 2], [], [3]]) == nil)
      #expect(POSIXFiles.read(path, upTo: 100) == [1, 2, 3])
      let problem = POSIXFiles.createNew(path, with: [[9]])
      #expect(problem != nil, "expected an existing file to be refused")
      #expect(POSIXFiles.read(path, upTo: 100) == [1, 2, 3], "expected the file untouched")
    }
  }

  @Test func makeFoldersReportsTheFoldersItMade() throws {
    try Self.withFolder { folder in
      var created: [String] = []
      #expect(POSIXFiles.makeFolders(folder + "/a/b/c", created: &created) == nil)
      #expect(created == [folder + "/a", folder + "/a/b", folder + "/a/b/c"], "got \(created)")
      created = []
      #expect(POSIXFiles.makeFolders(folder + "/a/b/d/", created: &created) == nil)
      #expect(created == [folder + "/a/b/d"], "expected only the new folder, got \(created)")
      try "x".write(toFile: folder + "/file", atomically: true, encoding: .utf8)
      created = []
      let problem = POSIXFiles.makeFolders(folder + "/file/below", created: &created)
      #expect(problem == folder + "/file is not a folder", "got \(problem ?? "nil")")
      #expect(created.isEmpty)
    }
  }

  @Test(arguments: [0, 5, 600_000])
  func hasContentsComparesEveryByte(size: Int) throws {
    try Self.withFolder { folder in
      let bytes = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ $0 >> 9) }
      let (a, c) = (folder + "/a", folder + "/c")
      #expect(FileManager.default.createFile(atPath: a, contents: Data(bytes)))
      #expect(POSIXFiles.hasContents(a, bytes), "expected a file of \(size) bytes to match")
      #expect(!POSIXFiles.hasContents(folder + "/missing", bytes))
      if size > 0 {
        var changed = bytes
        changed[size - 1] &+= 1
        #expect(FileManager.default.createFile(atPath: c, contents: Data(changed)))
        #expect(!POSIXFiles.hasContents(c, bytes), "expected a change in the last byte to count")
        #expect(FileManager.default.createFile(atPath: c, contents: Data(bytes.dropLast())))
        #expect(!POSIXFiles.hasContents(c, bytes), "expected a shorter file to differ")
      }
    }
  }
}
