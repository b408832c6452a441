// swift-tools-version: 6.0
// The offline queue's benchmark, a package of its own beside Benchmarks/ so that it needs
// nothing but the runtime (Benchmarks/ depends on Yams). `scripts/bench.sh --queue` builds it
// in release mode and runs it.
import PackageDescription

let package = Package(
  name: "OfflineQueueBenchmark",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "ErrorGen", path: "../..")
  ],
  targets: [
    // Times OfflineQueue.enqueue and a full process at the sizes given, against the floor: the
    // same bytes written, synced and renamed by hand.
    .executableTarget(
      name: "offline-queue-bench",
      dependencies: [.product(name: "ErrorGenRuntime", package: "ErrorGen")],
      path: "Sources/OfflineQueueBench")
  ],
  swiftLanguageModes: [.v6]
)
