// swift-tools-version: 6.0
// The libFuzzer harness, kept out of the main package so that `swift build` and `swift test`
// never link it (it has no `main`: libFuzzer provides one). Build and run with
// `scripts/fuzz.sh SECONDS` (the catalog pipeline), `scripts/fuzz.sh --http SECONDS` (the
// runtime's problem-details and response readers) and `scripts/fuzz.sh --queue SECONDS` (the
// offline queue's store file).
import PackageDescription

let package = Package(
  name: "ErrorGenFuzz",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "ErrorGen", path: "..")
  ],
  targets: [
    // require(_:_:) and fail(_:), which every harness checks its promises with.
    .target(name: "FuzzChecks"),
    .executableTarget(
      name: "ErrorGenFuzz",
      dependencies: ["FuzzChecks", .product(name: "ErrorGenCore", package: "ErrorGen")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    // The runtime's readers of what a server sends: problem details and whole responses.
    .executableTarget(
      name: "ProblemDetailsFuzz",
      dependencies: ["FuzzChecks", .product(name: "ErrorGenRuntime", package: "ErrorGen")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
    // The offline queue's store file: OfflineQueue opened on whatever bytes it holds.
    .executableTarget(
      name: "OfflineQueueFuzz",
      dependencies: ["FuzzChecks", .product(name: "ErrorGenRuntime", package: "ErrorGen")],
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    ),
  ],
  swiftLanguageModes: [.v6]
)
