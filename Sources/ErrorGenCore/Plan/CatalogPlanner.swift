/// Builds a catalog's `CatalogPlan`: every decision the outputs share, made here once.
///
/// Planning is total, like generation: any `Catalog` value gives a plan without a crash. A
/// catalog with lint errors never reaches the renderers, but the choices below stay defined
/// for it (the first of two values wins, an unknown policy is no policy).
public enum CatalogPlanner {
  /// The plan of `catalog`; `access` overrides the catalog's (`generate --access`).
  public static func plan(_ catalog: Catalog, access: Catalog.Access? = nil) -> CatalogPlan {
    let locales = catalog.locales
    let texts = TextPlanner(defaultLocale: catalog.defaultLocale.value, locales: locales)
    let template = catalog.problemType?.value
    return CatalogPlan(
      file: catalog.file,
      stem: catalog.stem,
      typeName: catalog.typeName.value,
      domain: catalog.domain.value,
      access: access ?? catalog.access.value,
      doc: catalog.doc,
      defaultLocale: catalog.defaultLocale.value,
      locales: locales,
      problemTypeTemplate: template?.isEmpty == false ? template : nil,
      kotlinPackage: catalog.kotlinPackage?.value,
      cases: catalog.cases.map { plan($0, in: catalog, texts: texts) },
      composed: catalog.composed.map {
        ComposedCasePlan(name: $0.name.value, typeName: $0.typeName.value)
      },
      recoveryOptions: catalog.recoveryOptions.map { option in
        RecoveryOptionPlan(
          name: option.name.value, label: texts.plan(option.label, plural: nil),
          role: option.role.value, retriesOperation: option.retriesOperation, doc: option.doc)
      })
  }

  private static func plan(_ errorCase: CatalogCase, in catalog: Catalog, texts: TextPlanner)
    -> CasePlan
  {
    let identifier = catalog.domain.value + "." + errorCase.name.value
    let pluralTexts = [errorCase.message, errorCase.reason, errorCase.suggestion].contains {
      $0?.hasPluralVariants ?? false
    }
    let plural = pluralTexts ? errorCase.pluralParamName : nil
    let text = { (localized: LocalizedText) in
      texts.plan(localized, plural: localized.hasPluralVariants ? plural : nil)
    }
    let template = catalog.problemType?.value
    return CasePlan(
      name: errorCase.name.value,
      identifier: identifier,
      code: errorCase.code.value,
      doc: errorCase.doc,
      kind: errorCase.kind.value,
      deprecated: errorCase.deprecated,
      params: errorCase.params.map { plan($0, in: errorCase) },
      message: text(errorCase.message),
      reason: errorCase.reason.map(text),
      suggestion: errorCase.suggestion.map(text),
      help: errorCase.help,
      pluralParam: plural,
      recovery: errorCase.recovery.map(\.value),
      recoveryIsDefault: errorCase.recoveryIsDefault,
      retry: retryPolicy(errorCase.retry.policy, in: catalog),
      retryAfterParam: retryAfterParam(errorCase),
      presentation: errorCase.presentation.value,
      icon: errorCase.icon,
      field: errorCase.field,
      status: status(errorCase),
      statusParam: errorCase.params.first { $0.binding?.value == .httpStatus }?.name.value,
      httpMatches: errorCase.http.map { $0.lower...max($0.lower, $0.upper) },
      serverCodes: errorCase.serverCodes.map(\.value),
      foreignMappings: errorCase.maps.map {
        ForeignMappingPlan(domain: $0.domain.value, codes: $0.codes.map(\.value))
      },
      problemType: template.flatMap { problemType(template: $0, identifier: identifier) })
  }

  private static func plan(_ param: CatalogParam, in errorCase: CatalogCase) -> ParamPlan {
    let type = param.type.value
    let fallback: ParamSource = type.isOptional ? .none : .sample
    return ParamPlan(
      name: param.name.value, type: type, doc: param.doc, sensitive: param.sensitive,
      binding: param.binding?.value,
      sample: sample(param, in: errorCase),
      fromHTTPStatus: httpSource(type, binding: param.binding?.value) ?? fallback,
      fromMapping: fallback)
  }

  /// Where a bound param's value comes from when the case is built from an HTTP status; nil
  /// when its type cannot take the status or the delay.
  private static func httpSource(_ type: ParamType, binding: CatalogParam.Binding?)
    -> ParamSource?
  {
    switch binding {
    case .httpStatus?:
      switch (type.base, type.shape) {
      case (.int, .plain), (.int, .optional), (.int64, .plain), (.int64, .optional),
        (.double, .plain), (.double, .optional), (.timeInterval, .plain),
        (.timeInterval, .optional):
        return .httpStatus
      default: return nil
      }
    case .retryAfter?:
      switch (type.base, type.shape) {
      case (.double, .optional), (.timeInterval, .optional): return .retryAfter
      case (.int, .optional), (.int64, .optional): return .retryAfterRoundedUp
      default: return nil
      }
    case nil:
      return nil
    }
  }

  /// A sample value of the param's type: its name for a string, the first mapped status for a
  /// `bind: http_status` integer.
  private static func sample(_ param: CatalogParam, in errorCase: CatalogCase) -> SampleValue {
    let base: SampleValue
    switch param.type.value.base {
    case .string: base = .string(param.name.value)
    case .int:
      base = .integer(
        param.binding?.value == .httpStatus ? errorCase.http.first?.lower ?? 500 : 1)
    case .int64, .uint, .uint64: base = .integer(1)
    case .double: base = .double(1.5)
    case .timeInterval: base = .double(30)
    case .bool: base = .bool(true)
    case .date: base = .date(secondsSince1970: 0)
    case .url: base = .url("https://example.com")
    case .uuid: base = .uuid("00000000-0000-0000-0000-000000000000")
    }
    return param.type.value.shape == .array ? .array(base) : base
  }

