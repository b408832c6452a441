import Testing

@testable import ErrorGenCore

/// `errorgen stubs`: the attempter stub's exact text, and the catalogs that get none.
@Suite struct RecoveryStubTests {
  static let catalog = """
    errorgen: 1
    domain: com.example.network
    type: NetworkError
    recovery_options:
      retry:
        label: { en: Try Again, de: Erneut versuchen }
        role: default
        retries_operation: true
        doc: Runs the failed request again.
      openSettings:
        label: { en: Open Settings, de: Einstellungen öffnen }
      cancel:
        label: { en: Cancel, de: Abbrechen }
        role: cancel
    errors:
      noConnection:
        code: 1
        message: { en: No internet connection., de: Keine Internetverbindung. }
        recovery: [retry, openSettings, cancel]

    """

  static func stubs(_ text: String, typeName: String? = nil) -> (String?, [Diagnostic]) {
    ErrorGenPipeline.stubs(
      CatalogSource(path: "/tmp/Network.errors.yaml", text: text), typeName: typeName)
  }

  @Test func stubHasOneMethodPerNonCancelOptionWithPlaceholderBodies() {
    let (text, diagnostics) = Self.stubs(Self.catalog)
    #expect(!diagnostics.hasErrors)
    #expect(
      text == """
        // Written by errorgen stubs from Network.errors.yaml as a starting point: yours to edit.

        /// Recovers from `NetworkError`: one method per recovery option of the catalog that is not a
        /// cancel.
        ///
        /// Install it once at launch:
        ///
        /// ```swift
        /// NetworkError.recoveryAttempter = NetworkErrorRecovery()
        /// ```
        struct NetworkErrorRecovery: NetworkErrorRecoveryAttempter {
          /// Runs the failed request again.
          ///
          /// Returns whether it recovered from `error`. When it did, the failed operation runs again.
          func retry(_ error: NetworkError) async -> Bool {
            // TODO: recover from `error` for the "Try Again" option, then return true.
            return false
          }

          /// Returns whether it recovered from `error`.
          func openSettings(_ error: NetworkError) async -> Bool {
            // TODO: recover from `error` for the "Open Settings" option, then return true.
            return false
          }
        }

        """)
  }

  @Test func typeNameCanBeChosen() throws {
    let text = try #require(Self.stubs(Self.catalog, typeName: "AppRecovery").0)
    #expect(text.contains("struct AppRecovery: NetworkErrorRecoveryAttempter {"))
    #expect(text.contains("/// NetworkError.recoveryAttempter = AppRecovery()"))
  }

  @Test func catalogWithoutRecoveryOptionsGetsAnError() {
    let catalog = """
      errorgen: 1
      domain: com.example.storage
      errors:
        diskFull: { code: 1, message: The disk is full. }
      """
    let (text, diagnostics) = Self.stubs(catalog)
    #expect(text == nil)
    #expect(diagnostics.map(\.rule) == [.noRecoveryOptions])
    #expect(diagnostics.first?.severity == .error)
    #expect(diagnostics.first?.message.contains("no recovery options") == true)
  }

  @Test func catalogWithOnlyACancelOptionGetsAnError() {
    let catalog = """
      errorgen: 1
      domain: com.example.storage
      recovery_options:
        cancel: { label: Cancel, role: cancel }
      errors:
        diskFull: { code: 1, message: The disk is full., recovery: [cancel] }
      """
    let (text, diagnostics) = Self.stubs(catalog)
    #expect(text == nil)
    #expect(diagnostics.filter { $0.severity == .error }.map(\.rule) == [.noRecoveryOptions])
  }

  @Test func catalogWithLintErrorsGetsNoStub() {
    let broken = Self.catalog.replacingOccurrences(of: "code: 1\n", with: "cdoe: 1\n")
    let (text, diagnostics) = Self.stubs(broken)
    #expect(text == nil)
    #expect(diagnostics.hasErrors)
    #expect(!diagnostics.contains { $0.rule == .noRecoveryOptions })
  }

  @Test func longSignatureBreaksAndStillOpensTheBody() {
    let file = StubFileDescription(
      structure: StubStructDescription(
        name: "Stub", conformances: ["P"],
        methods: [
          StubMethodDescription(
            function: FunctionDescription(
              kind: .function(name: "openTheSettingsOfTheDeviceSoThatTheUserCanFixIt"),
              parameters: [
                ParameterDescription(
                  label: "_", name: "error", type: .named("AVeryLongCatalogErrorTypeNameError"))
              ],
              isAsync: true, returnType: .named("Bool")),
            placeholder: "TODO: write it.", body: [.return(.literal(.bool(false)))])
        ]))
    #expect(
      SwiftRenderer.render(file) == """
        struct Stub: P {
          func openTheSettingsOfTheDeviceSoThatTheUserCanFixIt(
            _ error: AVeryLongCatalogErrorTypeNameError
          ) async -> Bool {
            // TODO: write it.
            return false
          }
        }

        """)
  }

  /// The String Catalog beside the catalog is read as `generate` reads it: a message that only
  /// it translates is not missing (no `missing_translation` warning).
  @Test func stubsReadTheStringCatalogBesideTheCatalog() {
    let yaml = """
      errorgen: 1
      domain: com.example.network
      recovery_options:
        retry: { label: { en: Try Again, de: Erneut versuchen }, role: default }
        cancel: { label: { en: Cancel, de: Abbrechen }, role: cancel }
      errors:
        noConnection:
          code: 1
          message: No internet connection.
          recovery: [retry, cancel]

      """
    let strings = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "noConnection.message" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Keine Verbindung." } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let alone = ErrorGenPipeline.stubs(CatalogSource(path: "Network.errors.yaml", text: yaml))
    let rulesAlone = alone.diagnostics.map(\.rule.rawValue)
    #expect(
      rulesAlone == ["missing_translation"], "without it: expected the warning, got \(rulesAlone)")
    let (text, diagnostics) = ErrorGenPipeline.stubs([
      CatalogSource(path: "Network.errors.yaml", text: yaml),
      CatalogSource(path: "Network.errors.xcstrings", text: strings),
    ])
    let rules = diagnostics.map(\.rule.rawValue)
    #expect(rules.isEmpty, "with the String Catalog: expected no diagnostic, got \(rules)")
    #expect(text?.contains("func retry(_ error: NetworkError) async -> Bool") == true)
  }
}
