import ErrorGenRuntime
import Foundation
import Testing

/// What the README promises of the example catalogs in `catalogs/`, checked on the generated
/// code itself.
@Suite(.preferredLanguages(["en"])) struct ExampleCatalogTests {
  @Test func urlErrorsUpgradeThroughMaps() {
    #expect(NetworkError(mapping: URLError(.notConnectedToInternet)) == .noConnection)
    #expect(NetworkError(mapping: URLError(.timedOut)) == .timedOut)
    #expect(
      NetworkError(mapping: NSError(domain: NSURLErrorDomain, code: -1003)) == .hostUnreachable)
    #expect(NetworkError(mapping: URLError(.badURL)) == nil)
    #expect(
      StorageError(mapping: NSError(domain: NSPOSIXErrorDomain, code: 28))
        == .diskFull(requiredBytes: nil))
  }

  @Test func httpStatusesAndServerCodesUpgrade() {
    #expect(APIError(httpStatus: 503) == .serverError(statusCode: 503))
    #expect(
      APIError(httpStatus: 503)?.errorDescription
        == "Our service is having trouble (HTTP 503). We are working on it.")
    #expect(APIError(httpStatus: 401) == .sessionExpired)
    #expect(APIError(httpStatus: 410) == .notFound)
    #expect(APIError(httpStatus: 200) == nil)
    #expect(APIError(serverCode: "TOKEN_REVOKED") == .sessionExpired)
    #expect(NetworkError(httpStatus: 429, retryAfter: 12) == .rateLimited(retryAfter: 12))
    #expect(NetworkError.rateLimited(retryAfter: 12).retryAfter == 12)
  }

  @Test func umbrellaTriesOwnCasesThenComposedTypesInOrder() {
    #expect(AppError(httpStatus: 426) == .outdatedApp)
    #expect(AppError(httpStatus: 429) == .network(.rateLimited(retryAfter: nil)))
    #expect(AppError(httpStatus: 404) == .api(.notFound))
    #expect(AppError(mapping: URLError(.notConnectedToInternet)) == .network(.noConnection))
    let wrapped = AppError.network(.noConnection)
    #expect(wrapped.errorCode == 1001)
    #expect((wrapped as NSError).domain == "com.example.app")
    #expect(wrapped.identifier == "com.example.network.noConnection")
    #expect(wrapped.underlyingError as? NetworkError == .noConnection)
    #expect(wrapped.description == "AppError.network(NetworkError.noConnection)")
  }

  @Test func textsPoliciesAndRecovery() {
    #expect(NetworkError.noConnection.errorDescription(locale: "de") == "Keine Internetverbindung.")
    #expect(
      NetworkError.noConnection.errorDescription(locale: "de-CH") == "Keine Internetverbindung.")
    // de and fr come from catalogs/Network.errors.xcstrings.
    #expect(
      NetworkError.noConnection.errorDescription(locale: "fr") == "Aucune connexion Internet.")
    #expect(NetworkError.noConnection.errorDescription(locale: "ja") == "No internet connection.")
    #expect(
      NetworkError.requestsPending(count: 1).errorDescription(locale: "de")
        == "Eine Anfrage wird gesendet, sobald Sie wieder online sind.")
    #expect(
      NetworkError.requestsPending(count: 3).errorDescription(locale: "fr")
        == "3 requêtes seront envoyées dès votre retour en ligne.")
    #expect(
      NetworkError.requestsPending(count: 1).errorDescription(locale: "en")
        == "One request will be sent when you are back online.")
    #expect(
      NetworkError.noConnection.retryPolicy
        == RetryPolicy(maxAttempts: 3, initialDelay: 1, maxDelay: 30, jitter: 0.5, multiplier: 2))
    #expect(NetworkError.insecureConnection.retryPolicy == nil)
    #expect(NetworkError.noConnection.availableRecoveryOptions == [.retry, .openSettings, .cancel])
    #expect(NetworkError.noConnection.recoveryOptions == ["Try Again", "Open Settings", "Cancel"])
    #expect(
      APIError.conflict(serverMessage: "v2 exists").errorDescription
        == "This item was changed elsewhere: v2 exists")
    #expect(
      StorageError.fileNotFound(fileName: "a.txt").errorDescription(locale: "de")
        == "„a.txt“ wurde nicht gefunden.")
  }

  @Test func languagesScopedToATaskReachBridgedErrors() {
    let text = ErrorLocalization.withPreferredLanguages(["de-CH"]) {
      NetworkError.noConnection.localizedDescription
    }
    #expect(text == "Keine Internetverbindung.")
    #expect(NetworkError.noConnection.localizedDescription == "No internet connection.")
  }

  @Test func sensitiveValuesAreRedacted() {
    let error = APIError.invalidEmail(email: "someone@example.com")
    #expect(error.description == "APIError.invalidEmail(email: <redacted>)")
    #expect(!error.debugDescription.contains("someone"))
    #expect(error.loggingMetadata["email"] == "<redacted>")
    #expect(error.loggingMetadata["retryable"] == "false")
    #expect(error.field == "email")
    #expect(error.presentation == .inline)
  }
}
