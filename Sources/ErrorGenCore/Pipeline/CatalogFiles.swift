import Foundation

/// Finds and reads catalog files for the command line and the build plugin.
public enum CatalogFiles {
  /// Whether `path` names a catalog: `*.errors.yaml` or `*.errors.yml`.
  public static func isCatalog(_ path: String) -> Bool {
    path.hasSuffix(".errors.yaml") || path.hasSuffix(".errors.yml")
  }

  /// Expands `paths` into catalog files: a file stands for itself, a folder for every catalog
  /// below it, sorted. A path that does not exist gets a diagnostic.
  public static func discover(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    let manager = FileManager.default
    for path in paths {
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else {
        diagnostics.append(PipelineMessages.noSuchFile(path))
        continue
      }
      guard isFolder.boolValue else {
        files.append(path)
        continue
      }
      let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
        .filter(isCatalog)
        .sorted()
        .map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
      files += found
    }
    var seen = Set<String>()
    return (files.filter { seen.insert($0).inserted }, diagnostics)
  }

  /// Reads each file, refusing one over the size limit before reading it whole.
  public static func read(_ files: [String], limits: YAMLLimits = .standard)
    -> (sources: [CatalogSource], diagnostics: [Diagnostic])
  {
    var sources: [CatalogSource] = []
    var diagnostics: [Diagnostic] = []
    for file in files {
      let attributes = try? FileManager.default.attributesOfItem(atPath: file)
      if let size = (attributes?[.size] as? NSNumber)?.intValue, size > limits.maxFileSize {
        diagnostics.append(
          YAMLMessages.fileTooLarge(size: size, limit: limits.maxFileSize, file: file))
        continue
      }
      guard let handle = FileHandle(forReadingAtPath: file) else {
        diagnostics.append(PipelineMessages.unreadable(file))
        continue
      }
      defer { try? handle.close() }
      // Read one byte past the limit, so a file that grew after the check is still refused.
      let data = (try? handle.read(upToCount: limits.maxFileSize + 1)) ?? Data()
      if data.count > limits.maxFileSize {
        diagnostics.append(
          YAMLMessages.fileTooLarge(size: data.count, limit: limits.maxFileSize, file: file))
        continue
      }
      sources.append(CatalogSource(path: file, contents: [UInt8](data)))
    }
    return (sources, diagnostics)
  }
}

/// The diagnostics about files as a whole, each built by a named factory.
public enum PipelineMessages {
  static func noSuchFile(_ path: String) -> Diagnostic {
    Diagnostic(
      .error, rule: .unreadableFile, message: "no such file or folder",
      file: path, location: .start)
  }

  static func unreadable(_ path: String) -> Diagnostic {
    Diagnostic(
      .error, rule: .unreadableFile, message: "the file cannot be read",
      file: path, location: .start)
  }

  /// A generated file that could not be written, with the system's reason.
  public static func cannotWrite(_ path: String, reason: String) -> Diagnostic {
    Diagnostic(
      .error, rule: .unwritableFile, message: "cannot write the file: \(reason)",
      file: path, location: .start)
  }
}
