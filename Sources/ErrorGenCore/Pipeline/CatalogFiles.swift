#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Finds and reads catalog files for the command line and the build plugin.
public enum CatalogFiles {
  /// Whether `path` names a catalog: `*.errors.yaml` or `*.errors.yml`.
  public static func isCatalog(_ path: String) -> Bool {
    path.hasSuffix(".errors.yaml") || path.hasSuffix(".errors.yml")
  }

  /// Expands `paths` into catalog files: a file stands for itself, a folder for every catalog
  /// below it, sorted. A path that does not exist gets a diagnostic. A file reached twice (a
  /// folder and a file in it, `./a` and `a`, a link) is kept once, as first reached: read
  /// twice, it would clash with itself (`duplicate_domain`).
  public static func discover(_ paths: [String]) -> (files: [String], diagnostics: [Diagnostic]) {
    var files: [String] = []
    var diagnostics: [Diagnostic] = []
    for path in paths {
      switch POSIXFiles.kind(of: path) {
      case .missing:
        diagnostics.append(PipelineMessages.noSuchFile(path))
        continue
      case .file:
        files.append(path)
        continue
      case .folder:
        break
      }
      let found = ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? [])
        .filter(isCatalog)
        .sorted()
        .map { path.hasSuffix("/") ? path + $0 : path + "/" + $0 }
      files += found
    }
    var seen = Set<String>()
    var seenFiles = Set<POSIXFiles.FileIdentity>()
    let unique = files.filter { file in
      guard seen.insert(file).inserted else { return false }
      guard let identity = POSIXFiles.identity(of: file) else { return true }
      return seenFiles.insert(identity).inserted
    }
    return (unique, diagnostics)
  }

  /// Reads each file, refusing one over the size limit before reading it whole. A regular file
  /// is mapped into memory rather than read when it can be (`MappedFile`).
  public static func read(_ files: [String], limits: YAMLLimits = .standard)
    -> (sources: [CatalogSource], diagnostics: [Diagnostic])
  {
    var sources: [CatalogSource] = []
    var diagnostics: [Diagnostic] = []
    for file in files {
      if let size = POSIXFiles.size(of: file), size > limits.maxFileSize {
        diagnostics.append(
          YAMLMessages.fileTooLarge(size: size, limit: limits.maxFileSize, file: file))
        continue
      }
      if let mapped = MappedFile(path: file, limit: limits.maxFileSize) {
        sources.append(CatalogSource(path: file, mapped: mapped))
        continue
      }
      // Read one byte past the limit, so a file that grew after the check is still refused.
      guard POSIXFiles.kind(of: file) == .file,
        let bytes = POSIXFiles.read(file, upTo: limits.maxFileSize + 1)
      else {
        diagnostics.append(PipelineMessages.unreadable(file))
        continue
      }
      if bytes.count > limits.maxFileSize {
        diagnostics.append(
          YAMLMessages.fileTooLarge(size: bytes.count, limit: limits.maxFileSize, file: file))
        continue
      }
      sources.append(CatalogSource(path: file, contents: bytes))
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

  /// A mapped file that shrank while it was read (`MappedFile`): what was read is not the file.
  static func changedWhileRead(_ path: String) -> Diagnostic {
    Diagnostic(
      .error, rule: .unreadableFile,
      message: "the file changed while it was read; run again once it is saved",
      file: path, location: .start)
  }

  /// A generated file that could not be written, with the system's reason.
  public static func cannotWrite(_ path: String, reason: String) -> Diagnostic {
    Diagnostic(
      .error, rule: .unwritableFile, message: "cannot write the file: \(reason)",
      file: path, location: .start)
  }
}
