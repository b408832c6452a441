/// One error catalog, decoded: the model that the lint and generate stages work on.
///
/// Every value that came from the file keeps its location, so that later stages can point at
/// the exact node. Defaults (`defaults:`, the format's own) are already applied to each case;
/// the location of an inherited value is that of the node it was inherited from.
public struct Catalog: Hashable, Sendable {
  /// Swift access level of the generated declarations.
  public enum Access: String, Hashable, Sendable, CaseIterable {
    case `public`, package, `internal`
  }

  /// The catalog file's path as given on the command line.
  public var file: String
  /// The file name without `.errors.yaml` / `.errors.yml`: `Network` for `Network.errors.yaml`.
  public var stem: String
  /// `errorgen:`, nil when missing.
  public var version: Located<Int>?
  public var domain: Located<String>
  /// `type:`, or the default derived from the stem (located at the file's start).
  public var typeName: Located<String>
  public var access: Located<Access>
  public var doc: String?
  /// `problem_type`: the URI template of RFC 9457's `type`, with `{identifier}`.
  public var problemType: Located<String>?
  public var defaultLocale: Located<String>
  /// `codes.range`, inclusive.
  public var codeRange: Located<ClosedRange<Int>>?
  /// `codes.reserved`: retired codes, each entry a code (`n...n`) or a range.
  public var reservedCodes: [Located<ClosedRange<Int>>]
  public var recoveryOptions: [RecoveryOptionDecl]
  public var retryPolicies: [RetryPolicyDecl]
  public var composed: [ComposedCase]
  public var cases: [CatalogCase]
  /// The location of the `errors` key, or of the file's start when it is missing.
  public var errorsLocation: SourceLocation
  /// What the file declares but the decoder left out because it had errors, so that lint
  /// rules do not report it a second time as missing or undeclared.
  public var dropped = DroppedDeclarations()
  /// `kotlin_package:`, the package of the generated Kotlin file (KOTLIN.md); nil when missing.
  public var kotlinPackage: Located<String>?
  /// Whether the rules that protect Kotlin names check this catalog in this run
  /// (`ErrorGenPipeline.check`'s `kotlinNames`): in a Kotlin run, and in `errorgen lint` when
  /// it declares `kotlin_package`; never in a Swift run.
  public var targetsKotlin = false

  public init(
    file: String,
    stem: String,
    version: Located<Int>? = nil,
    domain: Located<String>,
    typeName: Located<String>,
    access: Located<Access> = Located(.internal, at: .start),
    doc: String? = nil,
    defaultLocale: Located<String> = Located("en", at: .start),
    codeRange: Located<ClosedRange<Int>>? = nil,
    reservedCodes: [Located<ClosedRange<Int>>] = [],
    recoveryOptions: [RecoveryOptionDecl] = [],
    retryPolicies: [RetryPolicyDecl] = [],
    composed: [ComposedCase] = [],
    cases: [CatalogCase] = [],
    errorsLocation: SourceLocation = .start
  ) {
    self.file = file
    self.stem = stem
    self.version = version
    self.domain = domain
    self.typeName = typeName
    self.access = access
    self.doc = doc
    self.defaultLocale = defaultLocale
    self.codeRange = codeRange
    self.reservedCodes = reservedCodes
    self.recoveryOptions = recoveryOptions
    self.retryPolicies = retryPolicies
    self.composed = composed
    self.cases = cases
    self.errorsLocation = errorsLocation
  }

  /// The catalog's locales: the default locale first, then every other locale that a text of
  /// the catalog uses, sorted.
  public var locales: [String] {
    // A few locales and tens of thousands of translations: a scan of the locales found so far
    // costs less than hashing each translation's; past a few (a hostile file), a set.
    var found: [String] = []
    var seen: Set<String>?
    forEachText { text in
      for translation in text.translations {
        let locale = translation.locale.value
        guard !(seen?.contains(locale) ?? found.contains(locale)) else { continue }
        found.append(locale)
        seen?.insert(locale)
        if found.count == 16 { seen = Set(found) }
      }
    }
    return [defaultLocale.value] + found.filter { $0 != defaultLocale.value }.sorted()
  }

  /// Calls `body` with every localized text (case texts, then option labels), without an array.
  func forEachText(_ body: (LocalizedText) -> Void) {
    for errorCase in cases {
      body(errorCase.message)
      if let reason = errorCase.reason { body(reason) }
      if let suggestion = errorCase.suggestion { body(suggestion) }
    }
    for option in recoveryOptions { body(option.label) }
  }

  /// Calls `body` with every localized text in the same order, to change it in place.
  mutating func updateEachText(_ body: (inout LocalizedText) -> Void) {
    for index in cases.indices {
      body(&cases[index].message)
      if var reason = cases[index].reason {
        body(&reason)
        cases[index].reason = reason
      }
      if var suggestion = cases[index].suggestion {
        body(&suggestion)
        cases[index].suggestion = suggestion
      }
    }
    for index in recoveryOptions.indices { body(&recoveryOptions[index].label) }
  }

  /// The option declared under `name`, if any.
  public func recoveryOption(named name: String) -> RecoveryOptionDecl? {
    recoveryOptions.first { $0.name.value == name }
  }

  /// The policy declared under `name`, if any.
  public func retryPolicy(named name: String) -> RetryPolicyDecl? {
    retryPolicies.first { $0.name?.value == name }
  }
}

/// An umbrella case that wraps another catalog's error type: `network: NetworkError`.
public struct ComposedCase: Hashable, Sendable {
  public var name: Located<String>
  public var typeName: Located<String>

  public init(name: Located<String>, typeName: Located<String>) {
    self.name = name
    self.typeName = typeName
  }
}
