import Foundation
import Testing

/// `errorgen docs`, `diff`, `schema` and `--format sarif`, run as the built binary, with the
/// real `git` and the real validators.
@Suite("Tooling commands")
struct ToolingCLITests {
  static let twoCases = """
    errorgen: 1
    domain: com.example.shop
    errors:
      outOfStock:
        code: 1
        message: Sold out.
      declined:
        code: 2
        message: Card declined.

    """
  static let oneCase = """
    errorgen: 1
    domain: com.example.shop
    errors:
      outOfStock:
        code: 1
        message: Sold out.

    """

  /// Runs `git` in `folder`, failing the test when it fails.
  @discardableResult
  static func git(_ arguments: [String], in folder: URL) throws -> String {
    let result = try CLIRunner.run(
      ["-c", "user.name=errorgen", "-c", "user.email=errorgen@example.com"] + arguments,
      in: folder, executable: URL(fileURLWithPath: "/usr/bin/git"))
    #expect(result.status == 0, "git \(arguments) failed: \(result.all)")
    return result.standardOutput
  }

  /// A repository whose first commit has `first` and whose second has `second` as
  /// `catalogs/Shop.errors.yaml`.
  static func withRepository<T>(first: String, second: String, _ body: (URL) throws -> T) throws
    -> T
  {
    try CLIRunner.withTemporaryFolder { folder in
      let catalogs = folder.appendingPathComponent("catalogs")
      try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
      let file = catalogs.appendingPathComponent("Shop.errors.yaml")
      try git(["init", "-q"], in: folder)
      try Data(first.utf8).write(to: file)
      try git(["add", "."], in: folder)
      try git(["commit", "-q", "-m", "first"], in: folder)
      try Data(second.utf8).write(to: file)
      try git(["commit", "-q", "-am", "second"], in: folder)
      return try body(folder)
    }
  }

  @Test("schema prints the committed docs/errorgen.schema.json, and --output writes it")
  func schema() throws {
    let committed = try String(contentsOf: JSONSchemaValidator.catalogSchema, encoding: .utf8)
    let printed = try CLIRunner.run(["schema"])
    #expect(printed.status == 0 && printed.standardOutput == committed)
    try CLIRunner.withTemporaryFolder { folder in
      let file = folder.appendingPathComponent("errorgen.schema.json")
      let written = try CLIRunner.run(["schema", "--output", file.path])
      #expect(written.status == 0, "got \(written.all)")
      #expect(try String(contentsOf: file, encoding: .utf8) == committed)
      let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(entries == ["errorgen.schema.json"], "expected no stray files, got \(entries)")
    }
  }

