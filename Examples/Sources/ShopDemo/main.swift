// What a catalog gives you, shown on the Shop catalogs (Sources/Shop/*.errors.yaml).
// Run it with `swift run ShopDemo` in Examples/. Every answer of the pretend server is
// scripted and retries do not really wait, so the output is the same on every run.
import ErrorGenRuntime
import Foundation
import Shop

func section(_ title: String) {
  print("\n== \(title)")
}

// MARK: - 1. Texts, in every locale of the catalog

section("1. Texts in two locales")
let outOfStock = ShopError.outOfStock(product: "Espresso Beans")
for locale in ShopError.locales {
  print("[\(locale)] \(outOfStock.errorDescription(locale: locale))")
  if let suggestion = outOfStock.recoverySuggestion(locale: locale) {
    print("     \(suggestion)")
  }
  let labels = outOfStock.availableRecoveryOptions.map { $0.label(locale: locale) }
  print("     buttons: \(labels.joined(separator: " | "))")
}
// The current locale follows the user's preferred languages; de-CH falls back to de.
ErrorLocalization.preferredLanguages = ["de-CH", "en"]
print("preferred de-CH: \(outOfStock.localizedDescription)")
ErrorLocalization.resetPreferredLanguages()
// The French texts come from Connection.errors.xcstrings, the String Catalog translators edit.
print("[fr-CA] \(ConnectionError.offline.errorDescription(locale: "fr-CA"))")
let bridged = outOfStock as NSError
print("as NSError: \(bridged.domain) \(bridged.code)")
// Sensitive params never reach logs.
let declined = ShopError.paymentDeclined(cardNumber: "4111 1111 1111 1111")
print("logged as: \(declined)")
print("metadata: \(declined.loggingMetadata.sorted { $0.key < $1.key })")

// MARK: - 2. Recovery through an attempter

section("2. Recovering through the attempter")
let service = ShopService(cart: ["Espresso Beans", "Milk Frother"], isSignedIn: false)
ShopError.recoveryAttempter = ShopErrorRecovery(service: service)
do {
  _ = try await service.placeOrder()
} catch let error as ShopError {
  print("order failed: \(error) (\(error.errorDescription(locale: "en")))")
  let options = error.availableRecoveryOptions
  print(
    "options: \(options.map(\.rawValue)), retries operation: \(options.map(\.retriesOperation))")
  let cancelled = await error.attemptRecovery(option: .cancel)
  print("cancel recovers: \(cancelled)")
  let signedIn = await error.attemptRecovery(option: .signIn)
  let isSignedIn = await service.isSignedIn
  print("signIn recovers: \(signedIn), signed in now: \(isSignedIn)")
}

// The same through a presentation chain: a presenter shows the error (here a scripted user
// who always taps the first button), the attempter runs, and the operation runs again.
let chain = ErrorPresentationChain { error, options in
  print("alert: \(error.localizedDescription) [\(options.map(\.label).joined(separator: ", "))]")
  return options.first
}
let order = try await chain.run {
  try await service.placeOrder(soldOut: ["Milk Frother"])
}
let cart = await service.products
print("placed \(order); cart now: \(cart)")

// MARK: - 3. Retrying transient failures

section("3. Retrying transient failures")
let flaky = ShopService(
  cart: ["Tea"],
  replies: [.urlError(.timedOut), .httpStatus(503, retryAfter: 2), .success])
// A real app uses Retrier(); this one prints the delays instead of sleeping, without jitter.
let retrier = Retrier(
  sleep: { seconds in print("  waiting \(seconds)s before the next attempt") },
  random: { 0 })
let retried = try await retrier.run {
  do {
    return try await flaky.placeOrder()
  } catch {
    print("  attempt failed: \(error)")
    throw error
  }
}
let attempts = await flaky.attempts
print("placed \(retried) after \(attempts) attempts")

// MARK: - 4. Foreign errors become catalog errors

section("4. HTTP statuses and NSURLErrorDomain errors")
for status in [401, 429, 500, 503, 404] {
  let mapped = ShopError(httpStatus: status, retryAfter: 30).map { "\($0)" } ?? "nil"
  print("HTTP \(status) -> \(mapped)")
}
let urlErrors: [any Error] = [
  URLError(.notConnectedToInternet),
  NSError(domain: NSURLErrorDomain, code: NSURLErrorTimedOut),
  CocoaError(.fileNoSuchFile),
]
for error in urlErrors {
  let nsError = error as NSError
  let upgraded = shopErrorUpgrader.upgrade(error)
  print(
    "\(nsError.domain) \(nsError.code) -> \(upgraded): \(upgraded.errorDescription(locale: "de"))")
}

// MARK: - 5. Orders kept while offline

section("5. Orders kept while offline")
// The queue is a file that survives the app being killed; a real app keeps it in Application
// Support. The upgrader lets ConnectionError's `maps` and retry policy decide what a failure means.
let outboxURL = FileManager.default.temporaryDirectory
  .appendingPathComponent("shop-outbox-\(ProcessInfo.processInfo.processIdentifier).json")
let outbox = try OfflineQueue<OrderRequest>(contentsOf: outboxURL, upgrader: shopErrorUpgrader)
let offline = ShopService(
  cart: ["Coffee Grinder"],
  replies: [.urlError(.notConnectedToInternet), .urlError(.notConnectedToInternet), .success])
let request = OrderRequest(products: await offline.products)
do {
  _ = try await offline.submit(request, idempotencyKey: UUID())
} catch {
  try await outbox.enqueue(request)  // on disk when this returns
  print("offline: queued \(request.products)")
}
// Sends one queued order, with the entry's id as the idempotency key.
let sendQueued: @Sendable (PendingOperation<OrderRequest>) async throws -> Void = { entry in
  let number = try await offline.submit(entry.payload, idempotencyKey: entry.id)
  print("  sent \(entry.payload.products) as \(number) after \(entry.attempts) failed tries")
}
// On Apple platforms a ConnectivityMonitor runs process when the network is back; on Linux the
// app runs it. Here the demo does, twice: still offline, then back online.
var replay = await outbox.process(sendQueued)
if let stopped = replay.stopped {
  // The catalog's retry policy for ConnectionError.offline says how long to wait.
  let wait = stopped.retryAfter.map { "\($0)s" } ?? "the next trigger"
  print("still offline: \(stopped.error), next try in \(wait)")
}
replay = await outbox.process(sendQueued)
let left = await outbox.pending.count
print("back online: \(replay.completed.count) sent, \(left) left in the queue")
try? FileManager.default.removeItem(at: outboxURL)

print("\nDemo finished.")
