import ErrorGenRuntime
import Foundation
import FuzzChecks

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libFuzzer's entry point for what a server sends a client: the input's first byte picks the
/// status, the second the headers, a first line (when asked for) is the `Retry-After` value, and
/// the rest is the body. Runs `ProblemDetails(jsonData:)` and
/// `ServerResponseError(response:body:)` on it, and `AcceptLanguage` on the body as a header,
/// and checks their promises; a broken promise aborts, so libFuzzer keeps the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
  guard bytes.count >= 2 else {
    checkProblemDetails(Data(bytes))
    return 0
  }
  let status = 100 + Int(bytes[0]) * 2  // 100...610: a few outside what HTTP allows
  let flags = bytes[1]
  var body = bytes[2...]
  var retryAfter: String?
  if flags & 2 != 0 {
    // Header values are printable ASCII: URLSession hands over nothing else.
    let line = body.prefix { $0 != UInt8(ascii: "\n") }
    retryAfter = String(decoding: line.map { $0 >= 0x20 && $0 < 0x7F ? $0 : 0x20 }, as: UTF8.self)
    body = body.dropFirst(line.count + 1)
  }
  let bodyData = Data(body)
  checkProblemDetails(bodyData)
  checkResponse(status: status, problemJSON: flags & 1 != 0, retryAfter: retryAfter, body: bodyData)
  checkAcceptLanguage(String(decoding: body, as: UTF8.self))
  return 0
}

/// A request's `Accept-Language` as a server reads it: at most 32 ranges, and the locale chosen
/// is always one of the catalog's.
private func checkAcceptLanguage(_ header: String) {
  let parsed = AcceptLanguage(header)
  require(
    parsed.preferred.count + parsed.refused.count <= AcceptLanguage.maximumElements,
    "more ranges than elements read")
  let locales = ["en", "de", "pt-BR", "zh-Hant"]
  let locale = parsed.locale(in: locales, defaultLocale: "en")
  require(locales.contains(locale), "a locale the catalog lacks: \(locale)")
}

/// A decoded body encodes and decodes again to the same bytes after one round (members of the
/// wrong type are dropped once), every param reads as every type without trapping, and a
/// response built from it is well formed.
private func checkProblemDetails(_ body: Data) {
  guard let details = ProblemDetails(jsonData: body) else { return }
  let bytes = details.jsonData()
  guard let again = ProblemDetails(jsonData: bytes) else {
    fail(
      "problem details that it encoded did not decode: \(String(decoding: bytes, as: UTF8.self))")
  }
  require(again.jsonData() == bytes, "a second round changed the bytes")
  for name in details.params.keys {
    _ = details.param(name, as: String.self)
    _ = details.param(name, as: Int?.self, binding: .httpStatus)
    _ = details.param(name, as: Int64.self)
    _ = details.param(name, as: [Double].self)
    _ = details.param(name, as: TimeInterval?.self, binding: .retryAfter)
    _ = details.param(name, as: Bool.self)
    _ = details.param(name, as: Date?.self)
    _ = details.param(name, as: [URL].self)
    _ = details.param(name, as: UUID.self)
  }
  let response = ProblemResponse(problemDetails: details)
  require((100...599).contains(response.status), "a response status \(response.status)")
  require(ProblemDetails(jsonData: response.body) != nil, "a response body that does not decode")
  if let delay = response.headers["Retry-After"] {
    require(delay.utf8.allSatisfy { $0 >= 48 && $0 <= 57 }, "Retry-After \(delay)")
  }
}

/// `ServerResponseError(response:body:)` keeps the status, and a delay that is never negative
/// nor infinite.
private func checkResponse(status: Int, problemJSON: Bool, retryAfter: String?, body: Data) {
  var fields = ["Content-Type": problemJSON ? "application/problem+json" : "application/json"]
  if let retryAfter { fields["Retry-After"] = retryAfter }
  guard
    let url = URL(string: "https://example.com/v1"),
    let response = HTTPURLResponse(
      url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)
  else { return }
  let now = Date(timeIntervalSince1970: 1_700_000_000)
  let error = ServerResponseError(response: response, body: body, now: now)
  require(error.statusCode == status, "status \(String(describing: error.statusCode))")
  if let delay = error.retryAfter { require(delay.isFinite && delay >= 0, "delay \(delay)") }
  if let retryAfter, let delay = ServerResponseError.retryAfter(header: retryAfter, now: now) {
    require(delay.isFinite && delay >= 0, "header delay \(delay)")
  }
  if !problemJSON { require(error.problemDetails == nil, "problem details without problem+json") }
  _ = error.description
  _ = error.errorUserInfo
}
