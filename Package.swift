// swift-tools-version: 6.2
import PackageDescription

// Linux release builds of the `errorgen` command link the Swift runtime into it: no runtime
// libraries to load and bind at each start (about 5 to 8 ms of a 10,000-case run,
// docs/PERFORMANCE.md, nineteenth round), and a command that runs without the toolchain's
// libraries. It is compiled against the static runtime, so that the libraries Foundation uses
// are linked in too, and linked by the toolchain's lld (gold warns about glibc's `mktemp`,
// which the static Foundation refers to). Tools version 6.2 lets a package that uses this one
// by version carry these flags; Package@swift-6.0.swift, the same manifest without them, is
// what Swift 6.0 and 6.1 read (`ManifestsTests` keeps the two alike).
let staticRuntimeSwiftSettings: [SwiftSetting] = [
  .unsafeFlags(["-static-stdlib"], .when(platforms: [.linux], configuration: .release))
]
let staticRuntimeLinkerSettings: [LinkerSetting] = [
  .unsafeFlags(
    ["-static-stdlib", "-use-ld=lld"], .when(platforms: [.linux], configuration: .release))
]

let package = Package(
  name: "ErrorGen",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
  products: [
    .executable(name: "errorgen", targets: ["errorgen"]),
    .library(name: "ErrorGenRuntime", targets: ["ErrorGenRuntime"]),
    // The compiler as a library, for the fuzzing and benchmark packages beside this one.
    .library(name: "ErrorGenCore", targets: ["ErrorGenCore"]),
    .plugin(name: "ErrorGenPlugin", targets: ["ErrorGenPlugin"]),
    .plugin(name: "ErrorGenLintPlugin", targets: ["ErrorGenLintPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
  ],
  targets: [
    .systemLibrary(
      name: "CYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
    ),
    // Guards mapped catalog files against SIGBUS when they shrink while read (`MappedFile`).
    .target(name: "CMappingGuard"),
    // Hints to the processor's caches: the generator walks thousands of cases per member.
    .target(name: "CCacheHints"),
    .target(
      name: "ErrorGenCore",
      dependencies: ["CYAML", "CMappingGuard", "CCacheHints"]
    ),
    .executableTarget(
      name: "errorgen",
      dependencies: [
        "ErrorGenCore",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      path: "Sources/ErrorGen",
      swiftSettings: staticRuntimeSwiftSettings,
      linkerSettings: staticRuntimeLinkerSettings
    ),
    .target(name: "ErrorGenRuntime"),
    .plugin(
      name: "ErrorGenPlugin",
      capability: .buildTool(),
      dependencies: ["errorgen"]
    ),
    .plugin(
      name: "ErrorGenLintPlugin",
      capability: .command(
        intent: .custom(
          verb: "errorgen-lint",
          description: "Lints the error catalogs of the package's targets")),
      dependencies: ["errorgen"]
    ),
    .testTarget(name: "ErrorGenCoreTests", dependencies: ["ErrorGenCore"]),
    .testTarget(name: "ErrorGenRuntimeTests", dependencies: ["ErrorGenRuntime"]),
    .testTarget(
      name: "GeneratedCodeTests",
      dependencies: ["ErrorGenRuntime"],
      exclude: ["Catalogs"],
      swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]
    ),
    .testTarget(name: "ErrorGenCLITests", dependencies: ["errorgen"]),
    .testTarget(name: "RandomCatalogTests", dependencies: ["ErrorGenCore"]),
  ],
  swiftLanguageModes: [.v6]
)
