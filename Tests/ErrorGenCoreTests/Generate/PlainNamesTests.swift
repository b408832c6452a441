import Testing

@testable import ErrorGenCore

/// A catalog's names are checked once (`ErrorTypeContext.namesArePlain`) and, when all are
/// plain, written without checking each use again. The text must be the text written with every
/// use checked, and a catalog with a name that needs backticks must get them.
@Suite struct PlainNamesTests {
  @Test func namesCheckedOnceWriteTheTextOfNamesCheckedAtEachUse() throws {
    var compared = 0
    for catalog in try LargeEnumLoweringTests.referenceAndLargeCatalogs() {
      var context = ErrorTypeContext(plan: CatalogPlanner.plan(catalog))
      // Every reference catalog is clean, so its names are plain.
      #expect(context.namesArePlain, "expected the names of \(catalog.stem) to be plain")
      for lowering in [false, true] {
        var texts: [String] = []
        for plain in [true, false] {
          context.namesArePlain = plain
          let file = ErrorTypeTranslator(context: context).translate()
          texts.append(SwiftRenderer.render(file, lowersSwitchesOverSelf: lowering))
        }
        let difference = LineDiff.describe(expected: texts[1], actual: texts[0])
        #expect(texts[0] == texts[1], "\(catalog.stem), lowering \(lowering): \(difference)")
        compared += 1
      }
    }
    #expect(compared >= 4, "expected several catalogs to compare, got \(compared)")
  }

  /// The decoder finds whether names are plain as it reads them, in parts or whole, as the
  /// check of the whole catalog would.
  @Test(arguments: [
    ("clean", "fileMissing", "value", "retry", true),
    ("keyword case", "default", "value", "retry", false),
    ("keyword param", "fileMissing", "in", "retry", false),
    ("member keyword option", "fileMissing", "value", "Type", false),
  ])
  func decoderFindsWhetherNamesArePlain(
    what: String, caseName: String, paramName: String, optionName: String, plain: Bool
  ) {
    // Large enough to be read in parts; the odd name in the last case, in a later part.
    var yaml = """
      errorgen: 1
      domain: com.example.t
      recovery_options:
        \(optionName): { label: Go }
      errors:

      """
    let count = 8_000
    for index in 0..<count {
      let name = index == count - 1 ? caseName : "case\(index)"
      yaml += "  \(name):\n    code: \(index)\n    params: { \(paramName): Int }\n"
      yaml += "    message: \"Failed {\(paramName)} at \(index), with some more words.\"\n"
    }
    let sources = [CatalogSource(path: "T.errors.yaml", text: yaml)]
    let decoded = ErrorGenPipeline.check(sources)
    guard let catalog = decoded.catalogs.first else {
      Issue.record("\(what): expected the catalog to decode, got \(decoded.diagnostics)")
      return
    }
    #expect(ErrorTypeContext.namesArePlain(CatalogPlanner.plan(catalog)) == plain, "\(what): the whole check")
    #expect(ErrorTypeContext(plan: CatalogPlanner.plan(catalog)).namesArePlain == plain)
  }

  /// One name that a use must escape makes the catalog's names not plain.
  @Test(arguments: [
    ("case", "default", "value", "retry"),
    ("param", "fileMissing", "in", "retry"),
    ("member keyword option", "fileMissing", "value", "Type"),
    ("not ASCII", "fileMissing", "välue", "retry"),
  ])
  func oneNameThatNeedsEscapingMakesNamesNotPlain(
    what: String, caseName: String, paramName: String, optionName: String
  ) {
    let here = SourceLocation(line: 1, column: 1)
    let param = CatalogParam(
      name: Located(paramName, at: here), type: Located(ParamType(.int), at: here))
    let errorCase = CatalogCase(
      name: Located(caseName, at: here), code: Located(1, at: here),
      kind: Located(.user, at: here), params: [param],
      message: LocalizedText(
        translations: [
          Translation(
            locale: Located("en", at: here), text: "Failed: {\(paramName)}.", location: here)
        ], location: here),
      recovery: [Located(optionName, at: here)], retry: .none(at: here),
      presentation: Located(.alert, at: here))
    let option = RecoveryOptionDecl(
      name: Located(optionName, at: here),
      label: LocalizedText(
        translations: [Translation(locale: Located("en", at: here), text: "Go", location: here)],
        location: here),
      role: Located(.normal, at: here))
    let catalog = Catalog(
      file: "T.errors.yaml", stem: "T", domain: Located("com.example.t", at: here),
      typeName: Located("TError", at: here), recoveryOptions: [option], cases: [errorCase])
    let context = ErrorTypeContext(plan: CatalogPlanner.plan(catalog))
    #expect(!context.namesArePlain, "\(what): expected the names not to be plain")
    let plainContext = ErrorTypeContext(plan: CatalogPlanner.plan(Catalog(
        file: "T.errors.yaml", stem: "T", domain: Located("com.example.t", at: here),
        typeName: Located("TError", at: here), cases: [])))
    #expect(plainContext.namesArePlain, "expected a catalog without names to have plain names")
  }
}
