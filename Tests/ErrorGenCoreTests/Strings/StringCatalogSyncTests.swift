import Testing

@testable import ErrorGenCore

/// `errorgen strings sync` and `status`: the semantics and formatting of LOCALIZATION.md §2.
@Suite struct StringCatalogSyncTests {
  static func catalog(_ yaml: String) throws -> Catalog {
    let (catalog, _) = ErrorGenPipeline.decode(CatalogSource(path: "Shop.errors.yaml", text: yaml))
    return try #require(catalog)
  }

  static let yaml = """
    errorgen: 1
    domain: com.example.shop
    default_locale: en
    recovery_options:
      retry:
        label: { en: Retry, de: Erneut versuchen }
    errors:
      soldOut:
        code: 1
        doc: The item sold out.
        params:
          email: { type: String, sensitive: true }
        message: { en: Sold out., de: Ausverkauft. }
        recovery: [retry]

    """

  static func sync(_ yaml: String, _ existing: [UInt8]?, prune: Bool = false) throws -> String {
    let (bytes, diagnostics) = StringCatalogSync.sync(
      try catalog(yaml), existing: existing, file: "Shop.errors.xcstrings", prune: prune)
    #expect(diagnostics.isEmpty, "expected no diagnostic, got \(diagnostics.map(\.message))")
    return String(decoding: try #require(bytes), as: UTF8.self)
  }

  @Test func aNewStringCatalogIsWrittenAsXcodeWritesIt() throws {
    let expected = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "option.retry.label" : {
            "comment" : "The button label of recovery option 'retry'.",
            "extractionState" : "manual",
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Erneut versuchen"
                }
              },
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Retry"
                }
              }
            }
          },
          "soldOut.message" : {
            "comment" : "The message of error 'soldOut': The item sold out. Placeholders: {email} (String, sensitive).",
            "extractionState" : "manual",
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Ausverkauft."
                }
              },
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Sold out."
                }
              }
            }
          }
        },
        "version" : "1.0"
      }

      """
    let got = try Self.sync(Self.yaml, nil)
    #expect(got == expected, "expected:\n\(expected)\ngot:\n\(got)")
  }

  @Test func syncOnAnUnchangedCatalogChangesNoByte() throws {
    let first = try Self.sync(Self.yaml, nil)
    let second = try Self.sync(Self.yaml, Array(first.utf8))
    #expect(second == first)
  }

  @Test func aChangedSourceTextMakesOtherLocalesNeedReview() throws {
    let first = try Self.sync(Self.yaml, nil)
    let changed = Self.yaml.replacingOccurrences(of: "en: Sold out.", with: "en: It sold out.")
    let second = try Self.sync(changed, Array(first.utf8))
    #expect(second.contains("\"value\" : \"It sold out.\""))
    #expect(
      second.contains(
        "\"state\" : \"needs_review\",\n            \"value\" : \"Ausverkauft.\""),
      "expected the de value kept and marked needs_review, got:\n\(second)")
    // And generate compiles it in with a warning.
    let checked = ErrorGenPipeline.check([
      CatalogSource(path: "Shop.errors.yaml", text: changed),
      CatalogSource(path: "Shop.errors.xcstrings", text: second),
    ])
    #expect(checked.diagnostics.map(\.rule).contains("needs_review"))
  }

  @Test(
    "a source unit whose state alone differs (Xcode may write new) is no change of the text",
    arguments: ["new", "needs_review"])
  func aSourceStateIsNoChange(state: String) throws {
    let first = try Self.sync(Self.yaml, nil)
    let edited = first.replacingOccurrences(
      of: "\"state\" : \"translated\",\n            \"value\" : \"Sold out.\"",
      with: "\"state\" : \"\(state)\",\n            \"value\" : \"Sold out.\"")
    #expect(edited != first, "expected the test to edit the en unit's state in:\n\(first)")
    let second = try Self.sync(Self.yaml, Array(edited.utf8))
    #expect(
      !second.contains("needs_review"), "expected no unit marked needs_review, got:\n\(second)")
    #expect(second == first, "expected the source unit written back as translated")
  }

  @Test func aRemovedTextBecomesStaleAndPruneRemovesIt() throws {
    let first = try Self.sync(Self.yaml, nil)
    let renamed = Self.yaml.replacingOccurrences(of: "  soldOut:", with: "  outOfStock:")
    let stale = try Self.sync(renamed, Array(first.utf8))
    #expect(
      stale.contains(
        "\"soldOut.message\" : {\n      \"comment\" : \"The message of error 'soldOut'"))
    #expect(stale.contains("\"extractionState\" : \"stale\""))
    let rows = StringCatalogStatus.rows(
      try Self.catalog(renamed),
      strings: StringCatalog.decode(Array(stale.utf8), file: "x").0, path: "Shop.errors.yaml")
    #expect(rows.map(\.stale) == [1, 1], "expected one stale key per locale, got \(rows)")
    let pruned = try Self.sync(renamed, Array(stale.utf8), prune: true)
    #expect(!pruned.contains("soldOut.message"))
    #expect(pruned.contains("outOfStock.message"))
  }

  @Test func aTranslationInTheStringCatalogIsNeverOverwritten() throws {
    let first = try Self.sync(Self.yaml, nil)
    let edited = first.replacingOccurrences(of: "Ausverkauft.", with: "Nicht mehr da.")
    let changed = Self.yaml.replacingOccurrences(of: "de: Ausverkauft.", with: "de: Weg.")
    let second = try Self.sync(changed, Array(edited.utf8))
    #expect(second.contains("Nicht mehr da."))
    #expect(!second.contains("Weg."))
    // The inline one now differs: an error at both places.
    let checked = ErrorGenPipeline.check([
      CatalogSource(path: "Shop.errors.yaml", text: changed),
      CatalogSource(path: "Shop.errors.xcstrings", text: second),
    ])
    let conflict = checked.diagnostics.first { $0.rule == "translation_conflict" }
    #expect(conflict?.file == "Shop.errors.xcstrings")
    #expect(conflict?.notes.first?.file == "Shop.errors.yaml")
  }

  @Test func statusCountsEachTextOncePerLocale() throws {
    let strings = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "soldOut.message" : { "localizations" : {
            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Épuisé." } },
            "ja" : { "stringUnit" : { "state" : "new", "value" : "" } } } },
          "option.retry.label" : { "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Réessayer" } } } }
        }
      }
      """
    let decoded = StringCatalog.decode(Array(strings.utf8), file: "Shop.errors.xcstrings").0
    let rows = StringCatalogStatus.rows(
      try Self.catalog(Self.yaml), strings: decoded, path: "Shop.errors.yaml", required: ["it"])
    let got = rows.map {
      "\($0.locale) \($0.translated) \($0.needsReview) \($0.missing) \($0.stale)"
    }
    #expect(
      got == ["en 2 0 0 0", "de 2 0 0 0", "fr 1 1 0 0", "it 0 0 2 0", "ja 0 0 2 0"],
      "got \(got)")
    let json = String(decoding: StringCatalogStatus.json(Array(rows.prefix(1))), as: UTF8.self)
    #expect(
      json
        == "[\n  {\n    \"catalog\" : \"Shop.errors.yaml\",\n    \"locale\" : \"en\",\n    \"translated\" : 2,\n    \"needsReview\" : 0,\n    \"missing\" : 0,\n    \"stale\" : 0\n  }\n]\n"
    )
  }

  @Test func unsafeCharactersInTheYAMLStayThereAndStillGenerate() throws {
    let yaml = #"""
      errorgen: 1
      domain: com.example.shop
      default_locale: en
      errors:
        soldOut:
          code: 1
          message: { en: "Sold \u202E out.", de: "Aus\u0007verkauft." }

      """#
    let strings = try Self.sync(yaml, nil)
    #expect(strings.contains("Sold \u{202E} out."))
    #expect(!strings.contains("\"de\""), "expected the de value kept inline, got:\n\(strings)")
    let (files, diagnostics) = ErrorGenPipeline.generate([
      CatalogSource(path: "Shop.errors.yaml", text: yaml),
      CatalogSource(path: "Shop.errors.xcstrings", text: strings),
    ])
    #expect(!diagnostics.hasErrors, "\(diagnostics.map { $0.message })")
    #expect(files.count == 1)
  }
}