  /// The case's policy with every value written out; nil for `retry: none` or a name that no
  /// policy has (a lint error).
  static func retryPolicy(_ policy: RetrySpec.Policy, in catalog: Catalog) -> RetryPolicyPlan? {
    let declared: RetryPolicyDecl?
    switch policy {
    case .none: declared = nil
    case .named(let name): declared = catalog.retryPolicy(named: name.value)
    case .inline(let inline): declared = inline
    }
    return declared.map {
      RetryPolicyPlan(
        maxAttempts: $0.maxAttempts.value, initialDelay: $0.initialDelay.value,
        maxDelay: $0.maxDelay.value, multiplier: $0.multiplier.value, jitter: $0.jitter.value)
    }
  }

  /// The `retry.after` param, when it holds a number of seconds.
  private static func retryAfterParam(_ errorCase: CatalogCase) -> String? {
    guard let name = errorCase.retry.after?.value, let param = errorCase.param(named: name),
      param.type.value.base.isSeconds, param.type.value.shape != .array
    else { return nil }
    return name
  }

  /// The status of a case that takes none from a param, as HTTP.md orders them: `status`, the
  /// first single status of `http`, else the kind's.
  static func status(_ errorCase: CatalogCase) -> Int {
    if let status = errorCase.status?.value { return status }
    if let single = errorCase.http.first(where: { $0.lower == $0.upper }) { return single.lower }
    switch errorCase.kind.value {
    case .user: return 400
    case .transient: return 503
    case .system, .fatal: return 500
    }
  }

  /// `template` with each `{identifier}` replaced by `identifier`, percent-encoded where a
  /// URI path needs it, as the runtime's `problemType(template:identifier:)` does.
  static func problemType(template: String, identifier: String) -> String {
    var encoded = ""
    for byte in identifier.utf8 {
      if pathBytes.contains(byte) {
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = Array("0123456789ABCDEF".utf8)
        encoded +=
          "%" + String(decoding: [hex[Int(byte >> 4)], hex[Int(byte & 15)]], as: UTF8.self)
      }
    }
    return template.replacing("{identifier}", with: encoded)
  }

  /// RFC 3986's path characters (`pchar` and `/`): Foundation's `urlPathAllowed`.
  private static let pathBytes: Set<UInt8> = Set(
    ("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" + "-._~!$&'()*+,;=:@/").utf8)
}

/// Plans the texts of one catalog: which value each catalog locale gets.
struct TextPlanner {
  var defaultLocale: String
  /// The catalog's locales.
  var locales: [String]

  /// The plan of `text`, whose plural variants (if any) `plural` chooses.
  func plan(_ text: LocalizedText, plural: String?) -> TextPlan {
    var order: [String] = []
    var byLocale: [String: [Translation]] = [:]
    for translation in text.translations {
      let locale = translation.locale.value
      if byLocale[locale] == nil { order.append(locale) }
      byLocale[locale, default: []].append(translation)
    }
    let fallback = order.contains(defaultLocale) ? defaultLocale : order.first ?? defaultLocale
    let values = order.map { locale in
      localeText(byLocale[locale] ?? [], locale: locale, plural: plural)
    }
    return TextPlan(
      locales: values, fallbackLocale: fallback,
      servedLocales: Self.servedLocales(textLocales: order, fallback: fallback, locales: locales))
  }

  /// One locale's value: its first translation, or the variants of a plural param, `other`
  /// (else the first variant) for every category not written.
  private func localeText(_ translations: [Translation], locale: String, plural: String?)
    -> LocaleText
  {
    let written = translations.map {
      WrittenText(category: $0.category?.value, template: Self.template($0))
    }
    guard let first = written.first else {
      return LocaleText(
        locale: locale, written: [], choice: .text(TextTemplate(text: "", segments: [])))
    }
    // Variants without a param to choose by are a lint error; the first keeps this total.
    guard let plural, first.category != nil else {
      return LocaleText(locale: locale, written: written, choice: .text(first.template))
    }
    let other = written.first { $0.category == "other" } ?? first
    var seen: Set<String> = ["other"]
    var variants: [PluralVariant] = []
    for text in written {
      guard let category = text.category, PluralCategories.isCategory(category),
        seen.insert(category).inserted
      else { continue }
      variants.append(PluralVariant(category: category, template: text.template))
    }
    let choice: LocaleText.Choice =
      variants.isEmpty
      ? .text(other.template) : .plural(param: plural, variants: variants, other: other.template)
    return LocaleText(locale: locale, written: written, choice: choice)
  }

  private static func template(_ translation: Translation) -> TextTemplate {
    TextTemplate(text: translation.text, segments: translation.segments)
  }

  /// For each locale of a text, the catalog locales that the text lacks and that resolve to it
  /// (`LocaleMatching`, LOCALIZATION.md §3). Locales resolving to the fallback are left out.
  ///
  /// Past `maxResolvedLocales` catalog locales, only exact locales count: resolving each for
  /// each text would cost locales times texts on a hostile catalog.
  static func servedLocales(textLocales: [String], fallback: String, locales: [String])
    -> [String: [String]]
  {
    let present = Set(textLocales)
    guard present.count > 1, present.count < locales.count,
      locales.count <= maxResolvedLocales
    else { return [:] }
    var result: [String: [String]] = [:]
    for locale in locales where !present.contains(locale) {
      guard let target = LocaleMatching.match(locale, in: textLocales), target != fallback
      else { continue }
      result[target, default: []].append(locale)
    }
    return result
  }

  static let maxResolvedLocales = 64
}
