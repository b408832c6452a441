// Writes synthetic error catalogs for the benchmarks: realistic, deterministic and lint-clean,
// so that `errorgen generate` really generates.
//
//   make-catalogs OUTPUT_FOLDER [CASES...]               default cases: 100 1000 10000
//   make-catalogs --shape SHAPE OUTPUT_FOLDER [CASES...]
//
// Each size goes to OUTPUT_FOLDER/<cases>/Bench<cases>.errors.yaml. Every case has texts in
// three locales (en, de, fr); the cases cycle through kinds, params (with placeholders, a
// sensitive param, a Retry-After binding), recovery options, named and inline retry policies,
// HTTP statuses, server codes and foreign error mappings, presentations, icons and docs.
//
// Other shapes weigh the work differently, for the benchmarks' second table; each goes to
// OUTPUT_FOLDER/<shape><cases>/<Shape><cases>.errors.yaml:
//   plain   one message per case, a plain string, no suggestion: the least input per case
//   block   block-style mappings, two params, placeholders in every text, three locales
//   cjk     seven locales (en, de, fr, ja, zh-Hans, ko, ru), long texts, no suggestion
//   short   three locales, a short message (a third with a placeholder) and the suggestion
//           every case shares: what a generator of test catalogs might well write
//   i18n    24 locales with regional variants that repeat their language's text (de, de-AT,
//           de-CH), translated unevenly, as a server's message file converted to a catalog is
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())
var shape = "bench"
if arguments.first == "--shape", arguments.count > 1 {
  shape = arguments[1]
  arguments.removeFirst(2)
}
let shapes = ["bench", "plain", "block", "cjk", "short", "i18n"]
guard let output = arguments.first, shapes.contains(shape) else {
  let usage =
    "usage: make-catalogs [--shape \(shapes.joined(separator: "|"))] OUTPUT_FOLDER [CASES...]\n"
  FileHandle.standardError.write(Data(usage.utf8))
  exit(64)
}
let sizes = arguments.count > 1 ? arguments.dropFirst().compactMap { Int($0) } : [100, 1000, 10000]

/// Words that make case names and texts read like a real catalog.
let subjects = [
  "invoice", "payment", "order", "account", "profile", "session", "upload", "download",
  "message", "photo", "document", "subscription", "cart", "address", "device", "backup",
  "report", "ticket", "comment", "playlist", "calendar", "contact", "folder", "token",
]
let failures = [
  ("NotFound", "could not be found", "wurde nicht gefunden", "est introuvable"),
  (
    "Unavailable", "is not available right now", "ist gerade nicht verfügbar",
    "n’est pas disponible pour le moment"
  ),
  (
    "Rejected", "was rejected by the server", "wurde vom Server abgelehnt",
    "a été refusé par le serveur"
  ),
  ("TooLarge", "is too large", "ist zu groß", "est trop volumineux"),
  ("Expired", "has expired", "ist abgelaufen", "a expiré"),
  (
    "Locked", "is locked by another device", "ist von einem anderen Gerät gesperrt",
    "est verrouillé par un autre appareil"
  ),
  (
    "Corrupted", "is damaged and cannot be read", "ist beschädigt und kann nicht gelesen werden",
    "est endommagé et ne peut pas être lu"
  ),
  (
    "SyncFailed", "could not be synchronized", "konnte nicht synchronisiert werden",
    "n’a pas pu être synchronisé"
  ),
]
let presentations = ["alert", "banner", "inline", "fullscreen", "silent"]
let icons = [
  "exclamationmark.triangle", "wifi.slash", "lock", "clock", "icloud.slash", "xmark.octagon",
]

func capitalized(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }

/// A YAML double-quoted string.
func quoted(_ text: String) -> String {
  "\""
    + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    + "\""
}

