// swift-tools-version: 6.0
// The benchmarks of errorgen, kept out of the root package so that its build stays lean.
// `scripts/bench.sh` builds this package and the root in release mode and runs them.
import PackageDescription

let package = Package(
  name: "ErrorGenBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(url: "https://github.com/jpsim/Yams.git", exact: "6.2.2")
  ],
  targets: [
    // Writes the synthetic catalogs (100, 1,000 and 10,000 cases in three locales).
    .executableTarget(name: "make-catalogs", path: "Sources/MakeCatalogs"),
    // Loads a file with Yams, as most Swift tools read YAML: the comparison point.
    .executableTarget(
      name: "yams-load",
      dependencies: [.product(name: "Yams", package: "Yams")],
      path: "Sources/YamsLoad"),
  ],
  swiftLanguageModes: [.v6]
)