  @Test("docs writes index.md and a page per catalog, or one index.html that parses")
  func docs() throws {
    try CLIRunner.withTemporaryFolder { folder in
      let markdown = folder.appendingPathComponent("md")
      let html = folder.appendingPathComponent("html")
      let catalogs = CLIRunner.catalogsFolder.path
      let first = try CLIRunner.run(["docs", catalogs, "--output", markdown.path])
      #expect(first.status == 0, "got \(first.all)")
      let pages = try FileManager.default.contentsOfDirectory(atPath: markdown.path).sorted()
      #expect(
        pages == ["API.md", "App.md", "Network.md", "Storage.md", "index.md"], "got \(pages)")
      let second = try CLIRunner.run(["docs", catalogs, "-o", html.path, "--format", "html"])
      #expect(second.status == 0, "got \(second.all)")
      let files = try FileManager.default.contentsOfDirectory(atPath: html.path)
      #expect(files == ["index.html"], "got \(files)")
      let page = html.appendingPathComponent("index.html")
      let parsed = try CLIRunner.run(
        ["python3", "-c", Self.htmlCheck, page.path],
        executable: URL(fileURLWithPath: "/usr/bin/env"))
      #expect(parsed.status == 0, "index.html does not parse as balanced HTML: \(parsed.all)")
      #expect(
        parsed.standardOutput.contains("com.example.network.noConnection"),
        "ids: \(parsed.standardOutput)")
    }
  }

  /// Parses a page with python's html.parser: every element but the void ones closed in
  /// order, no script; prints the ids.
  static let htmlCheck = """
    import sys
    from html.parser import HTMLParser
    VOID = {"meta", "br", "img", "hr", "input", "link"}
    class Check(HTMLParser):
        def __init__(self):
            super().__init__(); self.stack = []; self.ids = []
        def handle_starttag(self, tag, attrs):
            if tag == "script": sys.exit("a script element")
            self.ids += [v for k, v in attrs if k == "id"]
            if tag not in VOID: self.stack.append(tag)
        def handle_startendtag(self, tag, attrs):
            self.ids += [v for k, v in attrs if k == "id"]
        def handle_endtag(self, tag):
            if not self.stack or self.stack.pop() != tag: sys.exit("unbalanced </%s>" % tag)
    check = Check(); check.feed(open(sys.argv[1], encoding="utf-8").read()); check.close()
    if check.stack: sys.exit("unclosed: %s" % check.stack)
    print("\\n".join(check.ids))
    """

  @Test("docs of a catalog with an error writes nothing and points at the line")
  func docsRefuseBrokenCatalog() throws {
    try CLIRunner.withTemporaryFolder { folder in
      let catalog = folder.appendingPathComponent("Bad.errors.yaml")
      try Data("errorgen: 1\ndomain: a.b\nerrors:\n  a: { code: 1, mesage: M }\n".utf8).write(
        to: catalog)
      let output = folder.appendingPathComponent("out")
      let result = try CLIRunner.run(["docs", catalog.path, "--output", output.path])
      #expect(result.status == 1)
      #expect(result.standardError.contains("Bad.errors.yaml:4:"), "got \(result.all)")
      #expect(!FileManager.default.fileExists(atPath: output.path), "expected no output folder")
    }
  }

  @Test("docs applies errorgen.yml as generate does: a warning made an error stops the docs")
  func docsReadsProjectConfiguration() throws {
    try CLIRunner.withTemporaryFolder { folder in
      let catalog = """
        errorgen: 1
        domain: com.example.shop
        errors:
          outOfStock:
            code: 1
            message: { en: Sold out., de: Ausverkauft. }
          declined:
            code: 2
            message: { en: Card declined. }

        """
      try Data(catalog.utf8).write(to: folder.appendingPathComponent("Shop.errors.yaml"))
      let output = folder.appendingPathComponent("out")
      let before = try CLIRunner.run(["docs", ".", "--output", "out"], in: folder)
      #expect(before.status == 0, "without errorgen.yml: got \(before.all)")
      #expect(before.standardError.contains("[missing_translation]"), "got \(before.all)")
      try FileManager.default.removeItem(at: output)
      try Data("severity:\n  missing_translation: error\n".utf8).write(
        to: folder.appendingPathComponent("errorgen.yml"))
      let after = try CLIRunner.run(["docs", ".", "--output", "out"], in: folder)
      #expect(after.status == 1, "with errorgen.yml: got \(after.all)")
      #expect(after.standardError.contains("error:"), "got \(after.all)")
      #expect(!FileManager.default.fileExists(atPath: output.path), "expected no docs")
      let missing = try CLIRunner.run(
        ["docs", ".", "--output", "out", "--config", "missing.yml"], in: folder)
      #expect(missing.status == 1, "with a missing --config: got \(missing.all)")
    }
  }

  @Test("diff --baseline REF reads the catalogs at a commit with git")
  func diffAgainstGitRevision() throws {
    try Self.withRepository(first: Self.twoCases, second: Self.oneCase) { folder in
      let removed = try CLIRunner.run(["diff", "--baseline", "HEAD~1", "catalogs"], in: folder)
      #expect(removed.status == 1, "got \(removed.all)")
      #expect(
        removed.standardOutput.contains("catalogs/Shop.errors.yaml:3:1: error: case 'declined'")
          && removed.standardOutput.contains("[removed_case]"),
        "got \(removed.all)")
      #expect(removed.standardOutput.contains("HEAD~1:catalogs/Shop.errors.yaml:7:3: note:"))
      let same = try CLIRunner.run(["diff", "--baseline", "HEAD", "catalogs"], in: folder)
      #expect(
        same.status == 0 && same.standardOutput.isEmpty
          && same.standardError.hasSuffix(" at HEAD, no problems found\n"),
        "expected only the summary line, got \(same.all)")
    }
  }

  @Test(
    "a bad ref, a path absent at the ref or a missing git is a usage error",
    arguments: [
      (["diff", "--baseline", "no-such-branch", "catalogs"], "is not a commit"),
      (
        ["diff", "--baseline", "HEAD~1", "nowhere"], "'nowhere' exists neither here nor at 'HEAD~1'"
      ),
      (
        ["diff", "--baseline", "HEAD~1", "elsewhere"],
        "no *.errors.yaml or *.errors.yml catalog found"
      ),
      (["diff", "catalogs"], "give --baseline REF or --baseline-path DIR"),
      (["diff", "--explain", "removed_cas"], "did you mean 'removed_case'"),
    ])
  func diffUsageErrors(arguments: [String], message: String) throws {
    try Self.withRepository(first: Self.twoCases, second: Self.oneCase) { folder in
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("elsewhere"), withIntermediateDirectories: true)
      let result = try CLIRunner.run(arguments, in: folder)
      #expect(result.status == 64, "expected 64, got \(result.status): \(result.all)")
      #expect(result.standardError.contains(message), "expected '\(message)', got \(result.all)")
    }
  }

  @Test(
    "diff --baseline: a catalog or folder new since the revision is added, one gone is removed",
    arguments: [
      (["catalogs/New.errors.yaml", "catalogs/Shop.errors.yaml"], 0, "[added_catalog]"),
      (["more"], 0, "[added_catalog]"),
      (["catalogs/Shop.errors.yaml", "gone"], 1, "[removed_catalog]"),
      (["catalogs/Shop.errors.yaml", "gone/Old.errors.yaml"], 1, "[removed_catalog]"),
      (["catalogs", "gone", "--allow-removed-catalogs"], 0, "[removed_catalog]"),
    ])
  func diffNewAndGonePaths(arguments: [String], status: Int32, rule: String) throws {
    try Self.withRepository(first: Self.oneCase, second: Self.oneCase + "# no change\n") { folder in
      let gone = folder.appendingPathComponent("gone")
      try FileManager.default.createDirectory(at: gone, withIntermediateDirectories: true)
      try Data(Self.oneCase.replacingOccurrences(of: "shop", with: "old").utf8).write(
        to: gone.appendingPathComponent("Old.errors.yaml"))
      try Self.git(["add", "."], in: folder)
      try Self.git(["commit", "-q", "-m", "old"], in: folder)
      try FileManager.default.removeItem(at: gone)
      let more = folder.appendingPathComponent("more")
      try FileManager.default.createDirectory(at: more, withIntermediateDirectories: true)
      for file in [
        more.appendingPathComponent("New.errors.yaml"),
        folder.appendingPathComponent("catalogs/New.errors.yaml"),
      ] {
        try Data(Self.oneCase.replacingOccurrences(of: "shop", with: "new").utf8).write(to: file)
      }
      let result = try CLIRunner.run(["diff", "--baseline", "HEAD"] + arguments, in: folder)
      #expect(result.status == status, "expected \(status), got \(result.status): \(result.all)")
      #expect(result.standardOutput.contains(rule), "expected \(rule), got \(result.all)")
    }
  }

  @Test(
    "diff --baseline names a catalog in the working directory, or a revision with a slash, by its own stem",
    arguments: ["HEAD~1", "feature/x"])
  func diffAtTheTopOfTheWorkingDirectory(revision: String) throws {
    // No `type:`: the type is named after the file, which must not take the revision's name.
    let twoCases = Self.twoCases.replacingOccurrences(of: "domain: com.example.shop\n", with: "")
    let oneCase = Self.oneCase.replacingOccurrences(of: "domain: com.example.shop\n", with: "")
    try Self.withRepository(first: "domain: a.b\n" + twoCases, second: "domain: a.b\n" + oneCase) {
      folder in
      try Self.git(["branch", "feature/x", "HEAD~1"], in: folder)
      let catalogs = folder.appendingPathComponent("catalogs")
      let result = try CLIRunner.run(["diff", "--baseline", revision, "."], in: catalogs)
      #expect(result.status == 1, "got \(result.all)")
      #expect(!result.all.contains("invalid_identifier"), "got \(result.all)")
      #expect(result.standardOutput.contains("Shop.errors.yaml:"), "got \(result.all)")
      #expect(result.standardOutput.contains("[removed_case]"), "got \(result.all)")
      #expect(
        result.standardOutput.contains("\(revision):Shop.errors.yaml:"),
        "expected the baseline named \(revision):Shop.errors.yaml, got \(result.all)")
    }
  }

  @Test(
    "diff compares the String Catalog beside a catalog: a locale gone from it is removed_locale")
  func diffReadsStringCatalogs() throws {
    try CLIRunner.withTemporaryFolder { folder in
      let source = JSONSchemaValidator.root.appendingPathComponent("catalogs")
      let old = folder.appendingPathComponent("old")
      let new = folder.appendingPathComponent("new")
      for side in [old, new] {
        try FileManager.default.createDirectory(at: side, withIntermediateDirectories: true)
        for name in ["Network.errors.yaml", "Network.errors.xcstrings"] {
          try FileManager.default.copyItem(
            at: source.appendingPathComponent(name), to: side.appendingPathComponent(name))
        }
      }
      // Every French value of the String Catalog taken out (the YAML has none of its own).
      let strings = new.appendingPathComponent("Network.errors.xcstrings")
      var json = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: strings)) as? [String: Any])
      var entries = try #require(json["strings"] as? [String: [String: Any]])
      for (key, var entry) in entries {
        var localizations = entry["localizations"] as? [String: Any] ?? [:]
        localizations["fr"] = nil
        entry["localizations"] = localizations
        entries[key] = entry
      }
      json["strings"] = entries
      try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
        .write(to: strings)
      let same = try CLIRunner.run(["diff", "--baseline-path", old.path, old.path])
      #expect(
        same.status == 0 && same.standardOutput.isEmpty
          && same.standardError
            == "diff: 1 catalog compared with 1 in \(old.path), no problems found\n",
        "expected only the summary line, got \(same.all)")
      let result = try CLIRunner.run(["diff", "--baseline-path", old.path, new.path])
      #expect(result.standardOutput.contains("[removed_locale]"), "got \(result.all)")
      #expect(result.standardOutput.contains("'fr'"), "got \(result.all)")
    }
  }

  @Test(
    "diff --baseline reads the String Catalog at the revision too, for a folder or a file",
    arguments: ["catalogs", "catalogs/Network.errors.yaml"])
  func diffReadsStringCatalogsAtARevision(path: String) throws {
    try CLIRunner.withTemporaryFolder { folder in
      let source = JSONSchemaValidator.root.appendingPathComponent("catalogs")
      let catalogs = folder.appendingPathComponent("catalogs")
      try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
      for name in ["Network.errors.yaml", "Network.errors.xcstrings"] {
        try FileManager.default.copyItem(
          at: source.appendingPathComponent(name), to: catalogs.appendingPathComponent(name))
      }
      try Self.git(["init", "-q"], in: folder)
      try Self.git(["add", "."], in: folder)
      try Self.git(["commit", "-q", "-m", "first"], in: folder)
      // The French message of one case taken out of the String Catalog.
      let strings = catalogs.appendingPathComponent("Network.errors.xcstrings")
      var json = try #require(
        try JSONSerialization.jsonObject(with: Data(contentsOf: strings)) as? [String: Any])
      var entries = try #require(json["strings"] as? [String: [String: Any]])
      var entry = try #require(entries["hostUnreachable.message"])
      var localizations = try #require(entry["localizations"] as? [String: Any])
      localizations["fr"] = nil
      entry["localizations"] = localizations
      entries["hostUnreachable.message"] = entry
      json["strings"] = entries
      try JSONSerialization.data(withJSONObject: json, options: [.prettyPrinted, .sortedKeys])
        .write(to: strings)
      let result = try CLIRunner.run(["diff", "--baseline", "HEAD", path], in: folder)
      #expect(result.standardOutput.contains("[removed_translation]"), "got \(result.all)")
      #expect(
        result.standardOutput.contains("HEAD:catalogs/Network.errors.xcstrings:"),
        "expected the baseline note in the String Catalog at HEAD, got \(result.all)")
    }
  }

  @Test("without git on the PATH, diff --baseline is a usage error")
  func diffWithoutGit() throws {
    try CLIRunner.withTemporaryFolder { folder in
      let result = try CLIRunner.run(
        ["diff", "--baseline", "HEAD", "."], in: folder,
        launcher: ["/usr/bin/env", "PATH=\(folder.path)"])
      #expect(result.status == 64, "got \(result.status): \(result.all)")
      #expect(result.standardError.contains("cannot run git"), "got \(result.all)")
    }
  }

  @Test("a broken baseline reports its own diagnostics and exits 1")
  func diffBrokenBaseline() throws {
    let broken = "errorgen: 1\ndomain: com.example.shop\nerrors:\n  outOfStock: { code: one }\n"
    try Self.withRepository(first: broken, second: Self.oneCase) { folder in
      let result = try CLIRunner.run(["diff", "--baseline", "HEAD~1", "catalogs"], in: folder)
      #expect(result.status == 1, "got \(result.all)")
      #expect(
        result.standardOutput.contains("HEAD~1:catalogs/Shop.errors.yaml:4:"), "got \(result.all)")
    }
  }

  @Test("diff exits 0 on warnings, and 1 with --strict")
  func diffStrict() throws {
    let german = Self.oneCase.replacingOccurrences(
      of: "message: Sold out.", with: "message: { en: Sold out., de: Ausverkauft. }")
    let fewer = german + "  declined: { code: 2, message: { en: Declined., de: Abgelehnt. } }\n"
    try CLIRunner.withTemporaryFolder { folder in
      for (name, text) in [
        ("old", fewer), ("new", fewer.replacingOccurrences(of: ", de: Abgelehnt.", with: "")),
      ] {
        let side = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: side, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: side.appendingPathComponent("Shop.errors.yaml"))
      }
      let arguments = ["diff", "--baseline-path", "old", "new"]
      let lenient = try CLIRunner.run(arguments, in: folder)
      #expect(
        lenient.status == 0 && lenient.standardOutput.contains("[removed_translation]"),
        "got \(lenient.all)")
      let strict = try CLIRunner.run(arguments + ["--strict"], in: folder)
      #expect(strict.status == 1, "got \(strict.status): \(strict.all)")
    }
  }

  @Test("diff --explain and --list-rules document every rule")
  func diffDocumentation() throws {
    let viaLint = try CLIRunner.run(["lint", "--explain", "removed_case"])
    #expect(
      viaLint.status == 0 && viaLint.standardOutput.hasPrefix("removed_case: "),
      "got \(viaLint.all)")
    let explain = try CLIRunner.run(["diff", "--explain", "reused_code"])
    #expect(explain.status == 0 && explain.standardOutput.hasPrefix("reused_code: "))
    let list = try CLIRunner.run(["diff", "--list-rules"])
    #expect(list.status == 0 && list.standardOutput.split(separator: "\n").count == 15)
  }

  @Test("lint, generate and diff write SARIF that the official 2.1.0 schema accepts")
  func sarifFromEveryCommand() throws {
    try CLIRunner.withTemporaryFolder { folder in
      let hostile = folder.appendingPathComponent("Hostile <x> #1.errors.yaml")
      try Data(
        "errorgen: 1\ndomain: \"a b\"\nerrors:\n  a: { code: 1, mesage: \"<script>\\u202E\" }\n"
          .utf8
      ).write(to: hostile)
      let baseline = folder.appendingPathComponent("baseline")
      try FileManager.default.createDirectory(at: baseline, withIntermediateDirectories: true)
      try Data(Self.twoCases.utf8).write(to: baseline.appendingPathComponent("Shop.errors.yaml"))
      let current = folder.appendingPathComponent("current")
      try FileManager.default.createDirectory(at: current, withIntermediateDirectories: true)
      try Data(Self.oneCase.utf8).write(to: current.appendingPathComponent("Shop.errors.yaml"))
      let catalogs = CLIRunner.catalogsFolder.path
      let runs: [(String, [String], Int32)] = [
        ("lint-clean", ["lint", catalogs, "--format", "sarif"], 0),
        ("lint-hostile", ["lint", hostile.path, "--format", "sarif"], 1),
        (
          "generate",
          [
            "generate", hostile.path, "-o", folder.appendingPathComponent("g").path, "--format",
            "sarif",
          ], 1
        ),
        ("diff", ["diff", "--baseline-path", baseline.path, current.path, "--format", "sarif"], 1),
      ]
      var documents: [JSONSchemaValidator.Document] = []
      for (name, arguments, status) in runs {
        let result = try CLIRunner.run(arguments, in: folder)
        #expect(
          result.status == status,
          "\(name): expected \(status), got \(result.status): \(result.all)")
        let file = folder.appendingPathComponent("\(name).sarif")
        try Data(result.standardOutput.utf8).write(to: file)
        documents.append(.init(schema: JSONSchemaValidator.sarifSchema, path: file, isYAML: false))
      }
      let diff = try String(
        contentsOf: folder.appendingPathComponent("diff.sarif"), encoding: .utf8)
      #expect(diff.contains("\"ruleId\" : \"removed_case\"") && diff.contains("relatedLocations"))
      let hostileLog = try String(contentsOf: documents[1].path, encoding: .utf8)
      #expect(
        hostileLog.contains("Hostile%20%3Cx%3E%20%231.errors.yaml"), "a relative, encoded uri")
      guard let results = JSONSchemaValidator.validate(documents) else { return }
      for ((name, _, _), errors) in zip(runs, results) {
        #expect(errors.isEmpty, "\(name): expected valid SARIF, got \(errors.prefix(5))")
      }
    }
  }
}