func catalog(cases count: Int) -> String {
  var out = """
    # Synthetic catalog of \(count) cases for errorgen's benchmarks (Benchmarks/make-catalogs).
    errorgen: 1
    domain: com.example.bench\(count)
    type: Bench\(count)Error
    access: public
    doc: Errors of a synthetic app with \(count) cases, for benchmarks.
    default_locale: en
    codes:
      range: [100000, 199999]
      reserved: [199998, 199999]

    recovery_options:
      retry:
        label: { en: Try Again, de: Erneut versuchen, fr: Réessayer }
        role: default
        retries_operation: true
        doc: Runs the failed operation again.
      openSettings:
        label: { en: Open Settings, de: Einstellungen öffnen, fr: Ouvrir les réglages }
        doc: Opens the app's settings.
      signIn:
        label: { en: Sign In, de: Anmelden, fr: Se connecter }
        retries_operation: true
      contactSupport:
        label: { en: Contact Support, de: Support kontaktieren, fr: Contacter l’assistance }
      discardChanges:
        label: { en: Discard Changes, de: Änderungen verwerfen, fr: Abandonner les modifications }
        role: destructive
      cancel:
        label: { en: Cancel, de: Abbrechen, fr: Annuler }
        role: cancel

    retry_policies:
      standard:
        max_attempts: 3
        initial_delay: 1s
        max_delay: 30s
        multiplier: 2
        jitter: 500ms
      patient:
        max_attempts: 5
        initial_delay: 2s
        max_delay: 1m
        multiplier: 1.5
      quick: { max_attempts: 2, initial_delay: 250ms, max_delay: 1s }

    defaults:
      kind: system
      presentation: alert
      recovery: [contactSupport, cancel]

    errors:

    """
  var httpStatus = 100
  for index in 0..<count {
    let subject = subjects[index % subjects.count]
    let failure = failures[(index / subjects.count) % failures.count]
    let name = "\(subject)\(failure.0)\(index)"
    let noun = capitalized(subject)
    let kindIndex = index % 4  // transient, user, system, fatal
    // Mappings: a case built from a mapping must not need a param that nothing fills.
    let hasHTTP = index % 25 == 3 && httpStatus <= 599
    let hasServerCode = !hasHTTP && index % 5 == 1
    let hasForeign = !hasHTTP && !hasServerCode && index % 7 == 2
    let mapped = hasHTTP || hasServerCode || hasForeign

    out += "  \(name):\n"
    out += "    code: \(100000 + index)\n"
    if index % 3 == 0 {
      out += "    doc: Raised when the \(subject) \(failure.1); case \(index) of the benchmark.\n"
    }
    switch kindIndex {
    case 0: out += "    kind: transient\n"
    case 1: out += "    kind: user\n"
    case 3: out += "    kind: fatal\n"
    default: break  // system, from defaults
    }

    // Params and the placeholders that show them.
    var params: [String] = []
    var placeholder = ""  // " ({name})" in every translation
    var reasonPlaceholder = ""
    if hasHTTP {
      params.append("statusCode: { type: Int, bind: http_status }")
      placeholder = " (HTTP {statusCode})"
    } else if !mapped {
      params.append("\(subject)Name: String")
      placeholder = " ({\(subject)Name})"
      if index % 2 == 0 {
        params.append("attempt: { type: Int, doc: How many times the operation ran. }")
        reasonPlaceholder = " {attempt}"
      }
      if index % 6 == 5 {
        params.append("accountID: { type: UUID, sensitive: true, doc: Never shown to the user. }")
      }
      if index % 10 == 4 { params.append("url: URL") }
    }
    let transientAfter = kindIndex == 0 && index % 8 == 0
    if transientAfter {
      params.append("retryAfter: { type: \"TimeInterval?\", bind: retry_after }")
    }
    if !params.isEmpty {
      out += "    params:\n"
      for param in params { out += "      \(param)\n" }
    }

    out += "    message:\n"
    out += "      en: \(quoted("The \(subject)\(placeholder) \(failure.1)."))\n"
    out += "      de: \(quoted("\(noun)\(placeholder) \(failure.2)."))\n"
    out += "      fr: \(quoted("\(noun)\(placeholder) \(failure.3)."))\n"
    if index % 2 == 0 {
      let attempt = reasonPlaceholder.isEmpty ? "" : " (\(reasonPlaceholder.dropFirst()))"
      out += "    reason:\n"
      out += "      en: \(quoted("The \(subject) service answered with an error\(attempt)."))\n"
      out += "      de: \(quoted("Der Dienst für \(noun) hat einen Fehler gemeldet\(attempt)."))\n"
      out += "      fr: \(quoted("Le service \(subject) a renvoyé une erreur\(attempt)."))\n"
    }
    out +=
      "    suggestion: { en: Check the \(subject) and try again., "
      + "de: Prüfen Sie \(noun) und versuchen Sie es erneut., "
      + "fr: Vérifiez \(subject) puis réessayez. }\n"

    // Recovery and retry, consistent with the kind.
    switch kindIndex {
    case 0:
      out += "    recovery: [retry, cancel]\n"
      if transientAfter {
        out += "    retry: { policy: standard, after: retryAfter }\n"
      } else if index % 12 == 4 {
        out +=
          "    retry: { max_attempts: 4, initial_delay: 500ms, max_delay: 10s, multiplier: 2 }\n"
      } else {
        out += "    retry: \(["standard", "patient", "quick"][index % 3])\n"
      }
    case 1:
      out +=
        index % 8 == 1
        ? "    recovery: [signIn, cancel]\n"
        : "    recovery: [openSettings, discardChanges, cancel]\n"
      out += "    field: \(subject)\n"
    case 3:
      out += "    recovery: [contactSupport, cancel]\n"
    default:
      break
    }
    out += "    presentation: \(presentations[index % presentations.count])\n"
    if index % 2 == 1 { out += "    icon: \(icons[index % icons.count])\n" }
    if index % 9 == 0 { out += "    help: https://example.com/help/\(subject)\n" }
    if index % 50 == 7 { out += "    deprecated: Use \(subject)Unavailable instead.\n" }

    if hasHTTP {
      out += "    http: [\(httpStatus)]\n"
      httpStatus += 1
    }
    if hasServerCode {
      out += "    server_codes: [\(subject.uppercased())_\(failure.0.uppercased())_\(index)]\n"
    }
    if hasForeign {
      out += "    maps:\n"
      out += "      - { domain: com.example.legacy, codes: [\(index), \(index + 1_000_000)] }\n"
    }
    out += "\n"
  }
  return out
}

