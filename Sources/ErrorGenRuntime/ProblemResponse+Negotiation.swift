import Foundation

extension ProblemResponse {
  /// The response parts for `error` in the language a request asks for: its `Accept-Language`
  /// (`AcceptLanguage`, q-values honoured) matched to the locales of the error's catalog, else
  /// the catalog's default locale. Besides `init(_:locale:instance:)`'s headers, it carries
  /// `Content-Language` (the locale used) and `Vary: Accept-Language`.
  ///
  /// ```swift
  /// let parts = ProblemResponse(error, acceptLanguage: "de;q=0.1, fr", instance: "/orders/7")
  /// parts.headers["Content-Language"]  // "fr" when the catalog has French, else "de", else
  ///                                    // its default locale
  /// ```
  public init(_ error: any CatalogError, acceptLanguage: String?, instance: String? = nil) {
    let locale = AcceptLanguage(acceptLanguage).locale(for: error)
    self.init(error, locale: locale, instance: instance)
    headers["Content-Language"] = locale.replacingOccurrences(of: "_", with: "-")
    headers["Vary"] = "Accept-Language"
  }

  /// The response parts for an error that is no catalog error but has a status of its own (a
  /// framework's `Abort` or `HTTPError`, no route): `about:blank` problem details titled with
  /// the status phrase, `detail` the error's reason when it has one other than that phrase, and
  /// the error's own `headers` (an `Allow`, say) besides `Content-Type`. A header given with the
  /// same name more than once keeps its values joined by `", "`; the error's own `Content-Type`
  /// and `Content-Length` are dropped.
  public init(
    status: Int, reason: String? = nil, headers: [(name: String, value: String)] = [],
    instance: String? = nil
  ) {
    let status = (100...599).contains(status) ? status : 500
    let phrase = HTTPStatusPhrase.phrase(for: status)
    let detail = reason.flatMap { $0.isEmpty || $0 == phrase ? nil : $0 }
    self.init(
      problemDetails: ProblemDetails(
        title: phrase, status: status, detail: detail, instance: instance))
    var kept: [String: String] = [:]
    var spelling: [String: String] = [:]
    for (name, value) in headers {
      let key = name.lowercased()
      guard key != "content-type", key != "content-length" else { continue }
      spelling[key] = spelling[key] ?? name
      kept[key] = kept[key].map { "\($0), \(value)" } ?? value
    }
    for (key, value) in kept {
      if let name = spelling[key] { self.headers[name] = value }
    }
  }
}
