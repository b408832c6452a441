/// `duplicate_code`: two cases with one code, which NSError bridging, analytics and support
/// cannot tell apart. Across catalogs of one run, an umbrella's own codes must not collide
/// with those of the catalogs it composes.
public enum DuplicateCodeRule: LintRule {
  public static let description = RuleDescription(
    id: "duplicate_code",
    severity: .error,
    summary:
      "Two cases share a code, in one catalog or between an umbrella and a catalog it composes.",
    triggeringExamples: [
      LintExample(
        """
        errorgen: 1
        domain: com.example.app
        errors:
          saveFailed: { code: 1, message: Could not save the file. }
          openFailed: { code: ↓1, message: Could not open the file. }
        """),
      LintExample(files: [
        LintExample.File(
          path: "App.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.app
            compose:
              network: NetworkError
            errors:
              failed: { code: ↓1001, message: Could not save the file. }
            """),
        LintExample.File(
          path: "Network.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.network
            errors:
              noConnection: { code: 1001, message: You are offline. Connect to the internet and try again. }
            """),
      ]),
    ],
    nonTriggeringExamples: [
      LintExample(files: [
        LintExample.File(
          path: "App.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.app
            compose:
              network: NetworkError
            errors:
              failed: { code: 1, message: Could not save the file. }
            """),
        LintExample.File(
          path: "Network.errors.yaml",
          text: """
            errorgen: 1
            domain: com.example.network
            errors:
              noConnection: { code: 1001, message: You are offline. Connect to the internet and try again. }
            """),
      ])
    ])

  public static func check(_ catalogs: [Catalog]) -> [Diagnostic] {
    // The first catalog of each type, as composition finds it.
    let byType = Dictionary(
      catalogs.map { ($0.typeName.value, $0) }, uniquingKeysWith: { first, _ in first })
    var diagnostics: [Diagnostic] = []
    for catalog in catalogs {
      var first: [Int: CatalogCase] = [:]
      // The same for every duplicate: made once, as it reads every code.
      var hint = FreeCodeHint(in: catalog, otherwise: "; give every case its own code")
      for errorCase in catalog.cases {
        if let earlier = first[errorCase.code.value] {
          diagnostics.append(
            diagnostic(
              duplicate(errorCase.code.value, earlier.name.value) + hint.text(),
              file: catalog.file, at: errorCase.code.location,
              notes: [note(earlier, file: catalog.file)]))
        } else {
          first[errorCase.code.value] = errorCase
        }
      }
      diagnostics += composedCollisions(catalog, first, byType)
    }
    return diagnostics
  }

  /// The umbrella's own cases whose codes a composed catalog of the run also uses.
  static func composedCollisions(
    _ umbrella: Catalog, _ ownCodes: [Int: CatalogCase], _ byType: [String: Catalog]
  ) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    var reported = Set<Int>()
    for composed in umbrella.composed {
      let cases = wrappedCases(composed.typeName.value, byType, visited: [umbrella.typeName.value])
      // The same for every collision of this entry, and it reads every code: made once.
      var hint: String?
      for (file, wrapped) in cases {
        guard let own = ownCodes[wrapped.code.value], reported.insert(wrapped.code.value).inserted
        else { continue }
        let entryHint =
          hint
          ?? FreeCode.hint(
            in: umbrella, alsoTaken: Set(cases.map { $0.1.code.value }),
            otherwise: "; use a code that \(composed.typeName.value) does not use")
        hint = entryHint
        diagnostics.append(
          diagnostic(
            collidesWithComposed(wrapped.code.value, composed.typeName.value, wrapped.name.value)
              + entryHint,
            file: umbrella.file, at: own.code.location, notes: [note(wrapped, file: file)]))
      }
    }
    return diagnostics
  }

  /// Every case the type `typeName` of the run holds, through nested composition too: its own
  /// cases, then those of each type it composes in turn, and so on, each type's cases once
  /// (at the first place the walk meets the type) and none of the types in `visited`.
  ///
  /// A type met again adds no case that is not listed already, so walking it again would add
  /// nothing to what is reported (the first case with each code) but time: catalogs whose two
  /// types of each layer both compose the two of the next have 2^depth paths. The walk keeps
  /// its own stack: a long chain of catalogs composing each other must not exhaust a thread's.
  static func wrappedCases(_ typeName: String, _ byType: [String: Catalog], visited: Set<String>)
    -> [(String, CatalogCase)]
  {
    var visited = visited
    var result: [(String, CatalogCase)] = []
    var next = [typeName]
    while let name = next.popLast() {
      guard visited.insert(name).inserted, let catalog = byType[name] else { continue }
      result += catalog.cases.map { (catalog.file, $0) }
      // Pushed last to first, so that they are walked first to last.
      next += catalog.composed.reversed().map(\.typeName.value)
    }
    return result
  }

  static func note(_ errorCase: CatalogCase, file: String) -> Diagnostic.Note {
    Diagnostic.Note(
      message: firstUse(errorCase.name.value), file: file, location: errorCase.code.location)
  }

  // MARK: Messages

  static func duplicate(_ code: Int, _ firstCase: String) -> String {
    "code \(code) is already used by case '\(firstCase)'"
  }

  static func collidesWithComposed(_ code: Int, _ typeName: String, _ wrappedCase: String)
    -> String
  {
    "code \(code) is also the code of \(typeName).\(wrappedCase), which this catalog composes"
  }

  static func firstUse(_ caseName: String) -> String {
    "case '\(caseName)' uses the code here"
  }
}
