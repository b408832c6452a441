/// Places at a baseline revision, as code scanning can take them.
///
/// `ErrorGenPipeline.diff` names a place in a catalog read at a git revision `REV:path`
/// (`origin/main:catalogs/Shop.errors.yaml`), which text and JSON readers can pass to
/// `git show`. GitHub's annotations and code scanning resolve a location only as a path in the
/// checkout: `REV:path` is no file there, and the annotation or result is dropped or refused.
/// For `--format github` and `sarif`, such a place is given as the working tree's `path`, and
/// the message names the revision and the place there (`origin/main:catalogs/Shop.errors.yaml:7:3`),
/// since its line is the revision's.
public enum BaselineLocations {
  /// `diagnostics` with every place at `revision` moved to its working-tree path, the revision's
  /// place written at the end of its message.
  public static func inWorkingTree(_ diagnostics: [Diagnostic], revision: String) -> [Diagnostic] {
    let prefix = revision + ":"
    /// The working-tree path, and the message naming the revision's place, or nil when the
    /// place is in the working tree already.
    func moved(_ file: String, _ location: SourceLocation, _ message: String)
      -> (file: String, message: String)?
    {
      guard file.hasPrefix(prefix) else { return nil }
      return (String(file.dropFirst(prefix.count)), "\(message) (\(file):\(location))")
    }
    return diagnostics.map { diagnostic in
      var diagnostic = diagnostic
      if let place = moved(diagnostic.file, diagnostic.location, diagnostic.message) {
        (diagnostic.file, diagnostic.message) = place
      }
      for index in diagnostic.notes.indices {
        let note = diagnostic.notes[index]
        if let place = moved(note.file, note.location, note.message) {
          (diagnostic.notes[index].file, diagnostic.notes[index].message) = place
        }
      }
      return diagnostic
    }
  }
}