/// The opening of a catalog of another shape.
func header(type: String, cases count: Int) -> String {
  """
  # Synthetic catalog of \(count) cases for errorgen's benchmarks (make-catalogs --shape).
  errorgen: 1
  domain: com.example.\(type.lowercased())\(count)
  type: \(type)\(count)Error
  default_locale: en
  codes:
    range: [1, \(count + 1)]
  errors:

  """
}

/// One plain message per case.
func plainCatalog(cases count: Int) -> String {
  var out = header(type: "Plain", cases: count)
  for index in 0..<count {
    let subject = subjects[index % subjects.count]
    out += "  \(subject)Failed\(index):\n    code: \(index + 1)\n"
    out += "    message: The \(subject) operation number \(index) failed.\n"
  }
  return out
}

/// The suggestion, in three locales, that every case of the `block` and `short` shapes has.
let sharedSuggestion = """
      suggestion:
        en: Try again later.
        de: Versuchen Sie es später erneut.
        fr: Réessayez plus tard.

  """

/// Block-style mappings, with placeholders in every text.
func blockCatalog(cases count: Int) -> String {
  var out = header(type: "Block", cases: count)
  for index in 0..<count {
    let subject = subjects[index % subjects.count]
    let noun = capitalized(subject)
    out += """
        \(subject)Failed\(index):
          code: \(index + 1)
          kind: \(index % 2 == 0 ? "user" : "system")
          params:
            name: String
            count: Int
          message:
            en: "The \(subject) {name} failed after {count} tries."
            de: "\(noun) {name} ist nach {count} Versuchen fehlgeschlagen."
            fr: "L’élément \(subject) {name} a échoué après {count} essais."

      """ + sharedSuggestion
  }
  return out
}

/// Three locales and short texts: a message (with a placeholder in every third case) and a
/// suggestion that every case shares.
func shortCatalog(cases count: Int) -> String {
  var out = header(type: "Short", cases: count)
  for index in 0..<count {
    let subject = subjects[index % subjects.count]
    let noun = capitalized(subject)
    let id = index % 3 == 0 ? " {id}" : ""
    out += "  \(subject)Failed\(index):\n    code: \(index + 1)\n"
    if index % 3 == 0 { out += "    params:\n      id: String\n" }
    out += """
          message:
            en: "The \(subject)\(id) could not be loaded."
            de: "\(noun)\(id) konnte nicht geladen werden."
            fr: "Impossible de charger \(subject)\(id)."

      """ + sharedSuggestion
  }
  return out
}

