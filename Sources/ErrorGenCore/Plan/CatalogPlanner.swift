/// Builds a catalog's `CatalogPlan`: every decision the outputs share, made here once.
///
/// Planning is total, like generation: any `Catalog` value gives a plan without a crash. A
/// catalog with lint errors never reaches the renderers, but the choices below stay defined
/// for it (the first of two values wins, an unknown policy is no policy).
public enum CatalogPlanner {
  /// The plan of `catalog`; `access` overrides the catalog's (`generate --access`).
  public static func plan(_ catalog: Catalog, access: Catalog.Access? = nil) -> CatalogPlan {
    let locales = catalog.locales
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
      cases: catalog.cases.map { CasePlan($0, in: catalog) },
      composed: catalog.composed.map {
        ComposedCasePlan(name: $0.name.value, typeName: $0.typeName.value)
      },
      recoveryOptions: catalog.recoveryOptions.map { option in
        RecoveryOptionPlan(
          name: option.name.value, label: TextPlanner.plan(option.label),
          role: option.role.value, retriesOperation: option.retriesOperation, doc: option.doc)
      })
  }

  static func plan(_ param: CatalogParam, in errorCase: CatalogCase) -> ParamPlan {
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
  static func retryAfterParam(_ errorCase: CatalogCase) -> String? {
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

/// Plans a catalog's texts: each locale's translations, as written.
enum TextPlanner {
  static func plan(_ text: LocalizedText) -> TextPlan {
    var plan = TextPlan(locales: [])
    plan.locales.reserveCapacity(text.translations.count)
    for translation in text.translations {
      let written = WrittenText(
        category: translation.category?.value,
        template: TextTemplate(text: translation.text, segments: translation.segments))
      // A text has a few locales: a search is cheaper than a dictionary.
      if let index = plan.locales.firstIndex(where: { $0.locale == translation.locale.value }) {
        plan.locales[index].written.append(written)
      } else {
        plan.locales.append(LocaleText(locale: translation.locale.value, written: [written]))
      }
    }
    return plan
  }
}
