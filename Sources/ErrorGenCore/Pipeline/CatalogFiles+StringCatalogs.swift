extension CatalogFiles {
  /// `files`, each followed by the String Catalog beside it (`Network.errors.xcstrings` beside
  /// `Network.errors.yaml`) when one exists, for `generate` and `lint` to read together: the
  /// pipeline merges each into its catalog. Anything at that path that is not a regular file
  /// is still listed, so that reading reports it rather than the translations vanishing.
  public static func withStringCatalogs(_ files: [String]) -> [String] {
    var result: [String] = []
    result.reserveCapacity(files.count)
    for file in files {
      result.append(file)
      let strings = StringCatalog.path(besideCatalog: file)
      if POSIXFiles.kind(of: strings) != .missing { result.append(strings) }
    }
    return result
  }
}