/// Seven locales, four of them in other scripts, and long texts.
func cjkCatalog(cases count: Int) -> String {
  var out = header(type: "CJK", cases: count)
  for index in 0..<count {
    let subject = subjects[index % subjects.count]
    out += "  \(subject)Unavailable\(index):\n    code: \(index + 1)\n    message:\n"
    out +=
      "      en: \(quoted("The \(subject) number \(index) could not be processed because the remote service cannot be reached right now."))\n"
    out +=
      "      de: \(quoted("\(capitalized(subject)) Nummer \(index) konnte nicht verarbeitet werden, weil der Dienst gerade nicht erreichbar ist."))\n"
    out +=
      "      fr: \(quoted("L’élément \(subject) numéro \(index) n’a pas pu être traité, car le service distant est injoignable pour le moment."))\n"
    out +=
      "      ja: \(quoted("項目 \(subject) 番号 \(index) を処理できませんでした。リモートサービスに現在接続できないため、しばらくしてからもう一度お試しください。"))\n"
    out +=
      "      zh-Hans: \(quoted("无法处理编号为 \(index) 的 \(subject) 项目，因为目前无法连接到远程服务。请稍后再试，或联系管理员。"))\n"
    out +=
      "      ko: \(quoted("\(subject) 번호 \(index) 항목을 처리할 수 없습니다. 지금은 원격 서비스에 연결할 수 없습니다. 잠시 후 다시 시도하세요."))\n"
    out +=
      "      ru: \(quoted("Не удалось обработать элемент \(subject) номер \(index), потому что удалённый сервис сейчас недоступен."))\n"
  }
  return out
}

/// The 24 locales of the `i18n` shape: languages, then the regional variants that repeat them.
let i18nLocales = [
  "en", "de", "fr", "es", "it", "pt", "nl", "sv", "pl", "cs", "ru", "uk", "ja", "ko", "zh-Hans",
  "zh-Hant", "tr", "ro", "hu", "bg", "de-AT", "de-CH", "es-419", "pt-BR",
]

/// 24 locales, each case translated into all of them but for some (every seventh case lacks a
/// few), with regional variants that repeat their language's text.
func i18nCatalog(cases count: Int) -> String {
  var out = header(type: "I18n", cases: count)
  for index in 0..<count {
    let subject = subjects[index % subjects.count]
    out += "  \(subject)Rejected\(index):\n    code: \(index + 1)\n"
    if index % 4 == 0 { out += "    params:\n      detail: String\n" }
    out += "    message:\n"
    let detail = index % 4 == 0 ? " ({detail})" : ""
    for (position, locale) in i18nLocales.enumerated() {
      // Uneven coverage: some cases lack the later languages, as real translations do.
      if index % 7 == 3 && position % 5 == 4 { continue }
      let language = locale.split(separator: "-").first.map(String.init) ?? locale
      out +=
        "      \(locale): \(quoted("[\(language)] The \(subject) request \(index) was rejected\(detail)."))\n"
    }
  }
  return out
}

for size in sizes {
  let name = shape == "bench" ? "\(size)" : "\(shape)\(size)"
  let folder = URL(fileURLWithPath: output).appendingPathComponent(name)
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let text: String
  let type: String
  switch shape {
  case "plain": (text, type) = (plainCatalog(cases: size), "Plain")
  case "block": (text, type) = (blockCatalog(cases: size), "Block")
  case "cjk": (text, type) = (cjkCatalog(cases: size), "CJK")
  case "short": (text, type) = (shortCatalog(cases: size), "Short")
  case "i18n": (text, type) = (i18nCatalog(cases: size), "I18n")
  default: (text, type) = (catalog(cases: size), "Bench")
  }
  let file = folder.appendingPathComponent("\(type)\(size).errors.yaml")
  try Data(text.utf8).write(to: file)
  print(file.path)
}
